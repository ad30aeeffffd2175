import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fail, meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';
import type { Admin, AdminAuthModuleGrants, AdminPackageGrants } from '../../store/api';
import ManageAuthPermissionPage from './manage-auth-permission-page';
import ManageOrderPermissionPage from './manage-order-permission-page';

const NADIA: Admin = {
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
  is_active: true,
  second_factor_enabled: false,
};
type Module = AdminAuthModuleGrants['modules'][number];
/** An active module of an operation of the contract, as permission sync names it. */
const mod = (id: number, operationId: string, method: string, path: string, granted = false): Module => ({
  id,
  name: operationId,
  slug: operationId.toLowerCase(),
  description: null,
  operation_id: operationId,
  method,
  path: `/api${path}`,
  tag: 'banners',
  granted,
});
const LIST_BANNERS = mod(1, 'listBanners', 'GET', '/admin/banners');
const GET_BANNER = mod(2, 'getBanner', 'GET', '/admin/banner/{id}');
const DELETE_BANNER = mod(3, 'deleteBanner', 'POST', '/admin/banner/delete/{id}');
const LIST_NOTICES = mod(4, 'listNotices', 'GET', '/admin/notices');
const grants = (authIds: number[], modules: Module[]) => ok({ admin_id: 2, auth_ids: authIds, modules: modules.map((m) => ({ ...m, granted: authIds.includes(m.id) })) });

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/manage-auth-permission/:id" element={<ManageAuthPermissionPage />} />
      <Route path="/manage-order-permission/:id" element={<ManageOrderPermissionPage />} />
    </Routes>,
    { route, preloadedState: signedInState() },
  );
}

describe('manage auth permission: granted by screen', () => {
  const modules = [LIST_BANNERS, GET_BANNER, DELETE_BANNER, LIST_NOTICES];

  it('shows the admin’s profile card and one row per screen with a checkbox per grant, ticked as granted', async () => {
    mockApi({ getMe: meReply({ superAdmin: true }), getAdmin: ok(NADIA), getAdminAuthModules: grants([4], modules) });
    renderAt('/manage-auth-permission/2');
    const card = await screen.findByRole('region', { name: 'Admin profile' });
    expect(await within(card).findByText('Nadia Akter')).toBeInTheDocument();
    expect(within(card).getByText('Sub-admin')).toBeInTheDocument();

    const banners = screen.getByRole('group', { name: 'Banners' });
    // "see" covers listBanners and getBanner; add and edit are not active yet, so cannot be ticked.
    expect(within(banners).getByRole('checkbox', { name: 'Banners: see' })).not.toBeChecked();
    expect(within(banners).getByRole('checkbox', { name: 'Banners: delete' })).not.toBeChecked();
    expect(within(banners).getByRole('checkbox', { name: 'Banners: add' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Notices: see' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all of Notices' })).toBeChecked();
    // No operation names in the way: they are the detail, shown on request.
    expect(screen.queryByText(/GET \/api\/admin\/banners/)).not.toBeInTheDocument();
    // Grants fully given, of those that can be given (Banners: see and delete, Notices: see).
    expect(screen.getByText('1 of 3 granted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The operations that cannot be granted yet are counted, with the way to activate them.
    expect(screen.getByRole('alert')).toHaveTextContent(/operations are not active yet and cannot be granted/);
    expect(await screen.findByRole('link', { name: /Activate them on Auth modules/ })).toHaveAttribute('href', '/auths?status=0');
  });

  it('ticks a grant (all its operations), a whole screen, shows the operations as detail, and saves the whole set', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      getAdmin: ok(NADIA),
      getAdminAuthModules: grants([4], modules),
      updateAdminAuthModules: async (request) => {
        const body = (await request.json()) as { auth_ids: number[] };
        return grants(body.auth_ids, modules);
      },
    });
    const { user } = renderAt('/manage-auth-permission/2');
    const see = await screen.findByRole('checkbox', { name: 'Banners: see' });
    await user.click(see);
    expect(see).toBeChecked();
    const all = screen.getByRole('checkbox', { name: 'Select all of Banners' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Banners: delete' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all of Notices' }));
    expect(screen.getByRole('checkbox', { name: 'Notices: see' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Operations of Banners' }));
    expect(await screen.findByText('List banners · GET /api/admin/banners')).toBeInTheDocument();
    expect(screen.getByText('Get a banner · GET /api/admin/banner/{id}')).toBeInTheDocument();
    expect(screen.getByText('Not active yet, so not granted with it: Create a banner.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Auth permissions updated successfully')).toBeInTheDocument();
    expect(await api.calls('updateAdminAuthModules')[0].json()).toEqual({ admin_id: 2, auth_ids: [1, 2, 3] });
  });

  it('lists a module the contract no longer names under Other, by its own name, so nothing granted is hidden', async () => {
    const old = { ...mod(9, 'retiredOperation', 'GET', '/admin/retired'), name: 'Retired report' };
    mockApi({ getMe: meReply({ superAdmin: true }), getAdmin: ok(NADIA), getAdminAuthModules: grants([9], [LIST_BANNERS, old]) });
    renderAt('/manage-auth-permission/2');
    expect(await screen.findByRole('checkbox', { name: 'Other: Retired report' })).toBeChecked();
  });

  it('says where to activate modules when none is active yet', async () => {
    mockApi({ getMe: meReply({ superAdmin: true }), getAdmin: ok(NADIA), getAdminAuthModules: grants([], []) });
    renderAt('/manage-auth-permission/2');
    expect(await screen.findByText(/Nothing can be granted yet: no auth module is active./)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Activate them on Auth modules/ })).toHaveAttribute('href', '/auths?status=0');
  });
});

describe('grant screens with ticks not saved', () => {
  it('ask before leaving', async () => {
    mockApi({ getMe: meReply({ superAdmin: true }), getAdmin: ok(NADIA), getAdminAuthModules: grants([], [LIST_BANNERS]) });
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
  const products: AdminPackageGrants['products'] = [
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
      getMe: meReply({ superAdmin: true }),
      getAdmin: ok(NADIA),
      getAdminPackagePermissions: ok({ admin_id: 2, topup_package_id: [100], products }),
      setAdminPackagePermissions: async (request) => ok({ ...(await request.json()), products }),
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
    await waitFor(() => expect(api.calls('setAdminPackagePermissions')).toHaveLength(1));
    expect(await api.calls('setAdminPackagePermissions')[0].json()).toEqual({
      admin_id: 2,
      topup_package_id: [100, 101, 110],
    });
  });
});

describe('grant screens of an admin who does not exist', () => {
  it.each(['/manage-auth-permission/99', '/manage-order-permission/99'])('%s says so with the way back', async (route) => {
    mockApi({
      getMe: meReply({ superAdmin: true }),
      getAdmin: fail(404, 'Admin not found'),
      getAdminAuthModules: fail(404, 'Admin not found'),
      getAdminPackagePermissions: fail(404, 'Admin not found'),
    });
    renderAt(route);
    expect(await screen.findByText(/This record does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/admins');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it.each(['/manage-auth-permission/abc', '/manage-order-permission/0'])('%s asks nothing of the server', async (route) => {
    const api = mockApi({ getMe: meReply({ superAdmin: true }) });
    renderAt(route);
    expect(await screen.findByText(/This record does not exist/)).toBeInTheDocument();
    expect(api.requests.filter((request) => !request.url.endsWith('/me'))).toHaveLength(0);
  });
});
