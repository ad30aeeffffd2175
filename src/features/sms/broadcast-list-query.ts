import type { ListQuery } from '../../components/data-table/use-list-state';
import { listPreload } from '../../components/screen-preload';
import { api, type ListSmsBroadcastsApiArg } from '../../store/api';

export const broadcastListArgs = ({ page, pageSize }: ListQuery): ListSmsBroadcastsApiArg => ({ page, limit: pageSize });

/** The recent broadcasts' first page, asked for as the screen is opened (FeatureRoute.preload). */
export const broadcastsPreload = listPreload('sms-broadcasts', {}, (list) => api.util.prefetch('listSmsBroadcasts', broadcastListArgs(list)));
