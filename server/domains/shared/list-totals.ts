import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { plannedPerCall } from '../../db/prepared-statements';
import type { Database, ListTotalsTable } from '../../db/schema';

/**
 * Totals of the big lists (orders, transactions, physical orders) without counting a million rows
 * per request:
 * - unfiltered or status-only (within scopes: a sub-admin's packages, manual or automated): the
 *   sum of a few `list_totals` rows, kept exact by triggers in the writing transaction (0006);
 * - any other filter: counted, but only up to TOTAL_CAP rows; beyond it the answer says
 *   `total_capped` and the total reads "TOTAL_CAP or more".
 */
export const TOTAL_CAP = 10_000;

export interface ListTotal {
  total: number;
  capped: boolean;
}

/** How a list's total is read (a one-row, one-column `n` query), and whether it is a capped count. */
export interface TotalQuery {
  query: SelectQueryBuilder<Database, keyof Database, { n: string | number }>;
  counted: boolean;
}

/**
 * A list whose total, and deep pages, the kept totals answer: one list within `scopes` (null: every
 * scope; empty: none) and of `status` (undefined: every status), with no other filter.
 */
export interface KeptList {
  list: ListTotalsTable['list'];
  scopes: number[] | null;
  status: string | undefined;
}

/** The scopes a kept list reads (null: every scope); no scope at all (a sub-admin without packages) matches nothing. */
export const keptScopes = (kept: KeptList): number[] | null => kept.scopes && (kept.scopes.length ? kept.scopes : [-1]);

/** The kept total of a list. */
function keptTotal(db: Kysely<Database>, kept: KeptList): TotalQuery {
  let q = db.selectFrom('list_totals').select(sql<string>`coalesce(sum(total), 0)`.as('n')).where('list', '=', kept.list);
  const scopes = keptScopes(kept);
  if (scopes) q = q.where('scope', 'in', scopes);
  if (kept.status) q = q.where('status', '=', kept.status);
  return { query: q as TotalQuery['query'], counted: false };
}

/**
 * Counts the rows of a filtered list query, up to TOTAL_CAP (one row more, to know there are more).
 * The cap is a literal, like a page's LIMIT (pageWindow). A search is planned per call, as its page.
 */
function cappedCount<DB, TB extends keyof DB, O>(db: Kysely<Database>, { q, planPerCall }: FilteredList<DB, TB, O>): TotalQuery {
  const query = db.selectFrom(q.select(sql<number>`1`.as('one')).limit(sql.lit(TOTAL_CAP + 1)).as('matching')).select((eb) => eb.fn.countAll<number>().as('n'));
  return { query: (planPerCall ? plannedPerCall(query) : query) as unknown as TotalQuery['query'], counted: true };
}

/**
 * A filtered big list: its rows `q`, `kept` when the kept totals answer for them, and
 * `planPerCall` when the filter's values decide its plan (a prefix search: plannedPerCall).
 */
export interface FilteredList<DB, TB extends keyof DB, O> {
  q: SelectQueryBuilder<DB, TB, O>;
  kept: KeptList | null;
  planPerCall: boolean;
}

export const listTotal = <DB, TB extends keyof DB, O>(db: Kysely<Database>, filtered: FilteredList<DB, TB, O>): TotalQuery =>
  filtered.kept ? keptTotal(db, filtered.kept) : cappedCount(db, filtered);

const totalOf = (n: unknown, counted: boolean): ListTotal =>
  counted && Number(n) > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: Number(n), capped: false };

/**
 * A page of a list and its total.
 * - Kept totals: in one statement (one round trip, one pooled connection per list request), the
 *   total riding along as an uncorrelated scalar subquery, which PostgreSQL evaluates once; only a
 *   page with no rows (an empty list, a page past the end) asks for the total on its own.
 * - Counted totals (a filtered list): the page first. A page that has rows but is not full is the
 *   last one, and says the total itself; a first page with no rows says there are none. Only a full
 *   page (or one past the end) counts, in a statement of its own. A search mostly finds a few rows
 *   (a number, a customer): its filter is then planned and run once, not twice. The count runs after
 *   the page, so it is kept at least as large as the rows the page has shown.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  total: TotalQuery,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: O[]; total: ListTotal }> {
  if (total.counted) {
    const page = await rows.execute();
    if (page.length ? page.length < limit : offset === 0) return { rows: page, total: { total: offset + page.length, capped: false } };
    const counted = totalOf((await total.query.executeTakeFirstOrThrow()).n, true);
    const shown = page.length ? offset + page.length : 0;
    return { rows: page, total: counted.capped ? counted : { total: Math.max(counted.total, shown), capped: false } };
  }
  const found = (await rows.select(total.query.as('list_total') as never).execute()) as (O & { list_total: unknown })[];
  const n = found.length ? found[0].list_total : (await total.query.executeTakeFirstOrThrow()).n;
  return { rows: found.map(({ list_total: _total, ...row }) => row as unknown as O), total: totalOf(n, false) };
}
