import PeopleIcon from '@mui/icons-material/People';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { userMessages } from './messages';
import { customerPreload } from './user-history-query';
import { usersPreload } from './user-list-query';

export const userRoutes: FeatureRoute[] = [
  {
    path: '/user',
    element: lazyScreen(() => import('./user-list-page')),
    operationId: 'listUsers',
    preload: usersPreload,
    nav: { label: userMessages.navLabel, group: 'people', icon: PeopleIcon },
  },
  { path: '/user/edit/:id', element: lazyScreen(() => import('./user-edit-page')), operationId: 'updateUser', preload: customerPreload },
];
