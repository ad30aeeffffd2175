import { api } from '../store/api';
import type { RootState } from '../app/store';
import { selectTablePrefs } from '../store/tables-slice';
import { readListQuery, type ListQuery, type ListStateOptions } from './data-table/use-list-state';

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
export type ScreenPreload = (search: URLSearchParams, state: RootState) => ScreenRequests;

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
  return (search, state) => prefetch(readListQuery(search, selectTablePrefs(state, tableId).pageSize, options));
}
