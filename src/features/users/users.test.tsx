import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { User, UserOrder, UserWalletAdd, WalletChange } from '../../store/api';
import { fail, meReply, mockApi, ok, okPage, renderWithProviders, signedInState, type Stubs } from '../../test-utils';
import UserListPage from './user-list-page';
import UserEditPage from './user-edit-page';

const SUPER_ADMIN = { getMe: meReply({ superAdmin: true }) };
const LIST = 'listUsers';

function customer(id: number, overrides: Partial<User> = {}): User {
  return {
    id,
    username: `customer${id}`,
    account_status: 'active',
    is_banned: 0,
    avatar: null,
    phone: `0171000000${id}`,
    email: `customer${id}@example.com`,
    wallet: '150.50',
    earn_wallet: '0.00',
    scores: 0,
    provider: null,
    is_phone_verify: 1,
    address: 'Road 5',
    city: 'Dhaka',
    zip_code: '1207',
    created_at: '2025-11-20T10:00:00+06:00',
    ...overrides,
  };
}

const page = (users: User[], total = users.length) => ok({ data: users, user_count: total });

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/user" element={<UserListPage />} />
      <Route path="/user/edit/:id" element={<UserEditPage />} />
    </Routes>,
    { route, preloadedState: signedInState() },
  );
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('customer list', () => {
  it('shows the page of customers with the total count, asking the server for page 1 of 10', async () => {
    const api = mockApi({ ...SUPER_ADMIN, [LIST]: page([customer(1), customer(2)], 1234) });
    renderAt('/user');
    expect(await screen.findByText('customer1')).toBeInTheDocument();
    expect(screen.getByText('customer2@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('1,234 customers');
    expect(screen.getAllByText('150.5 tk')).toHaveLength(2);
    expect(queryOf(api.calls(LIST)[0])).toEqual({ page: '1', limit: '10', sort: '-created_at' });
  });

  it('searches username, phone and email on the server (debounced), back to page 1', async () => {
    const api = mockApi({
      ...SUPER_ADMIN,
      [LIST]: (request) => (queryOf(request).q === '01710' ? page([customer(3)], 1) : page([customer(1), customer(2)], 2)),
    });
    const { user } = renderAt('/user');
    await screen.findByText('customer1');
    await user.type(screen.getByRole('searchbox', { name: 'Search username, phone or email' }), ' 01710 ');
    expect(await screen.findByText('customer3')).toBeInTheDocument();
    expect(screen.queryByText('customer1')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('1 customer');
    const searches = api.calls(LIST).map(queryOf).filter((q) => q.q !== undefined);
    expect(searches).toEqual([{ page: '1', limit: '10', q: '01710', sort: '-created_at' }]);
  });

  it('asks for another page size and page', async () => {
    const api = mockApi({ ...SUPER_ADMIN, [LIST]: page([customer(1)], 60) });
    const { user } = renderAt('/user');
    await screen.findByText('customer1');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(queryOf(api.calls(LIST).at(-1)!)).toEqual({ page: '2', limit: '10', sort: '-created_at' }));
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(queryOf(api.calls(LIST).at(-1)!)).toEqual({ page: '1', limit: '25', sort: '-created_at' }));
  });

  it('deletes a customer only after a confirmation naming them', async () => {
    const api = mockApi({ ...SUPER_ADMIN, [LIST]: page([customer(4, { username: 'nusrat' })]), deleteUser: ok({ id: 4 }) });
    const { user } = renderAt('/user');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the customer "nusrat"? Their orders and transactions are kept.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
    expect(api.calls('deleteUser')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(api.calls('deleteUser')).toHaveLength(1);
  });

  it('offers Edit and Delete only to admins who may use them', async () => {
    mockApi({ getMe: meReply({ permissions: ['listUsers'] }), [LIST]: page([customer(1)]) });
    renderAt('/user');
    await screen.findByText('customer1');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

const walletChange = (id: number, overrides: Partial<WalletChange>): WalletChange => ({
  id,
  reason: 'admin_adjustment',
  old_balance: '100.00',
  new_balance: '150.50',
  change: '50.50',
  admin: null,
  note: null,
  transaction_id: null,
  order_id: null,
  physical_order_id: null,
  created_at: '2025-11-21T09:00:00+06:00',
  ...overrides,
});

const HISTORY = [
  walletChange(3, { reason: 'admin_adjustment', old_balance: '200.00', new_balance: '150.50', change: '-49.50', admin: { id: 1, first_name: 'Rahim', last_name: 'Uddin' }, note: 'Duplicate credit' }),
  walletChange(2, { reason: 'order_refund', old_balance: '100.00', new_balance: '200.00', change: '100.00', order_id: 77 }),
  walletChange(1, { reason: 'transaction_completed', old_balance: '0.00', new_balance: '100.00', change: '100.00', transaction_id: 12, admin: { id: 2, first_name: 'Nadia', last_name: 'Islam' } }),
];

const ORDER: UserOrder = {
  id: 77, product_id: 1, product_name: 'Free Fire', package_id: 3, name: '100 Diamonds', amount: '100.00', status: 'cancel',
  completed_by: null, created_at: '2025-11-20T12:00:00+06:00', completed_at: null,
};
const WALLET_ADD: UserWalletAdd = {
  id: 12, amount: '100.00', status: 'completed', payment_method: 'bKash', number: '01700000009', transaction_id: 'TRX9A1',
  is_automated: 1, created_at: '2025-11-19T12:00:00+06:00', completed_at: '2025-11-19T12:05:00+06:00',
};

function editRoutes(extra: Stubs = {}): Stubs {
  return {
    ...SUPER_ADMIN,
    getUser: ok(customer(5, { username: 'sadia' })),
    listUserWalletChanges: okPage(HISTORY),
    listUserOrders: okPage([ORDER]),
    listUserWalletAdds: okPage([WALLET_ADD]),
    ...extra,
  };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('customer edit', () => {
  it('shows every wallet change with who and why, newest first', async () => {
    mockApi(editRoutes());
    renderAt('/user/edit/5');
    const rows = (await screen.findAllByRole('row')).slice(1);
    await waitFor(() => expect(screen.getByText('Set by an admin')).toBeInTheDocument());
    const cells = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.length).toBeGreaterThan(0);
    expect(cells).toEqual([
      [expect.any(String), 'Set by an admin', '−49.5 tk', '200 tk', '150.5 tk', 'Rahim Uddin', 'Duplicate credit'],
      [expect.any(String), 'Order refunded', '+100 tk', '100 tk', '200 tk', 'System', 'order #77'],
      [expect.any(String), 'Wallet-add credited', '+100 tk', '0 tk', '100 tk', 'Nadia Islam', 'wallet-add #12'],
    ]);
  });

  it("shows the customer's orders and wallet-adds on their tabs", async () => {
    mockApi(editRoutes());
    const { user } = renderAt('/user/edit/5');
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('100 Diamonds')).toBeInTheDocument();
    expect(screen.getByText('Free Fire')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Wallet-adds' }));
    expect(await screen.findByText('TRX9A1')).toBeInTheDocument();
    expect(screen.getByText('bKash')).toBeInTheDocument();
  });

  it('sends the contact fields, and the wallet with its reason only when the admin changed it', async () => {
    const api = mockApi(editRoutes({ updateUser: ok(customer(5)) }));
    const { user } = renderAt('/user/edit/5');
    await screen.findByRole('heading', { name: 'Edit customer: sadia' });
    expect(screen.queryByRole('textbox', { name: /^Reason for the wallet change/ })).not.toBeInTheDocument();
    await user.clear(field('City'));
    await user.type(field('City'), ' Chattogram ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await api.calls('updateUser')[0].json()).toEqual({ phone: '01710000005', address: 'Road 5', city: 'Chattogram', zip_code: '1207' });
  });

  it('records a wallet change with its reason; a new password only when typed', async () => {
    const api = mockApi(editRoutes({ updateUser: ok(customer(5)) }));
    const { user } = renderAt('/user/edit/5');
    await screen.findByRole('heading', { name: 'Edit customer: sadia' });
    await user.clear(field('Wallet'));
    await user.type(field('Wallet'), '175.25');
    await user.type(field('Reason for the wallet change'), 'bKash refund');
    await user.type(screen.getByLabelText(/^New password/), 'passw0rd');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('User updated successfully');
    expect(await api.calls('updateUser')[0].json()).toMatchObject({
      wallet: 175.25,
      wallet_was: 150.5,
      note: 'bKash refund',
      password: 'passw0rd',
    });
  });

  it('a wallet edit refused because a credit landed meanwhile shows why on the wallet field, with the balance now, which the next try is made against', async () => {
    const refusal = 'The wallet is now ৳250.5 (it was ৳150.5 when you opened the form). Review it and try again.';
    let wallet = '150.50';
    const api = mockApi(
      editRoutes({
        getUser: () => ok(customer(5, { username: 'sadia', wallet })),
        updateUser: () => {
          wallet = '250.50';
          return fail(409, refusal, [{ msg: refusal, param: 'wallet' }]);
        },
      }),
    );
    const { user } = renderAt('/user/edit/5');
    await screen.findByRole('heading', { name: 'Edit customer: sadia' });
    await user.clear(field('Wallet'));
    await user.type(field('Wallet'), '50');
    await user.type(field('Reason for the wallet change'), 'Counted again');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(field('Wallet')).toHaveAccessibleDescription(refusal));
    expect(field('Wallet')).toHaveValue('250.50');
    expect(await api.calls('updateUser')[0].json()).toMatchObject({ wallet: 50, wallet_was: 150.5 });

    api.set({ updateUser: ok(customer(5, { wallet: '50.00' })) });
    await user.clear(field('Wallet'));
    await user.type(field('Wallet'), '50');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('User updated successfully');
    expect(await api.calls('updateUser')[1].json()).toMatchObject({ wallet: 50, wallet_was: 250.5 });
  });

  it('refuses a wallet with a third decimal, a letter in the phone and a short password, sending nothing', async () => {
    const api = mockApi(editRoutes());
    const { user } = renderAt('/user/edit/5');
    await screen.findByRole('heading', { name: 'Edit customer: sadia' });
    await user.type(field('Phone'), 'x');
    // Kept as typed, and refused on the field.
    expect(field('Phone')).toHaveValue('01710000005x');
    await user.clear(field('Wallet'));
    await user.type(field('Wallet'), '10.005');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone may hold digits and a leading +')).toBeInTheDocument();
    expect(document.getElementById('field-wallet-helper')).toHaveTextContent('At most 2 decimals');
    expect(api.calls('updateUser')).toHaveLength(0);
  });

  it("shows the server's refusal on its field", async () => {
    const api = mockApi(
      editRoutes({ updateUser: fail(400, 'Validation failed', [{ msg: 'Phone is already in use', param: 'phone' }]) }),
    );
    const { user } = renderAt('/user/edit/5');
    await screen.findByRole('heading', { name: 'Edit customer: sadia' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(field('Phone')).toHaveAccessibleDescription('Phone is already in use'));
    // The balance as loaded: no wallet change is sent.
    expect(await api.calls('updateUser')[0].json()).not.toHaveProperty('wallet');
  });
});
