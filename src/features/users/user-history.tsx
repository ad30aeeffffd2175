import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { MRT_RowData } from 'material-react-table';
import { DataTable, type DataTableColumn, type TableQueryState } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/use-list-state';
import { StatusChip } from '../../components/status-chip';
import { formatDateTime } from '../../lib/dates';
import { format } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import {
  useListUserOrdersQuery,
  useListUserWalletAddsQuery,
  useListUserWalletChangesQuery,
  type AdminRef,
  type ListResult,
  type UserOrder,
  type UserWalletAdd,
  type WalletChange,
} from '../../store/api';
import { userMessages as m } from './messages';
import { historyArgs, ORDER_HISTORY, WALLET_ADD_HISTORY, WALLET_HISTORY, type HistoryTab } from './user-history-query';

const adminName = (admin: AdminRef) => (admin ? `${admin.first_name} ${admin.last_name}`.trim() : m.system);

/** `+150 tk` / `−20.5 tk`: the change with its sign, from the exact text. */
const signedMoney = (change: string) => (change.startsWith('-') ? `−${formatMoney(change.slice(1))}` : `+${formatMoney(change)}`);

/** What a change came from: the wallet-add or order it moved money for, or the admin's note. */
function why(change: WalletChange): string {
  const source =
    change.transaction_id != null
      ? format(m.forTransaction, { id: change.transaction_id })
      : change.order_id != null
        ? format(m.forOrder, { id: change.order_id })
        : change.physical_order_id != null
          ? format(m.forPhysicalOrder, { id: change.physical_order_id })
          : '';
  return [source, change.note ?? ''].filter(Boolean).join(' · ');
}

const walletColumns: DataTableColumn<WalletChange>[] = [
  { accessorKey: 'created_at', header: m.when, size: 160, priority: 1, card: 'time', Cell: ({ row }) => formatDateTime(row.original.created_at) },
  { accessorKey: 'reason', header: m.reason, priority: 1, card: 'title', Cell: ({ row }) => m.reasons[row.original.reason] },
  {
    accessorKey: 'change',
    header: m.change,
    size: 120,
    priority: 1,
    card: 'amount',
    Cell: ({ row }) => (
      <Box component="span" sx={{ color: row.original.change.startsWith('-') ? 'error.main' : 'success.main', fontWeight: 500 }}>
        {signedMoney(row.original.change)}
      </Box>
    ),
  },
  { accessorKey: 'old_balance', header: m.oldBalance, size: 120, priority: 3, card: 'detail', Cell: ({ row }) => formatMoney(row.original.old_balance) },
  { accessorKey: 'new_balance', header: m.newBalance, size: 120, card: 'detail', Cell: ({ row }) => formatMoney(row.original.new_balance) },
  { id: 'admin', header: m.by, accessorFn: (row) => adminName(row.admin), card: 'detail' },
  { id: 'why', header: m.why, accessorFn: why, card: 'subtitle' },
];

const orderColumns: DataTableColumn<UserOrder>[] = [
  { accessorKey: 'id', header: m.order, size: 90, priority: 1, card: 'detail' },
  { accessorKey: 'created_at', header: m.when, size: 160, card: 'time', Cell: ({ row }) => formatDateTime(row.original.created_at) },
  { accessorKey: 'product_name', header: m.product, priority: 1, card: 'title', Cell: ({ row }) => row.original.product_name ?? '' },
  { accessorKey: 'name', header: m.package, card: 'subtitle' },
  { accessorKey: 'amount', header: m.amount, size: 110, priority: 1, card: 'amount', Cell: ({ row }) => formatMoney(row.original.amount) },
  { accessorKey: 'status', header: m.status, size: 130, priority: 1, card: 'status', Cell: ({ row }) => <StatusChip status={row.original.status} /> },
  { id: 'completed_by', header: m.completedBy, priority: 3, accessorFn: (row) => (row.completed_by ? adminName(row.completed_by) : '') },
];

