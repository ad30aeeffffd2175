import type { ListQuery, ListStateOptions } from '../../components/data-table/use-list-state';
import { listPreload } from '../../components/screen-preload';
import { api, type ListUsersApiArg } from '../../store/api';

type UserSort = NonNullable<ListUsersApiArg['sort']>;

/** The customer list: the search box and the contract's sorts; newest first. */
export const USER_LIST: ListStateOptions<never, UserSort> = {
  sorts: ['created_at', '-created_at', 'username', '-username', 'wallet', '-wallet', 'id', '-id'],
  defaultSort: '-created_at',
};

export const userListArgs = (list: ListQuery<never, UserSort>): ListUsersApiArg => ({ page: list.page, limit: list.pageSize, q: list.search || undefined, sort: list.sort });

/** The first page, asked for as the screen is opened (FeatureRoute.preload). */
export const usersPreload = listPreload('users', USER_LIST, (list) => api.util.prefetch('listUsers', userListArgs(list)));
