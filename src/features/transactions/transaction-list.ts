import type { ParameterTransactionSort, TransactionStatus } from '../../store/api';
import { statusLabel } from '../../components/status-chip';

/** The sorts the contract allows (both directions); newest first by default. */
export const TRANSACTION_SORTS: readonly ParameterTransactionSort[] = [
  'created_at', '-created_at', 'updated_at', '-updated_at', 'amount', '-amount', 'status', '-status', 'id', '-id',
];
export const DEFAULT_TRANSACTION_SORT: ParameterTransactionSort = '-created_at';

export const TRANSACTION_STATUSES: readonly TransactionStatus[] = ['pending', 'under_review', 'completed', 'cancel'];
export const TRANSACTION_STATUS_OPTIONS = TRANSACTION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));
