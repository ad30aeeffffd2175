import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { recordPreload } from '../../components/screen-preload';
import { noticeMessages as m } from './messages';
import { api } from '../../store/api';

export const noticeRoutes: FeatureRoute[] = [
  {
    path: '/notice',
    element: lazyScreen(() => import('./notice-list-page')),
    operationId: 'listNotices',
    preload: () => api.util.prefetch('listNotices', undefined),
    nav: { label: m.listTitle, group: 'content', icon: CampaignIcon },
  },
  { path: '/notice/add', element: lazyScreen(() => import('./notice-add-page')), operationId: 'createNotice' },
  { path: '/notice/edit/:id', element: lazyScreen(() => import('./notice-edit-page')), operationId: 'updateNotice', preload: recordPreload((id) => api.util.prefetch('getNotice', { id })) },
];
