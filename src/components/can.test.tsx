import { screen, waitFor, within } from '@testing-library/react';
import { fail, meReply, mockApi, ok, renderWithProviders, signedInState } from '../test-utils';
import BannerListPage from '../features/banners/banner-list-page';
import type { Banner } from '../store/api';
import { Can } from './can';

const BANNER: Banner = { id: 7, note: 'Eid offer', link: null, banner: 'eid.png', banner_full_url: 'http://localhost/images/eid.png', isactive: 1 };

describe('permission-hidden buttons', () => {
  it('renders what an admin may do, and the fallback otherwise', async () => {
    mockApi({ getMe: meReply({ permissions: ['listBanners'] }) });
    renderWithProviders(
      <>
        <Can op="listBanners">
          <p>may list</p>
        </Can>
        <Can op="deleteBanner" otherwise={<p>may not delete</p>}>
          <p>may delete</p>
        </Can>
      </>,
      { preloadedState: signedInState() },
    );
    expect(await screen.findByText('may list')).toBeInTheDocument();
    expect(screen.getByText('may not delete')).toBeInTheDocument();
    expect(screen.queryByText('may delete')).not.toBeInTheDocument();
  });

  it('a 403 asks the server again what the admin may do, so a permission taken away hides its buttons at once', async () => {
    const api = mockApi({
      getMe: meReply({ permissions: ['listBanners', 'updateBanner', 'deleteBanner', 'createBanner'] }),
      listBanners: ok([BANNER]),
    });
    const { user } = renderWithProviders(<BannerListPage />, { route: '/banner', preloadedState: signedInState() });
    const row = (await screen.findByText('Eid offer')).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Add new' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit' })).toBeInTheDocument();

    // A super admin takes the banner edits away meanwhile.
    api.set({
      getMe: meReply({ permissions: ['listBanners'] }),
      deleteBanner: fail(403, 'You do not have permission to do this.'),
    });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Add new' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(api.calls('getMe')).toHaveLength(2);
  });
});
