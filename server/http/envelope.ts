import { asBulkRead } from '../db/bulk-reads';
/** The success envelope (docs/business-rules.md#answers-and-errors): `{ success: true, message, data }`. */
export interface Envelope<T> {
  success: true;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data };
}

/** A paged list: the rows as `data`, and `total` (every matching row) beside it. */
export function paged<T>(data: T[], total: number, message = 'OK'): Envelope<T[]> & { total: number } {
  return { success: true, message, data, total };
}

/** Paging as the contract defines it: page from 1, limit 1–100. */
export function pageOf(query: { page?: number; limit?: number }): { limit: number; offset: number } {
  const limit = query.limit ?? 10;
  const page = query.page ?? 1;
  return { limit, offset: (page - 1) * limit };
}

/** Without `page` or `limit` (a list the existing dashboard reads with no pager): the first rows up to this many (the contract says so). */
export const UNPAGED_CAP = 10_000;

/** Paging of a list the contract marks PageOrWholeList/LimitOrWholeList: neither sent means the whole list (`whole`), up to UNPAGED_CAP. */
export function pageOrWholeList(query: { page?: number; limit?: number }): { limit: number; offset: number; whole: boolean } {
  return query.page === undefined && query.limit === undefined ? { limit: UNPAGED_CAP, offset: 0, whole: true } : { ...pageOf(query), whole: false };
}

/**
 * Rows a whole list reads per statement. On the embedded database every statement runs on the
 * server's one thread and holds its one connection: 500 rows take it about 5–20 ms, 10,000 about 100 ms.
 * With 1,000 a health check waited up to 63 ms behind two readers of a 10,000-code list, with 500
 * up to 52 ms (p95 52 → 35 ms; `npm run bench:vouchers`), each read 20% longer. With 250, once the
 * list's ids were planned from statistics and its answer serialized in turns: up to 36–55 ms
 * against 31–72 ms with 500 (eight runs each at load 1.2–1.4), each read 20% longer again.
 */
export const WHOLE_LIST_WINDOW = 250;

/**
 * A whole list's rows, in the order of its ordered ids (`readIds`: one statement, so which rows and
 * in what order is one snapshot's), read by id a window at a time, each window its own statement
 * that lets other requests' statements run between. All of them are a bulk read (asBulkRead): on
 * the embedded database a waiting request's statement goes first, so it waits for one window at
 * most, not for every reader's next one. A row gone meanwhile is left out; each row is as its
 * window read it.
 */
export function wholeListInWindows<Row extends { id: number }>(readIds: () => Promise<number[]>, read: (ids: number[]) => Promise<Row[]>): Promise<Row[]> {
  return asBulkRead(async () => {
    const ids = await readIds();
    const at = new Map(ids.map((id, i) => [id, i]));
    const rows: (Row | undefined)[] = new Array(ids.length);
    for (let start = 0; start < ids.length; start += WHOLE_LIST_WINDOW) {
      for (const row of await read(ids.slice(start, start + WHOLE_LIST_WINDOW))) rows[at.get(row.id)!] = row;
    }
    return rows.filter((row): row is Row => row !== undefined);
  });
}

/**
 * Rows an answer is serialized in at a time (serializeInTurns): 1–4 ms of the server's thread each
 * on the development machine. A 10,000-code list (1.7 MB) serialized in one piece held the thread
 * 5–20 ms at load 1–3 and up to 65 ms at load 4: with the list's statements short, the longest
 * single wait a health check had behind a whole-list read.
 */
export const SERIALIZE_ROWS = 1000;

/** An answer's long array: the object holding it, its key there, and its rows. */
type BigArray = { holder: Record<string, unknown>; key: string; rows: unknown[] };

/** The array of an answer worth serializing in turns: `data` itself, or the longest array among `data`'s fields. */
function bigArrayOf(payload: unknown): BigArray | null {
  if (!payload || typeof payload !== 'object') return null;
  const envelope = payload as Record<string, unknown>;
  if (Array.isArray(envelope.data)) return envelope.data.length > SERIALIZE_ROWS ? { holder: envelope, key: 'data', rows: envelope.data } : null;
  if (!envelope.data || typeof envelope.data !== 'object') return null;
  const data = envelope.data as Record<string, unknown>;
  let best: BigArray | null = null;
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value) && value.length > SERIALIZE_ROWS && (!best || value.length > best.rows.length)) best = { holder: data, key, rows: value };
  }
  return best;
}

/**
 * The JSON of an answer, through the route's own serializer (the contract's schema: nothing it does
 * not declare goes out), with its one long array serialized SERIALIZE_ROWS at a time and a turn of
 * the event loop between, so other requests are served meanwhile. Each slice is the answer with
 * that slice as its array, cut at the array's brackets (the answer with an empty array marks them);
 * if that cut does not fit exactly, the answer is serialized in one piece, as before. Null, at once
 * and with no promise made, when the answer has no array long enough to matter: every other answer
 * goes its usual way.
 */
export function serializeInTurns(payload: unknown, serialize: (payload: unknown) => string): Promise<string> | null {
  const big = bigArrayOf(payload);
  return big && serializeSlices(payload, big, serialize);
}

async function serializeSlices(
  payload: unknown,
  { holder, key, rows }: BigArray,
  serialize: (payload: unknown) => string,
): Promise<string> {
  try {
    holder[key] = [];
    const empty = serialize(payload);
    const marker = `${JSON.stringify(key)}:[]`;
    const at = empty.indexOf(marker);
    if (at < 0 || empty.lastIndexOf(marker) !== at) {
      holder[key] = rows;
      return serialize(payload);
    }
    const before = empty.slice(0, at + marker.length - 1);
    const after = empty.slice(at + marker.length - 1);
    const parts: string[] = [];
    for (let start = 0; start < rows.length; start += SERIALIZE_ROWS) {
      if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      holder[key] = rows.slice(start, start + SERIALIZE_ROWS);
      const text = serialize(payload);
      if (!text.startsWith(before) || !text.endsWith(after)) {
        holder[key] = rows;
        return serialize(payload);
      }
      parts.push(text.slice(before.length, text.length - after.length));
    }
    return `${before}${parts.join(',')}${after}`;
  } finally {
    holder[key] = rows;
  }
}
