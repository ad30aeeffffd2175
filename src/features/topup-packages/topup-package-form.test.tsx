import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import TopupPackageAddPage from './topup-package-add-page';
import TopupPackageEditPage from './topup-package-edit-page';
import { product, topupPackage } from './test-fixtures';
import { fieldLabel, fail, mockApi, ok, renderWithProviders, signedInState, meReply, type Stubs } from '../../test-utils';

const SUPER_ADMIN = { getMe: meReply({ superAdmin: true }) };

const CREATE = 'createTopupPackage';
const UPDATE = 'updateTopupPackage';

/** Two voucher-type products with packages, one in-game product, one id-code product. */
const PACKAGES = {
  1: [topupPackage(10, 1, '60 UC')],
  2: [topupPackage(20, 2, '$10 card'), topupPackage(21, 2, '$25 card')],
  3: [topupPackage(30, 3, '33 Shells')],
  4: [topupPackage(40, 4, 'Weekly id')],
};
const catalogue: Stubs = {
  listTopupProducts: ok([
    product(1, 'PUBG UC', 'in_game'),
    product(2, 'Google Play Gift Card', 'voucher'),
    product(3, 'Garena Shells', 'voucher'),
    product(4, 'Free Fire Id Code', 'id_code'),
  ]),
  getTopupProduct: (_request, { id }) => (id === '1' ? ok(product(1, 'PUBG UC', 'in_game')) : fail(404, 'Topup product not found')),
  listTopupPackages: (_request, { productId }) => ok(PACKAGES[Number(productId) as keyof typeof PACKAGES] ?? []),
};

function renderAt(route: string, routes: Stubs = {}, fakeTimers = false) {
  const api = mockApi({ ...SUPER_ADMIN, ...catalogue, ...routes });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/topup-package/add/:productId" element={<TopupPackageAddPage />} />
      <Route path="/topup-package/edit/:id" element={<TopupPackageEditPage />} />
      <Route path="/topup-packages" element={<h1>Packages list</h1>} />
    </Routes>,
    { route, preloadedState: signedInState(), fakeTimers },
  );
  return { api, ...rendered };
}

const voucherSelect = () => screen.getByRole('combobox', { name: 'Voucher package' });

