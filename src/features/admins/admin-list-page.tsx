import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/use-list-state';
import { AddNewLink, DeleteButton, ListPage } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useCan } from '../../components/use-permissions';
import { formatDateTime } from '../../lib/dates';
import { format } from '../../lib/format';
import { useDeleteAdminMutation, useListAdminsQuery, type Admin } from '../../store/api';
import { adminName } from './admin-name';
import { adminMessages as m } from './messages';

/** The contract's sorts of listAdmins. */
const SORTS = ['created_at', '-created_at', 'first_name', '-first_name', 'last_name', '-last_name', 'username', '-username', 'email', '-email'] as const;

const columns: DataTableColumn<Admin>[] = [
  { accessorKey: 'first_name', header: m.firstName },
  { accessorKey: 'last_name', header: m.lastName },
  { accessorKey: 'username', header: m.username },
  { accessorKey: 'email', header: m.email },
  {
    accessorKey: 'is_super_admin',
    header: m.role,
    enableSorting: false,
    Cell: ({ row }) =>
      row.original.is_super_admin ? <StatusChip status="active" label={m.superAdmin} /> : <StatusChip status="sub" label={m.subAdmin} />,
  },
  { accessorKey: 'created_at', header: m.createdAt, size: 170, Cell: ({ row }) => formatDateTime(row.original.created_at) },
];

/**
 * The admins, server-paged and searchable, with Add new admin and per admin Manage Auth
 * Permission, Manage Order Permission and Delete (asked first; the server refuses deleting
 * oneself or the last super admin, and its reason is shown).
 */
export default function AdminListPage() {
  const list = useListState('admins', { sorts: SORTS, defaultSort: '-created_at' });
  const query = useListAdminsQuery({ page: list.page, limit: list.pageSize, q: list.search || undefined, sort: list.sort });
  const [deleteAdmin] = useDeleteAdminMutation();
  const confirmedDelete = useConfirmedDelete();
  const canCreate = useCan('createAdmin');
  const canGrantModules = useCan('updateAdminAuthModules');
  const canGrantPackages = useCan('setAdminPackagePermissions');
  const canDelete = useCan('deleteAdmin');

  const rowActions = useMemo(
    () =>
      canGrantModules || canGrantPackages || canDelete
        ? (admin: Admin) => (
            <>
              {canGrantModules && (
                <Button component={RouterLink} to={`/manage-auth-permission/${admin.id}`} size="small" startIcon={<KeyIcon />}>
                  {m.manageAuthPermission}
                </Button>
              )}
              {canGrantPackages && (
                <Button component={RouterLink} to={`/manage-order-permission/${admin.id}`} size="small" startIcon={<ReceiptIcon />}>
                  {m.manageOrderPermission}
                </Button>
              )}
              {canDelete && (
                <DeleteButton
                  onClick={() =>
                    void confirmedDelete(() => deleteAdmin({ id: admin.id }).unwrap(), m.deleted, {
                      message: format(m.deleteQuestion, { name: adminName(admin) }),
                    })
                  }
                />
              )}
            </>
          )
        : undefined,
    [canGrantModules, canGrantPackages, canDelete, confirmedDelete, deleteAdmin],
  );

  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="admins"
        columns={columns}
        rows={query.data?.data}
        rowCount={query.data?.total}
        query={query}
        paging={list}
        serverSorting
        searchLabel={m.searchLabel}
        toolbarActions={canCreate && <AddNewLink to="/admin/add" label={m.addNewAdmin} />}
        rowActions={rowActions}
      />
    </ListPage>
  );
}
