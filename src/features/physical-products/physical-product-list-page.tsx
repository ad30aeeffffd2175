import { useDeletePhysicalProductMutation, useListPhysicalProductsQuery, type PhysicalProduct } from '../../store/api';
import { format } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { imageColumn } from '../../components/data-table/image-column';
import { useEditDeleteActions } from '../../components/edit-delete-actions';
import { AddNewLink, ListPage } from '../../components/list-page';
import { ActiveChip } from '../../components/status-chip';
import { usePermissions } from '../../components/use-permissions';
import { physicalProductMessages as m } from './messages';

const columns: DataTableColumn<PhysicalProduct>[] = [
  imageColumn('image_full_url', m.image),
  { accessorKey: 'name', header: m.name },
  { accessorKey: 'sale_price', header: m.salePrice, Cell: ({ row }) => formatMoney(row.original.sale_price) },
  { accessorKey: 'regular_price', header: m.regularPrice, Cell: ({ row }) => formatMoney(row.original.regular_price) },
  { accessorKey: 'quantity', header: m.quantity },
  { accessorKey: 'is_active', header: m.active, Cell: ({ row }) => <ActiveChip active={row.original.is_active} /> },
];

export default function PhysicalProductListPage() {
  const query = useListPhysicalProductsQuery();
  const [deletePhysicalProduct] = useDeletePhysicalProductMutation();
  const { can } = usePermissions();
  const rowActions = useEditDeleteActions<PhysicalProduct>({
    editTo: (product) => `/physical-product/edit/${product.id}`,
    updateOperation: 'updatePhysicalProduct',
    deleteOperation: 'deletePhysicalProduct',
    remove: (product) => deletePhysicalProduct({ id: product.id }).unwrap(),
    deleted: m.deleted,
    deleteQuestion: (product) => format(m.deleteQuestion, { name: product.name }),
  });
  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="physical-products"
        columns={columns}
        rows={query.data?.data.data}
        query={query}
        toolbarActions={can('createPhysicalProduct') && <AddNewLink to="/physical-product/add" />}
        rowActions={rowActions}
      />
    </ListPage>
  );
}
