import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import { featureRoutes } from './feature-routes';
import { makeStore } from './store';
import { api as shopApi } from '../store/api';
import { pageSizeChanged } from '../store/tables-slice';
import { EMPTY_DASHBOARD_STATS, meReply, mockApi, ok, okPage, renderWithProviders, signedInState, type Stubs } from '../test-utils';

/** An address with a page, a search, a status and a sort: each list reads what it knows of it. */
const SEARCH = '?page=2&q=0171&status=pending&sort=-created_at';
const preloading = featureRoutes.filter((route) => route.preload);

/** Every list answers an empty page; the dashboard, zeros. */
const chart = ok({ dates: [], data: [] });
const stubs = {
  ...Object.fromEntries(featureRoutes.map((route) => [route.operationId, okPage([], 0)])),
  getMe: meReply({ superAdmin: true }),
  getDashboardStats: ok(EMPTY_DASHBOARD_STATS),
  getOrdersChart: chart,
  getSalesChart: chart,
  getVoucherStatistics: ok([]),
  getIdCodeStatistics: ok([]),
  listSmsBroadcasts: okPage([], 0),
  countMyCompletedOrdersThisMonth: ok(0),
} as Stubs;

/**
 * The screen at its address, after its preload (or without one); the requests made, and the
 * preload's own. The table's remembered page size is 50 (a list without `size` in its address uses it).
 */
async function screenRequests(route: (typeof preloading)[number], { preload }: { preload: boolean }) {
  const api = mockApi(stubs);
  const store = makeStore(signedInState());
  for (const tableId of ['orders', 'admin-orders', 'manual-transactions', 'automated-transactions', 'physical-orders', 'users', 'admins', 'auth-modules', 'audit-log', 'sms-broadcasts']) {
    store.dispatch(pageSizeChanged({ tableId, value: 50 }));
  }
  // As the signed-in app: no screen is drawn, nor preloaded, before GET /admin/me has answered.
  await store.dispatch(shopApi.endpoints.getMe.initiate());
  const before = api.requests.length;
  let preloaded: Request[] = [];
  if (preload) {
    for (const prefetch of [route.preload!(new URLSearchParams(SEARCH), store.getState())].flat()) store.dispatch(prefetch);
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(before));
    await waitFor(() => expect(Object.values(store.getState().api.queries).every((query) => query?.status !== 'pending')).toBe(true));
    preloaded = api.requests.slice(before);
  }
  const { unmount } = renderWithProviders(
    <Suspense fallback={null}>
      <Routes>
        <Route path={route.path} element={<route.element />} />
      </Routes>
    </Suspense>,
    { route: `${route.path}${SEARCH}`, store },
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await waitFor(() => expect(Object.values(store.getState().api.queries).every((query) => query?.status !== 'pending')).toBe(true));
  unmount();
  return { requests: [...api.requests], preloaded };
}

const sameCall = (a: Request, b: Request) => a.method === b.method && a.url === b.url;

describe('each screen’s preload (FeatureRoute.preload)', () => {
  it.each(preloading.map((route) => [route.path, route] as const))('%s: asks for exactly what the screen asks for, so the screen asks nothing more', async (_path, route) => {
    const withPreload = await screenRequests(route, { preload: true });
    const without = await screenRequests(route, { preload: false });
    // Without the preload the screen itself makes each of those very requests; with it, it does not make them again.
    for (const preloaded of withPreload.preloaded) {
      expect(without.requests.filter((request) => sameCall(request, preloaded))).toHaveLength(1);
      expect(withPreload.requests.filter((request) => sameCall(request, preloaded))).toHaveLength(1);
    }
    expect(withPreload.requests).toHaveLength(without.requests.length);
  }, 30_000);

  it('covers every screen of the sidebar', () => {
    expect(featureRoutes.filter((route) => route.nav && !route.preload).map((route) => route.path)).toEqual([]);
  });
});
