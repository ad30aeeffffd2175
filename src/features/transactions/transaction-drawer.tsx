import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { CopyText } from '../../components/copy-text';
import { useConfirm } from '../../components/confirm-dialog';
import { CustomerLink } from '../../components/record/customer-link';
import { RecordDrawer, RecordFields } from '../../components/record/record-drawer';
import { RecordHistory, type HistoryLabels } from '../../components/record/record-history';
import { useKeptRecord, useOpenRecord } from '../../components/record/use-open-record';
import { StatusChip } from '../../components/status-chip';
import { useNotify } from '../../components/use-notify';
import { usePermissions } from '../../components/use-permissions';
import { formatDateTime } from '../../lib/dates';
import { format } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import {
  useListAutomatedTransactionsQuery,
  useListManualTransactionsQuery,
  useUpdateTransactionStatusMutation,
  type Transaction,
} from '../../store/api';
import { transactionMessages as m } from './messages';

const HISTORY_LABELS: HistoryLabels = {
  operations: m.historyOperations,
  fields: m.historyFields,
  value: (field, value) => (field === 'amount' && value !== null ? formatMoney(value as string) : undefined),
};

/** The customer as the lists name them: their name, else their number. */
export const customerOf = (transaction: Transaction) => transaction.username ?? format(m.customerId, { id: transaction.user_id });

/** A wallet-add still waiting: pending, or under the provider's review. */
export const isOpenTransaction = (transaction: Transaction) => transaction.status === 'pending' || transaction.status === 'under_review';

export interface TransactionDrawerProps {
  /** The list's page: a row on it opens at once; any other is fetched by its id. */
  rows: readonly Transaction[] | undefined;
  automated: boolean;
  /** Which records offer Edit Status (as the list's rows). */
  statusChangeable: (transaction: Transaction) => boolean;
  /** The full-row edit is offered (the manual list). */
  rowEdit: boolean;
  onEditStatus(transaction: Transaction): void;
  onEdit(transaction: Transaction): void;
}

/** The one transaction the address names (`?open=id`): from the page, else by the list's `id` filter (same permission). */
function useOpenTransaction(rows: readonly Transaction[] | undefined, automated: boolean, id: number | null) {
  const onPage = id === null ? undefined : rows?.find((row) => row.id === id);
  const lookup = { id: id ?? undefined, page: 1, limit: 1 };
  const manual = useListManualTransactionsQuery(lookup, { skip: id === null || onPage !== undefined || automated });
  const auto = useListAutomatedTransactionsQuery(lookup, { skip: id === null || onPage !== undefined || !automated });
  const fetched = automated ? auto : manual;
  const record = useKeptRecord(id, onPage ?? fetched.data?.rows.find((row) => row.id === id));
  return { record, loading: !record && fetched.isFetching, error: fetched.error, notFound: !record && fetched.isSuccess && !fetched.isFetching };
}

/**
 * Completing or cancelling a waiting wallet-add, from its record or its row: one question naming
 * the amount and the customer (the safe answer focused), then the status change.
 */
export function useWalletAddDecision() {
  const [updateStatus, updating] = useUpdateTransactionStatusMutation();
  const confirm = useConfirm();
  const notify = useNotify();
  const setStatus = async (transaction: Transaction, status: 'completed' | 'cancel') => {
    const completing = status === 'completed';
    const agreed = await confirm({
      title: format(completing ? m.completeTitle : m.cancelTitle, { id: transaction.id }),
      message: completing ? format(m.completeQuestion, { amount: formatMoney(transaction.amount), customer: customerOf(transaction) }) : m.cancelQuestion,
      confirmText: completing ? m.complete : m.cancelWalletAdd,
      cancelText: m.keep,
      destructive: !completing,
    });
    if (!agreed) return;
    await notify.track(updateStatus({ transactionStatusInput: { transaction_id: transaction.id, status } }).unwrap(), { success: m.saved });
  };
  return { setStatus, busy: updating.isLoading };
}

/**
 * A wallet-add opened from its list: every field, copies of the number and the transaction id, the
 * actions its status allows (Complete and Cancel while it waits, Edit Status, Edit) and its history.
 */
export function TransactionDrawer({ rows, automated, statusChangeable, rowEdit, onEditStatus, onEdit }: TransactionDrawerProps) {
  const { openId, close } = useOpenRecord();
  const { record, loading, error, notFound } = useOpenTransaction(rows, automated, openId);
  const { can } = usePermissions();
  const canChangeStatus = can('updateTransactionStatus');
  const { setStatus, busy } = useWalletAddDecision();

  const waiting = record !== undefined && canChangeStatus && isOpenTransaction(record);
  const changeable = record !== undefined && canChangeStatus && statusChangeable(record);
  const editable = record !== undefined && rowEdit && can('updateTransaction');
  const actions = record && (waiting || changeable || editable) && (
    <>
      {waiting && (
        <>
          <Button variant="contained" startIcon={<CheckIcon />} disabled={busy} onClick={() => void setStatus(record, 'completed')}>
            {m.complete}
          </Button>
          <Button variant="outlined" color="error" startIcon={<CancelIcon />} disabled={busy} onClick={() => void setStatus(record, 'cancel')}>
            {m.cancelWalletAdd}
          </Button>
        </>
      )}
      {changeable && (
        <Button startIcon={<SyncAltIcon />} onClick={() => onEditStatus(record)}>
          {m.editStatus}
        </Button>
      )}
      {editable && (
        <Button startIcon={<EditIcon />} onClick={() => onEdit(record)}>
          {m.edit}
        </Button>
      )}
    </>
  );

  return (
    <RecordDrawer
      open={openId !== null}
      onClose={close}
      title={format(m.recordTitle, { id: openId ?? '' })}
      status={record && <StatusChip status={record.status} />}
      loading={loading}
      error={error}
      notFound={notFound}
      actions={actions}
      history={openId !== null && <RecordHistory kind="transaction" id={openId} labels={HISTORY_LABELS} />}
    >
      {record && (
        <RecordFields
          fields={[
            { label: m.id, value: record.id },
            {
              label: m.customer,
              value: <CustomerLink userId={record.user_id}>{`${customerOf(record)} (#${record.user_id})`}</CustomerLink>,
            },
            { label: m.customerPhone, value: <CopyText value={record.user_phone} label={m.customerPhone} /> },
            { label: m.amount, value: formatMoney(record.amount) },
            { label: m.paymentMethod, value: record.payment_method_name },
            { label: m.number, value: <CopyText value={record.number} label={m.number} /> },
            { label: m.transactionId, value: <CopyText value={record.transaction_id} label={m.transactionId} /> },
            ...(automated || record.order_id ? [{ label: m.orderId, value: <CopyText value={record.order_id} label={m.orderId} /> }] : []),
            { label: m.type, value: record.is_automated ? m.automated : m.manual },
            { label: m.status, value: <StatusChip status={record.status} /> },
            { label: m.created, value: formatDateTime(record.created_at) },
            { label: m.updated, value: record.updated_at && formatDateTime(record.updated_at) },
            { label: m.completedAt, value: record.completed_at && formatDateTime(record.completed_at) },
            { label: m.updatedBy, value: record.updated_by_name },
          ]}
        />
      )}
    </RecordDrawer>
  );
}
