import Chip from '@mui/material/Chip';
import { useDeletePaymentMethodMutation, useListPaymentMethodsQuery, type PaymentMethod } from '../../store/api';
import { format } from '../../lib/format';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { CrudListPage } from '../../components/crud-list-page';
import { imageColumn } from '../../components/data-table/image-column';
import { StatusChip } from '../../components/status-chip';
import { paymentStatusLabel } from './payment-method-form';
import { paymentMethodMessages as m } from './messages';

const columns: DataTableColumn<PaymentMethod>[] = [
  imageColumn('logo_full_url', m.logo, { width: 48, height: 48 }),
  { accessorKey: 'name', header: m.name, priority: 1, card: 'title' },
  { accessorKey: 'info', header: m.info, card: 'detail' },
  {
    accessorKey: 'status',
    header: m.status,
    size: 120,
    priority: 1,
    card: 'status',
    Cell: ({ row }) => (
      <StatusChip status={row.original.status === '1' ? 'active' : row.original.status} label={paymentStatusLabel(row.original.status)} />
    ),
  },
  {
    accessorKey: 'is_automated',
    header: m.automated,
    size: 120,
    card: 'subtitle',
    Cell: ({ row }) => (
      <Chip size="small" variant="outlined" color={row.original.is_automated ? 'info' : 'default'} label={row.original.is_automated ? m.automated : m.manual} />
    ),
  },
];

export default function PaymentMethodListPage() {
  const query = useListPaymentMethodsQuery();
  const [deletePaymentMethod] = useDeletePaymentMethodMutation();
  return (
    <CrudListPage<PaymentMethod>
      title={m.listTitle}
      tableId="payment-methods"
      columns={columns}
      query={query}
      basePath="/payment-method"
      operations={{ create: 'createPaymentMethod', update: 'updatePaymentMethod', delete: 'deletePaymentMethod' }}
      remove={(method) => deletePaymentMethod({ id: method.id }).unwrap()}
      deleted={m.deleted}
      deleteQuestion={(method) => format(m.deleteQuestion, { name: method.name })}
    />
  );
}
