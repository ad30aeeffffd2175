import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { setupListeners } from '@reduxjs/toolkit/query';
import { makeStore } from './store';
import { App } from './app';
import { featureRoutes } from './feature-routes';
import { preloadFromStart } from './screen-data-preload';
import { commonMessages } from '../components/messages';

document.title = commonMessages.appName;
const store = makeStore();
// Signed in, the permissions and then the screen's data are asked for once the stored session is read, while React draws the app.
const persistor = persistStore(store, null, () => preloadFromStart(store, featureRoutes));
// Window focus and reconnect refetch the queries that ask for it (GET /admin/me: permissions).
setupListeners(store.dispatch);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} persistor={persistor} replay={new URLSearchParams(window.location.search).has('replay')} />
  </StrictMode>,
);
