import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { topupPaymentMethodMessages as m } from './messages';
import { api } from '../../store/api';

export const topupPaymentMethodRoutes: FeatureRoute[] = [
  {
    path: '/topup-payment-method',
    element: lazyScreen(() => import('./topup-payment-method-list-page')),
    operationId: 'listTopupPaymentMethods',
    preload: () => api.util.prefetch('listTopupPaymentMethods', undefined),
    nav: { label: m.listTitle, group: 'catalogue', icon: CreditCardIcon },
  },
];
