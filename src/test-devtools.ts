import type { Action, Reducer, StoreEnhancer } from '@reduxjs/toolkit';

/**
 * A recording stand-in for the Redux DevTools extension: every action and every state the real
 * one would receive (through the sanitizers the store hands it), serialized as it sends them.
 * Import it before anything that loads Redux Toolkit: configureStore looks for the extension once,
 * when RTK is loaded.
 */
interface DevToolsOptions {
  actionSanitizer?: (action: Action, id: number) => unknown;
  stateSanitizer?: (state: unknown, index: number) => unknown;
  features?: Record<string, boolean | string>;
}

/** Every action and state sent, as JSON, in order. */
export const devToolsReceived: string[] = [];
/** The options each store connected with. */
export const devToolsConnections: DevToolsOptions[] = [];

type CreateStore = (reducer: Reducer, preloadedState?: unknown) => unknown;

/** Like the extension's own enhancer, it sees each action as the reducer does, and the state after it. */
function recordingEnhancer(options: DevToolsOptions = {}) {
  devToolsConnections.push(options);
  return (createStore: CreateStore) => (reducer: Reducer, preloadedState?: unknown) => {
    let id = 0;
    const recording: Reducer = (state, action) => {
      const next = reducer(state, action);
      const at = id++;
      devToolsReceived.push(JSON.stringify(options.actionSanitizer ? options.actionSanitizer(action, at) : action));
      devToolsReceived.push(JSON.stringify(options.stateSanitizer ? options.stateSanitizer(next, at) : next));
      return next;
    };
    return createStore(recording, preloadedState);
  };
}

/** `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__(options)(...enhancers)`: the extension's enhancer innermost, as the real one puts it. */
const recordingCompose =
  (options?: DevToolsOptions) =>
  (...enhancers: StoreEnhancer[]) =>
  (createStore: CreateStore) =>
    enhancers.reduceRight((composed, enhancer) => (enhancer as unknown as (next: CreateStore) => CreateStore)(composed), recordingEnhancer(options)(createStore));

Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION__: recordingEnhancer, __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: recordingCompose });
