import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import { featureRoutes } from './feature-routes';
import { makeStore } from './store';
import { api as shopApi } from '../store/api';
import { pageSizeChanged } from '../store/tables-slice';
import type { Admin, User } from '../store/api';
import { product, topupPackage } from '../features/topup-packages/test-fixtures';
import { EMPTY_DASHBOARD_STATS, meReply, mockApi, ok, okPage, renderWithProviders, signedInState, TEST_ADMIN_RECORD, type Stubs } from '../test-utils';

const CUSTOMER: User = {
  id: 7, username: 'sadia', account_status: 'active', is_banned: 0, avatar: null, phone: '01710000005', email: 'sadia@example.com',
  wallet: '150.50', earn_wallet: '0.00', scores: 0, provider: null, is_phone_verify: 1, address: 'Road 5', city: 'Dhaka', zip_code: '1207',
  created_at: '2025-11-20T10:00:00+06:00',
};

/** An address with a page, a search, a status and a sort: each list reads what it knows of it. */
const SEARCH = '?page=2&q=0171&status=pending&sort=-created_at';
const preloading = featureRoutes.filter((route) => route.preload);

/** A record's screen is opened on record 7 (`/user/edit/7`). */
const RECORD_ID = '7';
/** The route's address with each path parameter given (a record id, or anything else). */
const addressOf = (route: (typeof preloading)[number], param = RECORD_ID) => route.path.replace(/:[A-Za-z]+/g, param);
const ADMIN: Admin = { ...TEST_ADMIN_RECORD, id: 7, is_super_admin: false, is_active: true };
const CREATED = '2025-11-21T10:00:00+06:00';

/** Every list answers an empty page; the dashboard, zeros; a record's screen, its record. */
const chart = ok({ dates: [], data: [] });
const stubs = {
  ...Object.fromEntries(featureRoutes.map((route) => [route.operationId, okPage([], 0)])),
  getUser: ok(CUSTOMER),
  listUserWalletChanges: okPage([], 0),
  getAdmin: ok(ADMIN),
  getAdminAuthModules: ok({ admin_id: 7, auth_ids: [], modules: [] }),
  getAdminPackagePermissions: ok({ admin_id: 7, topup_package_id: [], products: [] }),
  getAutoServer: ok({ id: 7, name: 'Primary top-up server', link: 'https://topup-1.shop.test', status: 'active' }),
  getBanner: ok({ id: 7, note: 'Eid offer', link: null, banner: 'eid.png', banner_full_url: 'http://localhost/images/eid.png', isactive: 1 }),
  getNotice: ok({ id: 7, title: '', image: null, image_full_url: null, link: null, notice: 'Nagad payments are delayed', type: 'flat_page_top', is_active: 1, for_home_modal: 0 }),
  getPaymentMethod: ok({ id: 7, name: 'bKash', logo: null, logo_full_url: null, info: '01700000001', status: '1', is_automated: 1, created_at: CREATED }),
  getPhysicalProduct: ok({ id: 7, name: 'Gaming Mouse', image: null, image_full_url: null, sale_price: '1450.00', regular_price: '1800.00', quantity: 25, is_active: 1, description: null, created_at: CREATED }),
  getTopupProduct: ok(product(7, 'PUBG UC', 'in_game')),
  getTopupPackage: ok(topupPackage(7, 1, '60 UC')),
  listMySessions: ok([]),
  getPackageVouchers: ok({ product: { id: 2, name: 'Free Fire Vouchers', topup_type: 'voucher' }, package: { id: 7, name: '100 Diamonds' }, vouchers: [], total: 0 }),
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
  for (const tableId of ['orders', 'admin-orders', 'manual-transactions', 'automated-transactions', 'physical-orders', 'users', 'admins', 'auth-modules', 'audit-log', 'sms-broadcasts', 'package-vouchers', 'user-wallet-history']) {
    store.dispatch(pageSizeChanged({ tableId, value: 50 }));
  }
  // As the signed-in app: no screen is drawn, nor preloaded, before GET /admin/me has answered.
  await store.dispatch(shopApi.endpoints.getMe.initiate());
  const before = api.requests.length;
  let preloaded: Request[] = [];
  if (preload) {
    const params = matchPath(route.path, addressOf(route))!.params;
    for (const prefetch of [route.preload!(new URLSearchParams(SEARCH), store.getState(), params)].flat()) store.dispatch(prefetch);
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
    { route: `${addressOf(route)}${SEARCH}`, store },
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

  it('covers every screen of the sidebar and every screen of a record', () => {
    expect(featureRoutes.filter((route) => (route.nav || route.path.includes(':')) && !route.preload).map((route) => route.path)).toEqual([]);
  });

  it('asks nothing for a record’s screen at an address without a valid id (the screen says so and asks nothing either)', () => {
    const store = makeStore(signedInState());
    for (const route of preloading.filter((candidate) => candidate.path.includes(':'))) {
      expect([route.preload!(new URLSearchParams(), store.getState(), matchPath(route.path, addressOf(route, 'abc'))!.params)].flat()).toEqual([]);
    }
  });
});
