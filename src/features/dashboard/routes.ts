import DashboardIcon from '@mui/icons-material/Dashboard';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { dashboardMessages } from './messages';

export const dashboardRoutes: FeatureRoute[] = [
  {
    path: '/',
    element: lazyScreen(() => import('./dashboard-page')),
    operationId: 'getDashboardStats',
    nav: { label: dashboardMessages.navLabel, group: 'dashboard', icon: DashboardIcon },
  },
];
