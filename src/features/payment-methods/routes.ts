import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { recordPreload } from '../../components/screen-preload';
import { paymentMethodMessages as m } from './messages';
import { api } from '../../store/api';

export const paymentMethodRoutes: FeatureRoute[] = [
  {
    path: '/payment-method',
    element: lazyScreen(() => import('./payment-method-list-page')),
    operationId: 'listPaymentMethods',
    preload: () => api.util.prefetch('listPaymentMethods', undefined),
    nav: { label: m.listTitle, group: 'wallet', icon: PaymentsIcon },
  },
  { path: '/payment-method/add', element: lazyScreen(() => import('./payment-method-add-page')), operationId: 'createPaymentMethod' },
  { path: '/payment-method/edit/:id', element: lazyScreen(() => import('./payment-method-edit-page')), operationId: 'updatePaymentMethod', preload: recordPreload((id) => api.util.prefetch('getPaymentMethod', { id })) },
];
