import DashboardIcon from '@mui/icons-material/Dashboard';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { api } from '../../store/api';
import { DEFAULT_DAYS } from './day-count-input';
import { dashboardMessages } from './messages';

export const dashboardRoutes: FeatureRoute[] = [
  {
    path: '/',
    element: lazyScreen(() => import('./dashboard-page')),
    operationId: 'getDashboardStats',
    // The stat cards and both charts, as the screen first asks for them (the charts' default day count).
    preload: () => [
      api.util.prefetch('getDashboardStats', undefined),
      api.util.prefetch('getOrdersChart', { days: DEFAULT_DAYS }),
      api.util.prefetch('getSalesChart', { days: DEFAULT_DAYS }),
    ],
    nav: { label: dashboardMessages.navLabel, group: 'dashboard', icon: DashboardIcon },
  },
];
