import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { meReply, ok, renderWithProviders, signedInState, type Stubs } from '../test-utils';
import type { TopupOrder } from '../store/api';
import { useLiveEvents } from '../store/live/use-live-events';
import { useGetPendingCountsQuery } from '../store/api';
import { mockApiWithStream } from '../store/live/live-test-stream';
import OrderListPage from '../features/orders/order-list-page';
import AdminOrderListPage from '../features/orders/admin-order-list-page';

function order(id: number, status: TopupOrder['status'] = 'pending'): TopupOrder {
  return {
    id, user_id: 200 + id, package_id: 7, name: '100 Diamonds', amount: '95.00', status, playerid: `PLAYER${id}`, ingamepassword: null,
    accounttype: null, securitycode: null, transaction_id: `TX${id}`, phone: null, voucher_data: null, completed_by: null,
    completed_by_name: null, order_note: null, completed_at: null, created_at: '2026-11-21T08:00:00Z', product_name: 'Free Fire',
    product_image: null, username: `gamer${id}`, user_email: null, user_phone: null,
  };
}

/** The signed-in frame's part that matters here: the live events and the waiting count (the sidebar's badge). */
function Live() {
  useLiveEvents();
  const { data } = useGetPendingCountsQuery();
  return <output aria-label="orders waiting">{data?.data.orders ?? '-'}</output>;
}

/**
 * /order with the live events, on a fake server whose orders the test changes: `rows` is what
 * the list answers now, `byId` what one order's lookup answers.
 */
function renderOrders(stubs: Stubs = {}, route = '/order') {
  const server = {
    rows: [order(3), order(2), order(1)],
    waiting: 3,
  };
  const answer = (request: Request) => {
    const id = new URL(request.url).searchParams.get('order_id');
    const rows = id ? server.rows.filter((row) => row.id === Number(id)) : server.rows;
    return ok({ orders: rows, order_count: rows.length });
  };
  const api = mockApiWithStream({
    getMe: meReply({ superAdmin: true }),
    listOrderMessages: ok([]),
    getPendingCounts: () => ok({ manual_wallet_adds: 0, automated_wallet_adds: 0, orders: server.waiting, my_package_orders: null, physical_orders: 0 }),
    listOrders: (request) => answer(request),
    listMyPackageOrders: (request) => answer(request),
    ...stubs,
  });
  const rendered = renderWithProviders(
    <>
      <Live />
      <Routes>
        <Route path="/order" element={<OrderListPage />} />
        <Route path="/subadmin-order" element={<AdminOrderListPage />} />
      </Routes>
    </>,
    { route, preloadedState: signedInState() },
  );
  /** Fetches of the list itself (not of one order by its id). */
  const listFetches = () => api.calls(route === '/order' ? 'listOrders' : 'listMyPackageOrders').filter((request) => !new URL(request.url).searchParams.has('order_id')).length;
  return { server, api, listFetches, ...rendered };
}

/** The players shown, top to bottom: the rows' order. */
const shownRows = () => screen.getAllByText(/^PLAYER\d+$/).map((cell) => cell.textContent);
const rowOf = (player: string) => screen.getByText(player).closest('tr') as HTMLElement;

async function openAndConnect(api: ReturnType<typeof renderOrders>['api']) {
  await screen.findByText('PLAYER3');
  await waitFor(() => expect(api.eventCalls).toHaveLength(1));
  api.ready();
}

