import { act, screen, waitFor } from '@testing-library/react';
import ViewListIcon from '@mui/icons-material/ViewList';
import { AppRoutes } from './router';
import type { FeatureRoute } from '../components/feature-route';
import { earlyStreamReadyAt, openStreamEarly, takeEarlyStream } from '../store/early-stream';
import { mockApiWithStream } from '../store/live/live-test-stream';
import { deferredReply, meReply, mockApi, ok, placed, renderWithProviders, signedInState } from '../test-utils';

// The screens' code, each load counted and held until the test lets it run: a full load of an
// address should ask for its screen's code beside GET /admin/me, and its data before its code runs.
const mockLoads: string[] = [];
const mockHeld = new Map<string, () => void>();
jest.mock('./feature-routes', () => {
  const { lazyScreen } = jest.requireActual<typeof import('../components/lazy-screen')>('../components/lazy-screen');
  const { api, useListAutoServersQuery, useListBannersQuery, useListNoticesQuery } = jest.requireActual<typeof import('../store/api')>('../store/api');
  // Each screen says whether its first render had its data.
  function BannerList() {
    return <h1>{useListBannersQuery().data ? 'Banner list' : 'Banners loading'}</h1>;
  }
  function NoticeList() {
    return <h1>{useListNoticesQuery().data ? 'Notice list' : 'Notices loading'}</h1>;
  }
  function ServerList() {
    return <h1>{useListAutoServersQuery().data ? 'Server list' : 'Servers loading'}</h1>;
  }
  const screens = { 'Banner list': BannerList, 'Notice list': NoticeList, 'Server list': ServerList };
  const screenOf = (title: keyof typeof screens) =>
    lazyScreen(async () => {
      mockLoads.push(title);
      if (process.env.HOLD_SCREEN_CODE === '1') await new Promise<void>((resolve) => mockHeld.set(title, resolve));
      return { default: screens[title] };
    });
  const routes: FeatureRoute[] = [
    {
      path: '/banner',
      element: screenOf('Banner list'),
      operationId: 'listBanners',
      preload: () => api.util.prefetch('listBanners', undefined),
      nav: { label: 'Banners', group: 'content', icon: ViewListIcon },
    },
    {
      path: '/notice',
      element: screenOf('Notice list'),
      operationId: 'listNotices',
      preload: () => api.util.prefetch('listNotices', undefined),
      nav: { label: 'Notices', group: 'content', icon: ViewListIcon },
    },
    {
      path: '/auto-server',
      element: screenOf('Server list'),
      operationId: 'listAutoServers',
      preload: () => api.util.prefetch('listAutoServers', undefined),
      nav: { label: 'Servers', group: 'settings', icon: ViewListIcon },
    },
  ];
  return { featureRoutes: routes };
});

afterEach(() => {
  delete process.env.HOLD_SCREEN_CODE;
  mockLoads.length = 0;
  mockHeld.clear();
});

/** Lets a held screen's code run, once it is asked for. */
async function release(title: string) {
  await waitFor(() => expect(mockHeld.has(title)).toBe(true));
  act(() => mockHeld.get(title)?.());
}

