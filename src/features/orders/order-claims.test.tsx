import { screen, waitFor, within } from '@testing-library/react';
import { currentQuery, fail, meReply, mockApi, ok, renderScreens, TEST_ADMIN, type Stubs } from '../../test-utils';
import type { OperationId, TopupOrder } from '../../store/api';
import AdminOrderListPage from './admin-order-list-page';
import OrderListPage from './order-list-page';
import { claimLabel } from './order-claims';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000 - 5_000).toISOString();
const KARIM = 7;

function order(id: number, status: TopupOrder['status'], more: Partial<TopupOrder> = {}): TopupOrder {
  return {
    id, user_id: 200 + id, package_id: 7, name: '100 Diamonds', amount: '95.00', status, playerid: `PLAYER${id}`, ingamepassword: null,
    accounttype: 'Facebook', securitycode: null, transaction_id: `TX${id}`, phone: '01722000000', voucher_data: null, completed_by: null,
    completed_by_name: null, order_note: null, completed_at: null, created_at: '2026-11-21T08:00:00Z', product_name: 'Free Fire',
    product_image: null, username: `gamer${id}`, user_email: null, user_phone: null, claimed_by: null, claimed_by_name: null, claimed_at: null, ...more,
  };
}

const mine = (id: number, minutes = 3) => order(id, 'in_progress', { claimed_by: TEST_ADMIN.id, claimed_by_name: 'Rahim Uddin', claimed_at: minutesAgo(minutes) });
const karims = (id: number, minutes = 12) => order(id, 'in_progress', { claimed_by: KARIM, claimed_by_name: 'Karim Ahmed', claimed_at: minutesAgo(minutes) });

/** Pending, unheld in progress, the signed-in admin's (Rahim), Karim's, completed. */
const ROWS = [order(1, 'pending'), order(2, 'in_progress'), mine(3), karims(4), order(5, 'completed')];
const page = (rows: TopupOrder[]) => ok({ orders: rows, order_count: rows.length, total_capped: false });

const SUB_ADMIN: OperationId[] = ['listMyPackageOrders', 'updateOrderStatus', 'completeSelectedOrders', 'claimOrder', 'releaseOrderClaim', 'takeNextOrder'];

