import type { ListQuery } from '../../components/data-table/use-list-state';
import { listQueryOf, recordPreload } from '../../components/screen-preload';
import { api } from '../../store/api';

/** A tab of a customer's history: its table's preferences and its keys in the URL (`wallet.page=2`). */
export interface HistoryTab {
  tableId: string;
  prefix: string;
}

/** The first tab, shown as the screen opens. */
export const WALLET_HISTORY: HistoryTab = { tableId: 'user-wallet-history', prefix: 'wallet.' };
export const ORDER_HISTORY: HistoryTab = { tableId: 'user-orders', prefix: 'orders.' };
export const WALLET_ADD_HISTORY: HistoryTab = { tableId: 'user-wallet-adds', prefix: 'adds.' };

/** A history tab's page of the customer's rows. */
export const historyArgs = (id: number, list: ListQuery) => ({ id, page: list.page, limit: list.pageSize });

/** A customer's screen (`/user/edit/:id`): the customer and the first tab of their history, asked for together as it is opened (FeatureRoute.preload). */
export const customerPreload = recordPreload((id, search, state) => [
  api.util.prefetch('getUser', { id }),
  api.util.prefetch('listUserWalletChanges', historyArgs(id, listQueryOf(search, state, WALLET_HISTORY.tableId, { prefix: WALLET_HISTORY.prefix }))),
]);
