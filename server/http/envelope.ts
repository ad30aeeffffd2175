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

/** Paging of a list the contract marks PageOrWholeList/LimitOrWholeList: neither sent means the whole list, up to UNPAGED_CAP. */
export function pageOrWholeList(query: { page?: number; limit?: number }): { limit: number; offset: number } {
  return query.page === undefined && query.limit === undefined ? { limit: UNPAGED_CAP, offset: 0 } : pageOf(query);
}
