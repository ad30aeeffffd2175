import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { User } from '../../store/api';
import { currentQuery, LocationProbe, meReply, mockApi, ok, okPage, renderWithProviders, signedInState, type Stubs } from '../../test-utils';
import UserListPage from './user-list-page';

function customer(id: number, overrides: Partial<User> = {}): User {
  return {
    id, username: `customer${id}`, account_status: 'active', is_banned: 0, avatar: null, phone: `0171000000${id}`, email: `customer${id}@example.com`,
    wallet: '150.50', earn_wallet: '0.00', scores: 12, provider: null, is_phone_verify: 1, address: 'Road 5', city: 'Dhaka', zip_code: '1207',
    created_at: '2025-11-20T10:00:00+06:00', ...overrides,
  };
}

function renderAt(route: string, stubs: Stubs = {}) {
  const api = mockApi({
    getMe: meReply({ superAdmin: true }),
    listUsers: ok({ data: [customer(1), customer(2)], user_count: 2 }),
    listRecordHistory: okPage([
      { id: 9, admin: { id: 1, first_name: 'Rahim', last_name: 'Uddin' }, operation_id: 'updateUser', summary: 'x', created_at: '2026-11-22T10:00:00Z',
        changes: [{ field: 'wallet', before: '100.00', after: '150.50' }, { field: 'password', before: null, after: null, redacted: true }] },
    ]),
    ...stubs,
  });
  const rendered = renderWithProviders(
    <>
      <Routes>
        <Route path="/user" element={<UserListPage />} />
        <Route path="/user/edit/:id" element={<p>Edit screen</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, preloadedState: signedInState() },
  );
  return { api, ...rendered };
}

describe('a customer opened from the list', () => {
  it('shows every field, copies the phone, offers Edit and Delete, and the history of admins\' changes (a password only named)', async () => {
    const { user, api } = renderAt('/user');
    await user.click(await screen.findByText('customer2@example.com'));
    const panel = await screen.findByRole('dialog', { name: 'Customer #2' });
    for (const text of ['customer2', '150.5 tk', 'Road 5', 'Dhaka', '1207', 'Yes', '12']) expect(within(panel).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(panel).getByRole('button', { name: 'Copy Phone' })).toBeInTheDocument();
    expect(await within(panel).findByText('Edited')).toBeInTheDocument();
    expect(within(panel).getByText('Wallet:', { exact: false })).toHaveTextContent('Wallet: 100 tk → 150.5 tk');
    expect(within(panel).getByText('Password: changed (hidden)')).toBeInTheDocument();
    expect(api.calls('listRecordHistory', { kind: 'customer', id: '2' })).toHaveLength(1);
    await user.click(within(panel).getByRole('link', { name: 'Edit' }));
    expect(await screen.findByText('Edit screen')).toBeInTheDocument();
  });

  it('Delete asks, deletes and closes the drawer', async () => {
    const { user, api } = renderAt('/user?open=1', { deleteUser: ok({ id: 1 }) });
    const panel = await screen.findByRole('dialog', { name: 'Customer #1' });
    await user.click(await within(panel).findByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete customer' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('deleteUser', { id: '1' })).toHaveLength(1));
    await waitFor(() => expect(currentQuery().get('open')).toBeNull());
  });

  it('a customer not on the page is fetched by id', async () => {
    renderAt('/user?open=42', { getUser: ok(customer(42)) });
    const panel = await screen.findByRole('dialog', { name: 'Customer #42' });
    expect(await within(panel).findByText('customer42@example.com')).toBeInTheDocument();
  });
});
