import { useDeletePhysicalProductMutation, useListPhysicalProductsQuery, type PhysicalProduct } from '../../store/api';
import { format } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { CrudListPage } from '../../components/crud-list-page';
import { imageColumn } from '../../components/data-table/image-column';
import { ActiveChip } from '../../components/status-chip';
import { physicalProductMessages as m } from './messages';

const columns: DataTableColumn<PhysicalProduct>[] = [
  imageColumn('image_full_url', m.image),
  { accessorKey: 'name', header: m.name, priority: 1, card: 'title' },
  { accessorKey: 'sale_price', header: m.salePrice, size: 120, priority: 1, card: 'amount', Cell: ({ row }) => formatMoney(row.original.sale_price) },
  { accessorKey: 'regular_price', header: m.regularPrice, size: 120, priority: 3, card: 'detail', Cell: ({ row }) => formatMoney(row.original.regular_price) },
  { accessorKey: 'quantity', header: m.quantity, size: 100, card: 'detail' },
  { accessorKey: 'is_active', header: m.active, size: 120, priority: 1, card: 'status', Cell: ({ row }) => <ActiveChip active={row.original.is_active} /> },
];

export default function PhysicalProductListPage() {
  const query = useListPhysicalProductsQuery();
  const [deletePhysicalProduct] = useDeletePhysicalProductMutation();
  return (
    <CrudListPage<PhysicalProduct>
      title={m.listTitle}
      tableId="physical-products"
      columns={columns}
      query={query}
      basePath="/physical-product"
      operations={{ create: 'createPhysicalProduct', update: 'updatePhysicalProduct', delete: 'deletePhysicalProduct' }}
      remove={(product) => deletePhysicalProduct({ id: product.id }).unwrap()}
      deleted={m.deleted}
      deleteQuestion={(product) => format(m.deleteQuestion, { name: product.name })}
    />
  );
}
