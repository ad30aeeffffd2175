// First: the recording extension must be on `window` before Redux Toolkit loads.
import { devToolsConnections, devToolsReceived } from '../test-devtools';
import { useEffect } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { persistStore } from 'redux-persist';
import { AppRoutes } from './router';
import { makeStore } from './store';
import { REDACTED } from '../store/devtools-sanitizer';
import type { TopupOrder, User } from '../store/api';
import { fail, fieldLabel, loginReply, meReply, mockApi, ok, okPage, renderWithProviders, signedInState, TEST_ADMIN_RECORD, type Stubs } from '../test-utils';

const TOKEN = 'session-token-7f3a9c';
const STORED_TOKEN = 'stored-session-token-5d1e';
const OLD_DEVICE = 'device-token-known-41bd';
const NEW_DEVICE = 'device-token-answered-8e2c';
const PASSWORD = 'sign-in-password-Q7';
const LOGIN_CODE = '482-913';
const SETUP_SECRET = 'KRSXG5CTMVRXEZLU';
const OTPAUTH_URL = `otpauth://totp/Shop%20Admin:rahim%40shop.test?secret=${SETUP_SECRET}&issuer=Shop%20Admin`;
const CONFIRM_PASSWORD = 'confirm-enrol-password-X2';
const CONFIRM_CODE = '604 217';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `qrst${i}-uvwx${i}`);
const NEW_RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `mnop${i}-jklz${i}`);
const REGENERATE_CODE = '731-085';
const OLD_PASSWORD_WRONG = 'old-password-wrong-K1';
const OLD_PASSWORD = 'old-password-right-K2';
const NEW_PASSWORD = 'new-password-chosen-K3';
const ADMIN_PASSWORD = 'new-admin-password-M5';
const CUSTOMER_PASSWORD = 'customer-password-N6';

function order(id: number): TopupOrder {
  return {
    id, user_id: 200 + id, package_id: 7, name: '100 Diamonds', amount: '95.00', status: 'pending', playerid: `PLAYER${id}`,
    ingamepassword: `ingame-pass-${id}-zq`, accounttype: 'Facebook', securitycode: `secure-code-${id}-zq`, transaction_id: `TX${id}`,
    phone: '01722000000', voucher_data: null, completed_by: null, completed_by_name: null, order_note: null, completed_at: null,
    created_at: '2026-11-21T08:00:00Z', product_name: 'Free Fire', product_image: 'http://localhost/images/ff.png', username: `gamer${id}`,
    user_email: `gamer${id}@mail.test`, user_phone: '01833000000',
  };
}
const ORDERS = [order(1), order(2)];
const MY_ORDERS = [order(9)];

const CUSTOMER: User = {
  id: 5, username: 'sadia', account_status: 'active', is_banned: 0, avatar: null, phone: '01710000005', email: 'sadia@example.com',
  wallet: '150.50', earn_wallet: '0.00', scores: 0, provider: null, is_phone_verify: 1, address: 'Road 5', city: 'Dhaka', zip_code: '1207',
  created_at: '2025-11-20T10:00:00+06:00',
};
const NEW_ADMIN = { ...TEST_ADMIN_RECORD, id: 3, first_name: 'Imran', last_name: 'Hossain', username: 'imran', email: 'imran@shop.test', is_super_admin: false, created_at: '2025-11-01T08:00:00.000Z' };

/** Every secret the screens handled: none may reach DevTools. */
const SECRETS = [
  TOKEN, STORED_TOKEN, OLD_DEVICE, NEW_DEVICE, PASSWORD, LOGIN_CODE, SETUP_SECRET, OTPAUTH_URL, CONFIRM_PASSWORD, CONFIRM_CODE, REGENERATE_CODE,
  ...RECOVERY_CODES, ...NEW_RECOVERY_CODES, OLD_PASSWORD_WRONG, OLD_PASSWORD, NEW_PASSWORD, ADMIN_PASSWORD, CUSTOMER_PASSWORD,
  ...[...ORDERS, ...MY_ORDERS].flatMap((row) => [row.ingamepassword as string, row.securitycode as string]),
];

/** The router's navigate, for moving between screens as the sidebar would. */
let goTo: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    goTo = (path) => void navigate(path);
  }, [navigate]);
  return null;
}
const open = (path: string) => act(() => goTo(path));