const walletAddColumns: DataTableColumn<UserWalletAdd>[] = [
  { accessorKey: 'id', header: m.id, size: 80, priority: 1, card: 'detail' },
  { accessorKey: 'created_at', header: m.when, size: 160, card: 'time', Cell: ({ row }) => formatDateTime(row.original.created_at) },
  { accessorKey: 'amount', header: m.amount, size: 110, priority: 1, card: 'amount', Cell: ({ row }) => formatMoney(row.original.amount) },
  { accessorKey: 'payment_method', header: m.method, priority: 1, card: 'title', Cell: ({ row }) => row.original.payment_method ?? '' },
  { accessorKey: 'number', header: m.number, card: 'detail', Cell: ({ row }) => row.original.number ?? '' },
  { accessorKey: 'transaction_id', header: m.paymentTransactionId, card: 'detail', Cell: ({ row }) => row.original.transaction_id ?? '' },
  { accessorKey: 'status', header: m.status, size: 130, priority: 1, card: 'status', Cell: ({ row }) => <StatusChip status={row.original.status} /> },
  { accessorKey: 'is_automated', header: m.kind, size: 110, card: 'subtitle', Cell: ({ row }) => (row.original.is_automated === 1 ? m.automated : m.manual) },
];

interface HistoryTableProps<T extends MRT_RowData> {
  userId: number;
  /** Its table's preferences, and its page and size in the URL beside the other tabs' (`wallet.page=2`). */
  tab: HistoryTab;
  columns: DataTableColumn<T>[];
  /** The tab's list query (one RTK Query hook per tab: each tab is its own component instance). */
  useRows: (args: { id: number; page: number; limit: number }) => TableQueryState & { data?: ListResult<T> };
  emptyMessage: string;
}

/** One tab of the customer's history: a server-paged table of its own, paged in the URL. */
function HistoryTable<T extends MRT_RowData>({ userId, tab: { tableId, prefix }, columns, useRows, emptyMessage }: HistoryTableProps<T>) {
  const paging = useListState(tableId, { prefix });
  const query = useRows(historyArgs(userId, paging));
  return (
    <DataTable
      tableId={tableId}
      columns={columns}
      rows={query.data?.rows}
      rowCount={query.data?.total}
      query={query}
      paging={paging}
      search={false}
      emptyMessage={emptyMessage}
    />
  );
}

const WalletHistoryTable = ({ userId }: { userId: number }) => (
  <HistoryTable<WalletChange>
    userId={userId}
    tab={WALLET_HISTORY}
    columns={walletColumns}
    useRows={useListUserWalletChangesQuery}
    emptyMessage={m.noWalletHistory}
  />
);

const OrdersTable = ({ userId }: { userId: number }) => (
  <HistoryTable<UserOrder>
    userId={userId}
    tab={ORDER_HISTORY}
    columns={orderColumns}
    useRows={useListUserOrdersQuery}
    emptyMessage={m.noOrders}
  />
);

const WalletAddsTable = ({ userId }: { userId: number }) => (
  <HistoryTable<UserWalletAdd>
    userId={userId}
    tab={WALLET_ADD_HISTORY}
    columns={walletAddColumns}
    useRows={useListUserWalletAddsQuery}
    emptyMessage={m.noWalletAdds}
  />
);

const TABS = [
  { label: m.walletHistory, Table: WalletHistoryTable },
  { label: m.recentOrders, Table: OrdersTable },
  { label: m.walletAdds, Table: WalletAddsTable },
] as const;

/** The customer's money story under the edit form: wallet history, orders and wallet-adds, newest first. */
export function UserHistory({ userId }: { userId: number }) {
  const [tab, setTab] = useState(0);
  const { Table } = TABS[tab];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 } }}>
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 1 }}>
        {TABS.map(({ label }, index) => (
          <Tab key={label} label={label} id={`user-history-tab-${index}`} aria-controls={`user-history-panel-${index}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`user-history-panel-${tab}`} aria-labelledby={`user-history-tab-${tab}`}>
        <Table userId={userId} />
      </div>
    </Paper>
  );
}
