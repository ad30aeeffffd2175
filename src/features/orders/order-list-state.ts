import { useListState, type ListQuery, type ListState, type ListStateOptions } from '../../components/data-table/use-list-state';
import { listPreload } from '../../components/screen-preload';
import { api } from '../../store/api';
import { dayFilter, idFilter, oneOf, textFilter } from '../../lib/filter-values';
import type { OrderStatus, ParameterOrderSort } from '../../store/api';

export const ORDER_FILTERS = ['order_id', 'user_id', 'status', 'phone', 'date_from', 'date_to'] as const;
type OrderFilter = (typeof ORDER_FILTERS)[number];
export type OrderListState = ListState<OrderFilter, ParameterOrderSort>;
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'in_progress', 'completed', 'cancel'];
/** The sorts the contract allows (both directions); newest first by default. */
const ORDER_SORTS: readonly ParameterOrderSort[] = ['created_at', '-created_at', 'amount', '-amount', 'status', '-status', 'id', '-id'];

const ORDER_LIST: ListStateOptions<OrderFilter, ParameterOrderSort> = { filters: ORDER_FILTERS, sorts: ORDER_SORTS, defaultSort: '-created_at' };

/** The orders list's page, page size, sort and filters, from the URL. */
export const useOrderListState = (tableId: string): OrderListState => useListState(tableId, ORDER_LIST);

/** The list's filters and sort as the API's query names (the export takes them as they are); malformed URL values are left out. */
export function orderFilterParams({ filters, sort }: ListQuery<OrderFilter, ParameterOrderSort>) {
  return {
    order_id: idFilter(filters.order_id),
    user_id: idFilter(filters.user_id),
    status: oneOf(filters.status, ORDER_STATUSES),
    phone: textFilter(filters.phone),
    date_from: dayFilter(filters.date_from),
    date_to: dayFilter(filters.date_to),
    sort,
  };
}

/** The list query's arguments (both order lists take the same ones). */
export function orderListArgs(list: ListQuery<OrderFilter, ParameterOrderSort>) {
  const params = orderFilterParams(list);
  return {
    page: list.page,
    limit: list.pageSize,
    orderId: params.order_id,
    userId: params.user_id,
    status: params.status,
    phone: params.phone,
    dateFrom: params.date_from,
    dateTo: params.date_to,
    sort: params.sort,
  };
}

/** The first page of Orders and of Admins Order, asked for as the screen is opened (FeatureRoute.preload). */
export const ordersPreload = listPreload('orders', ORDER_LIST, (list) => api.util.prefetch('listOrders', orderListArgs(list)));
export const adminOrdersPreload = listPreload('admin-orders', ORDER_LIST, (list) => api.util.prefetch('listMyPackageOrders', orderListArgs(list)));
