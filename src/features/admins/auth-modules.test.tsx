import { screen, waitFor, within } from '@testing-library/react';
import { fail, meReply, mockApi, ok, okPage, renderWithProviders, signedInState } from '../../test-utils';
import type { AuthModule } from '../../store/api';
import AuthModuleListPage from './auth-module-list-page';

/** A module as permission sync names it from the contract, not active yet. */
const MODULE: AuthModule = {
  id: 4,
  name: 'List banners',
  slug: 'list_banners',
  description: 'Banners: see',
  status: 0,
  auth_url: '/admin/banners',
  operation_id: 'listBanners',
  method: 'GET',
  path: '/api/admin/banners',
  tag: 'banners',
};
/** One left unnamed (a module named by hand once, then cleared; or a slug another module held). */
const UNNAMED: AuthModule = { ...MODULE, name: null, slug: null, description: null };
const ACTIVE: AuthModule = { ...MODULE, id: 5, name: 'Delete banner', slug: 'delete_banner', description: 'Deletes a banner', status: 1, operation_id: 'deleteBanner' };
const page = (rows: AuthModule[]) => okPage(rows);
/** The list the screen shows (the count of waiting modules is asked apart, one row of the inactive ones). */
const listCalls = (api: ReturnType<typeof mockApi>) => api.calls('listAuthModules').filter((r) => new URL(r.url).searchParams.get('limit') !== '1');

function renderPage() {
  return renderWithProviders(<AuthModuleListPage />, { route: '/auths', preloadedState: signedInState() });
}

describe('auth modules', () => {
  it('shows Activate for a module not yet active and a green Activated label for an active one', async () => {
    mockApi({ getMe: meReply({ superAdmin: true }), listAuthModules: page([MODULE, ACTIVE]) });
    renderPage();
    const inactiveRow = (await screen.findByText('listBanners')).closest('tr') as HTMLElement;
    expect(within(inactiveRow).getByRole('button', { name: 'Activate listBanners' })).toHaveTextContent('Activate');
    expect(within(inactiveRow).getByText('Banners: see')).toBeInTheDocument();
    const activeRow = screen.getByText('deleteBanner').closest('tr') as HTMLElement;
    const label = within(activeRow).getByText('Activated');
    expect(label.closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(activeRow).queryByRole('button', { name: /^Activate/ })).not.toBeInTheDocument();
  });

  it('activates a named module in one click, with the name sync gave it, and refreshes the list', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      listAuthModules: page([MODULE]),
      activateAuthModule: async (request) => {
        api.set({ listAuthModules: page([{ ...MODULE, ...(await request.json()), status: 1 }]) });
        return ok({ ...MODULE, status: 1 });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Activate listBanners' }));
    expect(await screen.findByText('Auth activated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await api.calls('activateAuthModule')[0].json()).toEqual({ name: 'List banners', slug: 'list_banners', description: 'Banners: see' });
    expect(await screen.findByText('Activated')).toBeInTheDocument();
  });

  it('opens the dialog when the server refuses the one click (a slug another module took), with its reason', async () => {
    mockApi({
      getMe: meReply({ superAdmin: true }),
      listAuthModules: page([MODULE]),
      activateAuthModule: fail(400, 'This slug is already used by another module', [{ param: 'slug', msg: 'This slug is already used by another module' }]),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Activate listBanners' }));
    expect(await screen.findByText('This slug is already used by another module')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Activate listBanners' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('List banners');
  });

  it('validates the activate dialog of an unnamed module: name, slug (required, then its form) and description', async () => {
    const api = mockApi({ getMe: meReply({ superAdmin: true }), listAuthModules: page([UNNAMED]) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Activate listBanners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate listBanners' });
    const slug = within(dialog).getByLabelText(/^Slug/);
    expect(slug).toHaveValue('list_banners');
    await user.clear(slug);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Auth name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Slug is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    await user.type(slug, 'List Banners');
    expect(within(dialog).getByText('Invalid slug type. Slug should be like:- this_is_a_valid_slug')).toBeInTheDocument();
    expect(api.calls('activateAuthModule')).toHaveLength(0);
  });

  it('activates every named module with Activate all, asked first with how many wait', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      listAuthModules: (request) => (new URL(request.url).searchParams.get('status') === '0' ? okPage([MODULE], 86) : page([MODULE, ACTIVE])),
      activateAllAuthModules: ok({ activated: 86 }),
    });
    const { user } = renderPage();
    await screen.findByText('listBanners');
    await user.click(await screen.findByRole('button', { name: 'Activate all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate all' });
    expect(dialog).toHaveTextContent('Activate every named auth module (86 waiting)?');
    expect(dialog).toHaveTextContent('nobody gets anything until it is granted');
    await user.click(within(dialog).getByRole('button', { name: 'Activate all' }));
    expect(await screen.findByText('Activated 86 auth module(s)')).toBeInTheDocument();
    expect(api.calls('activateAllAuthModules')).toHaveLength(1);
  });

  it('offers neither Activate nor Activate all to an admin who may only see the modules', async () => {
    mockApi({ getMe: meReply({ permissions: ['listAuthModules'] }), listAuthModules: page([MODULE]) });
    renderPage();
    const row = (await screen.findByText('listBanners')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Not active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Activate/ })).not.toBeInTheDocument();
  });

  it('filters by status on the server', async () => {
    const api = mockApi({ getMe: meReply({ superAdmin: true }), listAuthModules: page([MODULE]) });
    const { user } = renderPage();
    await screen.findByText('listBanners');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Not active' }));
    await waitFor(() => expect(listCalls(api).some((r) => new URL(r.url).searchParams.get('status') === '0')).toBe(true));
  });
});
