import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { bannerMessages } from './messages';

export const bannerRoutes: FeatureRoute[] = [
  {
    path: '/banner',
    element: lazyScreen(() => import('./banner-list-page')),
    operationId: 'listBanners',
    nav: { label: bannerMessages.navLabel, group: 'content', icon: ViewCarouselIcon },
  },
  { path: '/banner/add', element: lazyScreen(() => import('./banner-add-page')), operationId: 'createBanner' },
  { path: '/banner/edit/:id', element: lazyScreen(() => import('./banner-edit-page')), operationId: 'updateBanner' },
];
