import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/use-list-state';
import { ListPage } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { useCan } from '../../components/use-permissions';
import { useListAuthModulesQuery, type AuthModule } from '../../store/api';
import { ActivateAuthDialog } from './activate-auth-dialog';
import { adminMessages as m } from './messages';

/** The contract's sorts of listAuthModules. */
const SORTS = ['tag', '-tag', 'name', '-name', 'operation_id', '-operation_id', 'path', '-path', 'status', '-status'] as const;

const columns: DataTableColumn<AuthModule>[] = [
  {
    accessorKey: 'operation_id',
    header: m.operation,
    Cell: ({ row }) => (
      <Stack>
        <span>{row.original.operation_id}</span>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {row.original.method} {row.original.path}
        </Typography>
      </Stack>
    ),
  },
  { accessorKey: 'name', header: m.authName, Cell: ({ row }) => row.original.name ?? '' },
  { accessorKey: 'slug', header: m.slug, enableSorting: false, Cell: ({ row }) => row.original.slug ?? '' },
  { accessorKey: 'tag', header: m.domain, size: 120 },
  { accessorKey: 'description', header: m.description, enableSorting: false, Cell: ({ row }) => row.original.description ?? '' },
];

/**
 * The auth modules (one per operation of the API; Sync Permission in the avatar menu adds the
 * missing ones and this list refreshes through its cache tag). An inactive module shows Active,
 * which opens the activate dialog; an active one shows a green Activated label.
 */
export default function AuthModuleListPage() {
  const list = useListState('auth-modules', { sorts: SORTS, defaultSort: 'tag', filters: ['status'] });
  const { status } = list.filters;
  const query = useListAuthModulesQuery({
    page: list.page,
    limit: list.pageSize,
    q: list.search || undefined,
    status: status === '1' ? 1 : status === '0' ? 0 : undefined,
    sort: list.sort,
  });
  const canActivate = useCan('activateAuthModule');
  const [activating, setActivating] = useState<AuthModule | null>(null);

  const statusColumn = useMemo<DataTableColumn<AuthModule>>(
    () => ({
      accessorKey: 'status',
      header: m.status,
      size: 130,
      Cell: ({ row }) =>
        row.original.status === 1 ? (
          <StatusChip status="activated" label={m.activated} />
        ) : canActivate ? (
          <Button size="small" variant="outlined" color="success" onClick={() => setActivating(row.original)}>
            {m.activate}
          </Button>
        ) : (
          <StatusChip status="inactive" label={m.inactiveOnly} />
        ),
    }),
    [canActivate],
  );

  return (
    <ListPage title={m.authsTitle}>
      <DataTable
        tableId="auth-modules"
        columns={[...columns, statusColumn]}
        rows={query.data?.data}
        rowCount={query.data?.total}
        query={query}
        paging={list}
        serverSorting
        searchLabel={m.authsSearch}
        toolbarActions={
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
        }
        rowActions={
          canActivate
            ? (module) =>
                module.status === 1 && (
                  <Button size="small" onClick={() => setActivating(module)}>
                    {m.rename}
                  </Button>
                )
            : undefined
        }
      />
      {activating && <ActivateAuthDialog module={activating} onClose={() => setActivating(null)} />}
    </ListPage>
  );
}
