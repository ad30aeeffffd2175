import { matchPath } from 'react-router';
import type { FeatureRoute } from '../components/feature-route';
import { mayCall } from '../components/use-permissions';
import { api } from '../store/api';
import type { AppStore } from './store';

/** GET /admin/me's answer in the cache: one selector, not a new one at every action the store sees. */
const selectMe = api.endpoints.getMe.select();

/**
 * Asks for the first request of each screen navigated to (its route's `preload`) the moment the
 * store's location changes — before React renders the screen, while its code loads — and, on a
 * full load, for the screen at the address as soon as it may: GET /admin/me has said the admin may
 * open it (a screen the admin may not open asks for nothing), and the live stream has said
 * `ready`. Fetched before that, the answer would be dropped and asked again by the stream's first
 * refresh (use-live-events.ts); with no stream (a server without /events), the screen asks for its
 * data itself, as without this. Returns the function that stops it.
 */
export function preloadScreenData(store: AppStore, routes: readonly FeatureRoute[]): () => void {
  let asked = '';
  const check = () => {
    const state = store.getState();
    // The root state holds the base api's slice, typed before the endpoints were retyped (as in live-toasts.tsx).
    const me = selectMe(state as never).data?.data;
    // Signed out, the permissions or the stream not ready yet: the screen is asked for once they are.
    if (!me || !state.live.ready) {
      asked = '';
      return;
    }
    const address = `${state.router.pathname}${state.router.search}`;
    if (address === asked) return;
    asked = address;
    const route = routes.find((candidate) => matchPath(candidate.path, state.router.pathname));
    if (route?.preload && mayCall(me, route.operationId)) store.dispatch(route.preload(new URLSearchParams(state.router.search), state));
  };
  check();
  return store.subscribe(check);
}
