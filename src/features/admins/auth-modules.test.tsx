import { screen, waitFor, within } from '@testing-library/react';
import { meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';
import AuthModuleListPage from './auth-module-list-page';

const MODULE = {
  id: 4,
  name: null,
  slug: null,
  description: null,
  status: 0,
  auth_url: '/admin/banners',
  operation_id: 'listBanners',
  method: 'GET',
  path: '/admin/banners',
  tag: 'banners',
};
const ACTIVE = { ...MODULE, id: 5, name: 'Delete banner', slug: 'delete_banner', description: 'Deletes a banner', status: 1, operation_id: 'deleteBanner' };
const page = (rows: unknown[]) => ({ status: 200, body: { success: true, message: 'OK', data: rows, total: rows.length } });

function renderPage() {
  return renderWithProviders(<AuthModuleListPage />, { route: '/auths', preloadedState: signedInState() });
}

describe('auth modules', () => {
  it('shows Active for a module not yet active and a green Activated label for an active one', async () => {
    mockApi({ 'GET /api/admin/me': meReply({ superAdmin: true }), 'GET /api/admin/auth-modules': page([MODULE, ACTIVE]) });
    renderPage();
    const inactiveRow = (await screen.findByText('listBanners')).closest('tr') as HTMLElement;
    expect(within(inactiveRow).getByRole('button', { name: 'Active' })).toBeInTheDocument();
    const activeRow = screen.getByText('deleteBanner').closest('tr') as HTMLElement;
    const label = within(activeRow).getByText('Activated');
    expect(label.closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(activeRow).queryByRole('button', { name: 'Active' })).not.toBeInTheDocument();
  });

  it('validates the activate dialog: name, slug (required, then its form) and description', async () => {
    const api = mockApi({ 'GET /api/admin/me': meReply({ superAdmin: true }), 'GET /api/admin/auth-modules': page([MODULE]) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Active' }));
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
    expect(api.calls('POST /api/admin/auth-modules/active/4')).toHaveLength(0);
  });

  it('activates the module, says so and refreshes the list', async () => {
    const api = mockApi({
      'GET /api/admin/me': meReply({ superAdmin: true }),
      'GET /api/admin/auth-modules': page([MODULE]),
      'POST /api/admin/auth-modules/active/4': async (request) => {
        api.set({ 'GET /api/admin/auth-modules': page([{ ...MODULE, ...(await request.json()), status: 1 }]) });
        return ok({ ...MODULE, status: 1 });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Active' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Banner list');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Sees the banners');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Auth activated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await api.calls('POST /api/admin/auth-modules/active/4')[0].json()).toEqual({
      name: 'Banner list',
      slug: 'list_banners',
      description: 'Sees the banners',
    });
    expect(await screen.findByText('Activated')).toBeInTheDocument();
    expect(screen.getByText('Banner list')).toBeInTheDocument();
  });

  it('filters by status on the server', async () => {
    const api = mockApi({ 'GET /api/admin/me': meReply({ superAdmin: true }), 'GET /api/admin/auth-modules': page([MODULE]) });
    const { user } = renderPage();
    await screen.findByText('listBanners');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Not active' }));
    await waitFor(() =>
      expect(api.calls('GET /api/admin/auth-modules').some((r) => new URL(r.url).searchParams.get('status') === '0')).toBe(true),
    );
  });
});
