import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { AppStore } from './store';
import { AppProviders } from './app-providers';
import { AppRoutes } from './router';

/**
 * A data router (rather than <BrowserRouter>) so a form can hold a navigation while it has unsaved
 * changes (`useBlocker`). The routes themselves stay declared with <Routes> below it.
 */
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <AppProviders store={store}>
      {/* Wait for the stored session and preferences before choosing between /login and the app. */}
      <PersistGate persistor={persistor} loading={null}>
        <RouterProvider router={router} />
      </PersistGate>
    </AppProviders>
  );
}
