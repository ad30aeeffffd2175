import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import SavingsIcon from '@mui/icons-material/Savings';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { mayCall, selectMe } from '../../components/use-permissions';
import { reportMessages as m } from './messages';
import { api } from '../../store/api';

export const reportRoutes: FeatureRoute[] = [
  {
    path: '/admin-order-count',
    element: lazyScreen(() => import('./admin-order-count-page')),
    operationId: 'listCompletedOrdersByAdmin',
    // Both its requests: the admin's own count this month (shown to those who may read it) is a skeleton until it comes.
    preload: (_search, state) => [
      ...(mayCall(selectMe(state), 'countMyCompletedOrdersThisMonth') ? [api.util.prefetch('countMyCompletedOrdersThisMonth', undefined)] : []),
      api.util.prefetch('listCompletedOrdersByAdmin', undefined),
    ],
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
