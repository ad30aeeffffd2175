import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { recordPreload } from '../../components/screen-preload';
import { physicalProductMessages as m } from './messages';
import { api } from '../../store/api';

export const physicalProductRoutes: FeatureRoute[] = [
  {
    path: '/physical-product',
    element: lazyScreen(() => import('./physical-product-list-page')),
    operationId: 'listPhysicalProducts',
    preload: () => api.util.prefetch('listPhysicalProducts', undefined),
    nav: { label: m.listTitle, group: 'catalogue', icon: InventoryIcon },
  },
  { path: '/physical-product/add', element: lazyScreen(() => import('./physical-product-add-page')), operationId: 'createPhysicalProduct' },
  { path: '/physical-product/edit/:id', element: lazyScreen(() => import('./physical-product-edit-page')), operationId: 'updatePhysicalProduct', preload: recordPreload((id) => api.util.prefetch('getPhysicalProduct', { id })) },
];