describe('package form', () => {
  it('lists only packages of voucher-type products, grouped by product, with none chosen by default', async () => {
    const { user } = renderAt('/topup-package/add/1');
    expect(await screen.findByRole('heading', { name: 'Add package to PUBG UC' })).toBeInTheDocument();
    await waitFor(() => expect(voucherSelect()).not.toHaveAttribute('aria-disabled'));
    expect(voucherSelect()).toHaveTextContent(/^(\u200b)?$/);

    await user.click(voucherSelect());
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', '$10 card', '$25 card', '33 Shells']);
    expect(within(listbox).getByText('Google Play Gift Card')).toBeInTheDocument();
    expect(within(listbox).getByText('Garena Shells')).toBeInTheDocument();
    expect(within(listbox).queryByText('60 UC')).not.toBeInTheDocument();
    expect(within(listbox).queryByText('Weekly id')).not.toBeInTheDocument();
  });

  it('requires a name, a sell price and a buy price, and sends nothing until they are there', async () => {
    const { api, user } = renderAt('/topup-package/add/1');
    await screen.findByRole('heading', { name: 'Add package to PUBG UC' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Sell price is required')).toBeInTheDocument();
    expect(screen.getByText('Buy price is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Sell price/), '12.5.0x');
    // Kept as typed, and refused on the field.
    expect(screen.getByLabelText(/Sell price/)).toHaveValue('12.5.0x');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.getElementById('field-price-helper')).toHaveTextContent('Enter a number');
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('says what is wrong with a price: negative, a third decimal, over the most the server takes', async () => {
    const { api, user } = renderAt('/topup-package/add/1');
    await screen.findByRole('heading', { name: 'Add package to PUBG UC' });
    const price = screen.getByLabelText(/Sell price/);
    const said = async (typed: string) => {
      await user.clear(price);
      await user.type(price, typed);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      return document.getElementById('field-price-helper')?.textContent;
    };
    expect(await said('-5.5')).toBe('Cannot be negative');
    expect(await said('5.555')).toBe('At most 2 decimals');
    expect(await said('100000000')).toBe('At most 99,999,999.99');
    expect(await said('five')).toBe('Enter a number');
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it("creates with 0 as a valid price and no mapped package, says 'Topup package created successfully' and returns after 1.5 s", async () => {
    jest.useFakeTimers();
    try {
      const { api, user } = renderAt('/topup-package/add/1', { [CREATE]: ok(topupPackage(11, 1, 'Free UC')) }, true);
      await screen.findByRole('heading', { name: 'Add package to PUBG UC' });
      await user.type(screen.getByLabelText(/Name/), ' Free UC ');
      await user.type(screen.getByLabelText(/Sell price/), '0');
      await user.type(screen.getByLabelText(/Buy price/), '0');
      await user.type(screen.getByLabelText(fieldLabel('Tag')), 'Promo');
      await user.click(screen.getByRole('button', { name: 'Submit' }));

      expect(await screen.findByText('Topup package created successfully')).toBeInTheDocument();
      expect(await api.calls(CREATE)[0].json()).toEqual({
        product_id: 1, name: 'Free UC', price: 0, buy_price: 0, tag: 'Promo', in_stock: 1, auto_delivery: 0, map_voucher_package: null, sort_order: 1, admin_com: 0,
      });
      act(() => jest.advanceTimersByTime(1500));
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Packages list' })).toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('edits a package, maps it to a voucher package and says so', async () => {
    const { api, user } = renderAt('/topup-package/edit/10', {
      getTopupPackage: ok(topupPackage(10, 1, '60 UC', { price: '95.00', buy_price: '0.9900', tag: 'Hot' })),
      [UPDATE]: ok(topupPackage(10, 1, '60 UC')),
    });
    expect(await screen.findByLabelText(/Name/)).toHaveValue('60 UC');
    expect(screen.getByLabelText(/Sell price/)).toHaveValue('95.00');
    await waitFor(() => expect(voucherSelect()).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('switch', { name: 'Auto delivery' }));
    await user.click(voucherSelect());
    await user.click(screen.getByRole('option', { name: '33 Shells' }));
    await user.clear(screen.getByLabelText(/Admin commission/));
    await user.type(screen.getByLabelText(/Admin commission/), '2.5');
    await user.clear(screen.getByLabelText(/Sort order/));
    await user.type(screen.getByLabelText(/Sort order/), '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Topup package updated successfully')).toBeInTheDocument();
    expect(await api.calls(UPDATE)[0].json()).toEqual({
      product_id: 1, name: '60 UC', price: 95, buy_price: 0.99, tag: 'Hot', in_stock: 1, auto_delivery: 1, map_voucher_package: 30, sort_order: 3, admin_com: 2.5,
    });
  });

  it("puts the server's refusal of the mapped package on the field", async () => {
    const { user } = renderAt('/topup-package/edit/10', {
      getTopupPackage: ok(topupPackage(10, 1, '60 UC')),
      [UPDATE]: fail(400, 'Invalid input', [{ msg: 'Pick a package of a voucher-type product', param: 'map_voucher_package' }]),
    });
    await screen.findByLabelText(/Name/);
    await waitFor(() => expect(voucherSelect()).not.toHaveAttribute('aria-disabled'));
    await user.click(voucherSelect());
    await user.click(screen.getByRole('option', { name: '$10 card' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // On its field, not toasted again.
    expect(await screen.findAllByText('Pick a package of a voucher-type product')).toHaveLength(1);
  });

  it('says the product does not exist for a missing product, with the way back and no form', async () => {
    renderAt('/topup-package/add/99', { getTopupProduct: fail(404, 'Topup product not found') });
    expect(await screen.findByText(/The product does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/topup-packages');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server for a product id that is no id', async () => {
    const { api } = renderAt('/topup-package/add/abc');
    expect(await screen.findByText(/The product does not exist/)).toBeInTheDocument();
    expect(api.requests.filter((request) => /topup-product\//.test(request.url))).toHaveLength(0);
  });
});
