import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useConfirm } from '../../components/confirm-dialog';
import { CopyText } from '../../components/copy-text';
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
import { useListMyPackageOrdersQuery, useListOrdersQuery, useUpdateOrderStatusMutation, type TopupOrder } from '../../store/api';
import { ClaimOwner, ClaimRowActions, useClaimActions, useOrderClaims } from './order-claims';
import { orderMessages as m } from './messages';

const HISTORY_LABELS: HistoryLabels = {
  operations: m.historyOperations,
  fields: m.historyFields,
  value: (field, value) => (field === 'voucher_id' && value !== null ? `#${value}` : undefined),
};

/** Completed and cancelled orders are final: only these change. */
export const isOpenOrder = (order: TopupOrder) => order.status === 'pending' || order.status === 'in_progress';

export interface OrderDrawerProps {
  /** The list's page: a row on it opens at once; any other is fetched by its id through the same list. */
  rows: readonly TopupOrder[] | undefined;
  /** Which list the screen is: every order, or the admin's own packages'. */
  list: 'all' | 'mine';
  /** Opens the status dialog (the row's Edit). */
  onEdit(order: TopupOrder): void;
}

function useOpenOrder(rows: readonly TopupOrder[] | undefined, list: OrderDrawerProps['list'], id: number | null) {
  const onPage = id === null ? undefined : rows?.find((row) => row.id === id);
  const lookup = { orderId: id ?? undefined, page: 1, limit: 1 };
  const skip = id === null || onPage !== undefined;
  const all = useListOrdersQuery(lookup, { skip: skip || list !== 'all' });
  const mine = useListMyPackageOrdersQuery(lookup, { skip: skip || list !== 'mine' });
  const fetched = list === 'all' ? all : mine;
  const record = useKeptRecord(id, onPage ?? fetched.data?.rows.find((row) => row.id === id));
  return { record, loading: !record && fetched.isFetching, error: fetched.error, notFound: !record && fetched.isSuccess && !fetched.isFetching };
}

/**
 * Complete, from the record: one question naming what is completed (the safe answer focused), then
 * the same status change as Edit's; a voucher package gives its oldest unused code.
 */
function CompleteOrderButton({ order }: { order: TopupOrder }) {
  const confirm = useConfirm();
  const notify = useNotify();
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation();
  const complete = async () => {
    const agreed = await confirm({
      title: format(m.completeTitle, { id: order.id }),
      message: format(m.completeQuestion, { package: order.name ?? '', player: order.playerid ?? order.phone ?? '' }),
      confirmText: m.completeOrder,
      cancelText: m.keep,
    });
    if (!agreed) return;
    await notify.track(updateStatus({ id: order.id, orderStatusInput: { status: 'completed' } }).unwrap(), { success: m.saved });
  };
  return (
    <Button variant="contained" startIcon={<CheckIcon />} disabled={isLoading} onClick={() => void complete()}>
      {m.completeOrder}
    </Button>
  );
}

/**
 * A top-up order opened from its list: every field (the customer's secrets masked until shown),
 * copies of what fulfilment needs, Take / Release, Complete and Edit as its status and claim allow,
 * and its history.
 */
export function OrderDrawer({ rows, list, onEdit }: OrderDrawerProps) {
  const { openId, close } = useOpenRecord();
  const { record, loading, error, notFound } = useOpenOrder(rows, list, openId);
  const { can } = usePermissions();
  const claims = useOrderClaims();
  const claimActions = useClaimActions();
  const editable = record !== undefined && can('updateOrderStatus') && isOpenOrder(record) && claims.mayChange(record);
  // Only when Take or Release is offered.
  const claimable = record !== undefined && (claimActions.mayTake(record) || claimActions.mayRelease(record));
  const customer = record && `${record.username ?? record.user_email ?? format('#{id}', { id: record.user_id })} (#${record.user_id})`;

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
        record &&
        (editable || claimable) && (
          <>
            {claimable && <ClaimRowActions order={record} actions={claimActions} />}
            {editable && <CompleteOrderButton order={record} />}
            {editable && (
              <Button startIcon={<EditIcon />} onClick={() => onEdit(record)}>
                {m.edit}
              </Button>
            )}
          </>
        )
      }
      history={openId !== null && <RecordHistory kind="order" id={openId} labels={HISTORY_LABELS} />}
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
            { label: m.customerEmail, value: record.user_email },
            {
              label: m.product,
              value: (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {record.product_image && <Box component="img" src={record.product_image} alt="" sx={{ width: 28, height: 28, objectFit: 'contain' }} />}
                  <span>{record.product_name}</span>
                </Stack>
              ),
            },
            { label: m.package, value: record.name },
            { label: m.amount, value: formatMoney(record.amount) },
            { label: m.playerId, value: <CopyText value={record.playerid} label={m.playerId} /> },
            { label: m.inGamePassword, value: <CopyText value={record.ingamepassword} label={m.inGamePassword} secret /> },
            { label: m.accountType, value: record.accounttype },
            { label: m.securityCode, value: <CopyText value={record.securitycode} label={m.securityCode} secret /> },
            { label: m.transactionId, value: <CopyText value={record.transaction_id} label={m.transactionId} /> },
            { label: m.phone, value: <CopyText value={record.phone} label={m.phone} /> },
            { label: m.voucherCode, value: <CopyText value={record.voucher_data} label={m.voucherCode} /> },
            {
              label: m.status,
              value: (
                <Box>
                  <StatusChip status={record.status} />
                  <ClaimOwner order={record} />
                </Box>
              ),
            },
            { label: m.takenBy, value: record.claimed_by_name },
            { label: m.takenAt, value: record.claimed_at && formatDateTime(record.claimed_at) },
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
