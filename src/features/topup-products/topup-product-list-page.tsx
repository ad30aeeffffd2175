import { Link as RouterLink } from 'react-router';
import AddBoxIcon from '@mui/icons-material/AddBoxOutlined';
import Button from '@mui/material/Button';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { imageColumn } from '../../components/data-table/image-column';
import { useEditDeleteActions } from '../../components/edit-delete-actions';
import { AddNewLink, ListPage } from '../../components/list-page';
import { ActiveChip } from '../../components/status-chip';
import { usePermissions } from '../../components/use-permissions';
import { useDeleteTopupProductMutation, useListTopupProductsQuery, type TopupProduct } from '../../store/api';
import { format } from '../../lib/format';
import { topupProductMessages as m } from './messages';

const columns: DataTableColumn<TopupProduct>[] = [
  { ...imageColumn<TopupProduct>('logo_full_url', m.logo, { width: 40, height: 40 }), size: 90 },
  { accessorKey: 'name', header: m.name, priority: 1, card: 'title' },
  { accessorKey: 'topup_type', header: m.type, size: 130, card: 'subtitle', Cell: ({ row }) => m.types[row.original.topup_type] },
  { accessorKey: 'is_active', header: m.active, size: 130, priority: 1, card: 'status', Cell: ({ row }) => <ActiveChip active={row.original.is_active} /> },
  { accessorKey: 'sort_order', header: m.sortOrder, size: 150, priority: 3, card: 'detail' },
];

export default function TopupProductListPage() {
  const query = useListTopupProductsQuery();
  const [deleteProduct] = useDeleteTopupProductMutation();
  const { can } = usePermissions();
  const editDelete = useEditDeleteActions<TopupProduct>({
    editTo: (product) => `/topup-product/edit/${product.id}`,
    updateOperation: 'updateTopupProduct',
    deleteOperation: 'deleteTopupProduct',
    remove: (product) => deleteProduct({ id: product.id }).unwrap(),
    deleted: m.deleted,
    deleteQuestion: (product) => format(m.deleteQuestion, { name: product.name }),
  });
  const canAddPackage = can('createTopupPackage');

  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="topup-products"
        columns={columns}
        rows={query.data?.rows}
        query={query}
        toolbarActions={can('createTopupProduct') && <AddNewLink to="/topup-product/add" />}
        rowActions={
          canAddPackage || editDelete
            ? (product) => (
                <>
                  {canAddPackage && (
                    <Button
                      component={RouterLink}
                      to={`/topup-package/add/${product.id}`}
                      size="small"
                      startIcon={<AddBoxIcon />}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {m.addPackage}
                    </Button>
                  )}
                  {editDelete?.(product)}
                </>
              )
            : undefined
        }
      />
    </ListPage>
  );
}
