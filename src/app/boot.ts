/**
 * The entry: a few KB that run before any app code. Signed in, it loads the app at once. Signed
 * out, the sign-in form is already painted by index.html; this wires it (POST /admin/login), keeps
 * the app downloading in the background, and starts the app once signed in — at the address the
 * admin asked for (a deep link comes back after signing in).
 */
import { sessionMessages as m } from '../features/session/messages';
import { errorMessages } from '../lib/format-error';
import { nextPath } from '../features/session/next-path';

const SESSION_KEY = 'persist:session';

interface StoredSession {
  user?: unknown;
  token?: string | null;
  expiresAt?: string | null;
}

function storedSession(): StoredSession | null {
  try {
    return JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? window.sessionStorage.getItem(SESSION_KEY) ?? 'null') as StoredSession | null;
  } catch {
    return null;
  }
}

function signedIn(): boolean {
  const session = storedSession();
  return Boolean(session?.user && session.token) && !(session?.expiresAt && Date.parse(session.expiresAt) <= Date.now());
}

// Prefetched as soon as this script runs: the app downloads while the admin types (and only runs after signing in).
const startApp = () => import(/* webpackChunkName: "app", webpackPrefetch: true */ './main');

function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

function wireSignIn(form: HTMLFormElement) {
  const email = byId<HTMLInputElement>('boot-email');
  const password = byId<HTMLInputElement>('boot-password');
  const remember = byId<HTMLInputElement>('boot-remember');
  const failure = byId<HTMLElement>('boot-login-failure');
  const button = form.querySelector('button') as HTMLButtonElement;
  const next = nextPath(new URLSearchParams(window.location.search).get('next') ?? (window.location.pathname === '/login' ? null : window.location.pathname + window.location.search));
  if (window.location.pathname !== '/login') window.history.replaceState(null, '', next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`);

  const fieldError = (input: HTMLInputElement, message: string) => {
    byId(`${input.id}-error`).textContent = message;
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
  };

  const submit = async () => {
    failure.textContent = '';
    fieldError(email, email.value.trim() ? '' : m.emailRequired);
    fieldError(password, password.value ? '' : m.passwordRequired);
    if (!email.value.trim()) return email.focus();
    if (!password.value) return password.focus();
    button.disabled = true;
    try {
      const response = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: email.value.trim(), password: password.value, remember: remember.checked ? 1 : 0 }),
      });
      const body = (await response.json().catch(() => null)) as { message?: string; data?: { user: { id: number; first_name: string; last_name: string; username?: string; email?: string }; token: string; expires_at?: string | null } } | null;
      if (!response.ok || !body?.data) {
        failure.textContent =
          response.status === 401 ? m.wrongCredentials : response.status >= 502 && response.status <= 504 ? errorMessages.unreachable : (body?.message ?? errorMessages.generic);
        button.disabled = false;
        return;
      }
      const { user, token, expires_at } = body.data;
      // The session slice's persisted shape (redux-persist, see store/session-storage.ts).
      const session = {
        user: { id: user.id, first_name: user.first_name, last_name: user.last_name, username: user.username, email: user.email },
        token,
        expiresAt: expires_at ?? null,
        remember: remember.checked,
        ended: false,
        _persist: { version: -1, rehydrated: true },
      };
      const [keep, drop] = remember.checked ? [window.localStorage, window.sessionStorage] : [window.sessionStorage, window.localStorage];
      drop.removeItem(SESSION_KEY);
      keep.setItem(SESSION_KEY, JSON.stringify(session));
      window.history.replaceState(null, '', next);
      await startApp();
    } catch {
      failure.textContent = navigator.onLine === false ? errorMessages.offline : errorMessages.unreachable;
      button.disabled = false;
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
  const pending = (window as { __signInPending?: boolean }).__signInPending;
  if (pending) void submit();
  performance.mark('sign-in-usable');
}

const form = document.getElementById('boot-login-form') as HTMLFormElement | null;
if (signedIn() || !form) void startApp();
else wireSignIn(form);
