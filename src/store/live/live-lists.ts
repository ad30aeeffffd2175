import type { AppDispatch, AppStore, RootState } from '../../app/store';
import { api } from '../api';
import type { ListResult } from '../list-result';
import { listsChanged, listsForgotten, selectListNews, type LiveList } from './live-slice';

/** A change the server announces (GET /api/events). */
export interface ChangeEvent {
  list: 'orders' | 'transactions' | 'physical_orders';
  scope: number;
  op: 'insert' | 'update' | 'delete';
  ids: number[];
  /** An order of a package the admin holds (their Admins Order list has it). */
  mine?: boolean;
}

export type ChangeKind = ChangeEvent['list'];

/** The most ids one announcement names (migration 0009's `[1:20]`): a change naming as many may have touched more. */
export const IDS_PER_EVENT = 20;

export const TAG_OF = { orders: 'Order', transactions: 'Transaction', physical_orders: 'PhysicalOrder' } as const;

/** The lists of each kind of change. */
export const LISTS_OF_KIND: Record<ChangeKind, LiveList[]> = {
  orders: ['orders', 'my_package_orders'],
  transactions: ['manual_wallet_adds', 'automated_wallet_adds'],
  physical_orders: ['physical_orders'],
};

export const KIND_OF_LIST: Record<LiveList, ChangeKind> = {
  orders: 'orders',
  my_package_orders: 'orders',
  manual_wallet_adds: 'transactions',
  automated_wallet_adds: 'transactions',
  physical_orders: 'physical_orders',
};

/** The lists a change's rows belong to: every order is on the all-orders list, one of the admin's packages on Admins Order too. */
export function listsOf(event: ChangeEvent): LiveList[] {
  if (event.list === 'orders') return event.mine ? ['orders', 'my_package_orders'] : ['orders'];
  if (event.list === 'transactions') return [event.scope === 1 ? 'automated_wallet_adds' : 'manual_wallet_adds'];
  return ['physical_orders'];
}

/**
 * The holders on screen, per store and list: kept beside the store, not in it, so a replayed
 * recording (replay.ts sets the live slice) cannot leave a list "being read" that no screen shows.
 */
const holders = new WeakMap<object, Map<LiveList, number>>();

/** Whether a list of this kind is being read (a holder is on screen): its changes then wait for the admin. */
export function kindHeld(store: object, kind: ChangeKind): boolean {
  const held = holders.get(store);
  return LISTS_OF_KIND[kind].some((list) => (held?.get(list) ?? 0) > 0);
}

/** The list tag of a kind: what "Show" invalidates. */
export const listTagOf = (kind: ChangeKind) => ({ type: TAG_OF[kind], id: 'LIST' as const });

/**
 * A holder comes on screen for `list`; returns its release. When the last holder of a kind leaves,
 * what waited is dropped and the kind's cached lists with it (the list tag, once the list's own
 * subscription has gone): the next visit fetches afresh.
 */
export function holdList(store: Pick<AppStore, 'dispatch' | 'getState'>, list: LiveList): () => void {
  const held = holders.get(store) ?? new Map<LiveList, number>();
  holders.set(store, held);
  held.set(list, (held.get(list) ?? 0) + 1);
  return () => {
    held.set(list, Math.max(0, (held.get(list) ?? 0) - 1));
    const kind = KIND_OF_LIST[list];
    if (kindHeld(store, kind)) return;
    const state = store.getState();
    const waited = LISTS_OF_KIND[kind].some((sibling) => {
      const news = selectListNews(state, sibling);
      return news.added.length > 0 || news.moreAt !== undefined || news.changedAt !== undefined;
    });
    store.dispatch(listsForgotten(LISTS_OF_KIND[kind]));
    if (waited) setTimeout(() => store.dispatch(api.util.invalidateTags([listTagOf(kind)])), 0);
  };
}

/** The list operations whose rows are refreshed in place, each with the arguments that fetch one row by its id (as the record drawers do). */
const ROW_LISTS = {
  listOrders: 'orders',
  listMyPackageOrders: 'my_package_orders',
  listManualTransactions: 'manual_wallet_adds',
  listAutomatedTransactions: 'automated_wallet_adds',
  listPhysicalOrders: 'physical_orders',
} as const satisfies Record<string, LiveList>;
type RowListName = keyof typeof ROW_LISTS;
const isRowList = (name: string): name is RowListName => name in ROW_LISTS;

