import { sql, type CompiledQuery, type Kysely, type SelectQueryBuilder } from 'kysely';
import { compiled, KeptByKey, keptStatement, sameStatement } from '../../db/compiled-statements';
import { plannedPerCall } from '../../db/prepared-statements';
import type { Database, ListTotalsTable } from '../../db/schema';

/**
 * Totals of the big lists (orders, transactions, physical orders) without counting a million rows
 * per request:
 * - unfiltered or status-only (within scopes: a sub-admin's packages, manual or automated): the
 *   sum of a few `list_totals` rows, kept exact by triggers in the writing transaction (0006; applied at its commit since 0022);
 * - any other filter: counted, but only up to TOTAL_CAP rows; beyond it the answer says
 *   `total_capped` and the total reads "TOTAL_CAP or more".
 */
export const TOTAL_CAP = 10_000;

export interface ListTotal {
  total: number;
  capped: boolean;
}

/** A one-row, one-column `n` query: how a list's total is read. */
type TotalQuery = SelectQueryBuilder<Database, keyof Database, { n: string | number }>;

/**
 * A list whose total, and deep pages, the kept totals answer: one list within `scopes` (null: every
 * scope; empty: none) and of `status` (undefined: every status), with no other filter.
 */
export interface KeptList {
  list: ListTotalsTable['list'];
  scopes: readonly number[] | null;
  status: string | undefined;
}

/** The scopes a kept list reads (null: every scope); no scope at all (a sub-admin without packages) matches nothing. */
export const keptScopes = (kept: KeptList): readonly number[] | null => kept.scopes && (kept.scopes.length ? kept.scopes : [-1]);

/** The kept total of a list. */
function keptTotal(db: Kysely<Database>, kept: KeptList): TotalQuery {
  let q = db.selectFrom('list_totals').select(sql<string>`coalesce(sum(total), 0)`.as('n')).where('list', '=', kept.list);
  const scopes = keptScopes(kept);
  if (scopes) q = q.where('scope', 'in', scopes);
  if (kept.status) q = q.where('status', '=', kept.status);
  return q as TotalQuery;
}

/**
 * Counts the rows of a filtered list query, up to TOTAL_CAP (one row more, to know there are more):
 * beyond it the total is TOTAL_CAP, capped (totalOfCount). The cap is a literal, like a page's LIMIT
 * (pageWindow). A search is planned per call, as its page.
 */
function cappedCount<DB, TB extends keyof DB, O>(db: Kysely<Database>, { q, planPerCall }: FilteredList<DB, TB, O>) {
  const query = db.selectFrom(q.select(sql<number>`1`.as('one')).limit(sql.lit(TOTAL_CAP + 1)).as('matching')).select((eb) => eb.fn.countAll<number>().as('n'));
  return planPerCall ? plannedPerCall(query) : query;
}

const totalOfCount = (n: number): ListTotal => (n > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: n, capped: false });

/**
 * A filtered big list: its rows `q`, `kept` when the kept totals answer for them, and
 * `planPerCall` when the filter's values decide its plan (a prefix search: plannedPerCall).
 */
export interface FilteredList<DB, TB extends keyof DB, O> {
  q: SelectQueryBuilder<DB, TB, O>;
  kept: KeptList | null;
  planPerCall: boolean;
}

/**
 * One request for a page of a list: `build` makes its rows (the window of `filtered`) and its filter
 * from the request's inputs, all of which `key` holds (statementKey), so that the statements built
 * from them are compiled once and kept (compiled-statements.ts).
 */
export interface ListRequest<DB, TB extends keyof DB, O, FDB, FTB extends keyof FDB, FO> {
  key: string;
  build: () => { rows: SelectQueryBuilder<DB, TB, O>; filtered: FilteredList<FDB, FTB, FO> };
}

/** A list request's page statement, and whether the kept totals answer for it (its total then rides along). */
interface PageStatement {
  page: CompiledQuery;
  kept: boolean;
}
const pageStatements = new KeptByKey<PageStatement>((a, b) => a.kept === b.kept && sameStatement(a.page, b.page));

/**
 * A page of a list and its total, each statement compiled once per key (ListRequest).
 * - Kept totals: in one statement (one round trip, one pooled connection per list request), the
 *   total riding along as an uncorrelated scalar subquery, which PostgreSQL evaluates once; only a
 *   page with no rows (an empty list, a page past the end) asks for the total on its own.
 * - Counted totals (a filtered list): the page first. A page that has rows but is not full is the
 *   last one, and says the total itself; a first page with no rows says there are none. Only a full
 *   page (or one past the end) counts, in a statement of its own, built only then. A search mostly
 *   finds a few rows (a number, a customer): its filter is then planned and run once, not twice. The
 *   count runs after the page, so it is kept at least as large as the rows the page has shown.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O, FDB, FTB extends keyof FDB, FO>(
  db: Kysely<Database>,
  list: ListRequest<DB, TB, O, FDB, FTB, FO>,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: O[]; total: ListTotal }> {
  const { page, kept } = pageStatements.of(list.key, () => {
    const { rows, filtered } = list.build();
    if (!filtered.kept) return { page: compiled(rows), kept: false };
    return { page: compiled(rows.select(keptTotal(db, filtered.kept).as('list_total') as never)), kept: true };
  });
  if (!kept) {
    const { rows } = await db.executeQuery(page as CompiledQuery<O>);
    if (rows.length ? rows.length < limit : offset === 0) return { rows, total: { total: offset + rows.length, capped: false } };
    const count = keptStatement(`${list.key}#count`, () => cappedCount(db, list.build().filtered));
    const counted = totalOfCount(Number((await db.executeQuery(count)).rows[0].n));
    const shown = rows.length ? offset + rows.length : 0;
    return { rows, total: counted.capped ? counted : { total: Math.max(counted.total, shown), capped: false } };
  }
  // The rows keep the total's column: answers are serialized through the contract's schema, which does not declare it.
  const found = (await db.executeQuery(page as CompiledQuery<O & { list_total: unknown }>)).rows;
  const n = found.length
    ? found[0].list_total
    : (await db.executeQuery(keptStatement(`${list.key}#total`, () => keptTotal(db, list.build().filtered.kept as KeptList)))).rows[0].n;
  return { rows: found, total: { total: Number(n), capped: false } };
}
