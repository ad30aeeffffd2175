import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import SavingsIcon from '@mui/icons-material/Savings';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { reportMessages as m } from './messages';

export const reportRoutes: FeatureRoute[] = [
  {
    path: '/admin-order-count',
    element: lazyScreen(() => import('./admin-order-count-page')),
    operationId: 'listCompletedOrdersByAdmin',
    nav: { label: m.orderCountNav, group: 'reports', icon: AssignmentTurnedInIcon },
  },
  {
    path: '/admin-shell-count',
    element: lazyScreen(() => import('./admin-shell-count-page')),
    operationId: 'listShellUsageByAdmin',
    nav: { label: m.shellCountNav, group: 'reports', icon: SavingsIcon },
  },
];
