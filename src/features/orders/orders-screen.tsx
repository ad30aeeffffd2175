import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/EditOutlined';
import { DataTable, type TableQueryState } from '../../components/data-table/data-table';
import { DIGITS_ONLY, FilterBar, FilterSelect, PHONE_CHARS } from '../../components/data-table/filters';
import { TableSearch } from '../../components/data-table/table-search';
import { completeSelectedAction, type CompleteSelectedMessages } from '../../components/complete-selected-button';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ListPage } from '../../components/list-page';
import { StatusDialog } from '../../components/status-dialog';
import { statusLabel } from '../../components/status-chip';
import { useNotify } from '../../components/use-notify';
import { usePermissions } from '../../components/use-permissions';
import { format } from '../../lib/format';
import {
  useCompleteSelectedOrdersMutation,
  useUpdateOrderStatusMutation,
  type ListResult,
  type OperationId,
  type TopupOrder,
} from '../../store/api';
import { orderColumns } from './order-columns';
import { isOpenOrder, OrderDrawer } from './order-drawer';
import { ClaimRowActions, TakeNextButton, useClaimActions, useOrderClaims } from './order-claims';
import { ORDER_STATUSES, orderFilterParams, type OrderListState } from './order-list-state';
import { orderMessages as m } from './messages';
import { useOpenRecord } from '../../components/record/use-open-record';
import { DateRangeFilter } from '../../components/date-range-filter';


const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));
/** The statuses an admin may set (docs/business-rules.md#top-up-orders). */
const NEW_STATUSES = ['in_progress', 'completed', 'pending', 'cancel'] as const;


const COMPLETE_MESSAGES: CompleteSelectedMessages = {
  label: m.completeAll,
  title: m.completeAllTitle,
  question: m.completeAllQuestion,
  pending: m.completing,
  completed: m.completedAll,
  skipped: m.skipped,
};

export interface OrdersScreenProps {
  title: string;
  tableId: string;
  /** Every order, or the admin's own packages' (where an opened order not on the page is looked up). */
  scope: 'all' | 'mine';
  /** The list's CSV export: its path, the operation that may call it, the file's name. */
  exportCsv: { path: string; operationId: OperationId; fileName: string };
  list: OrderListState;
  query: TableQueryState & { data?: ListResult<TopupOrder> };
  /** What an empty list says instead of 'No data to show' (Admins Order: whose orders it lists). */
  emptyMessage?: ReactNode;
}

/**
 * A top-up order list (all orders, or the admin's own packages'): filters kept in the URL, Complete
 * All on the selection, Edit (new status and an optional stored note) on open orders, and one-click
 * copies of what fulfilment needs. Take / Release / Take next (order-claims.tsx): an order another
 * admin holds offers neither Edit nor selection, except to a super admin.
 */
export function OrdersScreen({ title, tableId, scope, exportCsv, list, query, emptyMessage }: OrdersScreenProps) {
  const { filters, setFilter, setFilters } = list;
  const [updateOrderStatus] = useUpdateOrderStatusMutation();
  const [completeSelected] = useCompleteSelectedOrdersMutation();
  const [editing, setEditing] = useState<TopupOrder | null>(null);
  const notify = useNotify();
  const { can } = usePermissions();
  const canEdit = can('updateOrderStatus');
  const claims = useOrderClaims();
  const claimActions = useClaimActions();
  const { open } = useOpenRecord();
  // The order Take next handed over: its record opens (what fulfilment needs, Complete), and its row stands out.
  const [takenId, setTakenId] = useState<number | null>(null);

  return (
    <ListPage title={title}>
      <FilterBar label={m.filters}>
        <TableSearch label={m.id} value={filters.order_id ?? ''} onSearch={(orderId) => setFilter('order_id', orderId)} accept={DIGITS_ONLY} inputMode="numeric" minWidth={140} />
        <TableSearch label={m.customerId} value={filters.user_id ?? ''} onSearch={(userId) => setFilter('user_id', userId)} accept={DIGITS_ONLY} inputMode="numeric" minWidth={140} />
        <TableSearch label={m.phone} value={filters.phone ?? ''} onSearch={(phone) => setFilter('phone', phone)} accept={PHONE_CHARS} inputMode="tel" minWidth={160} />
        <FilterSelect label={m.status} value={filters.status ?? ''} options={STATUS_OPTIONS} onChange={(status) => setFilter('status', status)} />
        <DateRangeFilter value={{ from: filters.date_from, to: filters.date_to }} onChange={({ from, to }) => setFilters({ date_from: from, date_to: to })} />
      </FilterBar>
      <DataTable<TopupOrder>
        tableId={tableId}
        columns={orderColumns}
        rows={query.data?.rows}
        rowCount={query.data?.total}
        totalCapped={query.data?.totalCapped}
        query={query}
        paging={list}
        serverSorting
        search={false}
        emptyMessage={emptyMessage}
        onRowOpen={(order) => open(order.id)}
        live={scope === 'all' ? 'orders' : 'my_package_orders'}
        toolbarActions={
          <>
            <TakeNextButton
              onTaken={(order) => {
                setTakenId(order.id);
                open(order.id);
              }}
            />
            {can(exportCsv.operationId) && <ExportCsvButton path={exportCsv.path} params={orderFilterParams(list)} fileName={exportCsv.fileName} />}
          </>
        }
        bulkActions={completeSelectedAction(can('completeSelectedOrders'), (ids) => completeSelected({ completeOrdersInput: { ordersId: ids } }).unwrap(), COMPLETE_MESSAGES)}
        rowActions={
          canEdit || can('claimOrder') || can('releaseOrderClaim')
            ? (order) => (
                <>
                  <ClaimRowActions order={order} actions={claimActions} />
                  {canEdit && isOpenOrder(order) && claims.mayChange(order) && (
                    <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(order)}>
                      {m.edit}
                    </Button>
                  )}
                </>
              )
            : undefined
        }
        currentRowId={takenId === null ? undefined : String(takenId)}
        tableOptions={can('completeSelectedOrders') ? { enableRowSelection: (row) => claims.mayChange(row.original) } : undefined}
      />
      <OrderDrawer rows={query.data?.rows} list={scope} onEdit={setEditing} />
      {editing && (
        <StatusDialog
          title={format(m.editTitle, { id: editing.id })}
          statuses={NEW_STATUSES}
          statusLabel={m.newStatus}
          requiredMessage={m.selectStatus}
          withNote
          onSubmit={async (status, note) => {
            await updateOrderStatus({ id: editing.id, orderStatusInput: { status, order_note: note } }).unwrap();
            notify.success(m.saved);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
