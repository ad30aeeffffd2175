import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  type PersistConfig,
} from 'redux-persist';
import localStorage from 'redux-persist/lib/storage';
import { baseApi } from '../store/base-api';
import { forgetScreenRequests } from '../store/early-answers';
import { api as shopApi, TAG_TYPES } from '../store/api';
import { sessionSlice, signedIn, signedOut, type SessionState } from '../store/session-slice';
import { sessionPersistConfig } from '../store/saved-session';
import { uiSlice, type UiState } from '../features/layout/ui-slice';
import { tablePrefsSlice, type TablePrefsState } from '../store/tables-slice';
import { selectionSlice } from '../store/selection-slice';
import { routerSlice } from '../store/router-slice';
import { liveSlice, type LiveState } from '../store/live/live-slice';
import { withReplay } from '../store/replay';
import { sanitizeForDevTools } from '../store/devtools-sanitizer';

const uiPersist: PersistConfig<UiState> = { key: 'ui', storage: localStorage };
const tablesPersist: PersistConfig<TablePrefsState> = { key: 'tables', storage: localStorage };
// The sound switch only: what the live events brought to the lists belongs to this session.
const livePersist: PersistConfig<LiveState> = { key: 'live', storage: localStorage, whitelist: ['soundOn'] };

/**
 * The app's reducer. A factory because redux-persist keeps state in each persistReducer: folding a
 * recording (replay.ts) runs through a fresh one, which neither saves nor ignores what it replays.
 *
 * Saved in this browser: the session (saved-session.ts), the shell's and each list's choices, the
 * live settings. Not saved: the location (the address bar has it), each list's selection (never
 * carried into another session) and the api cache.
 */
export function createRootReducer() {
  return withReplay(
    combineReducers({
      [baseApi.reducerPath]: baseApi.reducer,
      router: routerSlice.reducer,
      session: persistReducer<SessionState>(sessionPersistConfig as PersistConfig<SessionState>, sessionSlice.reducer),
      ui: persistReducer(uiPersist, uiSlice.reducer),
      tables: persistReducer(tablesPersist, tablePrefsSlice.reducer),
      selection: selectionSlice.reducer,
      live: persistReducer(livePersist, liveSlice.reducer),
    }),
  );
}
const rootReducer = createRootReducer();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Cached server data belongs to the admin who fetched it: drop it on sign-out, and when someone else
 * signs in after a session ended, with which screens were opened with which filters
 * (early-answers.ts). An ended session keeps it (the screen stays, with its draft), and signing in
 * again as the same admin refreshes what failed meanwhile.
 */
const sessionEnd = createListenerMiddleware();
sessionEnd.startListening({
  matcher: isAnyOf(signedOut, signedIn),
  effect: (action, api) => {
    const before = (api.getOriginalState() as RootState).session;
    if (signedIn.match(action) && before.ended && before.user?.id === action.payload.user.id) {
      api.dispatch(shopApi.util.invalidateTags([...TAG_TYPES]));
    } else {
      api.dispatch(baseApi.util.resetApiState());
      forgetScreenRequests();
    }
  },
});

/** Set to 'on' in a browser's localStorage to connect a production build to Redux DevTools there. */
export const DEVTOOLS_SWITCH_KEY = 'shop-admin:devtools';

/**
 * Redux DevTools connects in development (and tests) always; in a production build when it was built
 * with SHOP_ADMIN_DEVTOOLS=1 (a staging build for testers) or when this browser was switched on
 * (`localStorage['shop-admin:devtools'] = 'on'`): it costs a copy of the state per action, so not
 * for every admin. Either way it sees no secret. Its Import is off: a recording carries no token,
 * so it is loaded back through `/?replay`, which keeps the tester's own sign-in (replay.ts).
 */
function devToolsConnected(): boolean {
  if (process.env.NODE_ENV !== 'production' || process.env.SHOP_ADMIN_DEVTOOLS === '1') return true;
  try {
    return window.localStorage.getItem(DEVTOOLS_SWITCH_KEY) === 'on';
  } catch {
    return false;
  }
}

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    devTools: devToolsConnected() && {
      name: 'Shop Admin',
      actionSanitizer: sanitizeForDevTools,
      stateSanitizer: sanitizeForDevTools,
      features: { pause: true, lock: true, persist: true, export: true, import: false, jump: true, skip: true, reorder: true, dispatch: true },
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 200 },
        // Development-only checks: the api cache of a 50-row page takes more than their 32 ms default.
        immutableCheck: { warnAfter: 200 },
      })
        .prepend(sessionEnd.middleware)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
