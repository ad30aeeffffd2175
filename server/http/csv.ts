import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { asBulkRead } from '../db/bulk-reads';
import type { Database } from '../db/schema';
import { sortOf } from './list-query';
import { languageOf, render, type Say } from './messages';
import type { Keyset, ListWindow } from '../domains/shared/list-window';

/**
 * CSV exports of whole lists: the rows are read in short keyset batches (each its own query, so
 * no transaction stays open while a slow client downloads, and PGlite's single connection is free
 * between batches) and streamed as they come; back-pressure from the client pauses the reading.
 * The batches after the first are a bulk read (asBulkRead): on the embedded database other
 * requests' statements go before them.
 */
export const EXPORT_BATCH = 1_000;

/**
 * A column: a plain `value`, or a `time` (an instant as the database gives it, ISO text in UTC)
 * that the export writes in the shop's time zone with its offset, `2026-11-26 21:05:00 +06:00`,
 * as the admin reads it on the screens (SHOP_TIMEZONE). The `header` is a keyed message
 * (`say('csvOrderId')`), written in the request's language (`Accept-Language`, English when it
 * names neither); the cells stay as stored (codes, ids, amounts, times) for spreadsheets to read.
 */
export type CsvColumn<Row> =
  | { header: Say; value: (row: Row) => string | number | null | undefined; time?: never }
  | { header: Say; time: (row: Row) => string | null | undefined; value?: never };

const shopClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant in the shop's time zone with its offset, to the second: `2026-11-26 21:05:00 +06:00`
 * for 2026-11-26T15:05:00Z in Asia/Dhaka. Spreadsheets read it as a time; the offset says which.
 */
export function shopTime(instant: string, timeZone: string): string {
  let clock = shopClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    shopClocks.set(timeZone, clock);
  }
  const at = new Date(instant);
  const seconds = Math.floor(at.getTime() / 1000) * 1000;
  const p = Object.fromEntries(clock.formatToParts(at).map((part) => [part.type, part.value]));
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  const offset = Math.round((local - seconds) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second} ${sign}${hhmm}`;
}

/** A column's field of a row: a time in the shop's zone, anything else as it is. */
const fieldOf = <Row>(column: CsvColumn<Row>, row: Row, timeZone: string | undefined) => {
  if (!column.time) return column.value(row);
  const instant = column.time(row);
  if (instant === null || instant === undefined) return instant;
  if (!timeZone) throw new Error('A CSV time column needs the shop time zone (config.shopTimezone)');
  return shopTime(instant, timeZone);
};

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; text a spreadsheet
 * would run as a formula (= + - @, tab, carriage return first) gets a leading apostrophe.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: (string | number | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The keyset after a row: its value of the sort column, and its id. */
export type KeysetOf<Row> = (row: Row) => Keyset;

/**
 * Streams every row `read` gives, batch after batch, as CSV with a header line in the request's
 * language; time columns in the shop's time zone with the offset (shopTime). The answer is
 * `text/csv` with a download file name and no caching. The first batch is read before the answer
 * starts, so a query the database refuses is answered as that refusal (its status, the error shape),
 * not as a 200 cut short; a batch that fails later aborts the connection before the chunked body's
 * end, which every HTTP client reports as an incomplete download, never as a whole file.
 */
export async function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: CsvColumn<Row>[],
  read: (window: ListWindow) => Promise<Row[]>,
  keysetOf: KeysetOf<Row>,
): Promise<FastifyReply> {
  // Times are the shop's (SHOP_TIMEZONE), as every screen shows them.
  const timeZone = (reply.server as { config?: Config }).config?.shopTimezone;
  const language = languageOf(reply.request.headers['accept-language']);
  const first = await read({ limit: EXPORT_BATCH, after: null });
  async function* lines() {
    // A byte-order mark, so spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${csvLine(columns.map((c) => render(c.header, language)))}`;
    let rows = first;
    for (;;) {
      if (rows.length) yield rows.map((row) => csvLine(columns.map((c) => fieldOf(c, row, timeZone)))).join('');
      if (rows.length < EXPORT_BATCH) return;
      const after = keysetOf(rows[rows.length - 1]);
      rows = await asBulkRead(() => read({ limit: EXPORT_BATCH, after }));
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

/** The keyset of a row sorted by `column` (one of its own fields). */
export const keysetBy =
  <Row extends { id: number }>(column: string): KeysetOf<Row> =>
  (row) => ({ value: (row as unknown as Record<string, string | number>)[column], id: row.id });

/**
 * The handler of a list's export: the list's own window reader under the request's filters and
 * sort (the contract gives the same query parameters as the list), its columns, its file name.
 */
export function csvExport<Row extends { id: number }, Filters extends { sort?: string }>(
  fileName: string,
  read: (db: Kysely<Database>, filters: Filters, window: ListWindow) => Promise<Row[]>,
  columns: CsvColumn<Row>[],
) {
  return async ({ db, query, reply }: { db: Kysely<Database>; query: Filters; reply: FastifyReply }): Promise<FastifyReply> =>
    sendCsv(reply, fileName, columns, (window) => read(db, query, window), keysetBy<Row>(sortOf(query.sort, '-created_at').column));
}
