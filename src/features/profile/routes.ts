import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';

/** The signed-in admin's own account: always allowed (getMe), so every admin has it. */
export const profileRoutes: FeatureRoute[] = [
  { path: '/profile', element: lazyScreen(() => import('./profile-page')), operationId: 'getMe' },
  {
    path: '/profile/change-password',
    element: lazyScreen(() => import('./change-password-page')),
    operationId: 'changePassword',
  },
];
