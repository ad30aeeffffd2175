import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fail, meReply, mockApi, ok, okPage, renderWithProviders, signedInState } from '../../test-utils';
import type { Admin } from '../../store/api';
import AdminListPage from './admin-list-page';
import AdminAddPage from './admin-add-page';
import AdminEditPage from './admin-edit-page';

/** The signed-in admin (TEST_ADMIN) as the list shows them. */
const RAHIM: Admin = {
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
  is_active: true,
  second_factor_enabled: false,
  created_at: '2025-11-01T08:00:00.000Z',
};
const NADIA: Admin = { ...RAHIM, id: 2, first_name: 'Nadia', last_name: 'Akter', username: 'nadia', email: 'nadia@shop.test', is_super_admin: false };
const KARIM: Admin = { ...RAHIM, id: 3, first_name: 'Karim', last_name: 'Ahmed', username: 'karim', email: 'karim@shop.test' };
const adminPage = (rows: Admin[]) => okPage(rows);
const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admins" element={<AdminListPage />} />
      <Route path="/admin/add" element={<AdminAddPage />} />
      <Route path="/admin/edit/:id" element={<AdminEditPage />} />
      <Route path="/manage-auth-permission/:id" element={<h1>Auth permissions</h1>} />
    </Routes>,
    { route, preloadedState: signedInState() },
  );
}

