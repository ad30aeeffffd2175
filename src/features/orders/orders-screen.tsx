import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
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
  type OperationId,
  type OrderPage,
  type TopupOrder,
} from '../../store/api';
import { orderColumns } from './order-columns';
import { ORDER_STATUSES, orderFilterParams, type OrderListState } from './order-list-state';
import { orderMessages as m } from './messages';
import { lazyScreen } from '../../components/lazy-screen';
import type { DateRangeFilterProps } from '../../components/date-range-filter';

// The date pickers are a large chunk: the table shows while they load.
const DateRangeFilter = lazyScreen<DateRangeFilterProps>(() =>
  import('../../components/date-range-filter').then((module) => ({ default: module.DateRangeFilter })),
);

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));
/** The statuses an admin may set (spec 4). */
const NEW_STATUSES = ['in_progress', 'completed', 'pending', 'cancel'] as const;

/** Completed and cancelled orders are final: only these offer Edit. */
export const isOpenOrder = (order: TopupOrder) => order.status === 'pending' || order.status === 'in_progress';

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
  /** The list's CSV export: its path, the operation that may call it, the file's name. */
  exportCsv: { path: string; operationId: OperationId; fileName: string };
  list: OrderListState;
  query: TableQueryState & { data?: { data: OrderPage } };
}

/**
 * A top-up order list (all orders, or the admin's own packages'): filters kept in the URL, Complete
 * All on the selection, Edit (new status and an optional stored note) on open orders, and one-click
 * copies of what fulfilment needs.
 */
export function OrdersScreen({ title, tableId, exportCsv, list, query }: OrdersScreenProps) {
  const { filters, setFilter, setFilters } = list;
  const [updateOrderStatus] = useUpdateOrderStatusMutation();
  const [completeSelected] = useCompleteSelectedOrdersMutation();
  const [editing, setEditing] = useState<TopupOrder | null>(null);
  const notify = useNotify();
  const { can } = usePermissions();
  const canEdit = can('updateOrderStatus');

  return (
    <ListPage title={title}>
      <FilterBar label={m.filters}>
        <TableSearch label={m.id} value={filters.order_id ?? ''} onSearch={(orderId) => setFilter('order_id', orderId)} accept={DIGITS_ONLY} inputMode="numeric" minWidth={140} />
        <TableSearch label={m.customerId} value={filters.user_id ?? ''} onSearch={(userId) => setFilter('user_id', userId)} accept={DIGITS_ONLY} inputMode="numeric" minWidth={140} />
        <TableSearch label={m.phone} value={filters.phone ?? ''} onSearch={(phone) => setFilter('phone', phone)} accept={PHONE_CHARS} inputMode="tel" minWidth={160} />
        <FilterSelect label={m.status} value={filters.status ?? ''} options={STATUS_OPTIONS} onChange={(status) => setFilter('status', status)} />
        <Suspense fallback={<Skeleton variant="rounded" width={352} height={40} />}>
          <DateRangeFilter
            value={{ from: filters.date_from, to: filters.date_to }}
            onChange={({ from, to }) => setFilters({ date_from: from, date_to: to })}
          />
        </Suspense>
      </FilterBar>
      <DataTable
        tableId={tableId}
        columns={orderColumns}
        rows={query.data?.data.orders}
        rowCount={query.data?.data.order_count}
        totalCapped={query.data?.data.total_capped}
        query={query}
        paging={list}
        serverSorting
        phoneColumns={['id', 'playerid', 'status']}
        search={false}
        toolbarActions={can(exportCsv.operationId) && <ExportCsvButton path={exportCsv.path} params={orderFilterParams(list)} fileName={exportCsv.fileName} />}
        bulkActions={completeSelectedAction(can('completeSelectedOrders'), (ids) => completeSelected({ completeOrdersInput: { ordersId: ids } }).unwrap(), COMPLETE_MESSAGES)}
        rowActions={
          canEdit
            ? (order) =>
                isOpenOrder(order) && (
                  <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(order)}>
                    {m.edit}
                  </Button>
                )
            : undefined
        }
      />
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
