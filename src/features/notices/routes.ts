import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import type { FeatureRoute } from '../../components/feature-route';
import { noticeMessages as m } from './messages';

export const noticeRoutes: FeatureRoute[] = [
  {
    path: '/notice',
    element: lazy(() => import('./notice-list-page')),
    operationId: 'listNotices',
    nav: { label: m.listTitle, group: 'content', icon: CampaignIcon },
  },
  { path: '/notice/add', element: lazy(() => import('./notice-add-page')), operationId: 'createNotice' },
  { path: '/notice/edit/:id', element: lazy(() => import('./notice-edit-page')), operationId: 'updateNotice' },
];