describe('admin list', () => {
  it('lists the admins with their role and links to create one and to manage each one’s permissions', async () => {
    mockApi({ getMe: meReply({ superAdmin: true }), listAdmins: adminPage([RAHIM, NADIA]) });
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
    const api = mockApi({ getMe: meReply({ superAdmin: true }), listAdmins: adminPage([RAHIM, NADIA]) });
    const { user } = renderAt('/admins');
    await screen.findByText('nadia@shop.test');
    await user.type(screen.getByRole('searchbox', { name: 'Search admins' }), 'nad');
    await waitFor(() => expect(api.calls('listAdmins').some((r) => new URL(r.url).searchParams.get('q') === 'nad')).toBe(true));
  });

  it('deletes an admin after confirmation and says so', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      listAdmins: adminPage([RAHIM, NADIA]),
      deleteAdmin: ok({ id: 2 }),
    });
    const { user } = renderAt('/admins');
    const row = (await screen.findByText('nadia@shop.test')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the admin "Nadia Akter"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
    expect(api.calls('deleteAdmin')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Admin deleted successfully')).toBeInTheDocument();
    expect(api.calls('deleteAdmin')).toHaveLength(1);
  });

  it('shows the server’s reason when it refuses the delete', async () => {
    mockApi({
      getMe: meReply({ superAdmin: true }),
      listAdmins: adminPage([RAHIM, KARIM]),
      deleteAdmin: fail(409, 'The last super admin cannot be deleted'),
    });
    const { user } = renderAt('/admins');
    await user.click(within(await rowOf('karim@shop.test')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The last super admin cannot be deleted')).toBeInTheDocument();
    expect(screen.queryByText('Admin deleted successfully')).not.toBeInTheDocument();
  });

  it('offers nobody to delete, deactivate or reset the password of themself: their own row has only Edit and the permission screens', async () => {
    mockApi({ getMe: meReply({ superAdmin: true }), listAdmins: adminPage([RAHIM, NADIA]) });
    renderAt('/admins');
    const own = await rowOf('rahim@shop.test');
    const other = await rowOf('nadia@shop.test');
    expect(within(other).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Deactivate Nadia Akter' })).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Reset the password of Nadia Akter' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Reset the password/ })).not.toBeInTheDocument();
    expect(within(own).getByRole('link', { name: 'Edit Rahim Uddin' })).toHaveAttribute('href', '/admin/edit/1');
  });

  it('offers a sub-admin who may only list admins neither Add new admin, the permission screens nor Delete', async () => {
    mockApi({ getMe: meReply({ permissions: ['listAdmins'] }), listAdmins: adminPage([RAHIM, NADIA]) });
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
  const RESET = 'resetAdminSecondFactor';

  it('shows who has it on, and lets a super admin reset it for another admin after naming them', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      listAdmins: adminPage([ME, NADIA_ON, IMRAN_OFF]),
      resetAdminSecondFactor: () => {
        api.set({ listAdmins: adminPage([ME, { ...NADIA_ON, second_factor_enabled: false }, IMRAN_OFF]) });
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
      getMe: meReply({ permissions: ['listAdmins', 'deleteAdmin', 'getMe'] }),
      listAdmins: adminPage([ME, NADIA_ON]),
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
      createAdmin: fail(400, 'This username is already taken. This email is already taken', [
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
      getMe: meReply({ superAdmin: true }),
      createAdmin: ok({ ...NADIA, id: 3 }),
      listAdmins: adminPage([RAHIM, NADIA]),
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
    expect(await api.calls('createAdmin')[0].json()).toEqual({
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

describe('deactivate and reactivate', () => {
  it('shows who is deactivated, deactivates after naming the admin, and offers Reactivate then', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      listAdmins: adminPage([RAHIM, NADIA]),
      deactivateAdmin: () => {
        api.set({ listAdmins: adminPage([RAHIM, { ...NADIA, is_active: false }]) });
        return ok({ ...NADIA, is_active: false });
      },
      reactivateAdmin: () => {
        api.set({ listAdmins: adminPage([RAHIM, NADIA]) });
        return ok(NADIA);
      },
    });
    const { user } = renderAt('/admins');
    const nadia = await rowOf('nadia@shop.test');
    expect(within(nadia).getByText('Active')).toBeInTheDocument();
    await user.click(within(nadia).getByRole('button', { name: 'Deactivate Nadia Akter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate' });
    expect(dialog).toHaveTextContent('Deactivate "Nadia Akter"? They are signed out everywhere at once and cannot sign in until reactivated.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Nadia Akter is deactivated: their sessions have ended')).toBeInTheDocument();
    expect(api.calls('deactivateAdmin')).toHaveLength(1);
    await waitFor(() => expect(within(nadia).getByText('Deactivated')).toBeInTheDocument());
    expect(within(nadia).queryByRole('button', { name: /^Deactivate/ })).not.toBeInTheDocument();

    // Once the confirmation has gone (the page behind a dialog is hidden from the accessibility tree).
    await user.click(await within(nadia).findByRole('button', { name: 'Reactivate Nadia Akter' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reactivate' })).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Nadia Akter can sign in again')).toBeInTheDocument();
    await waitFor(() => expect(within(nadia).getByText('Active')).toBeInTheDocument());
  });
});

describe('reset password', () => {
  it('asks for the new password twice, checks it here, and says the admin’s sessions ended', async () => {
    const api = mockApi({ getMe: meReply({ superAdmin: true }), listAdmins: adminPage([RAHIM, NADIA]), resetAdminPassword: ok(null) });
    const { user } = renderAt('/admins');
    await user.click(within(await rowOf('nadia@shop.test')).getByRole('button', { name: 'Reset the password of Nadia Akter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Nadia Akter' });
    expect(dialog).toHaveTextContent('They are signed out everywhere and the devices they signed in from are forgotten.');
    await user.type(within(dialog).getByLabelText(/^New password/), 'brand-new-pass');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'brand-new-typo');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('Password and confirm password do not match')).toBeInTheDocument();
    expect(api.calls('resetAdminPassword')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Confirm password/));
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'brand-new-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset for Nadia Akter: their sessions have ended')).toBeInTheDocument();
    expect(await api.calls('resetAdminPassword')[0].json()).toEqual({ new_password: 'brand-new-pass', confirm_password: 'brand-new-pass' });
    expect(new URL(api.calls('resetAdminPassword')[0].url).pathname).toBe('/api/admin/admins/2/password/reset');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('edit admin', () => {
  it('edits name, username, email and role, warning that a change of role signs them out', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      getAdmin: ok(NADIA),
      updateAdmin: async (request) => ok({ ...NADIA, ...(await request.json()) }),
      listAdmins: adminPage([RAHIM, NADIA]),
    });
    const { user } = renderAt('/admin/edit/2');
    const lastName = await screen.findByLabelText(/^Last name/);
    expect(lastName).toHaveValue('Akter');
    await user.clear(lastName);
    await user.type(lastName, 'Rahman');
    expect(screen.queryByText(/Changing the role signs them out/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Super admin' }));
    expect(screen.getByText('Changing the role signs them out everywhere: they sign in again with the new role.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Admin updated successfully')).toBeInTheDocument();
    expect(await api.calls('updateAdmin')[0].json()).toEqual({
      first_name: 'Nadia',
      last_name: 'Rahman',
      username: 'nadia',
      email: 'nadia@shop.test',
      is_super_admin: true,
    });
  });

  it('does not offer one’s own role', async () => {
    mockApi({ getMe: meReply({ superAdmin: true }), getAdmin: ok(RAHIM) });
    renderAt('/admin/edit/1');
    const role = await screen.findByRole('combobox', { name: /Role/ });
    expect(role).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Another super admin can change your role.')).toBeInTheDocument();
  });
});
