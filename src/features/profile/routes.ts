import { lazy } from 'react';
import type { FeatureRoute } from '../../components/feature-route';

export const profileRoutes: FeatureRoute[] = [
  {
    path: '/profile/change-password',
    element: lazy(() => import('./change-password-page')),
    operationId: 'changePassword',
  },
];
