import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What the database announces after a committed change (migration 0023's journal, on the
 * `shop_events` channel): its id in commit order, which list, in which scope (orders: the package;
 * transactions: 0 manual, 1 automated; physical orders: 0), what kind of change and up to 20 of
 * the rows' ids.
 */
export interface ChangeEvent {
  /** The event's place in commit order (absent only from a test's hand-made announcement). */
  id?: number;
  list: 'orders' | 'transactions' | 'physical_orders';
  scope: number;
  op: 'insert' | 'update' | 'delete';
  ids: number[];
  /**
   * Set on the stream of an admin who holds the order's package (Admins Order lists it): the
   * dashboard counts it as new on that list too. Never in the database's announcement.
   */
  mine?: true;
}

const LISTS = new Set(['orders', 'transactions', 'physical_orders']);

/** A change as announced or read back from the journal; null when it is not one. */
export function changeOf(value: unknown): ChangeEvent | null {
  const event = value as ChangeEvent | null;
  if (typeof event !== 'object' || event === null || !LISTS.has(event.list) || typeof event.scope !== 'number') return null;
  if (event.id !== undefined && !Number.isSafeInteger(event.id)) return null;
  return event;
}

/**
 * Where a stream starts, from the kept live events (migration 0023): ids increase in commit
 * order, so everything after an id a client saw is exactly the rows above it.
 * - `fresh`: no id asked for; the stream starts after `position` (the newest id committed).
 * - `replay`: the events after the id asked for (`after`), in order (all of them: none was pruned).
 * - `resync`: the id is older than the kept window (or unknown to this database): the client
 *   must refetch; the stream starts after `position`.
 */
export type JournalStart =
  | { kind: 'fresh'; position: number }
  | { kind: 'replay'; after: number; position: number; events: ChangeEvent[] }
  | { kind: 'resync'; position: number };

/** An event id as a client sends it back (`Last-Event-ID`): digits, else null (never an id this server gave). */
export function eventIdOf(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text.trim())) return null;
  return Number(text.trim());
}

interface JournalRow {
  pruned: number;
  newest: number;
  assigned: number;
  events: unknown[] | null;
}

/**
 * One statement, so one snapshot: the horizon, the newest id, the highest id ever numbered, and
 * the events after `after` (none when it is below the horizon: a resync needs none).
 */
export async function readJournal(db: Kysely<Database>, after: number | null | 'unreadable'): Promise<JournalStart> {
  const from = typeof after === 'number' ? after : null;
  const { rows } = await sql<JournalRow>`
    select h.pruned_through as pruned,
           greatest(h.pruned_through, coalesce((select max(id) from live_events), 0)) as newest,
           (select case when is_called then last_value else 0 end from live_events_id_seq) as assigned,
           (select json_agg(json_build_object('id', e.id, 'list', e.list, 'scope', e.scope, 'op', e.op, 'ids', e.ids) order by e.id)
              from live_events e where ${from}::bigint >= h.pruned_through and e.id > ${from}::bigint) as events
    from live_events_horizon h`.execute(db);
  const row = rows[0];
  const newest = Number(row.newest);
  if (after === null) return { kind: 'fresh', position: newest };
  // Below the horizon something after it is gone; above every id numbered it is from elsewhere.
  if (from === null || from < Number(row.pruned) || from > Number(row.assigned)) return { kind: 'resync', position: newest };
  const events = (row.events ?? []).map(changeOf).filter((event): event is ChangeEvent => event !== null);
  return { kind: 'replay', after: from, position: Math.max(from, newest), events };
}
