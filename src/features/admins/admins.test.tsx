import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fail, meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';
import AdminListPage from './admin-list-page';
import AdminAddPage from './admin-add-page';

const RAHIM = {
  id: 1,
  first_name: 'Rahim',
  last_name: 'Uddin',
  username: 'rahim',
  email: 'rahim@shop.test',
  gender: null,
  date_of_birth: null,
  image: null,
  phone: null,
  is_super_admin: true,
  created_at: '2025-11-01T08:00:00.000Z',
};
const NADIA = { ...RAHIM, id: 2, first_name: 'Nadia', last_name: 'Akter', username: 'nadia', email: 'nadia@shop.test', is_super_admin: false };
const adminPage = (rows: unknown[]) => ({ status: 200, body: { success: true, message: 'OK', data: rows, total: rows.length } });

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admins" element={<AdminListPage />} />
      <Route path="/admin/add" element={<AdminAddPage />} />
      <Route path="/manage-auth-permission/:id" element={<h1>Auth permissions</h1>} />
    </Routes>,
    { route, preloadedState: signedInState() },
  );
}

describe('admin list', () => {
  it('lists the admins with their role and links to create one and to manage each one’s permissions', async () => {
    mockApi({ 'GET /api/admin/me': meReply({ superAdmin: true }), 'GET /api/admin/admins': adminPage([RAHIM, NADIA]) });
    const { user } = renderAt('/admins');
    const row = (await screen.findByText('nadia@shop.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sub-admin')).toBeInTheDocument();
    expect(screen.getByText('Super admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add new admin' })).toHaveAttribute('href', '/admin/add');
    expect(within(row).getByRole('link', { name: 'Manage Order Permission' })).toHaveAttribute('href', '/manage-order-permission/2');
    await user.click(within(row).getByRole('link', { name: 'Manage Auth Permission' }));
    expect(await screen.findByRole('heading', { name: 'Auth permissions' })).toBeInTheDocument();
  });

  it('searches on the server', async () => {
    const api = mockApi({ 'GET /api/admin/me': meReply({ superAdmin: true }), 'GET /api/admin/admins': adminPage([RAHIM, NADIA]) });
    const { user } = renderAt('/admins');
    await screen.findByText('nadia@shop.test');
    await user.type(screen.getByRole('searchbox', { name: 'Search admins' }), 'nad');
    await waitFor(() => expect(api.calls('GET /api/admin/admins').some((r) => new URL(r.url).searchParams.get('q') === 'nad')).toBe(true));
  });

  it('deletes an admin after confirmation and says so', async () => {
    const api = mockApi({
      'GET /api/admin/me': meReply({ superAdmin: true }),
      'GET /api/admin/admins': adminPage([RAHIM, NADIA]),
      'POST /api/admin/admin/delete/2': ok({ id: 2 }),
    });
    const { user } = renderAt('/admins');
    const row = (await screen.findByText('nadia@shop.test')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the admin "Nadia Akter"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
    expect(api.calls('POST /api/admin/admin/delete/2')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Admin deleted successfully')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/admin/delete/2')).toHaveLength(1);
  });

  it('shows the server’s reason when it refuses the delete (oneself, the last super admin)', async () => {
    mockApi({
      'GET /api/admin/me': meReply({ superAdmin: true }),
      'GET /api/admin/admins': adminPage([RAHIM]),
      'POST /api/admin/admin/delete/1': fail(409, 'You cannot delete yourself'),
    });
    const { user } = renderAt('/admins');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You cannot delete yourself')).toBeInTheDocument();
    expect(screen.queryByText('Admin deleted successfully')).not.toBeInTheDocument();
  });

  it('offers a sub-admin who may only list admins neither Add new admin, the permission screens nor Delete', async () => {
    mockApi({ 'GET /api/admin/me': meReply({ permissions: ['listAdmins'] }), 'GET /api/admin/admins': adminPage([RAHIM, NADIA]) });
    renderAt('/admins');
    await screen.findByText('nadia@shop.test');
    expect(screen.queryByRole('link', { name: 'Add new admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Auth Permission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Order Permission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('two-step sign-in in the admin list', () => {
  const ME = { ...RAHIM, second_factor_enabled: true };
  const NADIA_ON = { ...NADIA, second_factor_enabled: true };
  const IMRAN_OFF = { ...NADIA, id: 3, first_name: 'Imran', last_name: 'Hossain', username: 'imran', email: 'imran@shop.test', second_factor_enabled: false };
  const RESET = 'POST /api/admin/admins/2/second-factor/reset';
  const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;

  it('shows who has it on, and lets a super admin reset it for another admin after naming them', async () => {
    const api = mockApi({
      'GET /api/admin/me': meReply({ superAdmin: true }),
      'GET /api/admin/admins': adminPage([ME, NADIA_ON, IMRAN_OFF]),
      [RESET]: () => {
        api.set({ 'GET /api/admin/admins': adminPage([ME, { ...NADIA_ON, second_factor_enabled: false }, IMRAN_OFF]) });
        return ok(null);
      },
    });
    const { user } = renderAt('/admins');
    const nadia = await rowOf('nadia@shop.test');
    expect(screen.getByRole('columnheader', { name: /Two-step sign-in/ })).toBeInTheDocument();
    expect(within(nadia).getByText('On')).toBeInTheDocument();
    expect(within(await rowOf('imran@shop.test')).getByText('Off')).toBeInTheDocument();
    // Not for oneself (the profile turns it off), nor for an admin who has it off.
    expect(within(await rowOf('rahim@shop.test')).queryByRole('button', { name: /Reset two-step sign-in/ })).not.toBeInTheDocument();
    expect(within(await rowOf('imran@shop.test')).queryByRole('button', { name: /Reset two-step sign-in/ })).not.toBeInTheDocument();

    await user.click(within(nadia).getByRole('button', { name: 'Reset two-step sign-in of Nadia Akter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in' });
    expect(dialog).toHaveTextContent(
      'Reset two-step sign-in for "Nadia Akter"? Their sessions end and they sign in with their password only, then set it up again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
    expect(api.calls(RESET)).toHaveLength(0);

    await user.click(within(nadia).getByRole('button', { name: 'Reset two-step sign-in of Nadia Akter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(await screen.findByText('Two-step sign-in reset for Nadia Akter')).toBeInTheDocument();
    expect(api.calls(RESET)).toHaveLength(1);
    await waitFor(() => expect(within(nadia).getByText('Off')).toBeInTheDocument());
    expect(within(nadia).queryByRole('button', { name: /Reset two-step sign-in/ })).not.toBeInTheDocument();
  });

  it('offers no reset to a sub-admin who may see the team', async () => {
    mockApi({
      'GET /api/admin/me': meReply({ permissions: ['listAdmins', 'deleteAdmin', 'getMe'] }),
      'GET /api/admin/admins': adminPage([ME, NADIA_ON]),
    });
    renderAt('/admins');
    const nadia = await rowOf('nadia@shop.test');
    expect(within(nadia).getByText('On')).toBeInTheDocument();
    expect(within(nadia).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(nadia).queryByRole('button', { name: /Reset two-step sign-in/ })).not.toBeInTheDocument();
  });
});

describe('create admin', () => {
  async function fill(user: ReturnType<typeof renderAt>['user'], values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }

  it('requires every field and sends nothing until they are there', async () => {
    const api = mockApi();
    const { user } = renderAt('/admin/add');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    for (const text of [
      'First name is required',
      'Last name is required',
      'Username is required',
      'Email is required',
      'Password is required',
      'Confirm password is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(api.requests).toHaveLength(0);
  });

  it('checks that the two passwords match before sending', async () => {
    const api = mockApi();
    const { user } = renderAt('/admin/add');
    await fill(user, {
      'First name': 'Imran',
      'Last name': 'Hossain',
      Username: 'imran',
      Email: 'imran@shop.test',
      Password: 'long-enough-1',
      'Confirm password': 'long-enough-2',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password and confirm password do not match')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the server’s errors on their fields (a taken username and email)', async () => {
    mockApi({
      'POST /api/admin/create-admin': fail(400, 'This username is already taken. This email is already taken', [
        { param: 'username', msg: 'This username is already taken' },
        { param: 'email', msg: 'This email is already taken' },
      ]),
    });
    const { user } = renderAt('/admin/add');
    await fill(user, {
      'First name': 'Imran',
      'Last name': 'Hossain',
      Username: 'nadia',
      Email: 'nadia@shop.test',
      Password: 'long-enough-1',
      'Confirm password': 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const username = screen.getByLabelText(/^Username/);
    await waitFor(() => expect(username).toHaveAccessibleDescription('This username is already taken'));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This email is already taken');
  });

  it('creates the admin, says so and returns to the list', async () => {
    const api = mockApi({
      'GET /api/admin/me': meReply({ superAdmin: true }),
      'POST /api/admin/create-admin': ok({ ...NADIA, id: 3 }),
      'GET /api/admin/admins': adminPage([RAHIM, NADIA]),
    });
    const { user } = renderAt('/admin/add');
    await fill(user, {
      'First name': 'Imran',
      'Last name': 'Hossain',
      Username: 'imran',
      Email: 'imran@shop.test',
      Password: 'long-enough-1',
      'Confirm password': 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Admin created successfully')).toBeInTheDocument();
    expect(await api.calls('POST /api/admin/create-admin')[0].json()).toEqual({
      first_name: 'Imran',
      last_name: 'Hossain',
      username: 'imran',
      email: 'imran@shop.test',
      password: 'long-enough-1',
      confirm_password: 'long-enough-1',
    });
    expect(await screen.findByRole('heading', { name: 'Admins' }, { timeout: 3000 })).toBeInTheDocument();
  });
});
