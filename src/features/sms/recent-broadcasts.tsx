import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/use-list-state';
import { StatusChip } from '../../components/status-chip';
import { formatDateTime } from '../../lib/dates';
import { format, formatCount } from '../../lib/format';
import { useListSmsBroadcastsQuery, type SmsBroadcast } from '../../store/api';
import { broadcastListArgs } from './broadcast-list-query';
import { isActive, percentDone, statusKey, statusText } from './broadcast-status';
import { smsMessages as m } from './messages';

/** While a listed broadcast is still going, the list is read again this often. */
const LIST_POLL_MS = 3000;

const audience = (row: SmsBroadcast) =>
  [row.only_wallet_user === 1 ? m.walletUsers : m.everyone, row.user_limit != null ? format(m.upTo, { n: formatCount(row.user_limit) }) : '']
    .filter(Boolean)
    .join(', ');

const columns: DataTableColumn<SmsBroadcast>[] = [
  { accessorKey: 'created_at', header: m.started, size: 160, card: 'time', Cell: ({ row }) => formatDateTime(row.original.created_at) },
  {
    accessorKey: 'message',
    header: m.message,
    // Its text is cut at 320 px.
    size: 350,
    priority: 1,
    card: 'title',
    Cell: ({ row }) => (
      <Typography variant="body2" sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={row.original.message}>
        {row.original.message}
      </Typography>
    ),
  },
  { id: 'audience', header: m.limitAndWallet, accessorFn: audience, priority: 3, card: 'detail' },
  { id: 'by', header: m.by, card: 'subtitle', accessorFn: (row) => (row.admin ? `${row.admin.first_name} ${row.admin.last_name}`.trim() : m.system) },
  {
    accessorKey: 'status',
    header: m.statusHeader,
    size: 150,
    priority: 1,
    card: 'status',
    Cell: ({ row }) => (
      <Box sx={{ minWidth: 120 }}>
        <StatusChip status={statusKey(row.original.status)} label={statusText(row.original.status)} />
        {isActive(row.original) && <LinearProgress variant="determinate" value={percentDone(row.original)} sx={{ mt: 0.5 }} />}
      </Box>
    ),
  },
  { accessorKey: 'sent', header: m.sent, size: 90, card: 'detail', Cell: ({ row }) => formatCount(row.original.sent) },
  { accessorKey: 'failed', header: m.failedCount, size: 90, card: 'detail', Cell: ({ row }) => formatCount(row.original.failed) },
  { accessorKey: 'total', header: m.total, size: 90, priority: 1, card: 'amount', Cell: ({ row }) => formatCount(row.original.total) },
];

/** The broadcasts, newest first; refreshed while any of them is still sending. */
export function RecentBroadcasts() {
  const paging = useListState('sms-broadcasts');
  const args = broadcastListArgs(paging);
  const [running, setRunning] = useState(false);
  const query = useListSmsBroadcastsQuery(args, { pollingInterval: running ? LIST_POLL_MS : 0 });
  const nowRunning = query.data?.rows.some(isActive) ?? false;
  if (nowRunning !== running) setRunning(nowRunning);
  return (
    <Box component="section" aria-label={m.recentTitle}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {m.recentTitle}
      </Typography>
      <DataTable
        tableId="sms-broadcasts"
        columns={columns}
        rows={query.data?.rows}
        rowCount={query.data?.total}
        query={query}
        paging={paging}
        search={false}
        emptyMessage={m.noBroadcasts}
      />
    </Box>
  );
}
