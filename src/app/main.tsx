import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { setupListeners } from '@reduxjs/toolkit/query';
import { makeStore } from './store';
import { App } from './app';
import { commonMessages } from '../components/messages';

document.title = commonMessages.appName;
const store = makeStore();
const persistor = persistStore(store);
// Window focus and reconnect refetch the queries that ask for it (GET /admin/me: permissions).
setupListeners(store.dispatch);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} persistor={persistor} replay={new URLSearchParams(window.location.search).has('replay')} />
  </StrictMode>,
);
