import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../components/use-permissions';
import { useGetMeQuery, useListMyPackageOrdersQuery } from '../../store/api';
import { orderListArgs, useOrderListState } from './order-list-state';
import { OrdersScreen } from './orders-screen';
import { orderMessages as m } from './messages';

/**
 * What an empty Admins Order says: it lists only the orders of the packages granted to the
 * signed-in admin (a super admin too), and where packages are granted — a link to their own
 * Manage Order Permission when they may grant, otherwise who can.
 */
function EmptyAdminOrders() {
  const { can } = usePermissions();
  const { data: me } = useGetMeQuery();
  const myId = me?.data.user.id;
  return (
    <>
      {m.adminOrdersEmpty}{' '}
      {myId !== undefined && can('setAdminPackagePermissions') && can('getAdminPackagePermissions') ? (
        <Link component={RouterLink} to={`/manage-order-permission/${myId}`}>
          {m.grantYourselfPackages}
        </Link>
      ) : (
        m.askForPackages
      )}
    </>
  );
}

/** Admins Order: the orders of the packages the signed-in admin holds permission for. */
export default function AdminOrderListPage() {
  const list = useOrderListState('admin-orders');
  const query = useListMyPackageOrdersQuery(orderListArgs(list));
  return (
    <OrdersScreen
      title={m.adminOrdersTitle}
      tableId="admin-orders"
      scope="mine"
      exportCsv={{ path: '/admin/orders/admin-order/export', operationId: 'exportMyPackageOrders', fileName: 'admin-orders.csv' }}
      list={list}
      query={query}
      emptyMessage={<EmptyAdminOrders />}
    />
  );
}
