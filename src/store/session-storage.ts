import type { Storage } from 'redux-persist';
import type { SessionState } from './session-slice';

/**
 * redux-persist storage for the session: the copy goes to localStorage when the admin ticked
 * Remember me, to sessionStorage otherwise, and the other store is cleared so a stale copy cannot
 * come back. Used with `serialize: false` / `deserialize: false`, so it sees the state object.
 */
export const sessionPersistStorage: Storage = {
  async getItem(key: string) {
    const raw = window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  },
  async setItem(key: string, state: Partial<SessionState>) {
    const [keep, drop] = state.remember
      ? [window.localStorage, window.sessionStorage]
      : [window.sessionStorage, window.localStorage];
    drop.removeItem(key);
    keep.setItem(key, JSON.stringify(state));
  },
  async removeItem(key: string) {
    window.localStorage.removeItem(key);
    window.sessionStorage.removeItem(key);
  },
};
