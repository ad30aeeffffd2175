import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { physicalOrderMessages as m } from './messages';
import { physicalOrdersPreload } from './physical-order-list-query';

export const physicalOrderRoutes: FeatureRoute[] = [
  {
    path: '/product-order',
    element: lazyScreen(() => import('./physical-order-list-page')),
    operationId: 'listPhysicalOrders',
    preload: physicalOrdersPreload,
    nav: { label: m.listTitle, group: 'orders', icon: LocalShippingIcon },
  },
];
