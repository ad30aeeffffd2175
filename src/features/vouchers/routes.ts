import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import BadgeIcon from '@mui/icons-material/Badge';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { api } from '../../store/api';
import { voucherMessages as m } from './messages';
import { packageVouchersPreload } from './voucher-list-query';

export const voucherRoutes: FeatureRoute[] = [
  { path: '/topup-package/voucher/:id', element: lazyScreen(() => import('./voucher-page')), operationId: 'getPackageVouchers', preload: packageVouchersPreload },
  {
    path: '/topup-package/voucher-statistic',
    element: lazyScreen(() => import('./voucher-statistics-page')),
    operationId: 'getVoucherStatistics',
    preload: () => api.util.prefetch('getVoucherStatistics', undefined),
    nav: { label: m.voucherStatisticsNav, group: 'catalogue', icon: ConfirmationNumberIcon },
  },
  {
    path: '/topup-package/id-code-statistic',
    element: lazyScreen(() => import('./id-code-statistics-page')),
    operationId: 'getIdCodeStatistics',
    preload: () => api.util.prefetch('getIdCodeStatistics', undefined),
    nav: { label: m.idCodeStatisticsNav, group: 'catalogue', icon: BadgeIcon },
  },
];
