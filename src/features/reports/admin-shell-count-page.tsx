import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ListPage } from '../../components/list-page';
import { formatCount } from '../../lib/format';
import { formatSupplierAmount } from '../../lib/money';
import { useListShellUsageByAdminQuery, type ShellUsage } from '../../store/api';
import { adminName } from './admin-name';
import { reportMessages as m } from './messages';

const columns: DataTableColumn<ShellUsage>[] = [
  { id: 'admin', header: m.admin, accessorFn: adminName, priority: 1, card: 'title' },
  { accessorKey: 'today', header: m.todayShells, size: 140, priority: 1, card: 'amount', Cell: ({ row }) => formatSupplierAmount(row.original.today), sortingFn: 'alphanumeric' },
  { accessorKey: 'today_orders', header: m.todayOrders, size: 120, card: 'detail', Cell: ({ row }) => formatCount(row.original.today_orders) },
  { accessorKey: 'yesterday', header: m.yesterdayShells, size: 140, card: 'detail', Cell: ({ row }) => formatSupplierAmount(row.original.yesterday), sortingFn: 'alphanumeric' },
  { accessorKey: 'yesterday_orders', header: m.yesterdayOrders, size: 120, card: 'detail', Cell: ({ row }) => formatCount(row.original.yesterday_orders) },
];

/** /admin-shell-count: per admin, the shells of the orders they completed today and yesterday. */
export default function AdminShellCountPage() {
  const query = useListShellUsageByAdminQuery();
  return (
    <ListPage title={m.shellCountTitle}>
      <Typography color="text.secondary" variant="body2">
        {m.shellNote}
      </Typography>
      <DataTable tableId="admin-shell-count" columns={columns} rows={query.data?.rows} query={query} getRowId={(row) => String(row.admin_id)} />
    </ListPage>
  );
}
