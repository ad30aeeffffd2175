import { screenAt, type FeatureRoute } from '../components/feature-route';
import { mayCall, selectMe } from '../components/use-permissions';
import { api } from '../store/api';
import { authorizationHeader } from '../store/base-api';
import { earlyStreamReadyAt, onEarlyStreamReady } from '../store/early-stream';
import { expectScreenRequests } from '../store/early-answers';
import type { ScreenRequests } from '../components/screen-preload';
import type { AppDispatch, AppStore } from './store';

/** The stores a preloader runs for. */
const preloading = new WeakSet<AppStore>();

/**
 * Asks for the first request of each screen navigated to (its route's `preload`) the moment the
 * store's location changes — before React renders the screen, while its code loads — and, on a
 * full load, for the screen at the address as soon as it may: GET /admin/me has said the admin may
 * open it (a screen the admin may not open asks for nothing). With a server that places its
 * answers among the live changes (live-position.ts), at once: the stream's first `ready` keeps an
 * answer placed at or after where the stream starts (use-live-events.ts). With one that does not,
 * once the live stream has said `ready`: the one the entry opened while the app loaded
 * (early-stream.ts), or the app's own once its first refresh is applied; fetched before that, the
 * answer would be dropped and asked again by that refresh, and with no stream (a server without
 * /events) the screen asks for its data itself, as without this. The code of the screen at the
 * address is asked for at once. Returns the function that stops it.
 */
export function preloadScreenData(store: AppStore, routes: readonly FeatureRoute[]): () => void {
  // One per store: the app's entry starts it before React has drawn (main.tsx), the signed-in app when it mounts.
  if (preloading.has(store)) return () => undefined;
  preloading.add(store);
  // A full load of a screen's address: its code downloads beside GET /admin/me, not once the permissions have answered (the route mounts then).
  screenAt(routes, window.location.pathname)?.route.element.preload();
  let asked = '';
  let later: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const state = store.getState();
    const me = selectMe(state);
    const earlyReadyAt = state.live.ready ? null : earlyStreamReadyAt(authorizationHeader(state));
    // Signed out, the permissions or the stream not ready yet: the screen is asked for once they are.
    // A server that places its answers (live-position.ts) needs no wait for the stream: an answer
    // placed at or after where the stream starts is kept by its first `ready` whenever it comes.
    if (!me || (!state.live.ready && earlyReadyAt === null && !state.live.placed)) {
      asked = '';
      return;
    }
    // Asked in the same millisecond as the early `ready` arrived, the answer would count as older than the stream and be refreshed.
    if (!state.live.placed && earlyReadyAt !== null && Date.now() <= earlyReadyAt) {
      clearTimeout(later);
      later = setTimeout(check, 1);
      return;
    }
    const address = `${state.router.pathname}${state.router.search}`;
    if (address === asked) return;
    asked = address;
    const screen = screenAt(routes, state.router.pathname);
    if (screen?.route.preload && mayCall(me, screen.route.operationId)) {
      // Their URLs are remembered once they answer: the entry asks them early at the next full load of this address (early-answers.ts).
      expectScreenRequests(address, dispatchPreload(store, screen.route.preload(new URLSearchParams(state.router.search), state, screen.params)));
    }
  };
  check();
  const stopStore = store.subscribe(check);
  const stopEarly = onEarlyStreamReady(check);
  return () => {
    preloading.delete(store);
    clearTimeout(later);
    stopStore();
    stopEarly();
  };
}

/** Dispatches a screen's preload; returns the query cache keys its requests were asked under (what each query's `initiate` returned), in order. */
function dispatchPreload(store: AppStore, preload: ScreenRequests): string[] {
  const queryCacheKeys: string[] = [];
  // A prefetch dispatches its query's `initiate` through the dispatch it is given: this one sees what that returned.
  const dispatch = ((action: Parameters<AppDispatch>[0]) => {
    const result: unknown = store.dispatch(action);
    if (typeof result === 'object' && result !== null && 'queryCacheKey' in result && typeof result.queryCacheKey === 'string') queryCacheKeys.push(result.queryCacheKey);
    return result;
  }) as AppDispatch;
  for (const prefetch of [preload].flat()) prefetch(dispatch, store.getState, undefined);
  return queryCacheKeys;
}

/**
 * A full load, signed in, as soon as the stored session has been read (before React has drawn
 * anything): asks for GET /admin/me (taking the entry's early answer, early-answers.ts) and starts
 * preloadScreenData, so the screen's data is asked for once the permissions and the entry's early
 * stream allow, while the app's code runs and its layout is drawn.
 */
export function preloadFromStart(store: AppStore, routes: readonly FeatureRoute[]): void {
  if (!authorizationHeader(store.getState())) return;
  void store.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }));
  preloadScreenData(store, routes);
}
