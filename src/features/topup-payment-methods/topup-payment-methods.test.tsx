import { screen, waitFor, within } from '@testing-library/react';
import { deferredReply, meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';
import type { TopupPaymentMethod } from '../../store/api';
import TopupPaymentMethodListPage from './topup-payment-method-list-page';

const LIST = 'listTopupPaymentMethods';
const ACTIVATE = 'activateTopupPaymentMethod';
const INACTIVATE = 'deactivateTopupPaymentMethod';

type Row = TopupPaymentMethod;

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  const rows: Row[] = [
    { id: 1, name: 'Wallet', payment_method: 'Wallet', logo: null, logo_full_url: null, is_active: 1 },
    { id: 2, name: 'bKash', payment_method: 'bKash', logo: 'bkash.png', logo_full_url: 'http://localhost/images/bkash.png', is_active: 1 },
    { id: 3, name: 'Nagad', payment_method: 'Nagad', logo: 'nagad.png', logo_full_url: 'http://localhost/images/nagad.png', is_active: 0 },
  ];
  const setActive = (id: number, is_active: 0 | 1) => {
    const row = rows.find((r) => r.id === id)!;
    row.is_active = is_active;
    return ok(row);
  };
  const api = mockApi({
    getMe: meReply({ superAdmin: true }),
    [LIST]: () => ok(rows.map((r) => ({ ...r }))),
    [ACTIVATE]: () => setActive(3, 1),
    [INACTIVATE]: () => setActive(2, 0),
    ...extra,
  });
  const view = renderWithProviders(<TopupPaymentMethodListPage />, { route: '/topup-payment-method', preloadedState: signedInState() });
  return { ...view, api };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('top-up payment methods', () => {
  it('lists every method in one table without pagination, page size or search', async () => {
    setup();
    expect(within(await rowOf('Wallet')).getByRole('button', { name: 'Inactive' })).toBeInTheDocument();
    expect(within(await rowOf('bKash')).getByRole('button', { name: 'Inactive' })).toBeInTheDocument();
    const nagad = await rowOf('Nagad');
    expect(within(nagad).getByRole('button', { name: 'Active' })).toBeInTheDocument();
    expect(within(nagad).getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/rows per page/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /search/i })).not.toBeInTheDocument();
  });

  it('asks "Are you sure?" before inactivating, and does nothing when cancelled', async () => {
    const { user, api } = setup();
    await user.click(within(await rowOf('bKash')).getByRole('button', { name: 'Inactive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText(/no longer be offered bKash/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(INACTIVATE)).toHaveLength(0);
  });

  it('inactivates after confirmation with the pending then success toast, and reloads the table', async () => {
    const reply = deferredReply<typeof INACTIVATE>();
    const { user, api } = setup({ [INACTIVATE]: reply.stub });
    await user.click(within(await rowOf('bKash')).getByRole('button', { name: 'Inactive' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Inactive' }));

    expect(await screen.findByText('Inactivating payment method...')).toBeInTheDocument();
    // The closing dialog hides the table from the accessibility tree until its transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await rowOf('bKash')).getByRole('button', { name: 'Inactive' })).toBeDisabled();
    reply.release(ok({ id: 2, name: 'bKash', payment_method: 'bKash', logo: null, logo_full_url: null, is_active: 0 }));

    expect(await screen.findByText('Payment method inactivated successfully')).toBeInTheDocument();
    expect(api.calls(INACTIVATE)).toHaveLength(1);
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
  });

  it('activates at once, without asking, with the pending then success toast, and reloads the table', async () => {
    const { user, api } = setup();
    await user.click(within(await rowOf('Nagad')).getByRole('button', { name: 'Active' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Activating payment method...')).toBeInTheDocument();
    expect(await screen.findByText('Payment method activated successfully')).toBeInTheDocument();
    expect(api.calls(ACTIVATE)).toHaveLength(1);
    // The reloaded row now offers Inactive.
    await waitFor(async () => expect(within(await rowOf('Nagad')).getByRole('button', { name: 'Inactive' })).toBeInTheDocument());
    expect(api.calls(LIST)).toHaveLength(2);
  });

  it('shows the server error when a change fails', async () => {
    const { user } = setup({ [ACTIVATE]: { status: 404, body: { success: false, message: 'Payment method not found' } } });
    await user.click(within(await rowOf('Nagad')).getByRole('button', { name: 'Active' }));
    expect(await screen.findByText('Payment method not found')).toBeInTheDocument();
  });
});
