import { waitFor } from '@testing-library/react';
import { makeStore } from '../app/store';
import { featureRoutes } from '../app/feature-routes';
import { preloadFromStart } from '../app/screen-data-preload';
import { api } from './api';
import { askMeEarly, askScreenDataEarly, SCREEN_REQUESTS_KEY, takeEarlyAnswer } from './early-answers';
import { signedOut } from './session-slice';
import { EMPTY_DASHBOARD_STATS, fail, meReply, mockApi, ok, placed, signedInState } from '../test-utils';

/** The app's first GET /admin/me, as SignedInApp's query asks it. */
async function firstMe(token = 'test-token') {
  const store = makeStore(signedInState({ token }));
  const result = await store.dispatch(api.endpoints.getMe.initiate());
  return { store, result };
}

describe('GET /admin/me asked by the entry while the app downloads', () => {
  it('answers the app’s first GET /admin/me, so the server is asked once', async () => {
    const server = mockApi({ getMe: meReply({ superAdmin: true }) });
    askMeEarly('test-token');
    const { result } = await firstMe();
    expect(result.data).toEqual(meReply({ superAdmin: true }).body);
    expect(server.calls('getMe')).toHaveLength(1);
    expect(server.calls('getMe')[0].headers.get('authorization')).toBe('Bearer test-token');
  });

  it('is taken once: a later GET /admin/me asks the server', async () => {
    const server = mockApi({ getMe: meReply({ superAdmin: true }) });
    askMeEarly('test-token');
    await firstMe();
    await firstMe();
    expect(server.calls('getMe')).toHaveLength(2);
  });

  it('is not taken by another session: the app asks with its own token', async () => {
    const server = mockApi({ getMe: meReply({ superAdmin: true }) });
    askMeEarly('old-token');
    await firstMe('new-token');
    expect(server.calls('getMe').map((request) => request.headers.get('authorization'))).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('is not taken when it was refused: the app asks again and signs out on its own 401', async () => {
    const server = mockApi({ getMe: fail(401, 'Unauthenticated.') });
    askMeEarly('test-token');
    const { store, result } = await firstMe();
    expect(server.calls('getMe')).toHaveLength(2);
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session.token).toBeNull();
  });
});

/** The orders screen's first page, as a server that places its answers gives it. */
const ORDERS_PAGE = placed(7, ok({ orders: [], order_count: 42 }));

/** The app's start (main.tsx) at a full load of `address`, signed in. */
function startAt(address: string, token = 'test-token') {
  window.history.replaceState(null, '', address);
  const store = makeStore(signedInState({ token }));
  preloadFromStart(store, featureRoutes);
  return store;
}

/** The store's queries of these endpoints. */
const queriesOf = (store: ReturnType<typeof makeStore>, ...endpoints: string[]) =>
  Object.values(store.getState().api.queries).filter((entry) => endpoints.includes(entry?.endpointName ?? ''));

/** A full load of `address`, signed in, until the screen's first request has answered. */
async function fullLoad(address: string, token = 'test-token') {
  const store = startAt(address, token);
  await waitFor(() => expect(ordersQuery(store)?.status).toBe('fulfilled'));
  return store;
}

/** The orders screen's preloaded query (the only listOrders query in the store). */
const ordersQuery = (store: ReturnType<typeof makeStore>) => queriesOf(store, 'listOrders')[0];

const remembered = () => JSON.parse(window.localStorage.getItem(SCREEN_REQUESTS_KEY) ?? 'null') as unknown;
const pathOf = (request: Request) => request.url.slice(new URL(request.url).origin.length);

describe('the screen’s first request asked by the entry at a full load', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('remembers the URL each address’s first request went to', async () => {
    const server = mockApi({ getMe: placed(1, meReply({ superAdmin: true })), listOrders: ORDERS_PAGE });
    await fullLoad('/order?status=pending');
    const [sent] = server.calls('listOrders');
    expect(remembered()).toEqual([['/order?status=pending', [pathOf(sent)]]]);
  });

  it('is taken by the screen at the next full load of the address: the server is asked once, by the entry', async () => {
    const server = mockApi({ getMe: placed(1, meReply({ superAdmin: true })), listOrders: ORDERS_PAGE });
    await fullLoad('/order');
    askMeEarly('test-token');
    askScreenDataEarly('test-token', '/order');
    const store = await fullLoad('/order');
    const [first, early, ...more] = server.calls('listOrders');
    expect(more).toHaveLength(0);
    expect(pathOf(early)).toBe(pathOf(first));
    expect(early.headers.get('authorization')).toBe('Bearer test-token');
    expect(ordersQuery(store)?.data).toMatchObject({ total: 42 });
  });

  it('is not taken from a server that does not place its answers: the screen asks once the stream allows', async () => {
    window.localStorage.setItem(SCREEN_REQUESTS_KEY, JSON.stringify([['/order', ['/api/admin/orders?page=1&limit=10']]]));
    const server = mockApi({ listOrders: ok({ orders: [], order_count: 42 }) });
    askScreenDataEarly('test-token', '/order');
    expect(await takeEarlyAnswer('/api/admin/orders?page=1&limit=10', 'Bearer test-token')).toBeNull();
    expect(server.calls('listOrders')).toHaveLength(1);
  });

  it('is not taken by another session, nor when it was refused', async () => {
    window.localStorage.setItem(SCREEN_REQUESTS_KEY, JSON.stringify([['/order', ['/api/admin/orders?page=1&limit=10']]]));
    mockApi({ listOrders: (request) => (request.headers.get('authorization') === 'Bearer old-token' ? ORDERS_PAGE : fail(403, 'Forbidden')) });
    askScreenDataEarly('old-token', '/order');
    expect(await takeEarlyAnswer('/api/admin/orders?page=1&limit=10', 'Bearer new-token')).toBeNull();
    askScreenDataEarly('new-token', '/order');
    expect(await takeEarlyAnswer('/api/admin/orders?page=1&limit=10', 'Bearer new-token')).toBeNull();
    // Nothing asked for that address: nothing to take, at once (the app's request is not held up).
    expect(takeEarlyAnswer('/api/admin/orders?page=1&limit=10', 'Bearer new-token')).toBeNull();
  });

  it('keeps the most recently opened addresses, and forgets them all at sign-out', async () => {
    mockApi({ getMe: placed(1, meReply({ superAdmin: true })), listOrders: ORDERS_PAGE });
    window.localStorage.setItem(SCREEN_REQUESTS_KEY, JSON.stringify(Array.from({ length: 30 }, (_, index) => [`/order?page=${index + 2}`, [`/api/admin/orders?page=${index + 2}`]])));
    const store = await fullLoad('/order');
    const addresses = (remembered() as [string, string[]][]).map(([address]) => address);
    expect(addresses).toHaveLength(30);
    expect(addresses[0]).toBe('/order?page=3');
    expect(addresses.at(-1)).toBe('/order');
    store.dispatch(signedOut());
    expect(remembered()).toBeNull();
  });
});

