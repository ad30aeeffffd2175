import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { topupPaymentMethodMessages as m } from './messages';

export const topupPaymentMethodRoutes: FeatureRoute[] = [
  {
    path: '/topup-payment-method',
    element: lazyScreen(() => import('./topup-payment-method-list-page')),
    operationId: 'listTopupPaymentMethods',
    nav: { label: m.listTitle, group: 'catalogue', icon: CreditCardIcon },
  },
];
