import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/use-list-state';
import { ListPage } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { useConfirm } from '../../components/confirm-dialog';
import { useNotify } from '../../components/use-notify';
import { useCan } from '../../components/use-permissions';
import { format, formatCount } from '../../lib/format';
import { useActivateAllAuthModulesMutation, useActivateAuthModuleMutation, useListAuthModulesQuery, type AuthModule } from '../../store/api';
import { ActivateAuthDialog } from './activate-auth-dialog';
import { AUTH_MODULE_LIST, authModuleListArgs } from './admin-list-query';
import { adminMessages as m } from './messages';

const columns: DataTableColumn<AuthModule>[] = [
  {
    accessorKey: 'operation_id',
    header: m.operation,
    priority: 1,
    card: 'title',
    Cell: ({ row }) => (
      <Stack>
        <span>{row.original.operation_id}</span>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {row.original.method} {row.original.path}
        </Typography>
      </Stack>
    ),
  },
  // The module's name in plain words ("Banners: see") is what an admin activates and grants by: always shown.
  { accessorKey: 'name', header: m.authName, priority: 1, card: 'subtitle', Cell: ({ row }) => row.original.name ?? '' },
  { accessorKey: 'slug', header: m.slug, priority: 3, enableSorting: false, Cell: ({ row }) => row.original.slug ?? '' },
  { accessorKey: 'tag', header: m.domain, size: 120, card: 'detail' },
  { accessorKey: 'description', header: m.description, card: 'detail', enableSorting: false, Cell: ({ row }) => row.original.description ?? '' },
];

/** What a module is activated with: its name, slug and description, once it has all three (permission sync names every module from the contract). */
const namedAs = (module: AuthModule) =>
  module.name && module.slug && module.description ? { name: module.name, slug: module.slug, description: module.description } : null;

/**
 * Activate in one click: a named module is activated with its name (a refusal, such as a slug
 * another module took, opens the dialog with the server's reason shown); an unnamed one opens the
 * dialog.
 */
function useActivateNow(openDialog: (module: AuthModule) => void) {
  const [activate] = useActivateAuthModuleMutation();
  const notify = useNotify();
  return useCallback(
    async (module: AuthModule) => {
      const named = namedAs(module);
      if (!named) return openDialog(module);
      const done = await notify.track(activate({ id: module.id, authModuleActivateInput: named }).unwrap(), { success: m.authActivated });
      if (!done) openDialog(module);
    },
    [activate, notify, openDialog],
  );
}

/** Activate all: every named inactive module at once, asked first with how many wait. */
function ActivateAllButton({ waiting }: { waiting: number | undefined }) {
  const [activateAll, { isLoading }] = useActivateAllAuthModulesMutation();
  const confirm = useConfirm();
  const notify = useNotify();
  const run = async () => {
    if (!(await confirm({ title: m.activateAll, message: format(m.activateAllQuestion, { n: formatCount(waiting ?? 0) }), confirmText: m.activateAll }))) return;
    await notify.track(activateAll().unwrap(), {
      pending: m.activatingAll,
      success: ({ data }) => (data.activated ? format(m.activatedAll, { n: formatCount(data.activated) }) : m.nothingToActivate),
    });
  };
  return (
    <Button size="small" variant="contained" color="success" onClick={() => void run()} disabled={isLoading || waiting === 0}>
      {m.activateAll}
    </Button>
  );
}

/**
 * The auth modules (one per operation of the API, named by permission sync from the contract:
 * the operation's summary, and the screen and grant it belongs to as the description; Sync
 * Permission in the avatar menu adds the missing ones and this list refreshes through its cache
 * tag). An inactive module shows Activate, one click; Activate all activates every named one; an
 * active one shows a green Activated label and Rename.
 */
export default function AuthModuleListPage() {
  const list = useListState('auth-modules', AUTH_MODULE_LIST);
  const { status } = list.filters;
  const query = useListAuthModulesQuery(authModuleListArgs(list));
  const canActivate = useCan('activateAuthModule');
  const canActivateAll = useCan('activateAllAuthModules');
  const [activating, setActivating] = useState<AuthModule | null>(null);
  const activateNow = useActivateNow(setActivating);
  // How many wait: asked of the server with the status filter (one row, for its total).
  const waiting = useListAuthModulesQuery({ page: 1, limit: 1, status: 0 }, { skip: !canActivateAll }).data?.total;

  const statusColumn = useMemo<DataTableColumn<AuthModule>>(
    () => ({
      accessorKey: 'status',
      header: m.status,
      size: 130,
      priority: 1,
      card: 'status',
      Cell: ({ row }) =>
        row.original.status === 1 ? <StatusChip status="activated" label={m.activated} /> : <StatusChip status="inactive" label={m.inactiveOnly} />,
    }),
    [],
  );

  return (
    <ListPage title={m.authsTitle}>
      <DataTable
        tableId="auth-modules"
        columns={[...columns, statusColumn]}
        rows={query.data?.rows}
        rowCount={query.data?.total}
        query={query}
        paging={list}
        serverSorting
        searchLabel={m.authsSearch}
        toolbarActions={
          <>
            {canActivateAll && <ActivateAllButton waiting={waiting} />}
            <TextField
              select
              size="small"
              label={m.statusFilter}
              value={status === '0' || status === '1' ? status : 'all'}
              onChange={(event) => list.setFilter('status', event.target.value === 'all' ? undefined : event.target.value)}
              sx={{ minWidth: 140 }}
              fullWidth={false}
            >
              <MenuItem value="all">{m.allStatuses}</MenuItem>
              <MenuItem value="1">{m.activeOnly}</MenuItem>
              <MenuItem value="0">{m.inactiveOnly}</MenuItem>
            </TextField>
          </>
        }
        rowActions={
          canActivate
            ? (module) =>
                module.status === 1 ? (
                  <Button size="small" onClick={() => setActivating(module)}>
                    {m.rename}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    color="success"
                    onClick={() => void activateNow(module)}
                    aria-label={format(m.activateOne, { operation: module.operation_id })}
                  >
                    {m.activate}
                  </Button>
                )
            : undefined
        }
      />
      {activating && <ActivateAuthDialog module={activating} onClose={() => setActivating(null)} />}
    </ListPage>
  );
}
