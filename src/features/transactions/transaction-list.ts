import { statusLabel } from '../../components/status-chip';
import { TRANSACTION_STATUSES } from './transaction-list-query';

export const TRANSACTION_STATUS_OPTIONS = TRANSACTION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));
