import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import AssignmentIndIcon from '@mui/icons-material/AssignmentIndOutlined';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { orderMessages as m } from './messages';
import { adminOrdersPreload, ordersPreload } from './order-list-state';

export const orderRoutes: FeatureRoute[] = [
  {
    path: '/order',
    element: lazyScreen(() => import('./order-list-page')),
    operationId: 'listOrders',
    preload: ordersPreload,
    nav: { label: m.ordersTitle, group: 'orders', icon: ReceiptLongIcon },
  },
  {
    path: '/subadmin-order',
    element: lazyScreen(() => import('./admin-order-list-page')),
    operationId: 'listMyPackageOrders',
    preload: adminOrdersPreload,
    nav: { label: m.adminOrdersTitle, group: 'orders', icon: AssignmentIndIcon },
  },
];
