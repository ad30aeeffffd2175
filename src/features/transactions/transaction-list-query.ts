import type { ListQuery, ListStateOptions } from '../../components/data-table/use-list-state';
import { listPreload } from '../../components/screen-preload';
import { idFilter, oneOf, textFilter } from '../../lib/filter-values';
import { api, type ParameterTransactionSort, type TransactionStatus } from '../../store/api';

/** The sorts the contract allows (both directions); newest first by default. */
export const TRANSACTION_SORTS: readonly ParameterTransactionSort[] = [
  'created_at', '-created_at', 'updated_at', '-updated_at', 'amount', '-amount', 'status', '-status', 'id', '-id',
];
export const DEFAULT_TRANSACTION_SORT: ParameterTransactionSort = '-created_at';

export const TRANSACTION_STATUSES: readonly TransactionStatus[] = ['pending', 'under_review', 'completed', 'cancel'];

/** Add Wallet: a status filter, the search box (the sender's number or the transaction id). */
export const MANUAL_LIST: ListStateOptions<'status', ParameterTransactionSort> = { filters: ['status'], sorts: TRANSACTION_SORTS, defaultSort: DEFAULT_TRANSACTION_SORT };

/** The manual wallet-adds' filters as the API's query names (the export takes them as they are). */
export const manualFilterParams = (list: ListQuery<'status', ParameterTransactionSort>) => ({
  q: list.search || undefined,
  status: oneOf(list.filters.status, TRANSACTION_STATUSES),
  sort: list.sort,
});

export const manualListArgs = (list: ListQuery<'status', ParameterTransactionSort>) => ({ page: list.page, limit: list.pageSize, ...manualFilterParams(list) });

const AUTOMATED_FILTERS = ['number', 'order_id', 'user_id', 'transaction_id', 'status'] as const;
type AutomatedFilter = (typeof AUTOMATED_FILTERS)[number];

/** Automated Add Wallet: filters for number, order id, customer id, transaction id and status. */
export const AUTOMATED_LIST: ListStateOptions<AutomatedFilter, ParameterTransactionSort> = {
  filters: AUTOMATED_FILTERS,
  sorts: TRANSACTION_SORTS,
  defaultSort: DEFAULT_TRANSACTION_SORT,
};

/** The automated wallet-adds' filters as the API's query names (the export takes them as they are); malformed values are left out. */
export const automatedFilterParams = ({ filters, sort }: ListQuery<AutomatedFilter, ParameterTransactionSort>) => ({
  number: textFilter(filters.number),
  order_id: textFilter(filters.order_id),
  user_id: idFilter(filters.user_id),
  transaction_id: textFilter(filters.transaction_id),
  status: oneOf(filters.status, TRANSACTION_STATUSES),
  sort,
});

export function automatedListArgs(list: ListQuery<AutomatedFilter, ParameterTransactionSort>) {
  const { number, order_id: orderId, user_id: userId, transaction_id: transactionId, status, sort } = automatedFilterParams(list);
  return { page: list.page, limit: list.pageSize, number, orderId, userId, transactionId, status, sort };
}

/** The first page of each list, asked for as its screen is opened (FeatureRoute.preload). */
export const manualTransactionsPreload = listPreload('manual-transactions', MANUAL_LIST, (list) => api.util.prefetch('listManualTransactions', manualListArgs(list)));
export const automatedTransactionsPreload = listPreload('automated-transactions', AUTOMATED_LIST, (list) =>
  api.util.prefetch('listAutomatedTransactions', automatedListArgs(list)),
);