function renderAt(route: string, stubs: Stubs = {}, me = meReply({ permissions: SUB_ADMIN })) {
  const api = mockApi({ getMe: me, listOrders: page(ROWS), listMyPackageOrders: page(ROWS), ...stubs });
  return { api, ...renderScreens({ '/order': <OrderListPage />, '/subadmin-order': <AdminOrderListPage /> }, { route }) };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const button = (row: string, name: string) => within(rowOf(row)).queryByRole('button', { name });

describe('Order claims on the top-up order lists', () => {
  it('offers Take on orders nobody holds, shows who holds the others and for how long, and Edit only on orders that are not another admin\'s', async () => {
    renderAt('/subadmin-order');
    await screen.findByText('gamer1');
    expect(button('gamer1', 'Take')).toBeInTheDocument();
    expect(button('gamer2', 'Take')).toBeInTheDocument();
    for (const row of ['gamer3', 'gamer4', 'gamer5']) expect(button(row, 'Take')).not.toBeInTheDocument();
    expect(within(rowOf('gamer3')).getByText('Rahim · 3 min. ago')).toBeInTheDocument();
    expect(within(rowOf('gamer4')).getByText('Karim · 12 min. ago')).toBeInTheDocument();
    // Complete and cancel are the owner's (or a super admin's): no Edit, no selection for Complete All on Karim's order.
    expect(button('gamer3', 'Edit')).toBeInTheDocument();
    expect(button('gamer3', 'Release')).toBeInTheDocument();
    expect(button('gamer4', 'Edit')).not.toBeInTheDocument();
    expect(button('gamer4', 'Release')).not.toBeInTheDocument();
    expect(within(rowOf('gamer4')).getByRole('checkbox')).toBeDisabled();
    expect(within(rowOf('gamer1')).getByRole('checkbox')).toBeEnabled();
  });

  it('a super admin may complete, cancel or release any order, another admin\'s included', async () => {
    renderAt('/order', {}, meReply({ superAdmin: true }));
    await screen.findByText('gamer4');
    expect(button('gamer4', 'Edit')).toBeInTheDocument();
    expect(button('gamer4', 'Release')).toBeInTheDocument();
    expect(within(rowOf('gamer4')).getByRole('checkbox')).toBeEnabled();
  });

  it('Take takes the order for the admin and says so', async () => {
    const { api, user } = renderAt('/subadmin-order', { claimOrder: ok(mine(1, 0)) });
    await screen.findByText('gamer1');
    await user.click(button('gamer1', 'Take')!);
    expect(await screen.findByText('Order #1 is yours.')).toBeInTheDocument();
    expect(new URL(api.calls('claimOrder')[0].url).pathname).toBe('/api/admin/order/claim/1');
  });

  it('a Take that lost the race shows who has the order, and the list is asked again', async () => {
    const { api, user } = renderAt('/subadmin-order', { claimOrder: fail(409, 'Taken by Karim Ahmed 3 minutes ago.') });
    await screen.findByText('gamer1');
    const asked = api.calls('listMyPackageOrders').length;
    await user.click(button('gamer1', 'Take')!);
    expect(await screen.findByText('Taken by Karim Ahmed 3 minutes ago.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('listMyPackageOrders').length).toBeGreaterThan(asked));
  });

  it("on a phone, Take next's order is the card that stands out", async () => {
    // A phone (MUI's `sm` down): the media queries below 600 px match, and the rows are cards.
    const matchMedia = (query: string) => ({ matches: /max-width:\s*599/.test(query), media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      const { api, user } = renderAt('/subadmin-order', { takeNextOrder: ok(mine(9, 0)) });
      await screen.findByText('gamer1');
      api.set({ listMyPackageOrders: page([...ROWS, mine(9, 0)]) });
      await user.click(screen.getByRole('button', { name: 'Take next' }));
      await waitFor(() => expect(screen.getByText('gamer9').closest('[data-card]')).toHaveAttribute('aria-current', 'true'));
      expect(screen.getByText('gamer1').closest('[data-card]')).not.toHaveAttribute('aria-current');
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('Release gives the admin\'s own order back', async () => {
    const { api, user } = renderAt('/subadmin-order', { releaseOrderClaim: ok(order(3, 'pending')) });
    await screen.findByText('gamer3');
    await user.click(button('gamer3', 'Release')!);
    expect(await screen.findByText('Order #3 is back in the queue.')).toBeInTheDocument();
    expect(new URL(api.calls('releaseOrderClaim')[0].url).pathname).toBe('/api/admin/order/release/3');
  });

  it('Take next hands over the oldest waiting order: its record opens, its row stands out, and Complete finishes it after one question', async () => {
    const { api, user } = renderAt('/subadmin-order', { takeNextOrder: ok(mine(9, 0)), updateOrderStatus: ok(order(9, 'completed')) });
    await screen.findByText('gamer1');
    api.set({ listMyPackageOrders: page([...ROWS, mine(9, 0)]) });
    await user.click(screen.getByRole('button', { name: 'Take next' }));
    expect(await screen.findByText('Order #9 is yours.')).toBeInTheDocument();
    await waitFor(() => expect(currentQuery().get('open')).toBe('9'));
    await waitFor(() => expect(rowOf('gamer9')).toHaveAttribute('aria-current', 'true'));
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const question = await screen.findByRole('dialog', { name: 'Complete order #9?' });
    // The safe answer has the focus: Enter does not complete by accident.
    expect(within(question).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(api.calls('updateOrderStatus')).toHaveLength(1));
    const sent = api.calls('updateOrderStatus')[0];
    expect(new URL(sent.url).pathname).toBe('/api/admin/order/update-order-status/9');
    expect(await sent.clone().json()).toEqual({ status: 'completed' });
  });

  it('Take next with nothing waiting says so', async () => {
    const { user } = renderAt('/subadmin-order', { takeNextOrder: fail(404, 'No order is waiting in your packages.') });
    await screen.findByText('gamer1');
    await user.click(screen.getByRole('button', { name: 'Take next' }));
    expect(await screen.findByText('No order is waiting in your packages.')).toBeInTheDocument();
  });

  it('shows neither Take, Release nor Take next to an admin not granted them', async () => {
    renderAt('/subadmin-order', {}, meReply({ permissions: ['listMyPackageOrders', 'updateOrderStatus'] }));
    await screen.findByText('gamer1');
    expect(button('gamer1', 'Take')).not.toBeInTheDocument();
    expect(button('gamer3', 'Release')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take next' })).not.toBeInTheDocument();
  });
});

describe('claimLabel', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it('is the owner\'s first name and how long they have held it', () => {
    expect(claimLabel({ claimed_by_name: 'Rahim Uddin', claimed_at: '2026-11-21T09:59:40Z' }, now)).toBe('Rahim · now');
    expect(claimLabel({ claimed_by_name: 'Rahim Uddin', claimed_at: '2026-11-21T09:57:00Z' }, now)).toBe('Rahim · 3 min. ago');
    expect(claimLabel({ claimed_by_name: 'Rahim Uddin', claimed_at: '2026-11-21T07:30:00Z' }, now)).toBe('Rahim · 2 hr. ago');
    expect(claimLabel({ claimed_by_name: null, claimed_at: null }, now)).toBeNull();
  });
});
