import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { fail, loginReply, mockApi } from '../test-utils';

// The app itself is not started here: only that the prerendered form asks for it.
const appStarted = jest.fn();
jest.mock('./main', () => {
  appStarted();
  return {};
});

const LOGIN = 'login';
const ASK = fail(401, 'Enter the 6-digit code from your authenticator app.', [{ param: 'code', msg: 'Enter the 6-digit code from your authenticator app.' }]);
const WRONG = fail(401, 'That code is not right. Try again, or use a recovery code.', [{ param: 'code', msg: 'That code is not right. Try again, or use a recovery code.' }]);

/** The sign-in form as public/index.html paints it before any app code (its inline script unhides it). */
function paintPrerenderedForm() {
  const html = fs.readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');
  document.body.innerHTML = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script>'));
  (document.getElementById('boot-login') as HTMLElement).hidden = false;
}

/** Runs boot.ts as the page does: it wires the form it finds. */
function boot() {
  return jest.isolateModulesAsync(async () => {
    await import('./boot');
  });
}

const visible = (element: HTMLElement) => !element.closest('[hidden]');

/** Types identity and the right password and presses Sign In. */
async function signInWithPassword(identity: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), identity);
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('the prerendered sign-in form (boot.ts)', () => {
  // jsdom has no User Timing; boot.ts marks when the form is usable (npm run bench:paint reads it).
  beforeAll(() => Object.defineProperty(performance, 'mark', { value: () => undefined, configurable: true }));
  beforeEach(async () => {
    appStarted.mockClear();
    window.history.replaceState(null, '', '/login');
    paintPrerenderedForm();
    await boot();
  });

  it('asks for the code after the right password and sends identity, password and code again', async () => {
    const api = mockApi({ [LOGIN]: ASK });
    const user = await signInWithPassword('rahim@shop.test');

    const code = await screen.findByRole('textbox', { name: 'Code from your authenticator app' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(visible(code)).toBe(true);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(visible(screen.getByLabelText('Password'))).toBe(false);
    expect(screen.getByText('Signing in as rahim@shop.test')).toBeInTheDocument();
    expect(document.getElementById('boot-login-failure')).toBeEmptyDOMElement();

    // Not 6 digits: said under the field, not sent.
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(code).toHaveAccessibleDescription('The code has 6 digits');
    expect(api.calls(LOGIN)).toHaveLength(1);

    api.set({ [LOGIN]: WRONG });
    await user.type(code, '3456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not right. Try again, or use a recovery code.'));
    expect(await api.calls(LOGIN)[1].json()).toEqual({ identity: 'rahim@shop.test', password: 'secret-pass', remember: 1, code: '123456' });

    api.set({ [LOGIN]: loginReply('tok-2fa') });
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(appStarted).toHaveBeenCalled());
    expect(await api.calls(LOGIN)[2].json()).toMatchObject({ password: 'secret-pass', code: '654321' });
    expect(window.localStorage.getItem('persist:session')).toContain('tok-2fa');
    // The page the app replaces keeps no password.
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('keeps the device token the sign-in answers, apart from the session, and sends it with the next sign-in to that account', async () => {
    const signedIn = loginReply('tok-1', { device_token: 'device-token-of-rahim' });
    const api = mockApi({ [LOGIN]: signedIn });
    await signInWithPassword('rahim@shop.test');
    // (The app's module was loaded by an earlier test: the stored session says it was signed in.)
    await waitFor(() => expect(window.localStorage.getItem('persist:session')).toContain('tok-1'));
    expect(await api.calls(LOGIN)[0].json()).not.toHaveProperty('device');
    expect(window.localStorage.getItem('persist:session')).not.toContain('device-token-of-rahim');
    expect(window.localStorage.getItem('known-devices')).toContain('device-token-of-rahim');

    // Signed out (the session gone, the device token kept), the page comes back: by the username this time.
    window.localStorage.removeItem('persist:session');
    paintPrerenderedForm();
    await boot();
    await signInWithPassword('Rahim');
    await waitFor(() => expect(api.calls(LOGIN)).toHaveLength(2));
    expect(await api.calls(LOGIN)[1].json()).toEqual({ identity: 'Rahim', password: 'secret-pass', remember: 1, device: 'device-token-of-rahim' });
  });

  it('takes a recovery code instead, and shows the throttle’s message', async () => {
    const api = mockApi({ [LOGIN]: ASK });
    const user = await signInWithPassword('rahim');
    await screen.findByRole('textbox', { name: 'Code from your authenticator app' });

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(recovery).toHaveFocus();
    expect(recovery).toHaveAttribute('inputmode', 'text');

    api.set({ [LOGIN]: fail(429, 'Too many attempts. Try again in 4 minutes.') });
    await user.type(recovery, 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 4 minutes.'));
    expect(await api.calls(LOGIN)[1].json()).toMatchObject({ identity: 'rahim', password: 'secret-pass', code: 'abcde-fghij' });
    expect(appStarted).not.toHaveBeenCalled();

    // Another account: back to email and password, the password gone.
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(visible(screen.getByLabelText('Password'))).toBe(true);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(visible(recovery)).toBe(false);
  });
});
