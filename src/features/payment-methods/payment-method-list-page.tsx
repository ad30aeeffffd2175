import Chip from '@mui/material/Chip';
import { useDeletePaymentMethodMutation, useListPaymentMethodsQuery, type PaymentMethod } from '../../store/api';
import { format } from '../../lib/format';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { imageColumn } from '../../components/data-table/image-column';
import { useEditDeleteActions } from '../../components/edit-delete-actions';
import { AddNewLink, ListPage } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { usePermissions } from '../../components/use-permissions';
import { paymentStatusLabel } from './payment-method-form';
import { paymentMethodMessages as m } from './messages';

const columns: DataTableColumn<PaymentMethod>[] = [
  imageColumn('logo_full_url', m.logo, { width: 48, height: 48 }),
  { accessorKey: 'name', header: m.name },
  { accessorKey: 'info', header: m.info },
  {
    accessorKey: 'status',
    header: m.status,
    Cell: ({ row }) => (
      <StatusChip status={row.original.status === '1' ? 'active' : row.original.status} label={paymentStatusLabel(row.original.status)} />
    ),
  },
  {
    accessorKey: 'is_automated',
    header: m.automated,
    Cell: ({ row }) => (
      <Chip size="small" variant="outlined" color={row.original.is_automated ? 'info' : 'default'} label={row.original.is_automated ? m.automated : m.manual} />
    ),
  },
];

export default function PaymentMethodListPage() {
  const query = useListPaymentMethodsQuery();
  const [deletePaymentMethod] = useDeletePaymentMethodMutation();
  const { can } = usePermissions();
  const rowActions = useEditDeleteActions<PaymentMethod>({
    editTo: (method) => `/payment-method/edit/${method.id}`,
    updateOperation: 'updatePaymentMethod',
    deleteOperation: 'deletePaymentMethod',
    remove: (method) => deletePaymentMethod({ id: method.id }).unwrap(),
    deleted: m.deleted,
    deleteQuestion: (method) => format(m.deleteQuestion, { name: method.name }),
  });
  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="payment-methods"
        columns={columns}
        rows={query.data?.data.data}
        query={query}
        toolbarActions={can('createPaymentMethod') && <AddNewLink to="/payment-method/add" />}
        rowActions={rowActions}
      />
    </ListPage>
  );
}
