import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { api } from '../../store/api';

/** The signed-in admin's own account: always allowed (getMe), so every admin has it. */
export const profileRoutes: FeatureRoute[] = [
  // GET /admin/me is the app's own first request; the screen adds the admin's sessions.
  { path: '/profile', element: lazyScreen(() => import('./profile-page')), operationId: 'getMe', preload: () => api.util.prefetch('listMySessions', undefined) },
  {
    path: '/profile/change-password',
    element: lazyScreen(() => import('./change-password-page')),
    operationId: 'changePassword',
  },
];
