import { lazy } from 'react';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { FeatureRoute } from '../../components/feature-route';
import { bannerMessages } from './messages';

export const bannerRoutes: FeatureRoute[] = [
  {
    path: '/banner',
    element: lazy(() => import('./banner-list-page')),
    operationId: 'listBanners',
    nav: { label: bannerMessages.navLabel, group: 'content', icon: ViewCarouselIcon },
  },
  { path: '/banner/add', element: lazy(() => import('./banner-add-page')), operationId: 'createBanner' },
  { path: '/banner/edit/:id', element: lazy(() => import('./banner-edit-page')), operationId: 'updateBanner' },
];
