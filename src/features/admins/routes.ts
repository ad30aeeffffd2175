import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { adminMessages } from './messages';
import { adminsPreload, authModulesPreload } from './admin-list-query';

export const adminRoutes: FeatureRoute[] = [
  {
    path: '/admins',
    element: lazyScreen(() => import('./admin-list-page')),
    operationId: 'listAdmins',
    preload: adminsPreload,
    nav: { label: adminMessages.navLabel, group: 'people', icon: AdminPanelSettingsIcon },
  },
  { path: '/admin/add', element: lazyScreen(() => import('./admin-add-page')), operationId: 'createAdmin' },
  { path: '/admin/edit/:id', element: lazyScreen(() => import('./admin-edit-page')), operationId: 'updateAdmin' },
  {
    path: '/manage-auth-permission/:id',
    element: lazyScreen(() => import('./manage-auth-permission-page')),
    operationId: 'updateAdminAuthModules',
  },
  {
    path: '/manage-order-permission/:id',
    element: lazyScreen(() => import('./manage-order-permission-page')),
    operationId: 'setAdminPackagePermissions',
  },
  {
    path: '/auths',
    element: lazyScreen(() => import('./auth-module-list-page')),
    operationId: 'listAuthModules',
    preload: authModulesPreload,
    nav: { label: adminMessages.authsNav, group: 'settings', icon: LockOpenIcon },
  },
];
