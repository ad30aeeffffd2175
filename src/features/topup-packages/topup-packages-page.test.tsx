import { screen, waitFor, within } from '@testing-library/react';
import TopupPackagesPage from './topup-packages-page';
import { product, topupPackage } from './test-fixtures';
import { fail, mockApi, ok, renderWithProviders, signedInState, meReply, type Stubs } from '../../test-utils';
import type { TopupPackage } from '../../store/api';

const SUPER_ADMIN = { getMe: meReply({ superAdmin: true }) };

const PRODUCTS = 'listTopupProducts';
const PACKAGES = 'listTopupPackages';
/** listTopupPackages for these products (`/topup-packages/{productId}`); another product's is not stubbed. */
const packagesOf =
  (byProduct: Record<number, TopupPackage[]>): Stubs[typeof PACKAGES] =>
  (_request, { productId }) =>
    byProduct[Number(productId)] ? ok(byProduct[Number(productId)]) : fail(404, `No stub for product ${productId}`);
const DOLLAR = 'updateDollarRate';

const PUBG = product(1, 'PUBG UC', 'in_game');
const GIFT = product(2, 'Google Play Gift Card', 'voucher');

function renderPage(routes: Stubs) {
  const api = mockApi({ ...SUPER_ADMIN, [PRODUCTS]: ok([PUBG, GIFT]), ...routes });
  return { api, ...renderWithProviders(<TopupPackagesPage />, { route: '/topup-packages', preloadedState: signedInState() }) };
}

/** Opens a product's accordion; its packages load then. */
async function open(user: ReturnType<typeof renderPage>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return screen.getByRole('region', { name: new RegExp(name) });
}

describe('top-up packages page', () => {
  it('loads a product’s packages only when its accordion opens', async () => {
    const { api, user } = renderPage({ [PACKAGES]: packagesOf({ 1: [topupPackage(10, 1, '60 UC')] }) });
    await screen.findByRole('button', { name: /PUBG UC/ });
    expect(api.calls(PACKAGES, { productId: '1' })).toHaveLength(0);
    const region = await open(user, 'PUBG UC');
    expect(await within(region).findByText('60 UC')).toBeInTheDocument();
    expect(within(region).getByText('120 tk')).toBeInTheDocument();
  });

  it("says 'There is no package under this product.' for a product without packages", async () => {
    const { user } = renderPage({ [PACKAGES]: packagesOf({ 1: [] }) });
    const region = await open(user, 'PUBG UC');
    expect(await within(region).findByText('There is no package under this product.')).toBeInTheDocument();
  });

  it("says 'Something went wrong' with Try again when the package list fails", async () => {
    let attempt = 0;
    const { user } = renderPage({
      [PACKAGES]: () => (++attempt === 1 ? fail(500, 'Database unavailable') : ok([topupPackage(10, 1, '60 UC')])),
    });
    const region = await open(user, 'PUBG UC');
    expect(await within(region).findByText('Something went wrong')).toBeInTheDocument();
    expect(within(region).queryByText('Database unavailable')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('60 UC')).toBeInTheDocument();
  });

  it('links the packages of a voucher-type product to their voucher page, and no others', async () => {
    const { user } = renderPage({
      [PACKAGES]: packagesOf({ 1: [topupPackage(10, 1, '60 UC')], 2: [topupPackage(20, 2, '$10 card')] }),
    });
    const gift = await open(user, 'Google Play Gift Card');
    expect(await within(gift).findByRole('link', { name: '$10 card' })).toHaveAttribute('href', '/topup-package/voucher/20');
    expect(within(gift).getByRole('link', { name: 'Vouchers' })).toHaveAttribute('href', '/topup-package/voucher/20');

    const pubg = await open(user, 'PUBG UC');
    expect(await within(pubg).findByText('60 UC')).toBeInTheDocument();
    expect(within(pubg).queryByRole('link', { name: '60 UC' })).not.toBeInTheDocument();
    expect(within(pubg).queryByRole('link', { name: 'Vouchers' })).not.toBeInTheDocument();
    expect(within(pubg).getByRole('link', { name: 'Add package' })).toHaveAttribute('href', '/topup-package/add/1');
  });

  it('refuses a dollar rate that is not positive, then reprices and refreshes the table', async () => {
    let price = '120.00';
    const { api, user } = renderPage({
      [PACKAGES]: () => ok([topupPackage(10, 1, '60 UC', { price })]),
      [DOLLAR]: () => {
        price = '126.00';
        return ok({ updated: 1 });
      },
    });
    const region = await open(user, 'PUBG UC');
    await within(region).findByText('120 tk');
    await user.click(within(region).getByRole('button', { name: 'Update dollar rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Update dollar rate of PUBG UC' });

    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText('Dollar rate is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Dollar rate/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText('Dollar rate must be a positive number')).toBeInTheDocument();
    // Kept as typed, and refused.
    await user.clear(within(dialog).getByLabelText(/Dollar rate/));
    await user.type(within(dialog).getByLabelText(/Dollar rate/), '-0.0');
    expect(within(dialog).getByLabelText(/Dollar rate/)).toHaveValue('-0.0');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText('Dollar rate must be a positive number')).toBeInTheDocument();
    expect(api.calls(DOLLAR)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Dollar rate/));
    await user.type(within(dialog).getByLabelText(/Dollar rate/), '104.5');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Dollar rate updated successfully: 1 package repriced')).toBeInTheDocument();
    expect(await api.calls(DOLLAR)[0].json()).toEqual({ product_id: 1, dollar_rate: 104.5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(region).findByText('126 tk')).toBeInTheDocument();
  });

  it("deletes a package after confirmation with 'Package deleted successfully'", async () => {
    const { api, user } = renderPage({
      [PACKAGES]: packagesOf({ 1: [topupPackage(10, 1, '60 UC')] }),
      deleteTopupPackage: ok({ id: 10 }),
    });
    const region = await open(user, 'PUBG UC');
    const row = (await within(region).findByText('60 UC')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Package deleted successfully')).toBeInTheDocument();
    expect(api.calls('deleteTopupPackage')).toHaveLength(1);
  });
});