const STUBS: Stubs = {
  login: async (request) => {
    const body = (await request.json()) as { code?: string };
    if (!body.code) return fail(401, 'Enter the 6-digit code from your authenticator app.', [{ param: 'code', msg: 'Enter the 6-digit code from your authenticator app.' }]);
    return loginReply(TOKEN, { device_token: NEW_DEVICE });
  },
  getMe: meReply({ superAdmin: true }),
  listOrders: ok({ orders: ORDERS, order_count: ORDERS.length }),
  listMyPackageOrders: ok({ orders: MY_ORDERS, order_count: MY_ORDERS.length }),
  listOrderMessages: ok([]),
  listMySessions: ok([]),
  changePassword: fail(400, 'Old password is incorrect', [{ param: 'old_password', msg: 'Old password is incorrect' }]),
  beginSecondFactorSetup: ok({ secret: SETUP_SECRET, otpauth_url: OTPAUTH_URL }),
  confirmSecondFactor: ok({ recovery_codes: RECOVERY_CODES }),
  regenerateRecoveryCodes: ok({ recovery_codes: NEW_RECOVERY_CODES }),
  createAdmin: ok(NEW_ADMIN),
  listAdmins: okPage([NEW_ADMIN]),
  // Customer 5 is the only one opened.
  getUser: ok(CUSTOMER),
  listUserWalletChanges: okPage([]),
  listUserOrders: okPage([]),
  listUserWalletAdds: okPage([]),
  updateUser: ok(CUSTOMER),
};

/** The whole app at `route` with a store of its own (signed in with STORED_TOKEN, or signed out). */
function renderApp(route: string, { signedIn }: { signedIn: boolean }) {
  const api = mockApi(STUBS);
  const store = makeStore(signedIn ? signedInState({ token: STORED_TOKEN, expiresAt: '2030-01-01T00:00:00Z' }) : undefined);
  persistStore(store);
  const rendered = renderWithProviders(
    <>
      <AppRoutes />
      <Navigator />
    </>,
    { route, store },
  );
  return { api, ...rendered };
}

/** What DevTools got in this test, every action and state through the store's sanitizers: no secret. */
function expectNoSecretReceived() {
  const received = devToolsReceived.join('\n');
  expect(SECRETS.filter((secret) => received.includes(secret))).toEqual([]);
  return received;
}

beforeEach(() => {
  devToolsReceived.length = 0;
});

