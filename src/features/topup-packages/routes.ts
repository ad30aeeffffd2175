import { lazy } from 'react';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import type { FeatureRoute } from '../../components/feature-route';
import { topupPackageMessages as m } from './messages';

export const topupPackageRoutes: FeatureRoute[] = [
  {
    path: '/topup-packages',
    element: lazy(() => import('./topup-packages-page')),
    operationId: 'listTopupPackages',
    nav: { label: m.navLabel, group: 'catalogue', icon: Inventory2Icon },
  },
  { path: '/topup-package/add/:productId', element: lazy(() => import('./topup-package-add-page')), operationId: 'createTopupPackage' },
  { path: '/topup-package/edit/:id', element: lazy(() => import('./topup-package-edit-page')), operationId: 'getTopupPackage' },
];
