import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { orderMessageMessages as m } from './messages';
import { api } from '../../store/api';

export const orderMessageRoutes: FeatureRoute[] = [
  {
    path: '/topup-order-message',
    element: lazyScreen(() => import('./order-message-list-page')),
    operationId: 'listOrderMessages',
    preload: () => api.util.prefetch('listOrderMessages', {}),
    nav: { label: m.listTitle, group: 'orders', icon: ChatIcon },
  },
  { path: '/topup-order-message/add-new', element: lazyScreen(() => import('./order-message-add-page')), operationId: 'createOrderMessage' },
];
