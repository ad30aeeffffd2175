import { screen, waitFor } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { AppRoutes } from '../../app/router';
import { makeStore } from '../../app/store';
import { fieldLabel, fail, meReply, mockApi, ok, renderWithProviders, TEST_ADMIN } from '../../test-utils';

const LOGIN = 'login';
const SIGNED_IN_ADMIN = { ...TEST_ADMIN, gender: null, date_of_birth: null, image: null, phone: null, second_factor_enabled: false };
const loginOk = ok({ user: SIGNED_IN_ADMIN, token: 'tok-123', expires_at: '2030-01-01T00:00:00Z', second_factor_setup_required: false });

function renderLogin() {
  const store = makeStore();
  persistStore(store);
  return renderWithProviders(<AppRoutes />, { route: '/login', store });
}

async function signIn(user: ReturnType<typeof renderLogin>['user'], { remember = true } = {}) {
  await user.type(screen.getByLabelText(fieldLabel('Email')), 'rahim@shop.test');
  await user.type(screen.getByLabelText(fieldLabel('Password')), 'secret-pass');
  if (!remember) await user.click(screen.getByLabelText(fieldLabel('Remember me')));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login page', () => {
  it('asks for email and password before calling the server', async () => {
    const api = mockApi();
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('has Remember me ticked by default and no dead template links', () => {
    mockApi();
    renderLogin();
    expect(screen.getByLabelText(fieldLabel('Remember me'))).toBeChecked();
    expect(screen.queryByText(/forgot password/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'Wrong email or password' when the server answers 401", async () => {
    mockApi({ [LOGIN]: fail(401, 'Invalid credentials') });
    const { user, store } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(store.getState().session.token).toBeNull();
  });

  it('shows the server message when there were too many attempts (429)', async () => {
    mockApi({ [LOGIN]: fail(429, 'Too many attempts. Try again in 15 minutes.') });
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
  });

  it('shows the formatted error otherwise', async () => {
    mockApi({ [LOGIN]: fail(400, 'Invalid input', [{ msg: 'Identity is too long', param: 'identity' }]) });
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Identity is too long');
  });

  it('stores the session in localStorage with Remember me and goes to /', async () => {
    const api = mockApi({ [LOGIN]: loginOk, getMe: meReply() });
    const { user, store } = renderLogin();
    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' })).toBeInTheDocument();
    expect(await api.calls(LOGIN)[0].json()).toEqual({ identity: 'rahim@shop.test', password: 'secret-pass', remember: 1 });
    expect(store.getState().session).toMatchObject({ token: 'tok-123', remember: true });
    await waitFor(() => expect(window.localStorage.getItem('persist:session')).toContain('tok-123'));
    expect(window.sessionStorage.getItem('persist:session')).toBeNull();
    // The token goes out on the next calls.
    expect(api.calls('getMe')[0].headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('keeps the session in sessionStorage only without Remember me', async () => {
    const api = mockApi({ [LOGIN]: loginOk, getMe: meReply() });
    const { user } = renderLogin();
    await signIn(user, { remember: false });

    expect(await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' })).toBeInTheDocument();
    expect(await api.calls(LOGIN)[0].json()).toMatchObject({ remember: 0 });
    await waitFor(() => expect(window.sessionStorage.getItem('persist:session')).toContain('tok-123'));
    expect(window.localStorage.getItem('persist:session')).toBeNull();
  });
});

describe('two-step sign-in', () => {
  const ASK = fail(401, 'Enter the 6-digit code from your authenticator app.', [{ param: 'code', msg: 'Enter the 6-digit code from your authenticator app.' }]);
  const WRONG = fail(401, 'That code is not right. Try again, or use a recovery code.', [
    { param: 'code', msg: 'That code is not right. Try again, or use a recovery code.' },
  ]);
  const codeField = () => screen.getByRole('textbox', { name: /^Code from your authenticator app/ });

  it('asks for the code after the right password, keeps identity and password, and shows a wrong code’s reason under the field', async () => {
    const api = mockApi({ [LOGIN]: ASK, getMe: meReply() });
    const { user, store } = renderLogin();
    await signIn(user);

    const code = await waitFor(codeField);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText('Signing in as rahim@shop.test')).toBeInTheDocument();
    // Asking for the code is no failure: no banner.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Not 6 digits: said here, not sent (a wrong code counts against the account).
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(api.calls(LOGIN)).toHaveLength(1);

    api.set({ [LOGIN]: WRONG });
    await user.type(codeField(), '6');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('That code is not right. Try again, or use a recovery code.'));
    expect(await api.calls(LOGIN)[1].json()).toEqual({ identity: 'rahim@shop.test', password: 'secret-pass', remember: 1, code: '123456' });
    // The password is in the form only, not in the store.
    expect(JSON.stringify(store.getState().api.mutations)).not.toContain('secret-pass');

    api.set({ [LOGIN]: loginOk });
    await user.clear(codeField());
    await user.type(codeField(), '654 321');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' })).toBeInTheDocument();
    expect(await api.calls(LOGIN)[2].json()).toEqual({ identity: 'rahim@shop.test', password: 'secret-pass', remember: 1, code: '654 321' });
    expect(store.getState().session.token).toBe('tok-123');
  });

  it('takes a recovery code instead, and shows the throttle’s message', async () => {
    const api = mockApi({ [LOGIN]: ASK });
    const { user } = renderLogin();
    await signIn(user);
    await waitFor(codeField);

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByRole('textbox', { name: /^Recovery code/ });
    expect(recovery).toHaveFocus();
    expect(recovery).not.toHaveAttribute('inputmode');
    expect(screen.getByText(/Enter one of the recovery codes you saved/)).toBeInTheDocument();

    api.set({ [LOGIN]: fail(429, 'Too many attempts. Try again in 4 minutes.') });
    await user.type(recovery, 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 4 minutes.');
    expect(await api.calls(LOGIN)[1].json()).toMatchObject({ password: 'secret-pass', code: 'abcde-fghij' });

    await user.click(screen.getByRole('button', { name: 'Use a code from your authenticator app instead' }));
    expect(codeField()).toHaveFocus();
  });

  it('starts again with another account, the password forgotten', async () => {
    mockApi({ [LOGIN]: ASK });
    const { user } = renderLogin();
    await signIn(user);
    await waitFor(codeField);
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByLabelText(fieldLabel('Email'))).toHaveValue('');
    expect(screen.getByLabelText(fieldLabel('Password'))).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: /^Code from your authenticator app/ })).not.toBeInTheDocument();
  });
});

describe('known device', () => {
  const withDevice = ok({
    user: SIGNED_IN_ADMIN,
    token: 'tok-123',
    expires_at: '2030-01-01T00:00:00Z',
    second_factor_setup_required: false,
    device_token: 'device-token-of-rahim',
  });

  it('keeps the device token across a sign-out and sends it with the next sign-in to that account, by any of its names', async () => {
    const api = mockApi({ [LOGIN]: withDevice, getMe: meReply(), logout: ok(null) });
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' })).toBeInTheDocument();
    expect(await api.calls(LOGIN)[0].json()).not.toHaveProperty('device');
    // Kept apart from the session.
    await waitFor(() => expect(window.localStorage.getItem('persist:session')).toContain('tok-123'));
    expect(window.localStorage.getItem('persist:session')).not.toContain('device-token-of-rahim');

    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('persist:session')).toBeNull());
    expect(window.localStorage.getItem('known-devices')).toContain('device-token-of-rahim');

    // The username this time, spelt loosely: the same account, the same device.
    await user.type(screen.getByLabelText(fieldLabel('Email')), ' RAHIM ');
    await user.type(screen.getByLabelText(fieldLabel('Password')), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(api.calls(LOGIN)).toHaveLength(2));
    expect(await api.calls(LOGIN)[1].json()).toEqual({ identity: 'RAHIM', password: 'secret-pass', remember: 1, device: 'device-token-of-rahim' });
  });

  it('sends no device token for another account', async () => {
    window.localStorage.setItem('known-devices', JSON.stringify([{ names: ['karim@shop.test', 'karim'], token: 'device-token-of-karim' }]));
    const api = mockApi({ [LOGIN]: fail(401, 'Wrong email or password') });
    const { user } = renderLogin();
    await signIn(user);
    await screen.findByRole('alert');
    expect(await api.calls(LOGIN)[0].json()).toEqual({ identity: 'rahim@shop.test', password: 'secret-pass', remember: 1 });
  });
});
