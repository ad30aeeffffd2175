/**
 * The one shape in which screens read a list. The contract answers lists in several shapes: a bare
 * array as `data`; `data` with `total` beside the envelope; `data.transactions` with `data.total`;
 * `data.orders` with `data.order_count`; `data.data` with `data.user_count`; a package's
 * `data.vouchers` with its product. src/store/api.ts maps every list operation's answer to this
 * shape (`transformResponse`), so screens, shared tables and cache tags read `rows` and `total`
 * whichever list it is. The answers do not echo the page asked for: the screen's list state has it.
 */
export interface ListResult<T> {
  /** The rows of this page; every row, for an unpaged list. */
  rows: T[];
  /** Every matching row on the server; the rows' count, for an unpaged list. */
  total: number;
  /** The server stopped counting at `total` (a filtered big list, `total_capped`): there are at least that many. */
  totalCapped: boolean;
}

/** A list whose answer carries more than its rows (a package's vouchers carry the package and its product). */
export type ListResultWith<T, Extra extends object> = ListResult<T> & Extra;

/** A page of rows, counted by the server (`totalCapped` when it stopped counting). */
export const listPage = <T>(rows: T[], total: number, totalCapped?: boolean): ListResult<T> => ({
  rows,
  total,
  totalCapped: totalCapped ?? false,
});

/**
 * A list answered as `data` in the envelope: unpaged (a bare array, counted here) or paged with
 * `total` beside `data` (counted by the server).
 */
export const listFromData = <T>(answer: { data: T[]; total?: number }): ListResult<T> =>
  listPage(answer.data, answer.total ?? answer.data.length);
