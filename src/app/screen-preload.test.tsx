import { screen } from '@testing-library/react';
import ViewListIcon from '@mui/icons-material/ViewList';
import { AppRoutes } from './router';
import type { FeatureRoute } from '../components/feature-route';
import { deferredReply, meReply, mockApi, renderWithProviders, signedInState } from '../test-utils';

// The screens' code, each load counted: a full load of an address should ask for its screen's code beside GET /admin/me.
const mockLoads: string[] = [];
jest.mock('./feature-routes', () => {
  const { lazyScreen } = jest.requireActual<typeof import('../components/lazy-screen')>('../components/lazy-screen');
  const screenOf = (title: string) =>
    lazyScreen(async () => {
      mockLoads.push(title);
      return { default: () => <h1>{title}</h1> };
    });
  const routes: FeatureRoute[] = [
    { path: '/banner', element: screenOf('Banner list'), operationId: 'listBanners', nav: { label: 'Banners', group: 'content', icon: ViewListIcon } },
    { path: '/notice', element: screenOf('Notice list'), operationId: 'listNotices', nav: { label: 'Notices', group: 'content', icon: ViewListIcon } },
  ];
  return { featureRoutes: routes };
});

describe('a full load of a screen’s address', () => {
  it('downloads that screen’s code while the permissions are still being asked for, and only that screen’s', async () => {
    window.history.replaceState(null, '', '/notice');
    const me = deferredReply<'getMe'>();
    mockApi({ getMe: me.stub });
    renderWithProviders(<AppRoutes />, { route: '/notice', preloadedState: signedInState() });
    // GET /admin/me has not answered: the route is not mounted yet, but its code is on its way.
    await screen.findByRole('progressbar', { name: /permissions/i });
    expect(mockLoads).toEqual(['Notice list']);
    me.release(meReply({ superAdmin: true }));
    expect(await screen.findByRole('heading', { name: 'Notice list' })).toBeInTheDocument();
    // The route's own load shares the download (the bundler's); no other screen was asked for.
    expect(new Set(mockLoads)).toEqual(new Set(['Notice list']));
  });
});
