/**
 * The entry: a few KB that run before any app code. Signed in, it loads the app at once. Signed
 * out, the sign-in form is already painted by index.html; this wires it (POST /admin/login), keeps
 * the app downloading in the background, and starts the app once signed in — at the address the
 * admin asked for (a deep link comes back after signing in).
 */
import { sessionMessages as m } from '../features/session/messages';
import { errorMessages, type ApiErrorBody } from '../lib/format-error';
import { nextPath } from '../features/session/next-path';
import { codeAsked, codeError, codeProblem } from '../features/session/second-factor-code';
import { deviceTokenFor, keepDeviceToken } from '../features/session/known-device';
import { readSavedSession, savedSessionIsLive, writeSavedSession } from '../store/saved-session';
import { askMeEarly, askScreenDataEarly, forgetScreenRequests } from '../store/early-answers';
import { openStreamEarly } from '../store/early-stream';
import { installUiFont } from './ui-font';
import { acceptLanguage, currentLanguage, storeLanguageSetting } from '../lib/i18n';

// The page's language (screen readers, hyphenation, the font's shaping) and the shipped font, before anything paints with it (index.html names it first).
document.documentElement.lang = currentLanguage();
installUiFont();

// Prefetched as soon as this script runs: the app (the signed-in shell with it) downloads while the
// admin types, and only runs after signing in; it then asks for the screen's code itself (signed-in-app.tsx).
const startApp = () => import(/* webpackChunkName: "app", webpackPrefetch: true */ './main');

function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

/** The login's answer, as far as this form reads it. */
interface LoginBody extends ApiErrorBody {
  data?: {
    user: { id: number; first_name: string; last_name: string; username?: string; email?: string };
    token: string;
    expires_at?: string | null;
    device_token?: string;
  };
}

function wireSignIn(form: HTMLFormElement) {
  const email = byId<HTMLInputElement>('boot-email');
  const password = byId<HTMLInputElement>('boot-password');
  const remember = byId<HTMLInputElement>('boot-remember');
  const failure = byId<HTMLElement>('boot-login-failure');
  const code = byId<HTMLInputElement>('boot-code');
  const codeStep = byId<HTMLElement>('boot-code-step');
  const codeSwitch = byId<HTMLButtonElement>('boot-code-switch');
  const otherAccount = byId<HTMLButtonElement>('boot-code-other');
  const button = form.querySelector('button[type=submit]') as HTMLButtonElement;
  const next = nextPath(new URLSearchParams(window.location.search).get('next') ?? (window.location.pathname === '/login' ? null : window.location.pathname + window.location.search));
  if (window.location.pathname !== '/login') window.history.replaceState(null, '', next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`);

  const fieldError = (input: HTMLInputElement, message: string) => {
    byId(`${input.id}-error`).textContent = message;
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
  };

  // Two-step sign-in: after a right password the server asks for the code; identity and password stay (in the page only) and go again with it.
  let step: 'password' | 'code' | 'recovery-code' = 'password';
  const showStep = (shown: typeof step) => {
    step = shown;
    const asksCode = step !== 'password';
    for (const input of [email, password]) (input.closest('label') as HTMLElement).hidden = asksCode;
    codeStep.hidden = !asksCode;
    code.value = '';
    fieldError(code, '');
    if (!asksCode) return;
    const recovery = step === 'recovery-code';
    byId('boot-code-identity').textContent = m.signingInAs.replace('{identity}', email.value.trim());
    byId('boot-code-hint').textContent = recovery ? m.recoveryCodeHint : m.codeHint;
    byId('boot-code-label').textContent = recovery ? m.recoveryCode : m.code;
    code.inputMode = recovery ? 'text' : 'numeric';
    code.autocomplete = recovery ? 'off' : 'one-time-code';
    codeSwitch.textContent = recovery ? m.useAuthenticatorCode : m.useRecoveryCode;
    otherAccount.textContent = m.otherAccount;
    code.focus();
  };
  codeSwitch.addEventListener('click', () => showStep(step === 'code' ? 'recovery-code' : 'code'));
  otherAccount.addEventListener('click', () => {
    failure.textContent = '';
    password.value = '';
    showStep('password');
    email.focus();
  });

  const submit = async () => {
    failure.textContent = '';
    const asksCode = step !== 'password';
    if (asksCode) {
      const problem = codeProblem(code.value, step === 'recovery-code') ?? '';
      fieldError(code, problem);
      if (problem) return code.focus();
    } else {
      fieldError(email, email.value.trim() ? '' : m.emailRequired);
      fieldError(password, password.value ? '' : m.passwordRequired);
      if (!email.value.trim()) return email.focus();
      if (!password.value) return password.focus();
    }
    button.disabled = true;
    const identity = email.value.trim();
    const device = deviceTokenFor(identity);
    try {
      const response = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage() },
        body: JSON.stringify({
          identity,
          password: password.value,
          remember: remember.checked ? 1 : 0,
          ...(asksCode ? { code: code.value } : {}),
          ...(device ? { device } : {}),
        }),
      });
      const body = (await response.json().catch(() => null)) as LoginBody | null;
      if (!response.ok || !body?.data) {
        button.disabled = false;
        if (codeAsked(response.status, body)) {
          if (!asksCode) return showStep('code');
          fieldError(code, codeError(body) ?? m.codeRequired);
          return code.focus();
        }
        if (response.status === 401 && asksCode) showStep('password');
        failure.textContent =
          response.status === 401 ? m.wrongCredentials : response.status >= 502 && response.status <= 504 ? errorMessages.unreachable : (body?.message ?? errorMessages.generic);
        return;
      }
      const { user, token, expires_at, device_token } = body.data;
      keepDeviceToken([identity, user.email, user.username], device_token);
      writeSavedSession({
        user: { id: user.id, first_name: user.first_name, last_name: user.last_name, username: user.username, email: user.email },
        token,
        expiresAt: expires_at ?? null,
        remember: remember.checked,
      });
      // Signed in: the password is not left in the page the app replaces.
      password.value = '';
      code.value = '';
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

/** English | বাংলা under the form: the choice is kept for this browser (and saved on the account at sign-in); the page reloads in it. */
function wireLanguages() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('#boot-languages [data-language]')) {
    const language = button.dataset.language === 'bn' ? 'bn' : 'en';
    button.setAttribute('aria-pressed', String(language === currentLanguage()));
    button.addEventListener('click', () => {
      if (language === currentLanguage()) return;
      storeLanguageSetting({ language, bengaliDigits: true }, { unsaved: true });
      window.location.reload();
    });
  }
}

const form = document.getElementById('boot-login-form') as HTMLFormElement | null;
const saved = readSavedSession();
if (saved?.token && savedSessionIsLive(saved, Date.now())) {
  // Who is signed in and what they may do, asked while the app downloads (the app takes the answer).
  askMeEarly(saved.token);
  // The screen's first page too, as it asked for it when last opened at this address (the app takes the answer, and draws its rows at once).
  askScreenDataEarly(saved.token, window.location.pathname + window.location.search);
  // The live stream too: once it says ready, the screen's data is asked for (screen-data-preload.ts), before the app has drawn.
  openStreamEarly(saved.token);
  void startApp();
} else {
  // Signed out: which screens were opened with which filters goes with the session.
  forgetScreenRequests();
  if (!form) void startApp();
  else {
    wireSignIn(form);
    wireLanguages();
  }
}
