import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sortOf } from './list-query';
import type { Keyset, ListWindow } from '../domains/shared/list-window';

/**
 * CSV exports of whole lists: the rows are read in short keyset batches (each its own query, so
 * no transaction stays open while a slow client downloads, and PGlite's single connection is free
 * between batches) and streamed as they come; back-pressure from the client pauses the reading.
 */
export const EXPORT_BATCH = 1_000;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

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
 * Streams every row `read` gives, batch after batch, as CSV with a header line. The answer is
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
  const first = await read({ limit: EXPORT_BATCH, after: null });
  async function* lines() {
    // A byte-order mark, so spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
    let rows = first;
    for (;;) {
      if (rows.length) yield rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
      if (rows.length < EXPORT_BATCH) return;
      rows = await read({ limit: EXPORT_BATCH, after: keysetOf(rows[rows.length - 1]) });
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
