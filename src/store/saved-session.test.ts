import fs from 'node:fs';
import path from 'node:path';
import { persistStore } from 'redux-persist';
import { makeStore } from '../app/store';
import { signedIn, selectIsSignedIn } from './session-slice';
import { inlineBootScript, migrateSavedSession, readSavedSession, SAVED_SESSION_KEY, SAVED_SESSION_VERSION } from './saved-session';
import { TEST_ADMIN } from '../test-utils';
import { LANGUAGE_STORAGE_KEY } from '../lib/i18n';

const HOUR = 3_600_000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** Starts the store as main.tsx does and waits until the saved copy is in it. */
async function startedStore() {
  const store = makeStore();
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else {
      const stop = persistor.subscribe(() => {
        if (persistor.getState().bootstrapped) {
          stop();
          resolve();
        }
      });
    }
  });
  return { store, persistor };
}

describe('the saved session: one format, versioned, migrated', () => {
  it('a copy saved before versions existed signs the admin in, Remember me read from where it was kept', async () => {
    const old = { user: TEST_ADMIN, token: 'tok-old', expiresAt: inAnHour(), ended: false, _persist: { version: -1, rehydrated: true } };
    window.localStorage.setItem(SAVED_SESSION_KEY, JSON.stringify(old));
    const { store } = await startedStore();
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(store.getState().session).toMatchObject({ user: TEST_ADMIN, token: 'tok-old', remember: true });

    window.localStorage.clear();
    window.sessionStorage.setItem(SAVED_SESSION_KEY, JSON.stringify(old));
    expect(readSavedSession()).toMatchObject({ token: 'tok-old', remember: false, _persist: { version: SAVED_SESSION_VERSION } });
  });

  it('an ended session saved by an older version is signed out; a copy from a newer version is not guessed at', () => {
    expect(migrateSavedSession({ user: TEST_ADMIN, token: null, expiresAt: null, remember: true, ended: true })).toMatchObject({ user: null, token: null });
    expect(migrateSavedSession({ user: TEST_ADMIN, token: 'tok', _persist: { version: SAVED_SESSION_VERSION + 1, rehydrated: true } })).toBeNull();
    expect(migrateSavedSession('garbage')).toBeNull();
  });

  it('the store saves the current version where Remember me says, without what only this tab needs', async () => {
    const { store, persistor } = await startedStore();
    store.dispatch(signedIn({ user: TEST_ADMIN, token: 'tok-new', expiresAt: inAnHour(), remember: false }));
    await persistor.flush();
    expect(window.localStorage.getItem(SAVED_SESSION_KEY)).toBeNull();
    const saved = JSON.parse(window.sessionStorage.getItem(SAVED_SESSION_KEY) ?? 'null');
    expect(saved).toEqual({ user: TEST_ADMIN, token: 'tok-new', expiresAt: expect.any(String), remember: false, _persist: { version: SAVED_SESSION_VERSION, rehydrated: true } });
  });
});

const BENGALI_FORM = { title: 'সাইন ইন', subtitle: 'ব্যাক-অফিস', email: 'ইমেইল', password: 'পাসওয়ার্ড', rememberMe: 'মনে রাখুন', signIn: 'সাইন ইন করুন' };

describe("index.html's inline script is built from the same module", () => {
  const html = fs.readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');

  /** The prerendered page with the inline script run, as a browser runs it before any other script. */
  function paint() {
    document.body.className = '';
    document.body.innerHTML = html.slice(html.indexOf('<div id="root">'), html.indexOf('<!-- Built from'));
    new Function(inlineBootScript(BENGALI_FORM))();
    return !(document.getElementById('boot-login') as HTMLElement).hidden;
  }

  it('index.html holds no copy of the format of its own', () => {
    expect(html).toContain('<%= inlineBootScript %>');
    expect(html).not.toContain('persist:session');
  });

  it('shows the sign-in form exactly when the app would: no session, an expired one, or one without a token', () => {
    expect(paint()).toBe(true);
    window.localStorage.setItem(SAVED_SESSION_KEY, JSON.stringify({ user: TEST_ADMIN, token: 'tok', expiresAt: inAnHour() }));
    expect(paint()).toBe(false);
    window.localStorage.setItem(SAVED_SESSION_KEY, JSON.stringify({ user: TEST_ADMIN, token: 'tok', expiresAt: new Date(Date.now() - HOUR).toISOString() }));
    expect(paint()).toBe(true);
    window.localStorage.clear();
    window.sessionStorage.setItem(SAVED_SESSION_KEY, JSON.stringify({ user: TEST_ADMIN, token: null }));
    expect(paint()).toBe(true);
  });

  it('paints dark at once when the admin chose dark', () => {
    window.localStorage.setItem('persist:ui', JSON.stringify({ themeMode: '"dark"', sidebarOpen: 'true' }));
    paint();
    expect(document.body.className).toBe('dark');
  });

  it('paints the form in the language the app opens in: Bengali when chosen, or first in the browser\'s list', () => {
    const texts = () => [...document.querySelectorAll('[data-text]')].map((element) => element.textContent);
    paint();
    expect(document.documentElement.lang).toBe('en');
    expect(texts()).toEqual(['Sign in', 'Shop Admin back-office', 'Email', 'Password', 'Remember me', 'Sign In']);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify({ language: 'bn', bengaliDigits: true }));
    paint();
    expect(document.documentElement.lang).toBe('bn');
    expect(document.title).toBe('সাইন ইন · Shop Admin');
    expect(texts()).toEqual(['সাইন ইন', 'ব্যাক-অফিস', 'ইমেইল', 'পাসওয়ার্ড', 'মনে রাখুন', 'সাইন ইন করুন']);
    window.localStorage.clear();
    const languages = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['bn-BD', 'en-US']);
    paint();
    expect(document.documentElement.lang).toBe('bn');
    languages.mockReturnValue(['en-GB', 'bn']);
    paint();
    expect(document.documentElement.lang).toBe('en');
    languages.mockRestore();
  });
});
