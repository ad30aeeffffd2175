import DnsIcon from '@mui/icons-material/DnsOutlined';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { recordPreload } from '../../components/screen-preload';
import { autoServerMessages as m } from './messages';
import { api } from '../../store/api';

export const autoServerRoutes: FeatureRoute[] = [
  {
    path: '/auto-server',
    element: lazyScreen(() => import('./auto-server-list-page')),
    operationId: 'listAutoServers',
    preload: () => api.util.prefetch('listAutoServers', undefined),
    nav: { label: m.listTitle, group: 'settings', icon: DnsIcon },
  },
  { path: '/auto-server/add', element: lazyScreen(() => import('./auto-server-add-page')), operationId: 'createAutoServer' },
  { path: '/auto-server/edit/:id', element: lazyScreen(() => import('./auto-server-edit-page')), operationId: 'updateAutoServer', preload: recordPreload((id) => api.util.prefetch('getAutoServer', { id })) },
];
