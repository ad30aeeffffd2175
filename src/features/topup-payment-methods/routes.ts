import { lazy } from 'react';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import type { FeatureRoute } from '../../components/feature-route';
import { topupPaymentMethodMessages as m } from './messages';

export const topupPaymentMethodRoutes: FeatureRoute[] = [
  {
    path: '/topup-payment-method',
    element: lazy(() => import('./topup-payment-method-list-page')),
    operationId: 'listTopupPaymentMethods',
    nav: { label: m.listTitle, group: 'catalogue', icon: CreditCardIcon },
  },
];
