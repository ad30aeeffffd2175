import { useListState, type ListState } from '../../components/data-table/use-list-state';
import { dayFilter, idFilter, oneOf, textFilter } from '../../lib/filter-values';
import type { OrderStatus, ParameterOrderSort } from '../../store/api';

export const ORDER_FILTERS = ['order_id', 'user_id', 'status', 'phone', 'date_from', 'date_to'] as const;
export type OrderListState = ListState<(typeof ORDER_FILTERS)[number], ParameterOrderSort>;
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'in_progress', 'completed', 'cancel'];
/** The sorts the contract allows (both directions); newest first by default. */
const ORDER_SORTS: readonly ParameterOrderSort[] = ['created_at', '-created_at', 'amount', '-amount', 'status', '-status', 'id', '-id'];

/** The orders list's page, page size, sort and filters, from the URL. */
export const useOrderListState = (tableId: string): OrderListState =>
  useListState(tableId, { filters: ORDER_FILTERS, sorts: ORDER_SORTS, defaultSort: '-created_at' });

/** The list's filters and sort as the API's query names (the export takes them as they are); malformed URL values are left out. */
export function orderFilterParams({ filters, sort }: OrderListState) {
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
export function orderListArgs(list: OrderListState) {
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
