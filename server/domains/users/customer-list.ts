import { sql, type Kysely, type SqlBool } from 'kysely';
import { keptStatement, statementKey } from '../../db/compiled-statements';
import { plannedPerCall } from '../../db/prepared-statements';
import type { Database } from '../../db/schema';
import { containsPattern, type SortOrder } from '../../http/list-query';
import { perHandle, windowRows } from '../shared/list-window';

/** What answers show of a customer: never the password hash. */
export const CUSTOMER_COLUMNS = [
  'id',
  'username',
  'account_status',
  'is_banned',
  'avatar',
  'phone',
  'email',
  'wallet',
  'earn_wallet',
  'scores',
  'provider',
  'is_phone_verify',
  'address',
  'city',
  'zip_code',
  'created_at',
] as const;

export type CustomerSort = 'created_at' | 'username' | 'wallet' | 'id';

/**
 * The text a search reads: username, phone and email joined by a space, exactly the expression of
 * the trigram index (migration 0024), so PostgreSQL finds the matches through it.
 */
const SEARCH_TEXT = sql<string>`(c.username || ' ' || coalesce(c.phone, '') || ' ' || coalesce(c.email, ''))`;

/** How much of a search the trigram index is asked for: six characters, four trigrams. */
const PROBE_LENGTH = 6;

/**
 * The part of a search text the trigram index is asked for: all of it when short or without
 * digits; else the PROBE_LENGTH characters with the most digits (the last such). The index reads
 * the whole posting list of every trigram asked for, and the common ones are long: first names and
 * an operator's code (the 017 of 01766689576) repeat across thousands of customers, the numbers
 * after them tell customers apart. Measured at 200,000 customers: a whole phone number 2.6 ms,
 * its last six digits 0.3 ms; rakib6277 1.3 ms, ib6277 0.1 ms.
 */
function probeOf(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= PROBE_LENGTH || !/\p{Nd}/u.test(text)) return text;
  let best = 0;
  let bestDigits = -1;
  for (let start = 0; start + PROBE_LENGTH <= chars.length; start += 1) {
    const digits = chars.slice(start, start + PROBE_LENGTH).filter((c) => /\p{Nd}/u.test(c)).length;
    if (digits >= bestDigits) [best, bestDigits] = [start, digits];
  }
  return chars.slice(best, best + PROBE_LENGTH).join('');
}

/**
 * Live customers whose username, phone or email holds `q` (any case, anywhere; null or blank: all).
 * The index finds those whose joined text holds the probe (probeOf); a probe shorter than `q`, or
 * a `q` with a space (a match could span a joining space), is then checked against each column.
 */
export function matchingCustomers(db: Kysely<Database>, q: string | null | undefined) {
  const live = db.selectFrom('customers as c').where('c.deleted_at', 'is', null);
  const text = q?.trim();
  const like = containsPattern(text);
  if (!text || !like) return live;
  const probe = probeOf(text);
  const found = live.where(sql<SqlBool>`${SEARCH_TEXT} ilike ${containsPattern(probe) ?? like}`);
  if (probe === text && !text.includes(' ')) return found;
  return found.where((eb) => eb.or([eb('c.username', 'ilike', like), eb('c.phone', 'ilike', like), eb('c.email', 'ilike', like)]));
}

/** The live customers, kept per shard by 0022's triggers (the dashboard's totalUser): no count of 200,000 rows. */
const keptTotal = (db: Kysely<Database>) => db.selectFrom('report_customer_totals').select(sql<string>`coalesce(sum(customers), 0)`.as('n'));

const customerRows = perHandle((db) => db.selectFrom('customers as c').select(CUSTOMER_COLUMNS));

/**
 * A page of the customers list and its total (`user_count` counts every match).
 * - The ids of the page first, through the index of its sort (created_at, wallet, username: 0005,
 *   0024), then the rows by key (windowRows): a page deep in the list skips index entries, not rows.
 * - Unsearched: the kept total rides along in the same statement.
 * - Searched: planned for its pattern on every call (a phone fragment reads the trigram index; a
 *   text most customers hold, the list in order). A page with rows that is not full, or a first
 *   page with none, says the total itself; only a full page (or one past the end) is counted.
 */
export async function customerPage(db: Kysely<Database>, q: string | undefined, sort: SortOrder<CustomerSort>, { limit, offset }: { limit: number; offset: number }) {
  const key = statementKey('customers', q ?? null, sort, limit, offset);
  const searched = containsPattern(q) !== null;
  const page = () => windowRows(db, customerRows(db), matchingCustomers(db, q).select('c.id'), 'c', sort, { limit, offset }, { kept: null, planPerCall: searched });
  if (!searched) {
    // The rows keep the total's column: answers are serialized through the contract's schema, which does not declare it.
    const { rows } = await db.executeQuery(keptStatement(key, () => page().select(keptTotal(db).as('user_count'))));
    const total = rows.length ? rows[0].user_count : (await db.executeQuery(keptStatement('customers#total', () => keptTotal(db)))).rows[0].n;
    return { rows, total: Number(total) };
  }
  const { rows } = await db.executeQuery(keptStatement(key, page));
  if (rows.length ? rows.length < limit : offset === 0) return { rows, total: offset + rows.length };
  const count = keptStatement(`${key}#count`, () => plannedPerCall(matchingCustomers(db, q).select((eb) => eb.fn.countAll<string>().as('n'))));
  const counted = (await db.executeQuery(count)).rows[0];
  return { rows, total: Math.max(Number(counted.n), rows.length ? offset + rows.length : 0) };
}