describe('a list being read does not move (LiveHolder)', () => {
  it('counts new orders instead of fetching the list; the waiting count still follows; Show brings them and keeps the selection', async () => {
    const { server, api, listFetches, user } = renderOrders();
    await openAndConnect(api);
    // The first `ready` of a connection refreshes what is open (it may predate the stream).
    await waitFor(() => expect(listFetches()).toBe(2));
    await waitFor(() => expect(screen.getByRole('status', { name: 'orders waiting' })).toHaveTextContent('3'));

    // The reader ticks an order.
    await user.click(within(rowOf('PLAYER2')).getByRole('checkbox'));
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    server.rows = [order(5), order(4), ...server.rows];
    server.waiting = 5;
    api.change({ list: 'orders', scope: 7, op: 'insert', ids: [4] });
    api.change({ list: 'orders', scope: 7, op: 'insert', ids: [5] });
    // The badge's count is live; the rows are not fetched and do not move.
    await waitFor(() => expect(screen.getByRole('status', { name: 'orders waiting' })).toHaveTextContent('5'));
    expect(listFetches()).toBe(2);
    const holder = await screen.findByRole('button', { name: '2 new — Show' });
    expect(listFetches()).toBe(2);
    expect(shownRows()).toEqual(['PLAYER3', 'PLAYER2', 'PLAYER1']);

    await user.click(holder);
    await waitFor(() => expect(shownRows()).toEqual(['PLAYER5', 'PLAYER4', 'PLAYER3', 'PLAYER2', 'PLAYER1']));
    expect(listFetches()).toBe(3);
    await waitFor(() => expect(screen.queryByRole('button', { name: /— Show$/ })).not.toBeInTheDocument());
    // The ticked order is still ticked.
    expect(within(rowOf('PLAYER2')).getByRole('checkbox')).toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    // The count starts again from what is shown.
    server.rows = [order(6), ...server.rows];
    api.change({ list: 'orders', scope: 7, op: 'insert', ids: [6] });
    expect(await screen.findByRole('button', { name: '1 new — Show' })).toBeInTheDocument();
  });

  it('a changed order on the page is refreshed where it stands: no list fetch, no row moved or removed', async () => {
    const { server, api, listFetches } = renderOrders({});
    await openAndConnect(api);
    await waitFor(() => expect(listFetches()).toBe(2));
    expect(within(rowOf('PLAYER2')).getByText('Pending')).toBeInTheDocument();

    // Order 2 is completed elsewhere: on the server it would now sort elsewhere (and leave a "pending" filter).
    server.rows = [order(3), order(1), order(2, 'completed')];
    api.change({ list: 'orders', scope: 7, op: 'update', ids: [2] });
    await waitFor(() => expect(within(rowOf('PLAYER2')).getByText('Completed')).toBeInTheDocument());
    expect(shownRows()).toEqual(['PLAYER3', 'PLAYER2', 'PLAYER1']);
    expect(listFetches()).toBe(2);
    expect(screen.queryByRole('button', { name: /— Show$/ })).not.toBeInTheDocument();
  });

  it('after a reconnect the list says it may be out of date, and Show fetches it', async () => {
    const { server, api, listFetches, user } = renderOrders();
    await openAndConnect(api);
    await waitFor(() => expect(listFetches()).toBe(2));

    // The stream drops; an order arrives meanwhile, unheard.
    server.rows = [order(4), ...server.rows];
    api.drop();
    await waitFor(() => expect(api.eventCalls).toHaveLength(2), { timeout: 4_000 });
    api.ready();
    const holder = await screen.findByRole('button', { name: 'May be out of date — Show' });
    expect(listFetches()).toBe(2);
    expect(shownRows()).toEqual(['PLAYER3', 'PLAYER2', 'PLAYER1']);
    await user.click(holder);
    await waitFor(() => expect(shownRows()).toEqual(['PLAYER4', 'PLAYER3', 'PLAYER2', 'PLAYER1']));
    await waitFor(() => expect(screen.queryByRole('button', { name: /— Show$/ })).not.toBeInTheDocument());
  });

  it("Admins Order counts only the orders of the admin's own packages", async () => {
    const { server, api, listFetches } = renderOrders({}, '/subadmin-order');
    await openAndConnect(api);
    await waitFor(() => expect(listFetches()).toBe(2));
    server.rows = [order(5), order(4), ...server.rows];
    // Order 4 is of a package the admin does not hold (they see every order, so they hear it); order 5 is theirs.
    api.change({ list: 'orders', scope: 8, op: 'insert', ids: [4] });
    api.change({ list: 'orders', scope: 7, op: 'insert', ids: [5], mine: true });
    expect(await screen.findByRole('button', { name: '1 new — Show' })).toBeInTheDocument();
    expect(listFetches()).toBe(2);
  });
});
