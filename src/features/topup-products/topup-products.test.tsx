import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import TopupProductListPage from './topup-product-list-page';
import TopupProductAddPage from './topup-product-add-page';
import TopupProductEditPage from './topup-product-edit-page';
import type { TopupProduct } from '../../store/api';
import { fieldLabel, mockApi, ok, renderWithProviders, signedInState, meReply, type Stubs } from '../../test-utils';

const SUPER_ADMIN = { getMe: meReply({ superAdmin: true }) };

const LIST = 'listTopupProducts';
const CREATE = 'createTopupProduct';
const UPLOAD = 'uploadImage';

const GIFT: TopupProduct = {
  id: 2, name: 'Google Play Gift Card', topup_type: 'voucher', logo: 'logos/gp.png', logo_full_url: 'http://localhost/images/logos/gp.png',
  rules: '<p>Redeem in the Play Store.</p>', is_active: 1, is_idcode: 0, sort_order: 3, redeem_link: null, video_link: null, price: '50.00',
  created_at: '2025-11-21T10:00:00+06:00',
};

function renderAt(route: string, routes: Stubs) {
  const api = mockApi({ ...SUPER_ADMIN, ...routes });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/topup-product" element={<TopupProductListPage />} />
      <Route path="/topup-product/add" element={<TopupProductAddPage />} />
      <Route path="/topup-product/edit/:id" element={<TopupProductEditPage />} />
      <Route path="/topup-package/add/:id" element={<h1>Add package screen</h1>} />
    </Routes>,
    { route, preloadedState: signedInState() },
  );
  return { api, ...rendered };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe('top-up products', () => {
  it('lists products with their type, and Add package goes to the package form of the row', async () => {
    const { user } = renderAt('/topup-product', { [LIST]: ok([GIFT]) });
    const row = (await screen.findByText('Google Play Gift Card')).closest('tr')!;
    expect(within(row).getByText('Voucher')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/topup-product/edit/2');
    await user.click(within(row).getByRole('link', { name: 'Add package' }));
    expect(await screen.findByRole('heading', { name: 'Add package screen' })).toBeInTheDocument();
  });

  it("deletes after confirmation with 'Product deleted successfully', and not without", async () => {
    const { api, user } = renderAt('/topup-product', { [LIST]: ok([GIFT]), deleteTopupProduct: ok({ id: 2 }) });
    const row = (await screen.findByText('Google Play Gift Card')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('deleteTopupProduct')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(api.calls('deleteTopupProduct')).toHaveLength(1);
  });

  it('requires a name, a type and a logo on create; sort order starts at 1', async () => {
    const { api, user } = renderAt('/topup-product/add', {});
    expect(screen.getByLabelText(/Sort order/)).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Type is required')).toBeInTheDocument();
    expect(screen.getByText('Logo is required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Sort order/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Sort order is required')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("creates a product with its uploaded logo and says 'Product created successfully'", async () => {
    const { api, user } = renderAt('/topup-product/add', {
      [UPLOAD]: ok({ image: 'logos/new.png', image_url: 'http://localhost/images/logos/new.png' }),
      [CREATE]: ok({ ...GIFT, id: 9 }),
    });
    await user.type(screen.getByLabelText(/Name/), 'Steam Wallet');
    await user.click(screen.getByRole('combobox', { name: /Type/ }));
    await user.click(screen.getByRole('option', { name: 'Voucher' }));
    await user.upload(screen.getByLabelText(fieldLabel('Logo')), png());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(await api.calls(CREATE)[0].json()).toEqual({
      name: 'Steam Wallet', topup_type: 'voucher', logo: 'logos/new.png', rules: null, is_active: 1, sort_order: 1, redeem_link: null, video_link: null,
    });
  });

  it("edits without a new logo (the stored one stays) and says 'Product updated successfully'", async () => {
    const { api, user } = renderAt('/topup-product/edit/2', {
      getTopupProduct: ok(GIFT),
      updateTopupProduct: ok(GIFT),
    });
    expect(await screen.findByLabelText(/Name/)).toHaveValue('Google Play Gift Card');
    await user.clear(screen.getByLabelText(/Sort order/));
    await user.type(screen.getByLabelText(/Sort order/), '5');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.type(screen.getByLabelText(/Redeem link/), 'play.google.com/redeem');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a full address starting with http:// or https://')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Redeem link/));
    await user.type(screen.getByLabelText(/Redeem link/), 'https://play.google.com/redeem');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(await api.calls('updateTopupProduct')[0].json()).toEqual({
      name: 'Google Play Gift Card', topup_type: 'voucher', logo: 'logos/gp.png', rules: '<p>Redeem in the Play Store.</p>', is_active: 0, sort_order: 5,
      redeem_link: 'https://play.google.com/redeem', video_link: null,
    });
  });
});
