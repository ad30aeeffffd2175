import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import SavingsIcon from '@mui/icons-material/Savings';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { reportMessages as m } from './messages';
import { api } from '../../store/api';

export const reportRoutes: FeatureRoute[] = [
  {
    path: '/admin-order-count',
    element: lazyScreen(() => import('./admin-order-count-page')),
    operationId: 'listCompletedOrdersByAdmin',
    preload: () => api.util.prefetch('listCompletedOrdersByAdmin', undefined),
    nav: { label: m.orderCountNav, group: 'reports', icon: AssignmentTurnedInIcon },
  },
  {
    path: '/admin-shell-count',
    element: lazyScreen(() => import('./admin-shell-count-page')),
    operationId: 'listShellUsageByAdmin',
    preload: () => api.util.prefetch('listShellUsageByAdmin', undefined),
    nav: { label: m.shellCountNav, group: 'reports', icon: SavingsIcon },
  },
];
