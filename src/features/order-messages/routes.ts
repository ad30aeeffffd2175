import { lazy } from 'react';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import type { FeatureRoute } from '../../components/feature-route';
import { orderMessageMessages as m } from './messages';

export const orderMessageRoutes: FeatureRoute[] = [
  {
    path: '/topup-order-message',
    element: lazy(() => import('./order-message-list-page')),
    operationId: 'listOrderMessages',
    nav: { label: m.listTitle, group: 'orders', icon: ChatIcon },
  },
  { path: '/topup-order-message/add-new', element: lazy(() => import('./order-message-add-page')), operationId: 'createOrderMessage' },
];
