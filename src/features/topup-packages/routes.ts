import Inventory2Icon from '@mui/icons-material/Inventory2';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { topupPackageMessages as m } from './messages';

export const topupPackageRoutes: FeatureRoute[] = [
  {
    path: '/topup-packages',
    element: lazyScreen(() => import('./topup-packages-page')),
    operationId: 'listTopupPackages',
    nav: { label: m.navLabel, group: 'catalogue', icon: Inventory2Icon },
  },
  { path: '/topup-package/add/:productId', element: lazyScreen(() => import('./topup-package-add-page')), operationId: 'createTopupPackage' },
  { path: '/topup-package/edit/:id', element: lazyScreen(() => import('./topup-package-edit-page')), operationId: 'getTopupPackage' },
];
