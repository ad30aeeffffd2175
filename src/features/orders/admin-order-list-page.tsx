import { useListMyPackageOrdersQuery } from '../../store/api';
import { orderListArgs, useOrderListState } from './order-list-state';
import { OrdersScreen } from './orders-screen';
import { orderMessages as m } from './messages';

/** Admins Order: the orders of the packages the signed-in admin holds permission for. */
export default function AdminOrderListPage() {
  const list = useOrderListState('admin-orders');
  const query = useListMyPackageOrdersQuery(orderListArgs(list));
  return (
    <OrdersScreen
      title={m.adminOrdersTitle}
      tableId="admin-orders"
      exportCsv={{ path: '/admin/orders/admin-order/export', operationId: 'exportMyPackageOrders', fileName: 'admin-orders.csv' }}
      list={list}
      query={query}
    />
  );
}
