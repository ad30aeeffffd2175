import { api } from '../store/api';
import type { RootState } from '../app/store';
import { selectTablePrefs } from '../store/tables-slice';
import { readListQuery, type ListQuery, type ListStateOptions } from './data-table/use-list-state';
import { recordIdOf } from './use-id-param';

/** `api.util.prefetch(…)`: asks for a query's answer into the cache (none while one is cached or on its way). */
export type PrefetchAction = ReturnType<typeof api.util.prefetch>;

/**
 * A screen's first requests (ScreenRequests), from its address's query and the store: asked for as
 * soon as the screen is navigated to (a sidebar click, a link, Back; on a full load once the
 * permissions are known and, from a server that does not place its answers, the live stream is
 * ready: src/app/screen-data-preload.ts), so their answers travel while the screen's code loads and
 * renders, and the screen draws its rows in its first render instead of sending the requests only
 * once it has been drawn empty.
 * It must ask exactly what the screen's own queries ask (the same arguments), or the screen asks
 * again: `tests` check each route's (screen-data-preload.test.tsx).
 */
export type ScreenPreload = (search: URLSearchParams, state: RootState, params: RouteParams) => ScreenRequests;

/** The address's path parameters, as its route matched them (`/user/edit/:id` at /user/edit/42: `{ id: '42' }`). */
export type RouteParams = Readonly<Partial<Record<string, string>>>;

/** What a screen's preload gives: its one prefetch, or each of those its first paint waits for. */
export type ScreenRequests = PrefetchAction | readonly PrefetchAction[];

/**
 * The preload of a server-paged list: its query's arguments from the list's state as
 * `useListState(tableId, options)` reads it (page, size, search, sort, filters in the address;
 * the table's remembered page size). `prefetch` builds them with the function the screen passes to its query.
 * `listPreload('orders', ORDER_LIST, (list) => api.util.prefetch('listOrders', orderListArgs(list)))`
 */
export function listPreload<F extends string, S extends string>(
  tableId: string,
  options: ListStateOptions<F, S>,
  prefetch: (list: ListQuery<F, S>) => ScreenRequests,
): ScreenPreload {
  return (search, state) => prefetch(listQueryOf(search, state, tableId, options));
}

/** A list's query at an address, as `useListState(tableId, options)` reads it there (with the table's remembered page size). */
export const listQueryOf = <F extends string, S extends string>(search: URLSearchParams, state: RootState, tableId: string, options: ListStateOptions<F, S>): ListQuery<F, S> =>
  readListQuery(search, selectTablePrefs(state, tableId).pageSize, options);

/**
 * The preload of a record's screen (`/banner/edit/:id`): `prefetch` given the record's id as the
 * screen reads it (useIdParam), nothing asked at an address without a valid one (the screen says
 * so and asks nothing either). `name`: the route's parameter (`/topup-package/add/:productId`).
 * `recordPreload((id) => api.util.prefetch('getBanner', { id }))`
 */
export function recordPreload(prefetch: (id: number, search: URLSearchParams, state: RootState) => ScreenRequests, name = 'id'): ScreenPreload {
  return (search, state, params) => {
    const id = recordIdOf(params[name]);
    return id ? prefetch(id, search, state) : [];
  };
}
