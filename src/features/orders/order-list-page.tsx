import { useListOrdersQuery } from '../../store/api';
import { orderListArgs, useOrderListState } from './order-list-state';
import { OrdersScreen } from './orders-screen';
import { orderMessages as m } from './messages';

/** Every top-up order. */
export default function OrderListPage() {
  const list = useOrderListState('orders');
  const query = useListOrdersQuery(orderListArgs(list));
  return (
    <OrdersScreen
      title={m.ordersTitle}
      tableId="orders"
      scope="all"
      exportCsv={{ path: '/admin/orders/export', operationId: 'exportOrders', fileName: 'orders.csv' }}
      list={list}
      query={query}
    />
  );
}
