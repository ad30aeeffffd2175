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
import { api as shopApi, TAG_TYPES } from '../store/api';
import { sessionSlice, signedIn, signedOut, type SessionState } from '../store/session-slice';
import { sessionPersistStorage } from '../store/session-storage';
import { uiSlice, type UiState } from '../features/layout/ui-slice';
import { tablePrefsSlice, type TablePrefsState } from '../components/data-table/table-prefs-slice';
import { liveSlice, type LiveState } from '../store/live/live-slice';
import { sanitizeForDevTools } from '../store/devtools-sanitizer';

/** `deserialize` exists at run time in redux-persist 6 but is missing from its types. */
type RawPersistConfig<S> = PersistConfig<S> & { serialize: false; deserialize: false };

const sessionPersist: RawPersistConfig<SessionState> = {
  key: 'session',
  storage: sessionPersistStorage,
  serialize: false,
  deserialize: false,
};
const uiPersist: PersistConfig<UiState> = { key: 'ui', storage: localStorage };
const tablesPersist: PersistConfig<TablePrefsState> = { key: 'tables', storage: localStorage };
const livePersist: PersistConfig<LiveState> = { key: 'live', storage: localStorage };

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: persistReducer(sessionPersist, sessionSlice.reducer),
  ui: persistReducer(uiPersist, uiSlice.reducer),
  tables: persistReducer(tablesPersist, tablePrefsSlice.reducer),
  live: persistReducer(livePersist, liveSlice.reducer),
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Cached server data belongs to the admin who fetched it: drop it on sign-out, and when someone else
 * signs in after a session ended. An ended session keeps it (the screen stays, with its draft),
 * and signing in again as the same admin refreshes what failed meanwhile.
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
    }
  },
});

/**
 * Redux DevTools connects in development (and tests) always, in a production build only when it was
 * built with SHOP_ADMIN_DEVTOOLS=1 (a staging build for testers); either way it sees no secret.
 */
const devToolsConnected = process.env.NODE_ENV !== 'production' || process.env.SHOP_ADMIN_DEVTOOLS === '1';

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    devTools: devToolsConnected && { name: 'Shop Admin', actionSanitizer: sanitizeForDevTools, stateSanitizer: sanitizeForDevTools },
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
