import { screen, waitFor } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { AppRoutes } from '../../app/router';
import { makeStore } from '../../app/store';
import { fieldLabel, fail, meReply, mockApi, ok, renderWithProviders, TEST_ADMIN } from '../../test-utils';

const LOGIN = 'POST /api/admin/login';
const loginOk = ok({ user: { ...TEST_ADMIN, gender: null, date_of_birth: null, image: null, phone: null }, token: 'tok-123', expires_at: '2030-01-01T00:00:00Z' });

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
    const api = mockApi({ [LOGIN]: loginOk, 'GET /api/admin/me': meReply() });
    const { user, store } = renderLogin();
    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' })).toBeInTheDocument();
    expect(await api.calls(LOGIN)[0].json()).toEqual({ identity: 'rahim@shop.test', password: 'secret-pass', remember: 1 });
    expect(store.getState().session).toMatchObject({ token: 'tok-123', remember: true });
    await waitFor(() => expect(window.localStorage.getItem('persist:session')).toContain('tok-123'));
    expect(window.sessionStorage.getItem('persist:session')).toBeNull();
    // The token goes out on the next calls.
    expect(api.calls('GET /api/admin/me')[0].headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('keeps the session in sessionStorage only without Remember me', async () => {
    const api = mockApi({ [LOGIN]: loginOk, 'GET /api/admin/me': meReply() });
    const { user } = renderLogin();
    await signIn(user, { remember: false });

    expect(await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' })).toBeInTheDocument();
    expect(await api.calls(LOGIN)[0].json()).toMatchObject({ remember: 0 });
    await waitFor(() => expect(window.sessionStorage.getItem('persist:session')).toContain('tok-123'));
    expect(window.localStorage.getItem('persist:session')).toBeNull();
  });
});
