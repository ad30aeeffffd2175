import Inventory2Icon from '@mui/icons-material/Inventory2';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { topupPackageMessages as m } from './messages';
import { api } from '../../store/api';

export const topupPackageRoutes: FeatureRoute[] = [
  {
    path: '/topup-packages',
    element: lazyScreen(() => import('./topup-packages-page')),
    operationId: 'listTopupPackages',
    preload: () => api.util.prefetch('listTopupProducts', undefined),
    nav: { label: m.navLabel, group: 'catalogue', icon: Inventory2Icon },
  },
  { path: '/topup-package/add/:productId', element: lazyScreen(() => import('./topup-package-add-page')), operationId: 'createTopupPackage' },
  { path: '/topup-package/edit/:id', element: lazyScreen(() => import('./topup-package-edit-page')), operationId: 'getTopupPackage' },
];
