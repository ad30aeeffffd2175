import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fieldLabel, fail, meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';
import type { Banner } from '../../store/api';
import BannerListPage from './banner-list-page';
import BannerAddPage from './banner-add-page';
import BannerEditPage from './banner-edit-page';

const BANNER: Banner = {
  id: 7,
  note: 'Eid offer',
  link: 'https://shop.test/eid',
  banner: 'eid.png',
  banner_full_url: 'http://localhost/images/eid.png',
  isactive: 1,
};

function renderAt(route: string, { listPage = <BannerListPage /> } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/banner" element={listPage} />
      <Route path="/banner/add" element={<BannerAddPage />} />
      <Route path="/banner/edit/:id" element={<BannerEditPage />} />
    </Routes>,
    { route, preloadedState: signedInState() },
  );
}

describe('banner list', () => {
  it('shows the banners from the server with their status', async () => {
    mockApi({ getMe: meReply({ superAdmin: true }), listBanners: ok([BANNER, { ...BANNER, id: 8, note: 'Old campaign', isactive: 0 }]) });
    renderAt('/banner');
    expect(await screen.findByText('Eid offer')).toBeInTheDocument();
    expect(screen.getByText('Old campaign')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add new' })).toHaveAttribute('href', '/banner/add');
    expect(screen.getAllByText('Inactive').length).toBeGreaterThan(0);
  });

  it('offers a sub-admin who may only list banners neither Add new, Edit nor Delete', async () => {
    mockApi({ getMe: meReply({ permissions: ['listBanners'] }), listBanners: ok([BANNER]) });
    renderAt('/banner');
    expect(await screen.findByText('Eid offer')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add new' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('deletes a banner only after confirmation, then says so', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      listBanners: ok([BANNER]),
      deleteBanner: ok({ id: 7 }),
    });
    const { user } = renderAt('/banner');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the banner "Eid offer"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
    expect(api.calls('deleteBanner')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Banner deleted successfully')).toBeInTheDocument();
    expect(api.calls('deleteBanner')).toHaveLength(1);
  });
});

describe('banner forms', () => {
  it('requires the note and the image on create and sends nothing until they are there', async () => {
    const api = mockApi();
    const { user } = renderAt('/banner/add');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Note is required')).toBeInTheDocument();
    expect(screen.getByText('Banner image is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('uploads the image, creates the banner, says so and then returns to the list', async () => {
    const api = mockApi({
      uploadImage: ok({ image: 'new.png', image_url: 'http://localhost/images/new.png' }),
      createBanner: async (request) => ok({ ...BANNER, ...(await request.json()), id: 9 }),
      listBanners: ok([]),
    });
    const { user } = renderAt('/banner/add', { listPage: <h1>Banner list</h1> });
    await user.type(await screen.findByLabelText(/Note/), 'New season');
    await user.upload(screen.getByLabelText(fieldLabel('Banner image')), new File([new Uint8Array([137, 80, 78, 71])], 'b.png', { type: 'image/png' }));
    expect(await screen.findByAltText('Banner image preview')).toHaveAttribute('src', 'http://localhost/images/new.png');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Banner created successfully')).toBeInTheDocument();
    const body = await api.calls('createBanner')[0].json();
    expect(body).toEqual({ note: 'New season', link: null, banner: 'new.png', isactive: 1 });
    expect(screen.queryByRole('heading', { name: 'Banner list' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Banner list' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('requires the link on edit and keeps the current image when none is picked', async () => {
    const api = mockApi({
      getBanner: ok({ ...BANNER, link: null }),
      updateBanner: async (request) => ok({ ...BANNER, ...(await request.json()) }),
    });
    const { user } = renderAt('/banner/edit/7');
    expect(await screen.findByDisplayValue('Eid offer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Link is required')).toBeInTheDocument();
    expect(api.calls('updateBanner')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Link/), 'https://shop.test/new');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.calls('updateBanner')).toHaveLength(1));
    expect(await api.calls('updateBanner')[0].json()).toEqual({ note: 'Eid offer', link: 'https://shop.test/new', banner: 'eid.png', isactive: 1 });
    expect(await screen.findByText('Banner updated successfully')).toBeInTheDocument();
  });

  it('says a link that is no banner id is wrong, without asking the server, and leads back to the list', async () => {
    const api = mockApi({ listBanners: ok([]) });
    const { user } = renderAt('/banner/edit/abc', { listPage: <h1>Banner list</h1> });
    expect(await screen.findByText(/This record does not exist/)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.includes('/banner/'))).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'Banner list' })).toBeInTheDocument();
  });

  it('says a banner that does not exist (404) does not exist, with no pointless Try again', async () => {
    mockApi({ getBanner: fail(404, 'Banner not found') });
    renderAt('/banner/edit/99');
    expect(await screen.findByText(/This record does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/banner');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
