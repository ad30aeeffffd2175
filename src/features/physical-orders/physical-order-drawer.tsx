import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/EditOutlined';
import { CopyText } from '../../components/copy-text';
import { CustomerLink } from '../../components/record/customer-link';
import { RecordDrawer, RecordFields } from '../../components/record/record-drawer';
import { RecordHistory, type HistoryLabels } from '../../components/record/record-history';
import { useKeptRecord, useOpenRecord } from '../../components/record/use-open-record';
import { StatusChip } from '../../components/status-chip';
import { usePermissions } from '../../components/use-permissions';
import { formatDateTime } from '../../lib/dates';
import { format } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { useListPhysicalOrdersQuery, type PhysicalOrder } from '../../store/api';
import { physicalOrderMessages as m } from './messages';

const HISTORY_LABELS: HistoryLabels = { operations: m.historyOperations, fields: m.historyFields };

/** Only pending and in-progress orders change. */
export const isOpenPhysicalOrder = (order: PhysicalOrder) => order.status === 'pending' || order.status === 'in_progress';

/** The customer as the lists name them: their name, else their number. */
export const customerOf = (order: PhysicalOrder) => order.username ?? format(m.customerId, { id: order.user_id });

function useOpenPhysicalOrder(rows: readonly PhysicalOrder[] | undefined, id: number | null) {
  const onPage = id === null ? undefined : rows?.find((row) => row.id === id);
  const fetched = useListPhysicalOrdersQuery({ physicalOrderListInput: { id: id ?? undefined, page: 1, limit: 1, sort: '-created_at' } }, { skip: id === null || onPage !== undefined });
  const record = useKeptRecord(id, onPage ?? fetched.data?.rows.find((row) => row.id === id));
  return { record, loading: !record && fetched.isFetching, error: fetched.error, notFound: !record && fetched.isSuccess && !fetched.isFetching };
}

/** A physical order opened from its list: every field, copies of the phones, Edit while it is open, and its history. */
export function PhysicalOrderDrawer({ rows, onEdit }: { rows: readonly PhysicalOrder[] | undefined; onEdit(order: PhysicalOrder): void }) {
  const { openId, close } = useOpenRecord();
  const { record, loading, error, notFound } = useOpenPhysicalOrder(rows, openId);
  const { can } = usePermissions();
  const editable = record !== undefined && can('updatePhysicalOrderStatus') && isOpenPhysicalOrder(record);
  const customer = record && `${customerOf(record)} (#${record.user_id})`;

  return (
    <RecordDrawer
      open={openId !== null}
      onClose={close}
      title={format(m.recordTitle, { id: openId ?? '' })}
      status={record && <StatusChip status={record.status} />}
      loading={loading}
      error={error}
      notFound={notFound}
      actions={
        editable && (
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => onEdit(record)}>
            {m.edit}
          </Button>
        )
      }
      history={openId !== null && <RecordHistory kind="physical_order" id={openId} labels={HISTORY_LABELS} />}
    >
      {record && (
        <RecordFields
          fields={[
            { label: m.id, value: record.id },
            {
              label: m.customer,
              value: <CustomerLink userId={record.user_id}>{customer}</CustomerLink>,
            },
            { label: m.customerPhone, value: <CopyText value={record.user_phone} label={m.customerPhone} /> },
            { label: m.product, value: `${record.product_name ?? ''} (${format(m.productId, { id: record.product_id })})` },
            { label: m.quantity, value: record.quantity },
            { label: m.amount, value: formatMoney(record.amount) },
            { label: m.phone, value: <CopyText value={record.phone} label={m.phone} /> },
            { label: m.address, value: record.address },
            { label: m.status, value: <StatusChip status={record.status} /> },
            { label: m.note, value: record.order_note },
            { label: m.completedBy, value: record.completed_by_name },
            { label: m.completedAt, value: record.completed_at && formatDateTime(record.completed_at) },
            { label: m.created, value: formatDateTime(record.created_at) },
          ]}
        />
      )}
    </RecordDrawer>
  );
}
