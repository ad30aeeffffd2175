import type { Store } from '@reduxjs/toolkit';
import type { createBrowserRouter } from 'react-router';
import { addressOf, locationChanged, type RouterLocation } from '../store/router-slice';

type DataRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe' | 'navigate'>;

/**
 * Keeps the router and the store's `router` slice on one location, both ways: the admin's
 * navigation is dispatched (`router/locationChanged`, so DevTools records each screen), and a
 * location the store gets otherwise — DevTools' time travel, a replayed recording — is navigated
 * to (replacing the entry: travelling through a recording adds nothing to the browser's history).
 * At the start the router's location is the truth. Returns the function that stops it.
 */
export function syncLocation(router: DataRouter, store: Store<{ router: RouterLocation }>): () => void {
  const toStore = (location: RouterLocation) => {
    synced = addressOf(location);
    if (addressOf(store.getState().router) !== synced) {
      store.dispatch(locationChanged({ pathname: location.pathname, search: location.search, hash: location.hash }));
    }
  };
  let synced = '';
  toStore(router.state.location);
  const stopRouter = router.subscribe((state) => {
    if (addressOf(state.location) !== synced) toStore(state.location);
  });
  const stopStore = store.subscribe(() => {
    const wanted = addressOf(store.getState().router);
    if (wanted === synced) return;
    synced = wanted;
    void router.navigate(wanted, { replace: true });
  });
  return () => {
    stopRouter();
    stopStore();
  };
}