describe('a full load of a screen’s address', () => {
  it('downloads that screen’s code while the permissions are still being asked for, and only that screen’s', async () => {
    window.history.replaceState(null, '', '/notice');
    const me = deferredReply<'getMe'>();
    mockApi({ getMe: me.stub, listNotices: ok([]) });
    renderWithProviders(<AppRoutes />, { route: '/notice', preloadedState: signedInState() });
    // GET /admin/me has not answered: the route is not mounted yet, but its code is on its way.
    await screen.findByRole('progressbar', { name: /permissions/i });
    expect(mockLoads).toEqual(['Notice list']);
    me.release(meReply({ superAdmin: true }));
    expect(await screen.findByRole('heading', { name: 'Notice list' })).toBeInTheDocument();
    // The route's own load shares the download (the bundler's); no other screen was asked for.
    expect(new Set(mockLoads)).toEqual(new Set(['Notice list']));
  });

  it('asks for the screen’s data once the permissions and the live stream are ready, before the screen’s code has run, and only once', async () => {
    process.env.HOLD_SCREEN_CODE = '1';
    window.history.replaceState(null, '', '/banner');
    // The waiting counts still on their way when the stream says `ready`: its refresh is applied when they come.
    const counts = deferredReply<'getPendingCounts'>();
    const api = mockApiWithStream({ getMe: meReply({ superAdmin: true }), listBanners: ok([]), getPendingCounts: counts.stub });
    renderWithProviders(<AppRoutes />, { route: '/banner', preloadedState: signedInState() });
    await waitFor(() => expect(api.eventCalls).toHaveLength(1));
    await waitFor(() => expect(api.calls('getPendingCounts')).toHaveLength(1));
    // Fetched before the stream's first refresh is applied, the list would be dropped by it and asked again.
    act(() => api.ready());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls('listBanners')).toHaveLength(0);
    counts.release(ok({ manual_wallet_adds: 0, automated_wallet_adds: 0, orders: 0, my_package_orders: 0, physical_orders: 0 }));
    await waitFor(() => expect(api.calls('listBanners')).toHaveLength(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await release('Banner list');
    // The screen's first render has its data.
    expect(await screen.findByRole('heading', { name: 'Banner list' })).toBeInTheDocument();
    expect(api.calls('listBanners')).toHaveLength(1);
  });
});

describe('a full load, from a server that places its answers among the live changes', () => {
  it('asks for the screen’s data once the permissions are known, without waiting for the stream, and nothing again when its ready is read', async () => {
    process.env.HOLD_SCREEN_CODE = '1';
    window.history.replaceState(null, '', '/banner');
    // The waiting counts still on their way when the stream says `ready`: judged when they come.
    const counts = deferredReply<'getPendingCounts'>();
    const api = mockApiWithStream({ getMe: placed(10, meReply({ superAdmin: true })), listBanners: placed(10, ok([])), getPendingCounts: counts.stub });
    const { store } = renderWithProviders(<AppRoutes />, { route: '/banner', preloadedState: signedInState() });
    await waitFor(() => expect(api.calls('listBanners')).toHaveLength(1));
    expect(store.getState().live.ready).toBeFalsy();
    await waitFor(() => expect(api.calls('getPendingCounts')).toHaveLength(1));
    act(() => api.ready({ id: 10, resumes: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Ready once the answers asked for before it have come, and placed at the stream's start, they stand.
    expect(store.getState().live.ready).toBeFalsy();
    counts.release(placed(10, ok({ manual_wallet_adds: 0, automated_wallet_adds: 0, orders: 0, my_package_orders: 0, physical_orders: 0 })));
    await waitFor(() => expect(store.getState().live.ready).toBe(true));
    await release('Banner list');
    expect(await screen.findByRole('heading', { name: 'Banner list' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(api.calls('listBanners')).toHaveLength(1);
    expect(api.calls('getPendingCounts')).toHaveLength(1);
  });
});

describe('a full load, with the live stream the entry opened while the app loaded', () => {
  afterEach(() => takeEarlyStream(undefined));

  it('asks for the screen’s data once that stream has said ready, without waiting for the app’s own refresh, and only once', async () => {
    window.history.replaceState(null, '', '/banner');
    const counts = deferredReply<'getPendingCounts'>();
    const api = mockApiWithStream({ getMe: meReply({ superAdmin: true }), listBanners: ok([]), getPendingCounts: counts.stub });
    openStreamEarly('test-token');
    await waitFor(() => expect(api.eventCalls).toHaveLength(1));
    api.ready();
    await waitFor(() => expect(earlyStreamReadyAt('Bearer test-token')).not.toBeNull());
    renderWithProviders(<AppRoutes />, { route: '/banner', preloadedState: signedInState() });
    // The waiting counts are still on their way: the list does not wait for them.
    await waitFor(() => expect(api.calls('listBanners')).toHaveLength(1));
    expect(api.calls('getPendingCounts')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Banner list' })).toBeInTheDocument();
    counts.release(ok({ manual_wallet_adds: 0, automated_wallet_adds: 0, orders: 0, my_package_orders: 0, physical_orders: 0 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // The app's stream is that connection, and nothing asked after its ready is asked again.
    expect(api.eventCalls).toHaveLength(1);
    expect(api.calls('listBanners')).toHaveLength(1);
    expect(api.calls('getPendingCounts')).toHaveLength(1);
  });
});

describe('a click on a screen in the sidebar', () => {
  it('asks for the new screen’s data at once, while its code loads; the screen asks nothing more', async () => {
    window.history.replaceState(null, '', '/notice');
    const api = mockApiWithStream({ getMe: meReply({ superAdmin: true }), listNotices: ok([]), listAutoServers: ok([]) });
    const { user } = renderWithProviders(<AppRoutes />, { route: '/notice', preloadedState: signedInState() });
    await waitFor(() => expect(api.eventCalls).toHaveLength(1));
    act(() => api.ready());
    expect(await screen.findByRole('heading', { name: 'Notice list' })).toBeInTheDocument();
    process.env.HOLD_SCREEN_CODE = '1';
    await user.click(screen.getByRole('link', { name: 'Servers' }));
    await waitFor(() => expect(api.calls('listAutoServers')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: /Server/ })).not.toBeInTheDocument();
    await release('Server list');
    expect(await screen.findByRole('heading', { name: 'Server list' })).toBeInTheDocument();
    expect(api.calls('listAutoServers')).toHaveLength(1);
  });

  it('asks for nothing of a screen the admin may not open', async () => {
    window.history.replaceState(null, '', '/notice');
    const api = mockApiWithStream({ getMe: meReply({ permissions: ['listNotices'] }), listNotices: ok([]), listBanners: ok([]) });
    const { store } = renderWithProviders(<AppRoutes />, { route: '/notice', preloadedState: signedInState() });
    await waitFor(() => expect(api.eventCalls).toHaveLength(1));
    act(() => api.ready());
    expect(await screen.findByRole('heading', { name: 'Notice list' })).toBeInTheDocument();
    // No link to it in the sidebar: an address typed or linked.
    act(() => store.dispatch({ type: 'router/locationChanged', payload: { pathname: '/banner', search: '', hash: '' } }));
    expect(await screen.findByText(/may not|permission/i)).toBeInTheDocument();
    expect(api.calls('listBanners')).toHaveLength(0);
  });
});