/** Fetched afresh, not kept alive by this fetch. */
const FRESH = { subscribe: false, forceRefetch: true } as const;

/** One row, fetched by its id through its own list operation (same permission): the row, null when the list no longer has it, undefined when it could not be asked. */
async function fetchRow(dispatch: AppDispatch, name: RowListName, id: number): Promise<{ id: number } | null | undefined> {
  const one = { page: 1, limit: 1 };
  const answer = await (name === 'listOrders'
    ? dispatch(api.endpoints.listOrders.initiate({ orderId: id, ...one }, FRESH))
    : name === 'listMyPackageOrders'
      ? dispatch(api.endpoints.listMyPackageOrders.initiate({ orderId: id, ...one }, FRESH))
      : name === 'listManualTransactions'
        ? dispatch(api.endpoints.listManualTransactions.initiate({ id, ...one }, FRESH))
        : name === 'listAutomatedTransactions'
          ? dispatch(api.endpoints.listAutomatedTransactions.initiate({ id, ...one }, FRESH))
          : dispatch(api.endpoints.listPhysicalOrders.initiate({ physicalOrderListInput: { id, ...one, sort: '-created_at' } }, FRESH)));
  if (!answer.data) return undefined;
  return (answer.data.rows as { id: number }[]).find((row) => row.id === id) ?? null;
}

type Refetchable = Record<string, { initiate(arg: unknown, options: typeof FRESH): unknown }>;

/**
 * Changed rows of a kind being read, refreshed where they stand: each row on a cached page of a
 * list is fetched again by its id and put back in its place (a completed order stays on the
 * "pending" page, marked completed, until the admin asks for the list again); nothing is added,
 * removed or reordered. What else shows those rows (a record's history) is fetched again. A row
 * its list no longer has marks the list out of date. One fetch per row at a time: a change heard
 * while its row is being fetched fetches it once more after.
 */
export function rowRefresher(dispatch: AppDispatch, getState: () => RootState) {
  const running = new Set<string>();
  const again = new Set<string>();

  async function refreshRow(name: RowListName, id: number): Promise<void> {
    const key = `${name}:${id}`;
    if (running.has(key)) {
      again.add(key);
      return;
    }
    running.add(key);
    try {
      const row = await fetchRow(dispatch, name, id);
      if (row === null) dispatch(listsChanged({ lists: [ROW_LISTS[name]], at: Date.now() }));
      if (!row) return;
      for (const entry of api.util.selectInvalidatedBy(getState(), [{ type: tagOfRowList(name), id }])) {
        if (entry.endpointName !== name) continue;
        dispatch(
          api.util.updateQueryData(name as 'listOrders', entry.originalArgs as never, (draft) => {
            const rows = (draft as ListResult<{ id: number }>).rows;
            const at = rows.findIndex((shown) => shown.id === id);
            if (at >= 0) rows[at] = row as never;
          }),
        );
      }
    } finally {
      running.delete(key);
      if (again.delete(key)) void refreshRow(name, id);
    }
  }

  return {
    refresh(kind: ChangeKind, ids: readonly number[]): void {
      const state = getState();
      const rowsTo = new Map<string, [RowListName, number]>();
      for (const entry of api.util.selectInvalidatedBy(state, ids.map((id) => ({ type: TAG_OF[kind], id })))) {
        const name = entry.endpointName;
        if (isRowList(name)) {
          const shown = (state.api.queries[entry.queryCacheKey]?.data as ListResult<{ id: number }> | undefined)?.rows ?? [];
          for (const { id } of shown) if (ids.includes(id)) rowsTo.set(`${name}:${id}`, [name, id]);
        } else {
          const endpoint = (api.endpoints as unknown as Refetchable)[name];
          if (endpoint) dispatch(endpoint.initiate(entry.originalArgs, FRESH) as never);
        }
      }
      for (const [name, id] of rowsTo.values()) void refreshRow(name, id);
    },
  };
}

function tagOfRowList(name: RowListName) {
  return TAG_OF[KIND_OF_LIST[ROW_LISTS[name]]];
}
