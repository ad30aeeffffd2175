import type { Storage } from 'redux-persist';
import type { SessionState } from './session-slice';
import { LANGUAGE_STORAGE_KEY, languageOfBrowser } from '../lib/i18n';

/**
 * The saved session: the one definition of how a signed-in admin is kept in the browser. Three
 * readers use it and nothing else: the store (redux-persist, `sessionPersistConfig`), the small boot
 * script that signs in before the app has loaded (`writeSavedSession`, `savedSessionIsLive`), and the
 * inline script of index.html, which webpack builds from `inlineBootScript()` (it decides, before
 * any script has loaded, whether to paint the sign-in form).
 *
 * The copy goes to localStorage when the admin ticked Remember me, to sessionStorage otherwise (the
 * other store is cleared, so a stale copy cannot come back). Its shape is the session slice's state
 * plus redux-persist's `_persist` stamp; `SAVED_SESSION_VERSION` numbers that shape and
 * `migrateSavedSession` brings an older copy up to it.
 */
export const SAVED_SESSION_KEY = 'persist:session';
/** The ui slice's saved copy (redux-persist's default format: each field JSON-encoded once more). */
export const SAVED_UI_KEY = 'persist:ui';

/** The prerendered sign-in form's texts (index.html's `data-text` names), in one language. */
export type SignInFormTexts = Record<'title' | 'subtitle' | 'email' | 'password' | 'rememberMe' | 'signIn', string>;

/**
 * The saved shape's version. 1: `remember` and `expiresAt` always present, `ended` never saved (an
 * ended session is signed out after a reload). Copies saved before versions existed are -1.
 */
export const SAVED_SESSION_VERSION = 1;

export type SavedSession = Pick<SessionState, 'user' | 'token' | 'expiresAt' | 'remember'> & {
  _persist: { version: number; rehydrated: boolean };
};

/** What a saved copy must have, at least, to be a session at all. */
function isSessionLike(value: unknown): value is Partial<SavedSession> & Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Any earlier saved copy, as the current version. Version -1 (before versions): `remember` was
 * missing in the oldest copies (the storage it sits in says it: localStorage means remembered), an
 * `ended` session was saved with its token gone. Unknown future versions are not guessed at: null.
 */
export function migrateSavedSession(saved: unknown, storedIn: 'local' | 'session' = 'local'): SavedSession | null {
  if (!isSessionLike(saved)) return null;
  const version = typeof saved._persist?.version === 'number' ? saved._persist.version : -1;
  if (version > SAVED_SESSION_VERSION) return null;
  const ended = saved.ended === true;
  return {
    user: ended ? null : (saved.user ?? null),
    token: ended ? null : typeof saved.token === 'string' ? saved.token : null,
    expiresAt: typeof saved.expiresAt === 'string' ? saved.expiresAt : null,
    remember: typeof saved.remember === 'boolean' ? saved.remember : storedIn === 'local',
    _persist: { version: SAVED_SESSION_VERSION, rehydrated: true },
  };
}

/**
 * A saved session lets the admin in: a user and a token, and the token not run out. Written with
 * nothing from outside its body (no imports, no optional chaining): index.html runs its source as it is.
 */
export function savedSessionIsLive(session: { user?: unknown; token?: unknown; expiresAt?: unknown } | null, now: number): boolean {
  if (!session || !session.user || typeof session.token !== 'string' || !session.token) return false;
  return !(typeof session.expiresAt === 'string' && Date.parse(session.expiresAt) <= now);
}

function parse(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The saved session, migrated; null when none (or storage refuses to be read). */
export function readSavedSession(): SavedSession | null {
  try {
    const local = window.localStorage.getItem(SAVED_SESSION_KEY);
    if (local !== null) return migrateSavedSession(parse(local), 'local');
    return migrateSavedSession(parse(window.sessionStorage.getItem(SAVED_SESSION_KEY)), 'session');
  } catch {
    return null;
  }
}

/** Saves a session where its Remember me says, and clears the other store. */
export function writeSavedSession(session: Pick<SessionState, 'user' | 'token' | 'expiresAt' | 'remember'>): void {
  const saved: SavedSession = {
    user: session.user,
    token: session.token,
    expiresAt: session.expiresAt,
    remember: session.remember,
    _persist: { version: SAVED_SESSION_VERSION, rehydrated: true },
  };
  const [keep, drop] = session.remember ? [window.localStorage, window.sessionStorage] : [window.sessionStorage, window.localStorage];
  drop.removeItem(SAVED_SESSION_KEY);
  keep.setItem(SAVED_SESSION_KEY, JSON.stringify(saved));
}

/**
 * redux-persist storage for the session slice (used with `serialize: false`, so it sees the state
 * object). The slice's state is saved through `writeSavedSession`, so the stored shape is this
 * module's whatever the slice carries besides.
 */
const savedSessionStorage: Storage = {
  async getItem() {
    return readSavedSession();
  },
  async setItem(_key: string, state: SessionState) {
    writeSavedSession(state);
  },
  async removeItem() {
    window.localStorage.removeItem(SAVED_SESSION_KEY);
    window.sessionStorage.removeItem(SAVED_SESSION_KEY);
  },
};

/** The session slice's redux-persist configuration (`deserialize` exists at run time but not in redux-persist 6's types). */
export const sessionPersistConfig = {
  key: 'session',
  storage: savedSessionStorage,
  serialize: false as const,
  deserialize: false as const,
  version: SAVED_SESSION_VERSION,
  // readSavedSession has already migrated the copy; redux-persist's own check then sees the current version.
  migrate: async (state: unknown) => state as never,
};

/**
 * The inline script of index.html (webpack puts it there, and the server allows it by its hash): before
 * any other script, the page's language (the form's texts in Bengali when that is the browser's,
 * `bengali`), dark mode when the admin chose it, and — when no live session is saved — the
 * prerendered sign-in form shown and focused, with a submit made before boot.js arrives kept for it.
 */
export function inlineBootScript(bengali: SignInFormTexts): string {
  return `(function () {
  function stored(key) {
    try { return JSON.parse(localStorage.getItem(key) || sessionStorage.getItem(key) || 'null'); } catch (e) { return null; }
  }
  var isLive = ${savedSessionIsLive.toString()};
  var languageOf = ${languageOfBrowser.toString()};
  var language = 'en';
  try { language = languageOf(localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}), navigator.languages || [navigator.language]); } catch (e) {}
  document.documentElement.lang = language;
  if (language === 'bn') {
    var bengali = ${JSON.stringify(bengali)};
    document.title = bengali.title + ' · Shop Admin';
    var texts = document.querySelectorAll('[data-text]');
    for (var i = 0; i < texts.length; i++) texts[i].textContent = bengali[texts[i].getAttribute('data-text')];
  }
  var ui = stored(${JSON.stringify(SAVED_UI_KEY)});
  if (ui && ui.themeMode === '"dark"') document.body.className = 'dark';
  if (isLive(stored(${JSON.stringify(SAVED_SESSION_KEY)}), Date.now())) return;
  document.getElementById('boot-login').hidden = false;
  document.getElementById('boot-login-form').addEventListener('submit', function (event) {
    event.preventDefault();
    window.__signInPending = true;
  });
  if (!document.activeElement || document.activeElement === document.body) document.getElementById('boot-email').focus();
})();`;
}
