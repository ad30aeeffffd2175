import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/use-list-state';
import { AddNewLink, DeleteButton, ListPage } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useConfirm } from '../../components/confirm-dialog';
import { useNotify } from '../../components/use-notify';
import { useCan, usePermissions } from '../../components/use-permissions';
import { formatDateTime } from '../../lib/dates';
import { format } from '../../lib/format';
import { useDeleteAdminMutation, useListAdminsQuery, useResetAdminSecondFactorMutation, type Admin } from '../../store/api';
import { useAppSelector } from '../../store/hooks';
import { selectSessionUser } from '../../store/session-slice';
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
  {
    accessorKey: 'second_factor_enabled',
    header: m.secondFactor,
    enableSorting: false,
    Cell: ({ row }) => (
      <StatusChip status={row.original.second_factor_enabled ? 'active' : 'inactive'} label={row.original.second_factor_enabled ? m.secondFactorOn : m.secondFactorOff} />
    ),
  },
  { accessorKey: 'created_at', header: m.createdAt, size: 170, Cell: ({ row }) => formatDateTime(row.original.created_at) },
];

/**
 * A super admin's Reset two-step sign-in of another admin (one who lost their phone and recovery
 * codes): asked first, naming the admin. Undefined for everyone else (the server allows it to
 * super admins only); one's own is turned off from the profile instead.
 */
function useResetSecondFactor() {
  const { isSuperAdmin } = usePermissions();
  const ownId = useAppSelector(selectSessionUser)?.id;
  const [resetAdminSecondFactor] = useResetAdminSecondFactorMutation();
  const confirm = useConfirm();
  const notify = useNotify();
  return useMemo(() => {
    if (!isSuperAdmin) return undefined;
    const reset = async (admin: Admin) => {
      const name = adminName(admin);
      const confirmed = await confirm({
        title: m.resetSecondFactor,
        message: format(m.resetSecondFactorQuestion, { name }),
        confirmText: m.resetSecondFactor,
      });
      if (!confirmed) return;
      await notify.track(resetAdminSecondFactor({ id: admin.id }).unwrap(), {
        pending: m.resettingSecondFactor,
        success: format(m.secondFactorReset, { name }),
      });
    };
    return { ownId, reset };
  }, [isSuperAdmin, ownId, resetAdminSecondFactor, confirm, notify]);
}

/**
 * The admins, server-paged and searchable, with Add new admin and per admin Manage Auth
 * Permission, Manage Order Permission, Reset two-step sign-in and Delete (asked first; the server
 * refuses deleting oneself or the last super admin, and its reason is shown).
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
  const resetSecondFactor = useResetSecondFactor();

  const rowActions = useMemo(
    () =>
      canGrantModules || canGrantPackages || canDelete || resetSecondFactor
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
              {resetSecondFactor && admin.second_factor_enabled && admin.id !== resetSecondFactor.ownId && (
                // An icon only: the row's actions already fill a phone's width.
                <Tooltip title={m.resetSecondFactor}>
                  <IconButton size="small" color="primary" onClick={() => void resetSecondFactor.reset(admin)} aria-label={format(m.resetSecondFactorOf, { name: adminName(admin) })}>
                    <LockResetIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
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
    [canGrantModules, canGrantPackages, canDelete, confirmedDelete, deleteAdmin, resetSecondFactor],
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
