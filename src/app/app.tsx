import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { AppStore } from './store';
import { AppProviders } from './app-providers';
import { AppRoutes } from './router';
import { syncLocation } from './location-sync';
import { ReplayDialog } from './replay-dialog';

/**
 * A data router (rather than <BrowserRouter>) so a form can hold a navigation while it has unsaved
 * changes (`useBlocker`). The routes themselves stay declared with <Routes> below it.
 */
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

/** `replay`: opened at `/?replay` (a tester loads a recorded session, replay-dialog.tsx). */
export function App({ store, persistor, replay = false }: { store: AppStore; persistor: Persistor; replay?: boolean }) {
  // The location is part of the store (router-slice.ts): DevTools' time travel moves between screens.
  useEffect(() => syncLocation(router, store), [store]);
  return (
    <AppProviders store={store}>
      {/* Wait for the stored session and preferences before choosing between /login and the app. */}
      <PersistGate persistor={persistor} loading={null}>
        <RouterProvider router={router} />
        {replay && <ReplayDialog persistor={persistor} />}
      </PersistGate>
    </AppProviders>
  );
}
