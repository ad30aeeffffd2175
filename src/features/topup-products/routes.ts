import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { recordPreload } from '../../components/screen-preload';
import { topupProductMessages as m } from './messages';
import { api } from '../../store/api';

export const topupProductRoutes: FeatureRoute[] = [
  {
    path: '/topup-product',
    element: lazyScreen(() => import('./topup-product-list-page')),
    operationId: 'listTopupProducts',
    preload: () => api.util.prefetch('listTopupProducts', undefined),
    nav: { label: m.navLabel, group: 'catalogue', icon: SportsEsportsIcon },
  },
  { path: '/topup-product/add', element: lazyScreen(() => import('./topup-product-add-page')), operationId: 'createTopupProduct' },
  { path: '/topup-product/edit/:id', element: lazyScreen(() => import('./topup-product-edit-page')), operationId: 'getTopupProduct', preload: recordPreload((id) => api.util.prefetch('getTopupProduct', { id })) },
];
