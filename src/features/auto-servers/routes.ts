import { lazy } from 'react';
import DnsIcon from '@mui/icons-material/DnsOutlined';
import type { FeatureRoute } from '../../components/feature-route';
import { autoServerMessages as m } from './messages';

export const autoServerRoutes: FeatureRoute[] = [
  {
    path: '/auto-server',
    element: lazy(() => import('./auto-server-list-page')),
    operationId: 'listAutoServers',
    nav: { label: m.listTitle, group: 'settings', icon: DnsIcon },
  },
  { path: '/auto-server/add', element: lazy(() => import('./auto-server-add-page')), operationId: 'createAutoServer' },
  { path: '/auto-server/edit/:id', element: lazy(() => import('./auto-server-edit-page')), operationId: 'updateAutoServer' },
];
