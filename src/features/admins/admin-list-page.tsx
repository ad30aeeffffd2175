import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import EditIcon from '@mui/icons-material/EditOutlined';
import PasswordIcon from '@mui/icons-material/Password';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import HowToRegIcon from '@mui/icons-material/HowToReg';
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
import {
  useDeactivateAdminMutation,
  useDeleteAdminMutation,
  useListAdminsQuery,
  useReactivateAdminMutation,
  useResetAdminSecondFactorMutation,
  type Admin,
} from '../../store/api';
import { useAppSelector } from '../../store/hooks';
import { selectSessionUser } from '../../store/session-slice';
import { adminName } from './admin-name';
import { ADMIN_LIST, adminListArgs } from './admin-list-query';
import { adminMessages as m } from './messages';
import { ResetPasswordDialog } from './reset-password-dialog';


const columns: DataTableColumn<Admin>[] = [
  { accessorKey: 'first_name', header: m.firstName, size: 130, priority: 1, card: 'title' },
  { accessorKey: 'last_name', header: m.lastName, size: 130, priority: 1, card: 'title' },
  { accessorKey: 'username', header: m.username, size: 140, card: 'subtitle' },
  { accessorKey: 'email', header: m.email, size: 200, card: 'detail' },
  {
    accessorKey: 'is_super_admin',
    header: m.role,
    enableSorting: false,
    size: 130,
    priority: 1,
    card: 'status',
    Cell: ({ row }) =>
      row.original.is_super_admin ? <StatusChip status="active" label={m.superAdmin} /> : <StatusChip status="sub" label={m.subAdmin} />,
  },
  {
    accessorKey: 'second_factor_enabled',
    header: m.secondFactor,
    enableSorting: false,
    size: 130,
    priority: 3,
    card: 'detail',
    Cell: ({ row }) => (
      <StatusChip status={row.original.second_factor_enabled ? 'active' : 'inactive'} label={row.original.second_factor_enabled ? m.secondFactorOn : m.secondFactorOff} />
    ),
  },
  {
    accessorKey: 'is_active',
    header: m.status,
    enableSorting: false,
    size: 120,
    priority: 1,
    card: 'status',
    Cell: ({ row }) =>
      row.original.is_active === false ? <StatusChip status="inactive" label={m.deactivated} /> : <StatusChip status="active" label={m.active} />,
  },
  { accessorKey: 'created_at', header: m.createdAt, size: 160, priority: 3, card: 'time', Cell: ({ row }) => formatDateTime(row.original.created_at) },
];

