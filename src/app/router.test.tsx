import { lazy } from 'react';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import ViewListIcon from '@mui/icons-material/ViewList';
import { AppRoutes } from './router';
import type { FeatureRoute } from '../components/feature-route';
import { fail, meReply, mockApi, renderWithProviders, signedInState } from '../test-utils';

// Two list screens and a form, standing in for the features the app will list.
jest.mock('./feature-routes', () => {
  const screenOf = (title: string) => lazy(async () => ({ default: () => <h1>{title}</h1> }));
  const routes: FeatureRoute[] = [
    { path: '/banner', element: screenOf('Banner list'), operationId: 'listBanners', nav: { label: 'Banners', group: 'content', icon: ViewListIcon } },
    { path: '/banner/add', element: screenOf('Add banner'), operationId: 'createBanner' },
    { path: '/notice', element: screenOf('Notice list'), operationId: 'listNotices', nav: { label: 'Notices', group: 'content', icon: ViewListIcon } },
    { path: '/user', element: screenOf('User list'), operationId: 'listUsers', nav: { label: 'Users', group: 'people', icon: ViewListIcon } },
  ];
  return { featureRoutes: routes };
});

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderApp(route: string, options: { signedIn: boolean }) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route, preloadedState: options.signedIn ? signedInState() : undefined },
  );
}

const location = () => screen.getByRole('status', { name: 'location' });

describe('routing guards (spec 2)', () => {
  it('sends a signed-out visitor to /login from any path', async () => {
    mockApi();
    renderApp('/banner', { signedIn: false });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
  });

  it('treats a stored user without a token as signed out', async () => {
    mockApi();
    renderWithProviders(<AppRoutes />, { route: '/', preloadedState: signedInState({ token: null }) });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('treats a session whose token has run out as signed out', async () => {
    const api = mockApi();
    renderWithProviders(<AppRoutes />, { route: '/', preloadedState: signedInState({ expiresAt: '2020-01-01T00:00:00Z' }) });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends a signed-in admin from an unknown path to /', async () => {
    mockApi({ 'GET /api/admin/me': meReply({ superAdmin: true }) });
    renderApp('/no-such-screen', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('sends a signed-in admin from /login to /', async () => {
    mockApi({ 'GET /api/admin/me': meReply({ superAdmin: true }) });
    renderApp('/login', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('opens a deep link once the permissions are known', async () => {
    mockApi({ 'GET /api/admin/me': meReply({ permissions: ['listBanners', 'createBanner'] }) });
    renderApp('/banner/add', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Add banner' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/banner/add');
  });

  it('sends an admin away from a screen they may not use', async () => {
    mockApi({ 'GET /api/admin/me': meReply({ permissions: ['listNotices'] }) });
    renderApp('/banner', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('signs out when the server says the session has expired (401)', async () => {
    mockApi({ 'GET /api/admin/me': fail(401, 'Session expired') });
    const { store } = renderApp('/banner', { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
    expect(store.getState().session.user).toBeNull();
  });
});

describe('sidebar', () => {
  const sidebar = () => screen.getByRole('navigation', { name: 'Main navigation' });

  it('lists only the screens the admin may use', async () => {
    mockApi({ 'GET /api/admin/me': meReply({ permissions: ['listBanners', 'listUsers'] }) });
    renderApp('/', { signedIn: true });
    await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' });
    const nav = within(sidebar());
    expect(nav.getByRole('link', { name: 'Banners' })).toHaveAttribute('href', '/banner');
    expect(nav.getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Notices' })).not.toBeInTheDocument();
    expect(nav.getByText('Content')).toBeInTheDocument();
    expect(nav.getByText('People')).toBeInTheDocument();
  });

  it('lists every screen for a super admin', async () => {
    mockApi({ 'GET /api/admin/me': meReply({ superAdmin: true }) });
    renderApp('/', { signedIn: true });
    await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' });
    const links = within(sidebar()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Banners', 'Notices', 'Users']);
  });
});
