import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { pageWindow, plannedPerCall } from '../../db/prepared-statements';
import type { Database } from '../../db/schema';
import type { SortOrder } from '../../http/list-query';
import { keptScopes, type KeptList } from './list-totals';

/**
 * Which rows of a sorted list to read: a page (`offset`), or the rows after the last one read
 * (`after`, keyset: index-friendly however deep, used by the CSV exports to walk a whole list in
 * short queries that never hold a transaction open).
 */
export interface Keyset {
  value: string | number;
  id: number;
}
export type ListWindow = { limit: number; offset: number } | { limit: number; after: Keyset | null };

/** `(column, id)` beyond the keyset in the sort's direction (the sort column must be NOT NULL). */
export function beyond(alias: string, sort: SortOrder<string>, after: Keyset): Expression<SqlBool> {
  const op = sort.direction === 'desc' ? '<' : '>';
  return sql<SqlBool>`(${sql.ref(`${alias}.${sort.column}`)}, ${sql.ref(`${alias}.id`)}) ${sql.raw(op)} (${after.value}, ${after.id})`;
}

/**
 * From this many rows into a list sorted by creation time (with no filter but scope and status), a
 * page seeks its day instead of skipping every row before it. Below it, skipping is cheaper.
 */
export const SEEK_FROM = 1_000;

/** Where a kept list's row number `offset` sits: its day's edge and the rows to skip from it (list_seek: 0009, one scan since 0010). */
const daySeek = (kept: KeptList, offset: number, direction: SortOrder<string>['direction']) => {
  const scopes = keptScopes(kept);
  return sql<{
    edge: string;
    skip: number;
  }>`(select edge, skip from list_seek(${kept.list}, ${scopes ? sql`array[${sql.join(scopes)}]::integer[]` : null}, ${kept.status ?? null}, ${offset}, ${direction === 'desc'}))`;
};

/**
 * The ids of one window of a filtered list (`ids`: its rows under `alias`, selecting the id), in
 * the sort's order with the id as tie-breaker. A deep page of a kept list sorted by creation time
 * seeks its day first (daySeek, in the same statement, so the same snapshot) and skips only rows of
 * that day; any other page skips from the start.
 */
function windowIds<DB, TB extends keyof DB>(
  db: Kysely<Database>,
  ids: SelectQueryBuilder<DB, TB, { id: number }>,
  alias: string,
  sort: SortOrder<string>,
  window: ListWindow,
  kept: KeptList | null,
): SelectQueryBuilder<DB, TB, { id: number }> {
  let q = ids;
  if ('after' in window && window.after) q = q.where(beyond(alias, sort, window.after));
  q = q.orderBy(sql.ref(`${alias}.${sort.column}`), sort.direction).orderBy(sql.ref(`${alias}.id`), sort.direction);
  if (!('offset' in window)) return pageWindow(q, window.limit);
  if (!kept || sort.column !== 'created_at' || window.offset < SEEK_FROM) return pageWindow(q, window.limit, window.offset);
  const seeking = pageWindow(q, window.limit)
    .where(sql.ref(`${alias}.created_at`), sort.direction === 'desc' ? '<' : '>=', sql`(select edge from seek)`)
    .offset(sql<number>`(select skip from seek)`);
  const page = (seeking as unknown as SelectQueryBuilder<Database, keyof Database, { id: number }>).as('page');
  return db
    .with('seek', () => daySeek(kept, window.offset, sort.direction))
    .selectFrom(page)
    .select('page.id') as unknown as SelectQueryBuilder<DB, TB, { id: number }>;
}

/**
 * One window of a list's rows: `rows` (the list with each row's details, under `alias`) whose ids
 * are the window's (windowIds over `ids`, the filtered list selecting its id), in the sort's order.
 * The ids are found first, as an array (an InitPlan), and the rows then read by primary key:
 * written as `id in (…)`, PostgreSQL plans a semi-join of the list with the window and each lookup
 * beside it, 0.17 ms of planning for a searched page of transactions against 0.07 ms. A search
 * whose values decide the plan (`planPerCall`) is planned for them on every call.
 */
export function windowRows<DB, TB extends keyof DB, O, IDB, ITB extends keyof IDB>(
  db: Kysely<Database>,
  rows: SelectQueryBuilder<DB, TB, O>,
  ids: SelectQueryBuilder<IDB, ITB, { id: number }>,
  alias: string,
  sort: SortOrder<string>,
  window: ListWindow,
  { kept, planPerCall }: { kept: KeptList | null; planPerCall: boolean },
): SelectQueryBuilder<DB, TB, O> {
  const q = rows
    .where(sql<SqlBool>`${sql.ref(`${alias}.id`)} = any(array(${windowIds(db, ids, alias, sort, window, kept)}))`)
    .orderBy(sql.ref(`${alias}.${sort.column}`), sort.direction)
    .orderBy(sql.ref(`${alias}.id`), sort.direction);
  return planPerCall ? plannedPerCall(q) : q;
}

/** The display name of the admin the column `adminId` refers to (null for none, or a blank name), looked up by key in a subquery. */
export const adminNameOf = (adminId: string) =>
  sql<string | null>`(select nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') from admins a where a.id = ${sql.ref(adminId)})`;

/**
 * A query that depends on nothing but the database handle (a list's rows with their details), built
 * once per handle: Kysely's builders are immutable, so each request extends the same one. Building
 * the physical orders' one cost 8 µs a request, 5% of a searched page's cost to the server.
 * A transaction is a handle of its own, so a query made for it runs in it.
 */
export function perHandle<T>(build: (db: Kysely<Database>) => T): (db: Kysely<Database>) => T {
  const built = new WeakMap<Kysely<Database>, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
