import { screen, waitFor, within } from '@testing-library/react';
import { currentQuery, meReply, mockApi, ok, renderScreens, type Stubs } from '../../test-utils';
import type { TopupOrder } from '../../store/api';
import OrderListPage from './order-list-page';
import AdminOrderListPage from './admin-order-list-page';

const ORDERS = 'listOrders';
const MY_ORDERS = 'listMyPackageOrders';
const MESSAGES = 'listOrderMessages';
const COMPLETE_SELECTED = 'completeSelectedOrders';
const UPDATE_STATUS = 'updateOrderStatus';

function order(id: number, status: TopupOrder['status'], more: Partial<TopupOrder> = {}): TopupOrder {
  return {
    id, user_id: 200 + id, package_id: 7, name: '100 Diamonds', amount: '95.00', status, playerid: `PLAYER${id}`, ingamepassword: `pass-${id}`,
    accounttype: 'Facebook', securitycode: `SEC${id}`, transaction_id: `TX${id}`, phone: '01722000000', voucher_data: null, completed_by: null,
    completed_by_name: null, order_note: null, completed_at: null, created_at: '2026-11-21T08:00:00Z', product_name: 'Free Fire',
    product_image: 'http://localhost/images/ff.png', username: `gamer${id}`, user_email: `gamer${id}@mail.test`, user_phone: '01833000000', ...more,
  };
}

const ROWS = [
  order(1, 'pending'),
  order(2, 'in_progress'),
  order(3, 'completed', { voucher_data: 'CODE-AAAA-3', completed_by: 1, completed_by_name: 'Rahim Uddin' }),
  order(4, 'cancel', { order_note: 'Wrong player id' }),
];
const page = (rows: TopupOrder[], total = rows.length) => ok({ orders: rows, order_count: total });
const STORED_NOTES = [{ id: 1, message: 'Delivered, please check your account.' }, { id: 2, message: 'Wrong player id, please check.' }];

