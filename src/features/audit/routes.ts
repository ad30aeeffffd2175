import HistoryIcon from '@mui/icons-material/History';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { auditLogPreload } from './audit-log-query';
import { auditMessages } from './messages';

export const auditRoutes: FeatureRoute[] = [
  {
    path: '/audit',
    element: lazyScreen(() => import('./audit-log-page')),
    operationId: 'listAuditLog',
    preload: auditLogPreload,
    nav: { label: auditMessages.navLabel, group: 'settings', icon: HistoryIcon },
  },
];