/** An icon-only row action (the row's actions already fill a phone's width), named for the admin it acts on. */
function RowIconButton({ title, label, onClick, to, color = 'primary', icon }: { title: string; label: string; onClick?: () => void; to?: string; color?: 'primary' | 'error' | 'success'; icon: ReactNode }) {
  return (
    <Tooltip title={title}>
      {to ? (
        <IconButton component={RouterLink} to={to} size="small" color={color} aria-label={label}>
          {icon}
        </IconButton>
      ) : (
        <IconButton size="small" color={color} onClick={onClick} aria-label={label}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}

/** Deactivate and Reactivate, each asked first naming the admin. */
function useActivation() {
  const [deactivateAdmin] = useDeactivateAdminMutation();
  const [reactivateAdmin] = useReactivateAdminMutation();
  const confirm = useConfirm();
  const notify = useNotify();
  return useMemo(
    () => ({
      deactivate: async (admin: Admin) => {
        const name = adminName(admin);
        if (!(await confirm({ title: m.deactivate, message: format(m.deactivateQuestion, { name }), confirmText: m.deactivate }))) return;
        await notify.track(deactivateAdmin({ id: admin.id }).unwrap(), { pending: m.deactivating, success: format(m.deactivatedDone, { name }) });
      },
      reactivate: async (admin: Admin) => {
        const name = adminName(admin);
        if (!(await confirm({ title: m.reactivate, message: format(m.reactivateQuestion, { name }), confirmText: m.reactivate }))) return;
        await notify.track(reactivateAdmin({ id: admin.id }).unwrap(), { pending: m.reactivating, success: format(m.reactivatedDone, { name }) });
      },
    }),
    [deactivateAdmin, reactivateAdmin, confirm, notify],
  );
}

/**
 * A super admin's Reset two-step sign-in of another admin (one who lost their phone and recovery
 * codes): asked first, naming the admin. Undefined for everyone else (the server allows it to
 * super admins only); one's own is turned off from the profile instead.
 */
function useResetSecondFactor() {
  const { isSuperAdmin } = usePermissions();
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
    return { reset };
  }, [isSuperAdmin, resetAdminSecondFactor, confirm, notify]);
}

/**
 * The admins, server-paged and searchable, with their role and status, Add new admin and per admin
 * Edit, Manage Auth Permission, Manage Order Permission, Reset password, Reset two-step sign-in,
 * Deactivate or Reactivate, and Delete (asked first). One's own row offers no Reset password,
 * Deactivate or Delete: the server refuses them too (409), as it refuses the last active super
 * admin's, and its reason is shown.
 */
export default function AdminListPage() {
  const list = useListState('admins', ADMIN_LIST);
  const query = useListAdminsQuery(adminListArgs(list));
  const [deleteAdmin] = useDeleteAdminMutation();
  const confirmedDelete = useConfirmedDelete();
  const canCreate = useCan('createAdmin');
  const canGrantModules = useCan('updateAdminAuthModules');
  const canGrantPackages = useCan('setAdminPackagePermissions');
  const canDelete = useCan('deleteAdmin');
  const canEdit = useCan('updateAdmin');
  const canResetPassword = useCan('resetAdminPassword');
  const canDeactivate = useCan('deactivateAdmin');
  const canReactivate = useCan('reactivateAdmin');
  const ownId = useAppSelector(selectSessionUser)?.id;
  const activation = useActivation();
  const [resettingPassword, setResettingPassword] = useState<Admin | null>(null);
  const resetSecondFactor = useResetSecondFactor();

  const anyAction = canGrantModules || canGrantPackages || canDelete || canEdit || canResetPassword || canDeactivate || canReactivate || resetSecondFactor;
  const rowActions = useMemo(() => {
    if (!anyAction) return undefined;
    return (admin: Admin) => {
      // Nobody is offered to reset, deactivate or delete themself (the server refuses them too).
      const own = admin.id === ownId;
      const name = adminName(admin);
      return (
        <>
          {canEdit && <RowIconButton to={`/admin/edit/${admin.id}`} title={m.editTitle} label={format(m.editAdminOf, { name })} icon={<EditIcon fontSize="small" />} />}
          {canGrantModules && (
            <RowIconButton to={`/manage-auth-permission/${admin.id}`} title={m.manageAuthPermission} label={m.manageAuthPermission} icon={<KeyIcon fontSize="small" />} />
          )}
          {canGrantPackages && (
            <RowIconButton to={`/manage-order-permission/${admin.id}`} title={m.manageOrderPermission} label={m.manageOrderPermission} icon={<ReceiptIcon fontSize="small" />} />
          )}
          {canResetPassword && !own && (
            <RowIconButton onClick={() => setResettingPassword(admin)} title={m.resetPassword} label={format(m.resetPasswordOf, { name })} icon={<PasswordIcon fontSize="small" />} />
          )}
          {resetSecondFactor && admin.second_factor_enabled && !own && (
            <RowIconButton
              onClick={() => void resetSecondFactor.reset(admin)}
              title={m.resetSecondFactor}
              label={format(m.resetSecondFactorOf, { name })}
              icon={<LockResetIcon fontSize="small" />}
            />
          )}
          {canDeactivate && !own && admin.is_active !== false && (
            <RowIconButton
              onClick={() => void activation.deactivate(admin)}
              title={m.deactivate}
              label={format(m.deactivateOf, { name })}
              color="error"
              icon={<PersonOffIcon fontSize="small" />}
            />
          )}
          {canReactivate && admin.is_active === false && (
            <RowIconButton
              onClick={() => void activation.reactivate(admin)}
              title={m.reactivate}
              label={format(m.reactivateOf, { name })}
              color="success"
              icon={<HowToRegIcon fontSize="small" />}
            />
          )}
          {canDelete && !own && (
            <DeleteButton
              onClick={() => void confirmedDelete(() => deleteAdmin({ id: admin.id }).unwrap(), m.deleted, { message: format(m.deleteQuestion, { name }) })}
            />
          )}
        </>
      );
    };
  }, [anyAction, canGrantModules, canGrantPackages, canDelete, canEdit, canResetPassword, canDeactivate, canReactivate, ownId, activation, confirmedDelete, deleteAdmin, resetSecondFactor]);

  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="admins"
        columns={columns}
        rows={query.data?.rows}
        rowCount={query.data?.total}
        query={query}
        paging={list}
        serverSorting
        searchLabel={m.searchLabel}
        toolbarActions={canCreate && <AddNewLink to="/admin/add" label={m.addNewAdmin} />}
        rowActions={rowActions}
      />
      {resettingPassword && <ResetPasswordDialog admin={resettingPassword} onClose={() => setResettingPassword(null)} />}
    </ListPage>
  );
}
