import type { ListQuery, ListStateOptions } from '../../components/data-table/use-list-state';
import { listPreload } from '../../components/screen-preload';
import { api, type ListAdminsApiArg, type ListAuthModulesApiArg } from '../../store/api';

type AdminSort = NonNullable<ListAdminsApiArg['sort']>;
type AuthModuleSort = NonNullable<ListAuthModulesApiArg['sort']>;

/** The admins: the search box and the contract's sorts of listAdmins; newest first. */
export const ADMIN_LIST: ListStateOptions<never, AdminSort> = {
  sorts: ['created_at', '-created_at', 'first_name', '-first_name', 'last_name', '-last_name', 'username', '-username', 'email', '-email'],
  defaultSort: '-created_at',
};

export const adminListArgs = (list: ListQuery<never, AdminSort>): ListAdminsApiArg => ({ page: list.page, limit: list.pageSize, q: list.search || undefined, sort: list.sort });

/** The auth modules: the search box, a status filter and the contract's sorts; by tag. */
export const AUTH_MODULE_LIST: ListStateOptions<'status', AuthModuleSort> = {
  sorts: ['tag', '-tag', 'name', '-name', 'operation_id', '-operation_id', 'path', '-path', 'status', '-status'],
  defaultSort: 'tag',
  filters: ['status'],
};

export const authModuleListArgs = (list: ListQuery<'status', AuthModuleSort>): ListAuthModulesApiArg => {
  const { status } = list.filters;
  return { page: list.page, limit: list.pageSize, q: list.search || undefined, status: status === '1' ? 1 : status === '0' ? 0 : undefined, sort: list.sort };
};

/** The first pages, asked for as their screens are opened (FeatureRoute.preload). */
export const adminsPreload = listPreload('admins', ADMIN_LIST, (list) => api.util.prefetch('listAdmins', adminListArgs(list)));
export const authModulesPreload = listPreload('auth-modules', AUTH_MODULE_LIST, (list) => api.util.prefetch('listAuthModules', authModuleListArgs(list)));
