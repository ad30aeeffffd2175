import { screen, waitFor, within } from '@testing-library/react';
import { currentQuery, meReply, mockApi, ok, okPage, renderScreens, TEST_ADMIN, type Stubs } from '../../test-utils';
import type { RecordHistoryEntry, TopupOrder } from '../../store/api';
import OrderListPage from './order-list-page';
import AdminOrderListPage from './admin-order-list-page';

function order(id: number, status: TopupOrder['status'], more: Partial<TopupOrder> = {}): TopupOrder {
  return {
    id, user_id: 200 + id, package_id: 7, name: '100 Diamonds', amount: '95.00', status, playerid: `PLAYER${id}`, ingamepassword: `pass-${id}`,
    accounttype: 'Facebook', securitycode: `SEC${id}`, transaction_id: `TX${id}`, phone: '01722000000', voucher_data: null, completed_by: null,
    completed_by_name: null, order_note: null, completed_at: null, created_at: '2026-11-21T08:00:00Z', product_name: 'Free Fire',
    product_image: null, username: `gamer${id}`, user_email: `gamer${id}@mail.test`, user_phone: '01833000000', ...more,
  };
}

const ROWS = [
  order(1, 'pending'),
  order(2, 'in_progress', { claimed_by: 99, claimed_by_name: 'Imran Hossain', claimed_at: new Date().toISOString() }),
  order(3, 'completed', { voucher_data: 'CODE-AAAA-3', completed_by: 1, completed_by_name: 'Rahim Uddin', order_note: 'Delivered' }),
];
const page = (rows: TopupOrder[]) => ok({ orders: rows, order_count: rows.length });
const HISTORY: RecordHistoryEntry[] = [
  {
    id: 7, admin: { id: TEST_ADMIN.id, first_name: 'Rahim', last_name: 'Uddin' }, operation_id: 'updateOrderStatus', summary: 'Change an order',
    changes: [{ field: 'status', before: 'in_progress', after: 'completed' }, { field: 'voucher_id', before: null, after: 17 }, { field: 'order_note', before: null, after: 'Delivered' }],
    created_at: '2026-11-21T09:00:00Z',
  },
  { id: 6, admin: null, operation_id: 'releaseOrderClaim', summary: 'Release', changes: [{ field: 'status', before: 'in_progress', after: 'pending' }], created_at: '2026-11-21T08:30:00Z' },
];

function renderAt(route: string, stubs: Stubs = {}) {
  const api = mockApi({
    getMe: meReply({ superAdmin: true }),
    listOrders: page(ROWS),
    listMyPackageOrders: page([order(9, 'pending')]),
    listOrderMessages: ok([]),
    listRecordHistory: okPage(HISTORY),
    ...stubs,
  });
  return { api, ...renderScreens({ '/order': <OrderListPage />, '/subadmin-order': <AdminOrderListPage /> }, { route }) };
}

describe('a top-up order opened from its list', () => {
  it('shows every field, the secrets masked with their copies, and its history in words', async () => {
    const { user, api } = renderAt('/order');
    await user.click(await screen.findByText('PLAYER3'));
    expect(currentQuery().get('open')).toBe('3');
    const panel = await screen.findByRole('dialog', { name: 'Order #3' });
    for (const text of ['gamer3 (#203)', 'Free Fire', '100 Diamonds', '95 tk', 'PLAYER3', 'Facebook', 'TX3', 'CODE-AAAA-3', 'Rahim Uddin', 'Delivered']) {
      expect(within(panel).getAllByText(text).length).toBeGreaterThan(0);
    }
    // The customer's secrets stay masked until shown; they copy without being shown.
    expect(within(panel).queryByText('pass-3')).not.toBeInTheDocument();
    expect(within(panel).queryByText('SEC3')).not.toBeInTheDocument();
    const copied = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(panel).getByRole('button', { name: 'Copy Player id' }));
    expect(copied).toHaveBeenLastCalledWith('PLAYER3');
    await user.click(within(panel).getByRole('button', { name: 'Copy In-game password' }));
    expect(copied).toHaveBeenLastCalledWith('pass-3');
    for (const copy of ['Copy Transaction id', 'Copy Phone', 'Copy Voucher code', 'Copy Customer phone']) expect(within(panel).getByRole('button', { name: copy })).toBeInTheDocument();
    // Completed is final: nothing to do.
    expect(within(panel).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Take' })).not.toBeInTheDocument();

    const history = within(panel).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Status changed')).toBeInTheDocument();
    const [completed, released] = within(history).getAllByText('Status:', { exact: false });
    expect(completed).toHaveTextContent('Status: In progress → Completed');
    expect(released).toHaveTextContent('Status: In progress → Pending');
    expect(within(history).getByText('Voucher:', { exact: false })).toHaveTextContent('Voucher: — → #17');
    expect(within(history).getByText('Released')).toBeInTheDocument();
    expect(within(history).getByText(/^System ·/)).toBeInTheDocument();
    expect(api.calls('listRecordHistory', { kind: 'order', id: '3' })).toHaveLength(1);
  });

  it('offers Take and Edit on a pending order', async () => {
    const { user } = renderAt('/order?open=1');
    const pending = await screen.findByRole('dialog', { name: 'Order #1' });
    // The buttons come with the admin's permissions (GET /admin/me).
    expect(await within(pending).findByRole('button', { name: 'Take' })).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Update order #1' })).toBeInTheDocument();
  });

  it('a sub-admin sees another admin\'s order with who holds it, and no action on it', async () => {
    renderAt('/order?open=2', { getMe: meReply({ permissions: ['listOrders', 'updateOrderStatus', 'claimOrder', 'releaseOrderClaim'] }) });
    const held = await screen.findByRole('dialog', { name: 'Order #2' });
    expect(within(held).getAllByText('Imran Hossain').length).toBeGreaterThan(0);
    // Once the admin's permissions are in: the pending row behind the drawer offers Take.
    await screen.findAllByRole('button', { name: 'Take', hidden: true });
    expect(within(held).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(held).queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
    expect(within(held).queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('Admins Order looks an order not on the page up in its own list; Back (close) leaves the list as it was', async () => {
    const { user, api } = renderAt('/subadmin-order?status=pending&open=44', {
      listMyPackageOrders: (request) => (new URL(request.url).searchParams.get('order_id') === '44' ? page([order(44, 'pending')]) : page([order(9, 'pending')])),
    });
    const panel = await screen.findByRole('dialog', { name: 'Order #44' });
    expect(await within(panel).findByText('gamer44 (#244)')).toBeInTheDocument();
    expect(api.calls('listOrders')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentQuery().get('open')).toBeNull());
    expect(currentQuery().get('status')).toBe('pending');
  });
});
