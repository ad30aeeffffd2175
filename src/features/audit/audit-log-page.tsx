import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/use-list-state';
import { ListPage } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { formatDateTime } from '../../lib/dates';
import { useListAuditLogQuery, type AuditRecord } from '../../store/api';
import { AuditFilters } from './audit-filters';
import { AUDIT_FILTERS, AUDIT_FRESH_SECONDS, AUDIT_LIST, auditLogArgs } from './audit-log-query';
import { targetLabel, targetPath } from './audit-targets';
import { auditMessages as m } from './messages';

const columns: DataTableColumn<AuditRecord>[] = [
  { accessorKey: 'created_at', header: m.time, size: 160, priority: 1, card: 'time', enableSorting: false, Cell: ({ row }) => formatDateTime(row.original.created_at) },
  {
    id: 'admin',
    header: m.admin,
    enableSorting: false,
    size: 160,
    priority: 1,
    card: 'subtitle',
    accessorFn: (record) => (record.admin ? `${record.admin.first_name} ${record.admin.last_name}` : m.system),
  },
  {
    accessorKey: 'operation_id',
    header: m.operation,
    enableSorting: false,
    size: 220,
    priority: 1,
    card: 'title',
    Cell: ({ row }) => (
      <Stack sx={{ minWidth: 0 }}>
        <span>{row.original.summary || row.original.operation_id}</span>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {row.original.method} {row.original.path}
        </Typography>
      </Stack>
    ),
  },
  {
    id: 'target',
    header: m.target,
    enableSorting: false,
    card: 'detail',
    accessorFn: (record) => (record.target ? targetLabel(record.target) : ''),
    Cell: ({ row }) => {
      const { target } = row.original;
      if (!target) return null;
      const path = targetPath(target);
      return path ? (
        <Link component={RouterLink} to={path}>
          {targetLabel(target)}
        </Link>
      ) : (
        targetLabel(target)
      );
    },
  },
  {
    accessorKey: 'outcome',
    header: m.outcome,
    size: 130,
    priority: 1,
    card: 'status',
    enableSorting: false,
    Cell: ({ row }) => (
      <StatusChip
        status={row.original.outcome === 'success' ? 'completed' : 'cancelled'}
        label={`${row.original.outcome === 'success' ? m.success : m.refused} · ${row.original.status_code}`}
      />
    ),
  },
  { accessorKey: 'ip', header: m.ip, size: 120, priority: 3, card: 'detail', enableSorting: false, Cell: ({ row }) => row.original.ip ?? '' },
];

/**
 * Every recorded action (super admins), newest first and paged on the server, filtered by admin,
 * operation, outcome and the shop's days. Opened fresh each time: records arrive with every change
 * (AUDIT_FRESH_SECONDS).
 */
export default function AuditLogPage() {
  const list = useListState('audit-log', AUDIT_LIST);
  const query = useListAuditLogQuery(auditLogArgs(list), { refetchOnMountOrArgChange: AUDIT_FRESH_SECONDS });

  return (
    <ListPage title={m.title}>
      <AuditFilters
        value={list.filters}
        onChange={(next) => list.setFilters(Object.fromEntries(AUDIT_FILTERS.map((name) => [name, next[name]])))}
      />
      <DataTable
        tableId="audit-log"
        columns={columns}
        rows={query.data?.rows}
        rowCount={query.data?.total}
        totalCapped={query.data?.totalCapped}
        query={query}
        paging={list}
        search={false}
        emptyMessage={m.noRecords}
      />
    </ListPage>
  );
}