/** The dashboard's figures and both charts, as a server that places its answers gives them. */
const DASHBOARD = {
  getMe: placed(1, meReply({ superAdmin: true })),
  getDashboardStats: placed(7, ok({ ...EMPTY_DASHBOARD_STATS, totalUser: 12 })),
  getOrdersChart: placed(7, ok({ dates: [], data: [] })),
  getSalesChart: placed(7, ok({ dates: [], data: [] })),
};
const DASHBOARD_REQUESTS = ['getDashboardStats', 'getOrdersChart', 'getSalesChart'] as const;

/** A full load of the dashboard, until each of its first requests has answered. */
async function dashboardLoad() {
  const store = startAt('/');
  const settled = () => queriesOf(store, ...DASHBOARD_REQUESTS).filter((entry) => entry?.status === 'fulfilled');
  await waitFor(() => expect(settled()).toHaveLength(DASHBOARD_REQUESTS.length));
  return store;
}

describe('a screen whose first paint waits for several requests (the dashboard)', () => {
  it('remembers each of them, and the entry asks them all at the next full load: each asked once', async () => {
    const server = mockApi(DASHBOARD);
    await dashboardLoad();
    const first = DASHBOARD_REQUESTS.map((name) => pathOf(server.calls(name)[0]));
    expect(remembered()).toEqual([['/', first]]);
    askScreenDataEarly('test-token', '/');
    const store = await dashboardLoad();
    for (const [index, name] of DASHBOARD_REQUESTS.entries()) {
      // The page load's own and the entry's; the app's request took the entry's answer.
      expect(server.calls(name).map(pathOf)).toEqual([first[index], first[index]]);
    }
    expect(queriesOf(store, 'getDashboardStats')[0]?.data).toMatchObject({ data: { totalUser: 12 } });
  });

  it('is remembered anew when one of them has changed, the others taken from the entry', async () => {
    const server = mockApi(DASHBOARD);
    await dashboardLoad();
    const first = DASHBOARD_REQUESTS.map((name) => pathOf(server.calls(name)[0]));
    // The sales chart remembered as it was asked before (another day count): the entry asks that one in vain.
    const before = [first[0], first[1], '/api/admin/this-month-sale-chart-data?days=7'];
    window.localStorage.setItem(SCREEN_REQUESTS_KEY, JSON.stringify([['/', before]]));
    askScreenDataEarly('test-token', '/');
    await dashboardLoad();
    expect(remembered()).toEqual([['/', first]]);
  });

  it('is remembered only once every one of them has answered', async () => {
    mockApi({ ...DASHBOARD, getSalesChart: fail(500, 'Server error') });
    const store = startAt('/');
    await waitFor(() => expect(Object.values(store.getState().api.queries).filter((entry) => entry?.status === 'fulfilled' || entry?.status === 'rejected')).toHaveLength(4));
    expect(remembered()).toBeNull();
  });
});
