import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { BrowserRouter } from 'react-router';
import type { AppStore } from './store';
import { AppProviders } from './app-providers';
import { AppRoutes } from './router';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <AppProviders store={store}>
      {/* Wait for the stored session and preferences before choosing between /login and the app. */}
      <PersistGate persistor={persistor} loading={null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PersistGate>
    </AppProviders>
  );
}
