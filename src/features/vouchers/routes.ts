import { lazy } from 'react';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import BadgeIcon from '@mui/icons-material/Badge';
import type { FeatureRoute } from '../../components/feature-route';
import { voucherMessages as m } from './messages';

export const voucherRoutes: FeatureRoute[] = [
  { path: '/topup-package/voucher/:id', element: lazy(() => import('./voucher-page')), operationId: 'getPackageVouchers' },
  {
    path: '/topup-package/voucher-statistic',
    element: lazy(() => import('./voucher-statistics-page')),
    operationId: 'getVoucherStatistics',
    nav: { label: m.voucherStatisticsNav, group: 'catalogue', icon: ConfirmationNumberIcon },
  },
  {
    path: '/topup-package/id-code-statistic',
    element: lazy(() => import('./id-code-statistics-page')),
    operationId: 'getIdCodeStatistics',
    nav: { label: m.idCodeStatisticsNav, group: 'catalogue', icon: BadgeIcon },
  },
];
