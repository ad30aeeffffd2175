import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fail, meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';
import ManageAuthPermissionPage from './manage-auth-permission-page';
import ManageOrderPermissionPage from './manage-order-permission-page';

const NADIA = {
  id: 2,
  first_name: 'Nadia',
  last_name: 'Akter',
  username: 'nadia',
  email: 'nadia@shop.test',
  gender: null,
  date_of_birth: null,
  image: null,
  phone: '01700000000',
  is_super_admin: false,
};
const mod = (id: number, tag: string, name: string) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '_'),
  description: `${name} (description)`,
  operation_id: `op${id}`,
  method: 'GET',
  path: `/admin/op${id}`,
  tag,
  granted: false,
});

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/manage-auth-permission/:id" element={<ManageAuthPermissionPage />} />
      <Route path="/manage-order-permission/:id" element={<ManageOrderPermissionPage />} />
    </Routes>,
    { route, preloadedState: signedInState() },
  );
}

describe('manage auth permission', () => {
  const modules = [mod(1, 'banners', 'Banner list'), mod(2, 'banners', 'Banner delete'), mod(3, 'notices', 'Notice list')];

  it('shows the admin’s profile card and the active modules grouped by domain, ticked as granted', async () => {
    mockApi({
      'GET /api/admin/me': meReply({ superAdmin: true }),
      'GET /api/admin/admin/2': ok(NADIA),
      'GET /api/admin/admin-auth/2': ok({ admin_id: 2, auth_ids: [3], modules: modules.map((m) => ({ ...m, granted: m.id === 3 })) }),
    });
    const { user } = renderAt('/manage-auth-permission/2');
    const card = await screen.findByRole('region', { name: 'Admin profile' });
    expect(await within(card).findByText('Nadia Akter')).toBeInTheDocument();
    expect(within(card).getByText('nadia@shop.test')).toBeInTheDocument();
    expect(within(card).getByText('Sub-admin')).toBeInTheDocument();

    expect(await screen.findByRole('checkbox', { name: 'Select all of Banners' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all of Notices' })).toBeChecked();
    await user.click(screen.getByText('Notices'));
    expect(await screen.findByRole('checkbox', { name: /Notice list/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('select all ticks and clears a whole group, and saving sends the whole set', async () => {
    const api = mockApi({
      'GET /api/admin/me': meReply({ superAdmin: true }),
      'GET /api/admin/admin/2': ok(NADIA),
      'GET /api/admin/admin-auth/2': ok({ admin_id: 2, auth_ids: [3], modules }),
      'POST /api/admin/admin-auth/update': async (request) => ok({ ...(await request.json()), modules }),
    });
    const { user } = renderAt('/manage-auth-permission/2');
    const banners = await screen.findByRole('checkbox', { name: 'Select all of Banners' });
    await user.click(banners);
    expect(banners).toBeChecked();
    await user.click(screen.getByText('Banners'));
    expect(await screen.findByRole('checkbox', { name: /Banner list/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Banner delete/ })).toBeChecked();
    // One of the group off: the group's box is neither ticked nor clear.
    await user.click(screen.getByRole('checkbox', { name: /Banner delete/ }));
    expect(banners).toHaveAttribute('data-indeterminate', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Select all of Notices' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Auth permissions updated successfully')).toBeInTheDocument();
    expect(await api.calls('POST /api/admin/admin-auth/update')[0].json()).toEqual({ admin_id: 2, auth_ids: [1] });
  });
});

describe('grant screens with ticks not saved', () => {
  it('ask before leaving', async () => {
    mockApi({
      'GET /api/admin/me': meReply({ superAdmin: true }),
      'GET /api/admin/admin/2': ok(NADIA),
      'GET /api/admin/admin-auth/2': ok({ admin_id: 2, auth_ids: [], modules: [mod(1, 'banners', 'Banner list')] }),
    });
    const { user } = renderAt('/manage-auth-permission/2');
    await user.click(await screen.findByRole('checkbox', { name: 'Select all of Banners' }));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select all of Banners' })).toBeChecked();
  });
});

describe('manage order permission', () => {
  const products = [
    {
      id: 10,
      name: 'Free Fire',
      topup_type: 'id_code',
      packages: [
        { id: 100, name: '100 Diamonds', price: '95.00', granted: true },
        { id: 101, name: '310 Diamonds', price: '290.00', granted: false },
      ],
    },
    { id: 11, name: 'PUBG', topup_type: 'voucher', packages: [{ id: 110, name: '60 UC', price: '85.50', granted: false }] },
    { id: 12, name: 'Empty game', topup_type: 'id_code', packages: [] },
  ];

  it('lists the packages per product, ticks a whole product with select all, and saves the whole set', async () => {
    const api = mockApi({
      'GET /api/admin/me': meReply({ superAdmin: true }),
      'GET /api/admin/admin/2': ok(NADIA),
      'GET /api/admin/topup-package-permission/admin/2': ok({ admin_id: 2, topup_package_id: [100], products }),
      'POST /api/admin/topup-package-permission/add-permission': async (request) => ok({ ...(await request.json()), products }),
    });
    const { user } = renderAt('/manage-order-permission/2');
    const freeFire = await screen.findByRole('checkbox', { name: 'Select all of Free Fire' });
    expect(freeFire).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select all of Empty game' })).toBeDisabled();

    await user.click(screen.getByText('PUBG'));
    const uc = await screen.findByRole('checkbox', { name: /60 UC/ });
    expect(uc).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all of PUBG' }));
    expect(uc).toBeChecked();
    await user.click(freeFire);
    expect(freeFire).toBeChecked();
    await user.click(screen.getByText('Empty game'));
    expect(await screen.findByText('There is no package under this product.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order permissions updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/admin/topup-package-permission/add-permission')).toHaveLength(1));
    expect(await api.calls('POST /api/admin/topup-package-permission/add-permission')[0].json()).toEqual({
      admin_id: 2,
      topup_package_id: [100, 101, 110],
    });
  });
});

describe('grant screens of an admin who does not exist', () => {
  it.each(['/manage-auth-permission/99', '/manage-order-permission/99'])('%s says so with the way back', async (route) => {
    mockApi({
      'GET /api/admin/me': meReply({ superAdmin: true }),
      'GET /api/admin/admin/99': fail(404, 'Admin not found'),
      'GET /api/admin/admin-auth/99': fail(404, 'Admin not found'),
      'GET /api/admin/topup-package-permission/admin/99': fail(404, 'Admin not found'),
    });
    renderAt(route);
    expect(await screen.findByText(/This record does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/admins');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it.each(['/manage-auth-permission/abc', '/manage-order-permission/0'])('%s asks nothing of the server', async (route) => {
    const api = mockApi({ 'GET /api/admin/me': meReply({ superAdmin: true }) });
    renderAt(route);
    expect(await screen.findByText(/This record does not exist/)).toBeInTheDocument();
    expect(api.requests.filter((request) => !request.url.endsWith('/me'))).toHaveLength(0);
  });
});
