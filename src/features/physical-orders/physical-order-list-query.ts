import type { ListQuery, ListStateOptions } from '../../components/data-table/use-list-state';
import { listPreload } from '../../components/screen-preload';
import { oneOf, textFilter } from '../../lib/filter-values';
import { api, type ParameterPhysicalOrderSort, type PhysicalOrderStatus } from '../../store/api';

export const PHYSICAL_ORDER_STATUSES: readonly PhysicalOrderStatus[] = ['pending', 'in_progress', 'completed', 'cancelled'];
/** The sorts the contract allows (both directions); newest first by default. */
const SORTS: readonly ParameterPhysicalOrderSort[] = ['created_at', '-created_at', 'amount', '-amount', 'status', '-status', 'id', '-id'];

/** A status filter and the search box (an order, product or customer id, or a phone number). */
export const PHYSICAL_ORDER_LIST: ListStateOptions<'status', ParameterPhysicalOrderSort> = { filters: ['status'], sorts: SORTS, defaultSort: '-created_at' };

/** The list's filters as the API's names (the export takes them as they are); malformed values are left out. */
export const physicalOrderFilterParams = (list: ListQuery<'status', ParameterPhysicalOrderSort>) => ({
  q: textFilter(list.search),
  status: oneOf(list.filters.status, PHYSICAL_ORDER_STATUSES),
  sort: list.sort ?? '-created_at',
});

export const physicalOrderListArgs = (list: ListQuery<'status', ParameterPhysicalOrderSort>) => ({
  physicalOrderListInput: { page: list.page, limit: list.pageSize, ...physicalOrderFilterParams(list) },
});

/** The first page, asked for as the screen is opened (FeatureRoute.preload). */
export const physicalOrdersPreload = listPreload('physical-orders', PHYSICAL_ORDER_LIST, (list) => api.util.prefetch('listPhysicalOrders', physicalOrderListArgs(list)));
