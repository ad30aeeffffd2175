import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ListPage } from '../../components/list-page';
import { usePermissions } from '../../components/use-permissions';
import { formatCount } from '../../lib/format';
import { useCountMyCompletedOrdersThisMonthQuery, useListCompletedOrdersByAdminQuery, type AdminOrderCount } from '../../store/api';
import { adminName } from './admin-name';
import { reportMessages as m } from './messages';

const count = (value: number) => formatCount(value);

const columns: DataTableColumn<AdminOrderCount>[] = [
  { id: 'admin', header: m.admin, accessorFn: adminName, priority: 1, card: 'title' },
  { accessorKey: 'today', header: m.today, size: 120, card: 'detail', Cell: ({ row }) => count(row.original.today) },
  { accessorKey: 'this_month', header: m.thisMonth, size: 120, card: 'detail', Cell: ({ row }) => count(row.original.this_month) },
  { accessorKey: 'total', header: m.total, size: 120, priority: 1, card: 'amount', Cell: ({ row }) => count(row.original.total) },
];

/** The signed-in admin's own count this month (0 when missing). */
function MyThisMonth() {
  const { data } = useCountMyCompletedOrdersThisMonthQuery();
  return (
    <Paper variant="outlined" component="section" aria-label={m.myThisMonth} sx={{ p: 2, maxWidth: 360 }}>
      <Typography variant="body2" color="text.secondary">
        {m.myThisMonth}
      </Typography>
      <Typography variant="h4" component="p">
        {data ? count(data.data ?? 0) : <Skeleton width={60} />}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {m.myThisMonthNote}
      </Typography>
    </Paper>
  );
}

/** /admin-order-count: per admin, orders completed today, this month and in total. */
export default function AdminOrderCountPage() {
  const query = useListCompletedOrdersByAdminQuery();
  const { can } = usePermissions();
  return (
    <ListPage title={m.orderCountTitle}>
      {can('countMyCompletedOrdersThisMonth') && <MyThisMonth />}
      <DataTable tableId="admin-order-count" columns={columns} rows={query.data?.rows} query={query} getRowId={(row) => String(row.admin_id)} />
    </ListPage>
  );
}