function renderAt(route: string, routes: Stubs = {}) {
  const api = mockApi({
    getMe: meReply({ superAdmin: true }),
    [ORDERS]: page(ROWS),
    [MY_ORDERS]: page([order(9, 'pending')]),
    [MESSAGES]: ok(STORED_NOTES),
    ...routes,
  });
  const rendered = renderScreens({ '/order': <OrderListPage />, '/subadmin-order': <AdminOrderListPage /> }, { route });
  return { api, ...rendered };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

// The heaviest screen tests: the full orders table, its filters and dialogs in jsdom. Alone a test
// takes up to 9–15 s (Complete All's five clicks, the six filters typed); beside the suite's other
// workers on 2 cores, 25–30 s, and twice that when the machine has other work: over the client's 30 s.
jest.setTimeout(120_000);

describe('Top-up orders (/order)', () => {
  it('shows customer, product, package, amount and the status badge; Edit only on pending and in-progress orders', async () => {
    renderAt('/order');
    expect(await screen.findByText('gamer1')).toBeInTheDocument();
    const first = rowOf('gamer1');
    for (const text of ['gamer1@mail.test', '01833000000', 'Free Fire', '100 Diamonds', '95 tk', 'PLAYER1', 'Facebook', 'TX1', 'Pending']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(rowOf('gamer3')).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(rowOf('gamer4')).getByText('Wrong player id')).toBeInTheDocument();
    for (const open of ['gamer1', 'gamer2']) expect(within(rowOf(open)).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    for (const closed of ['gamer3', 'gamer4']) expect(within(rowOf(closed)).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('masks the in-game password and security code until revealed, and copies them without revealing', async () => {
    const { user } = renderAt('/order');
    const copied = jest.spyOn(navigator.clipboard, 'writeText');
    await screen.findByText('gamer1');
    const row = rowOf('gamer1');
    expect(within(row).queryByText('pass-1')).not.toBeInTheDocument();
    expect(within(row).queryByText('SEC1')).not.toBeInTheDocument();
    expect(row.textContent).not.toContain('pass-1');

    await user.click(within(row).getByRole('button', { name: 'Copy In-game password' }));
    expect(copied).toHaveBeenLastCalledWith('pass-1');
    expect(await screen.findByText('In-game password copied')).toBeInTheDocument();
    expect(within(row).queryByText('pass-1')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Show In-game password' }));
    expect(within(row).getByText('pass-1')).toBeInTheDocument();
    expect(within(row).queryByText('SEC1')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Hide In-game password' }));
    expect(within(row).queryByText('pass-1')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Show Security code' }));
    expect(within(row).getByText('SEC1')).toBeInTheDocument();
  });

  it('copies the player id and the voucher code in one click', async () => {
    const { user } = renderAt('/order');
    const copied = jest.spyOn(navigator.clipboard, 'writeText');
    await screen.findByText('gamer1');
    await user.click(within(rowOf('gamer1')).getByRole('button', { name: 'Copy Player id' }));
    expect(copied).toHaveBeenLastCalledWith('PLAYER1');
    await user.click(within(rowOf('gamer3')).getByRole('button', { name: 'Copy Voucher code' }));
    expect(copied).toHaveBeenLastCalledWith('CODE-AAAA-3');
    expect(within(rowOf('gamer1')).queryByRole('button', { name: 'Copy Voucher code' })).not.toBeInTheDocument();
  });

  it("Edit asks for a status ('Select an order status') and sends it with a stored note", async () => {
    const { api, user } = renderAt('/order', { [UPDATE_STATUS]: ok(order(2, 'cancel')) });
    await screen.findByText('gamer2');
    await user.click(within(rowOf('gamer2')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update order #2' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Select an order status')).toBeInTheDocument();
    expect(api.calls(UPDATE_STATUS, { id: '2' })).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /New status/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['In progress', 'Completed', 'Pending', 'Cancel']);
    await user.click(screen.getByRole('option', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Note' }));
    await user.click(await screen.findByRole('option', { name: 'Wrong player id, please check.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Order updated successfully')).toBeInTheDocument();
    expect(await api.calls(UPDATE_STATUS, { id: '2' })[0].json()).toEqual({ status: 'cancel', order_note: 'Wrong player id, please check.' });
  });

  it('sends no note when none is given', async () => {
    const { api, user } = renderAt('/order', { [UPDATE_STATUS]: ok(order(1, 'in_progress')) });
    await screen.findByText('gamer1');
    await user.click(within(rowOf('gamer1')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update order #1' });
    await user.click(within(dialog).getByRole('combobox', { name: /New status/ }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.calls(UPDATE_STATUS, { id: '1' })).toHaveLength(1));
    expect(await api.calls(UPDATE_STATUS, { id: '1' })[0].json()).toEqual({ status: 'in_progress', order_note: null });
  });

  it("Complete All completes the selection: 'Total completed {n} orders.' and how many were skipped", async () => {
    const { api, user } = renderAt('/order', { [COMPLETE_SELECTED]: ok({ completed: 2, skipped: 1 }) });
    await screen.findByText('gamer1');
    for (const name of ['gamer1', 'gamer2', 'gamer3']) await user.click(within(rowOf(name)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Complete All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete 3 selected orders?' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete All' }));
    expect(await screen.findByText('Total completed 2 orders. Skipped 1: already completed or cancelled.')).toBeInTheDocument();
    expect(await api.calls(COMPLETE_SELECTED)[0].json()).toEqual({ ordersId: [1, 2, 3] });
  });

  it('shows the total, and a capped one (a filter matching more than the server counts) as "10,000 or more"', async () => {
    renderAt('/order?phone=017', { [ORDERS]: ok({ orders: ROWS, order_count: 10_000, total_capped: true }) });
    expect(await screen.findByText('gamer1')).toBeInTheDocument();
    expect(screen.getByText('Total: 10,000 or more')).toBeInTheDocument();
  });

  it('sends the filters of the URL; a changed filter goes into the URL and back to the first page', async () => {
    const { api, user } = renderAt('/order?order_id=12&user_id=201&status=pending&phone=0172&date_from=2026-11-01&date_to=2026-11-20&page=2&size=50', {
      [ORDERS]: page(ROWS, 120),
    });
    await screen.findByText('gamer1');
    expect(params(api.calls(ORDERS)[0])).toEqual({
      page: '2', limit: '50', order_id: '12', user_id: '201', status: 'pending', phone: '0172', date_from: '2026-11-01', date_to: '2026-11-20', sort: '-created_at',
    });
    const phone = screen.getByRole('searchbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '+88017');
    await waitFor(() => expect(currentQuery().get('phone')).toBe('+88017'));
    expect(currentQuery().get('page')).toBeNull();
    expect(currentQuery().get('date_from')).toBe('2026-11-01');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }));
    await waitFor(() => expect(currentQuery().get('status')).toBe('in_progress'));
    await waitFor(() => expect(params(api.calls(ORDERS).at(-1) as Request)).toMatchObject({ page: '1', status: 'in_progress', phone: '+88017' }));
  });
});

describe('Admins Order (/subadmin-order)', () => {
  it("is the same screen over the admin's own package orders", async () => {
    const { api } = renderAt('/subadmin-order?status=pending');
    expect(await screen.findByRole('heading', { name: 'Admins Order' })).toBeInTheDocument();
    expect(await screen.findByText('gamer9')).toBeInTheDocument();
    expect(within(rowOf('gamer9')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(params(api.calls(MY_ORDERS)[0])).toEqual({ page: '1', limit: '10', status: 'pending', sort: '-created_at' });
    expect(api.calls(ORDERS)).toHaveLength(0);
  });
});
