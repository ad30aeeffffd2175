import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import AddBoxIcon from '@mui/icons-material/AddBoxOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { AddNewLink, DeleteButton, EditLink, ListPage } from '../../components/list-page';
import { ActiveChip } from '../../components/status-chip';
import { imageUrl } from '../../components/image-field';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useDeleteTopupProductMutation, useListTopupProductsQuery, type TopupProduct } from '../../store/api';
import { formatDateTime } from '../../lib/dates';
import { format } from '../../lib/format';
import { topupProductMessages as m } from './messages';

export default function TopupProductListPage() {
  const query = useListTopupProductsQuery();
  const [deleteProduct] = useDeleteTopupProductMutation();
  const confirmedDelete = useConfirmedDelete();

  const columns = useMemo<DataTableColumn<TopupProduct>[]>(
    () => [
      {
        id: 'logo',
        header: m.logo,
        size: 72,
        enableSorting: false,
        Cell: ({ row }) => (
          <Avatar variant="rounded" src={row.original.logo_full_url ?? imageUrl(row.original.logo)} alt={row.original.name}>
            {row.original.name.charAt(0)}
          </Avatar>
        ),
      },
      { accessorKey: 'name', header: m.name },
      { accessorKey: 'topup_type', header: m.type, Cell: ({ row }) => m.types[row.original.topup_type] },
      { accessorKey: 'is_active', header: m.active, Cell: ({ row }) => <ActiveChip active={row.original.is_active} /> },
      { accessorKey: 'sort_order', header: m.sortOrder, size: 100 },
      { accessorKey: 'created_at', header: m.createdAt, Cell: ({ row }) => formatDateTime(row.original.created_at) },
    ],
    [],
  );

  const remove = (product: TopupProduct) =>
    confirmedDelete(() => deleteProduct({ id: product.id }).unwrap(), m.deleted, {
      title: m.deleteTitle,
      message: format(m.deleteMessage, { name: product.name }),
    });

  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="topup-products"
        columns={columns}
        rows={query.data?.data.data}
        query={query}
        toolbarActions={<AddNewLink to="/topup-product/add" />}
        rowActions={(product) => (
          <>
            <Button component={RouterLink} to={`/topup-package/add/${product.id}`} size="small" startIcon={<AddBoxIcon />}>
              {m.addPackage}
            </Button>
            <EditLink to={`/topup-product/edit/${product.id}`} />
            <DeleteButton onClick={() => void remove(product)} />
          </>
        )}
      />
    </ListPage>
  );
}