describe('Redux DevTools receives no secret, anywhere in the history', () => {
  it('signing in (password, authenticator code, device tokens, the session token) and the order lists (customers’ in-game passwords and security codes)', async () => {
    window.localStorage.setItem('known-devices', JSON.stringify([{ names: ['rahim@shop.test'], token: OLD_DEVICE }]));
    const connectedBefore = devToolsConnections.length;
    const { api, user } = renderApp('/login?next=%2Forder', { signedIn: false });
    expect(devToolsConnections).toHaveLength(connectedBefore + 1);

    // The React form: password, then the authenticator code; this browser is a known device.
    await user.type(await screen.findByLabelText(fieldLabel('Email')), 'rahim@shop.test');
    await user.type(screen.getByLabelText(fieldLabel('Password')), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByRole('textbox', { name: /^Code from your authenticator app/ }), LOGIN_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await api.calls('login')[1].json()).toMatchObject({ password: PASSWORD, code: LOGIN_CODE, device: OLD_DEVICE });

    expect(await screen.findByText('gamer1')).toBeInTheDocument();
    await open('/subadmin-order');
    expect(await screen.findByText('gamer9')).toBeInTheDocument();

    const received = expectNoSecretReceived();
    // The history still says what happened, with the secrets' places marked.
    expect(received).toContain('"type":"session/signedIn"');
    expect(received).toContain('gamer1@mail.test');
    expect(received).toContain(`"ingamepassword":"${REDACTED}"`);
    expect(received).toContain(`"securitycode":"${REDACTED}"`);
    expect(received).toContain(`"token":"${REDACTED}"`);
  });

  it('changing the password, setting up two-step sign-in (its secret, recovery codes) and making new recovery codes', async () => {
    const { api, user } = renderApp('/profile', { signedIn: true });
    await user.type(await screen.findByLabelText(/^Old password/), OLD_PASSWORD_WRONG);
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText(/^Old password/)).toHaveAccessibleDescription('Old password is incorrect'));
    api.set({ changePassword: ok(null) });
    await user.clear(screen.getByLabelText(/^Old password/));
    await user.type(screen.getByLabelText(/^Old password/), OLD_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();

    const region = await screen.findByRole('region', { name: 'Two-step sign-in' });
    await user.click(await within(region).findByRole('button', { name: 'Set up' }));
    await user.type(await within(region).findByLabelText(/^Password/), CONFIRM_PASSWORD);
    await user.type(within(region).getByRole('textbox', { name: /^Code from your authenticator app/ }), CONFIRM_CODE);
    await user.click(within(region).getByRole('button', { name: 'Turn on' }));
    expect(await within(region).findByRole('list', { name: 'recovery codes' })).toBeInTheDocument();
    api.set({ getMe: meReply({ superAdmin: true, secondFactor: { enrolled: true, recovery_codes_left: 10 } }) });
    await user.click(within(region).getByRole('button', { name: 'I have saved them' }));
    await user.click(await within(region).findByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code from your authenticator app/ }), REGENERATE_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(region).findByRole('list', { name: 'recovery codes' })).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'I have saved them' }));

    expect(api.calls('changePassword')).toHaveLength(2);
    expectNoSecretReceived();
  });

  it('creating an admin (password and confirmation)', async () => {
    const { api, user } = renderApp('/admin/add', { signedIn: true });
    const labels = { 'First name': 'Imran', 'Last name': 'Hossain', Username: 'imran', Email: 'imran@shop.test', Password: ADMIN_PASSWORD, 'Confirm password': ADMIN_PASSWORD };
    await screen.findByRole('button', { name: 'Submit' });
    for (const [label, value] of Object.entries(labels)) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Admin created successfully')).toBeInTheDocument();
    expect(await api.calls('createAdmin')[0].json()).toMatchObject({ password: ADMIN_PASSWORD, confirm_password: ADMIN_PASSWORD });
    expectNoSecretReceived();
  });

  it("a customer's new password", async () => {
    const { api, user } = renderApp('/user/edit/5', { signedIn: true });
    await user.type(await screen.findByLabelText(/^New password/), CUSTOMER_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await api.calls('updateUser', { id: '5' })[0].json()).toMatchObject({ password: CUSTOMER_PASSWORD });
    expectNoSecretReceived();
  });
});

describe('which builds connect to Redux DevTools', () => {
  /** The sanitizers a store built under `env` hands DevTools, or null when it does not connect. */
  async function connectionUnder(env: { NODE_ENV: string; SHOP_ADMIN_DEVTOOLS?: string }) {
    const saved = { NODE_ENV: process.env.NODE_ENV, SHOP_ADMIN_DEVTOOLS: process.env.SHOP_ADMIN_DEVTOOLS };
    const set = (values: Record<string, string | undefined>) =>
      Object.entries(values).forEach(([key, value]) => (value === undefined ? delete process.env[key] : (process.env[key] = value)));
    set({ SHOP_ADMIN_DEVTOOLS: undefined, ...env });
    const before = devToolsConnections.length;
    try {
      await jest.isolateModulesAsync(async () => {
        (await import('./store')).makeStore();
      });
    } finally {
      set(saved);
    }
    return devToolsConnections.slice(before)[0] ?? null;
  }

  it('development always; a production build when built with SHOP_ADMIN_DEVTOOLS=1 or switched on in this browser; always through the sanitizers, Import off', async () => {
    window.localStorage.removeItem('shop-admin:devtools');
    expect(await connectionUnder({ NODE_ENV: 'production' })).toBeNull();
    window.localStorage.setItem('shop-admin:devtools', 'yes');
    expect(await connectionUnder({ NODE_ENV: 'production' })).toBeNull();
    window.localStorage.setItem('shop-admin:devtools', 'on');
    const switchedOn = await connectionUnder({ NODE_ENV: 'production' });
    window.localStorage.removeItem('shop-admin:devtools');
    const connections = [switchedOn, await connectionUnder({ NODE_ENV: 'development' }), await connectionUnder({ NODE_ENV: 'production', SHOP_ADMIN_DEVTOOLS: '1' })];
    for (const connection of connections) {
      expect(connection?.actionSanitizer).toEqual(expect.any(Function));
      expect(JSON.stringify(connection?.stateSanitizer?.({ session: { token: TOKEN } }, 0))).toBe(`{"session":{"token":"${REDACTED}"}}`);
      // A recording carries no token: it comes back through /?replay, which keeps the tester's sign-in.
      expect(connection?.features?.import).toBe(false);
    }
  });
});
