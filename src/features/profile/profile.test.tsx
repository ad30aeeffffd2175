import { screen, waitFor, within } from '@testing-library/react';
import { fail, meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';
import { setShopTimeZone } from '../../lib/dates';
import ProfilePage from './profile-page';
import { describeDevice } from './device';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const SESSIONS = [
  { id: 11, created_at: '2025-11-20T04:00:00Z', last_seen_at: '2025-11-21T08:30:00Z', expires_at: '2025-11-22T04:00:00Z', ip: '10.0.0.1', user_agent: CHROME_LINUX, current: true },
  { id: 12, created_at: '2025-11-19T04:00:00Z', last_seen_at: null, expires_at: '2025-11-30T04:00:00Z', ip: '10.0.0.2', user_agent: SAFARI_IPHONE, current: false },
  { id: 13, created_at: '2025-11-18T04:00:00Z', last_seen_at: '2025-11-18T05:00:00Z', expires_at: '2025-11-30T04:00:00Z', ip: null, user_agent: null, current: false },
];

function renderProfile() {
  return renderWithProviders(<ProfilePage />, { route: '/profile', preloadedState: signedInState() });
}

// Times are shown in the shop's zone, which the signed-in app takes from GET /admin/me.
beforeAll(() => setShopTimeZone('Asia/Dhaka'));

describe('profile', () => {
  it('shows the signed-in admin’s real details from the server', async () => {
    mockApi({ getMe: meReply({ permissions: ['listBanners', 'getMe'] }), listMySessions: ok(SESSIONS) });
    renderProfile();
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(await within(details).findByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(details).getByText('rahim@shop.test')).toBeInTheDocument();
    expect(within(details).getByText('rahim')).toBeInTheDocument();
    expect(within(details).getByText('Sub-admin')).toBeInTheDocument();
    expect(within(details).getByText('2 operations')).toBeInTheDocument();
  });

  it('lists the live sessions with device, IP and last seen, this device marked and not offered for sign-out', async () => {
    mockApi({ getMe: meReply({ superAdmin: true }), listMySessions: ok(SESSIONS) });
    renderProfile();
    const list = await screen.findByRole('list', { name: 'Where you are signed in' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('IP address: 10.0.0.1');
    expect(items[0]).toHaveTextContent('Last seen: 21 Nov 2025, 14:30');
    expect(within(items[0]).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Safari on iOS');
    expect(items[1]).toHaveTextContent('Last seen: Not since signing in');
    expect(items[2]).toHaveTextContent('Unknown device');
  });

  it('signs out one other session after confirmation', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      listMySessions: ok(SESSIONS),
      revokeMySession: () => {
        api.set({ listMySessions: ok(SESSIONS.filter((s) => s.id !== 12)) });
        return ok({ id: 12 });
      },
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS 10.0.0.2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sign out Safari on iOS (10.0.0.2)?');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Session signed out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(api.calls('revokeMySession')).toHaveLength(1);
  });

  it('signs out everywhere else and then says this is the only device', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      listMySessions: ok(SESSIONS),
      revokeMyOtherSessions: () => {
        api.set({ listMySessions: ok(SESSIONS.slice(0, 1)) });
        return ok({ revoked: 2 });
      },
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out of 2 other sessions')).toBeInTheDocument();
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
  });

  it('changes the password: required fields, matching confirmation, the server’s error on its field, then success and the other sessions gone', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      listMySessions: ok(SESSIONS),
      changePassword: fail(400, 'Old password is incorrect', [{ param: 'old_password', msg: 'Old password is incorrect' }]),
    });
    const { user } = renderProfile();
    await screen.findByText('Chrome on Linux');
    const submit = screen.getByRole('button', { name: 'Change password' });
    await user.click(submit);
    expect(screen.getByText('Old password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Old password/), 'wrong-password');
    await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'new-password-2');
    await user.click(submit);
    expect(screen.getByText('New password and confirm password do not match')).toBeInTheDocument();
    expect(api.calls('changePassword')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'new-password-1');
    await user.click(submit);
    await waitFor(() => expect(screen.getByLabelText(/^Old password/)).toHaveAccessibleDescription('Old password is incorrect'));

    api.set({
      changePassword: () => {
        api.set({ listMySessions: ok(SESSIONS.slice(0, 1)) });
        return ok(null);
      },
    });
    await user.clear(screen.getByLabelText(/^Old password/));
    await user.type(screen.getByLabelText(/^Old password/), 'right-password');
    await user.click(submit);
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Old password/)).toHaveValue(''));
    expect(await api.calls('changePassword')[1].json()).toEqual({
      old_password: 'right-password',
      new_password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
  });
});

describe('device names', () => {
  it('names the browser and the system from the user agent', () => {
    expect(describeDevice(CHROME_LINUX)).toBe('Chrome on Linux');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari on iOS');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge on Windows');
    expect(describeDevice('curl/8.0')).toBeUndefined();
    expect(describeDevice(null)).toBeUndefined();
  });
});
