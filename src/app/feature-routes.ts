import type { FeatureRoute } from '../components/feature-route';
import { profileRoutes } from '../features/profile/routes';

/** Every feature's screens: one line per feature. */
export const featureRoutes: readonly FeatureRoute[] = [
  ...profileRoutes,
];
