import Inventory2Icon from '@mui/icons-material/Inventory2';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { recordPreload } from '../../components/screen-preload';
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
  {
    path: '/topup-package/add/:productId',
    element: lazyScreen(() => import('./topup-package-add-page')),
    operationId: 'createTopupPackage',
    // The product the package is added to.
    preload: recordPreload((id) => api.util.prefetch('getTopupProduct', { id }), 'productId'),
  },
  { path: '/topup-package/edit/:id', element: lazyScreen(() => import('./topup-package-edit-page')), operationId: 'getTopupPackage', preload: recordPreload((id) => api.util.prefetch('getTopupPackage', { id })) },
];
