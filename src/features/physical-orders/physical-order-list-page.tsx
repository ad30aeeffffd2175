import { CustomerCell } from '../../components/record/customer-link';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect } from '../../components/data-table/filters';
import { useListState } from '../../components/data-table/use-list-state';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ListPage } from '../../components/list-page';
import { StatusDialog } from '../../components/status-dialog';
import { useOpenRecord } from '../../components/record/use-open-record';
import { StatusChip, statusLabel } from '../../components/status-chip';
import { useNotify } from '../../components/use-notify';
import { usePermissions } from '../../components/use-permissions';
import { formatDateTime } from '../../lib/dates';
import { format } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import {
  useListPhysicalOrdersQuery,
  useUpdatePhysicalOrderStatusMutation,
  type PhysicalOrder,
} from '../../store/api';
import { physicalOrderMessages as m } from './messages';
import { customerOf, isOpenPhysicalOrder, PhysicalOrderDrawer } from './physical-order-drawer';
import { PHYSICAL_ORDER_LIST, PHYSICAL_ORDER_STATUSES, physicalOrderFilterParams, physicalOrderListArgs } from './physical-order-list-query';

const STATUS_OPTIONS = PHYSICAL_ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));
/** Offered in this order, pending preselected. */
const NEW_STATUSES = ['in_progress', 'completed', 'pending', 'cancelled'] as const;


const columns: DataTableColumn<PhysicalOrder>[] = [
  { accessorKey: 'id', header: m.id, size: 80, priority: 1, card: 'detail' },
  {
    accessorKey: 'product_name',
    header: m.product,
    size: 160,
    card: 'subtitle',
    Cell: ({ row: { original: order } }) => (
      <Box>
        {order.product_name}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {format(m.productId, { id: order.product_id })}
        </Typography>
      </Box>
    ),
  },
  {
    accessorKey: 'user_id',
    header: m.customer,
    size: 160,
    priority: 1,
    card: 'title',
    enableSorting: false,
    Cell: ({ row: { original: order } }) => <CustomerCell name={customerOf(order)} phone={order.user_phone} />,
  },
  { accessorKey: 'quantity', header: m.quantity, size: 90, card: 'detail' },
  { accessorKey: 'amount', header: m.amount, size: 100, priority: 1, card: 'amount', Cell: ({ row }) => formatMoney(row.original.amount) },
  { accessorKey: 'phone', header: m.phone, size: 140, card: 'detail' },
  { accessorKey: 'address', header: m.address, priority: 3, card: 'detail' },
  { accessorKey: 'status', header: m.status, size: 130, priority: 1, card: 'status', Cell: ({ row }) => <StatusChip status={row.original.status} /> },
  { accessorKey: 'order_note', header: m.note, priority: 3 },
  { accessorKey: 'completed_by_name', header: m.completedBy, priority: 3 },
  { accessorKey: 'created_at', header: m.created, size: 160, card: 'time', Cell: ({ row }) => formatDateTime(row.original.created_at) },
];

/**
 * Physical product orders: search on product id or customer id, a status filter, and Edit (status
 * with pending preselected, optional note) on pending and in-progress orders; a dash on the rest.
 * Each row opens its record (every field, Edit, history).
 */
export default function PhysicalOrderListPage() {
  const list = useListState('physical-orders', PHYSICAL_ORDER_LIST);
  const params = physicalOrderFilterParams(list);
  const query = useListPhysicalOrdersQuery(physicalOrderListArgs(list));
  const [updateStatus] = useUpdatePhysicalOrderStatusMutation();
  const [editing, setEditing] = useState<PhysicalOrder | null>(null);
  const notify = useNotify();
  const { can } = usePermissions();
  const { open } = useOpenRecord();

  return (
    <ListPage title={m.listTitle}>
      <FilterBar label={m.filters}>
        <FilterSelect label={m.status} value={list.filters.status ?? ''} options={STATUS_OPTIONS} onChange={(status) => list.setFilter('status', status)} />
      </FilterBar>
      <DataTable
        tableId="physical-orders"
        columns={columns}
        rows={query.data?.rows}
        rowCount={query.data?.total}
        totalCapped={query.data?.totalCapped}
        query={query}
        paging={list}
        serverSorting
        toolbarActions={can('exportPhysicalOrders') && <ExportCsvButton path="/admin/physical-products-order/export" params={params} fileName="physical-orders.csv" />}
        searchLabel={m.searchLabel}
        onRowOpen={(order) => open(order.id)}
        live="physical_orders"
        rowActions={
          can('updatePhysicalOrderStatus')
            ? (order) =>
                isOpenPhysicalOrder(order) ? (
                  <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(order)}>
                    {m.edit}
                  </Button>
                ) : (
                  <Box component="span" sx={{ px: 1, color: 'text.secondary' }}>
                    —
                  </Box>
                )
            : undefined
        }
      />
      <PhysicalOrderDrawer rows={query.data?.rows} onEdit={setEditing} />
      {editing && (
        <StatusDialog
          title={format(m.editTitle, { id: editing.id })}
          statuses={NEW_STATUSES}
          initialStatus="pending"
          statusLabel={m.newStatus}
          requiredMessage={m.selectStatus}
          withNote
          onSubmit={async (status, note) => {
            await updateStatus({ id: editing.id, physicalOrderStatusInput: { status, order_note: note } }).unwrap();
            notify.success(m.saved);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
