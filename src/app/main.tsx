import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { makeStore } from './store';
import { App } from './app';

const store = makeStore();
const persistor = persistStore(store);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
);
