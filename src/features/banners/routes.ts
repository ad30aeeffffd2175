import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { recordPreload } from '../../components/screen-preload';
import { bannerMessages } from './messages';
import { api } from '../../store/api';

export const bannerRoutes: FeatureRoute[] = [
  {
    path: '/banner',
    element: lazyScreen(() => import('./banner-list-page')),
    operationId: 'listBanners',
    preload: () => api.util.prefetch('listBanners', undefined),
    nav: { label: bannerMessages.navLabel, group: 'content', icon: ViewCarouselIcon },
  },
  { path: '/banner/add', element: lazyScreen(() => import('./banner-add-page')), operationId: 'createBanner' },
  { path: '/banner/edit/:id', element: lazyScreen(() => import('./banner-edit-page')), operationId: 'updateBanner', preload: recordPreload((id) => api.util.prefetch('getBanner', { id })) },
];
