import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { recordPreload } from '../../components/screen-preload';
import { api } from '../../store/api';
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
  { path: '/admin/edit/:id', element: lazyScreen(() => import('./admin-edit-page')), operationId: 'updateAdmin', preload: recordPreload((id) => api.util.prefetch('getAdmin', { id })) },
  {
    path: '/manage-auth-permission/:id',
    element: lazyScreen(() => import('./manage-auth-permission-page')),
    operationId: 'updateAdminAuthModules',
    preload: recordPreload((id) => [api.util.prefetch('getAdminAuthModules', { adminId: id }), api.util.prefetch('getAdmin', { id })]),
  },
  {
    path: '/manage-order-permission/:id',
    element: lazyScreen(() => import('./manage-order-permission-page')),
    operationId: 'setAdminPackagePermissions',
    preload: recordPreload((id) => [api.util.prefetch('getAdminPackagePermissions', { adminId: id }), api.util.prefetch('getAdmin', { id })]),
  },
  {
    path: '/auths',
    element: lazyScreen(() => import('./auth-module-list-page')),
    operationId: 'listAuthModules',
    preload: authModulesPreload,
    nav: { label: adminMessages.authsNav, group: 'settings', icon: LockOpenIcon },
  },
];
