import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import ViewListIcon from '@mui/icons-material/ViewList';
import { AppRoutes } from './router';
import type { FeatureRoute } from '../components/feature-route';
import { deferredReply, fieldLabel, fail, loginReply, meReply, mockApi, okPage, renderWithProviders, signedInState, TEST_ADMIN } from '../test-utils';

// Two list screens and a form, standing in for the features the app will list.
jest.mock('./feature-routes', () => {
  const { lazyScreen } = jest.requireActual<typeof import('../components/lazy-screen')>('../components/lazy-screen');
  const screenOf = (title: string) => lazyScreen(async () => ({ default: () => <h1>{title}</h1> }));
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

// `hidden`: a dialog (session ended) hides the rest of the page from the accessibility tree.
const location = () => screen.getByRole('status', { name: 'location', hidden: true });

describe('routing guards', () => {
  it('sends a signed-out visitor to /login from any path, and back to it after signing in', async () => {
    mockApi({
      login: loginReply('fresh-token'),
      getMe: meReply({ superAdmin: true }),
    });
    const { user } = renderApp('/banner/add', { signedIn: false });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), TEST_ADMIN.email);
    await user.type(screen.getByLabelText(fieldLabel('Password')), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Add banner' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/banner/add');
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
    mockApi({ getMe: meReply({ superAdmin: true }) });
    renderApp('/no-such-screen', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('sends a signed-in admin from /login to /', async () => {
    mockApi({ getMe: meReply({ superAdmin: true }) });
    renderApp('/login', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('sends a signed-in admin from /login?next= to the screen asked for, not home', async () => {
    // What the signed-in app is drawn at as an admin signs in on the sign-in page (before it moves on).
    mockApi({ getMe: meReply({ superAdmin: true }) });
    renderApp('/login?next=%2Fbanner%2Fadd', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Add banner' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/banner/add');
  });

  it('opens a deep link once the permissions are known', async () => {
    mockApi({ getMe: meReply({ permissions: ['listBanners', 'createBanner'] }) });
    renderApp('/banner/add', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Add banner' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/banner/add');
  });

  it('says which screen an admin may not open, the permission that opens it and who can grant it, with the way home', async () => {
    mockApi({ getMe: meReply({ permissions: ['listNotices'] }) });
    const { user } = renderApp('/banner', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'You cannot open Banners' })).toBeInTheDocument();
    expect(screen.getByText('It takes the permission “Banners: see”, which a super admin can grant you on Admins, Manage Auth Permission.')).toBeInTheDocument();
    // Not sent away: the address stays, so a permission granted meanwhile opens it in place.
    expect(location()).toHaveTextContent('/banner');
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' })).toBeInTheDocument();
  });

  it('names the grant of a form screen, and the super admins to an admin who may see the team', async () => {
    const owner = { ...TEST_ADMIN, id: 9, first_name: 'Karim', last_name: 'Ahmed', gender: null, date_of_birth: null, image: null, phone: null, second_factor_enabled: false };
    mockApi({
      getMe: meReply({ permissions: ['listNotices', 'listAdmins'] }),
      listAdmins: okPage([
        { ...owner, is_super_admin: true, is_active: true },
        { ...owner, id: 10, first_name: 'Former', last_name: 'Owner', is_super_admin: true, is_active: false },
        { ...owner, id: 11, first_name: 'Nadia', last_name: 'Akter', is_super_admin: false, is_active: true },
      ]),
    });
    renderApp('/banner/add', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'You cannot open Banners' })).toBeInTheDocument();
    expect(screen.getByText(/It takes the permission “Banners: add”/)).toBeInTheDocument();
    expect(await screen.findByText('Super admins: Karim Ahmed.')).toBeInTheDocument();
  });

  it('says the session ended (401) over the screen, and signs in again in place', async () => {
    let ended = true;
    mockApi({
      getMe: () => (ended ? fail(401, 'Session expired') : meReply({ superAdmin: true })),
      login: () => {
        ended = false;
        return loginReply('fresh-token');
      },
    });
    const { store, user } = renderApp('/banner', { signedIn: true });
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(location()).toHaveTextContent('/banner');
    expect(store.getState().session.token).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue(TEST_ADMIN.email);
    await user.type(within(dialog).getByLabelText(fieldLabel('Password')), 'secret password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Banner list' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().session.token).toBe('fresh-token');
  });

  it('signs out from the session-ended dialog to the sign-in page', async () => {
    mockApi({ getMe: fail(401, 'Session expired') });
    const { store, user } = renderApp('/banner', { signedIn: true });
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
    expect(store.getState().session.user).toBeNull();
  });
});

describe('sidebar', () => {
  const sidebar = () => screen.getByRole('navigation', { name: 'Main navigation' });

  it('keeps the phone drawer open when the permissions arrive while it is open', async () => {
    // A phone: every media query matches, so the layout's `down('md')` one does.
    const phone = (query: string) => ({ matches: true, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: phone });
    try {
      const me = deferredReply<'getMe'>();
      mockApi({ getMe: me.stub });
      const { user } = renderApp('/', { signedIn: true });
      await user.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));
      expect(sidebar()).toBeInTheDocument();
      me.release(meReply({ superAdmin: true }));
      // The open drawer hides the page behind it from the accessibility tree.
      await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin', hidden: true });
      expect(within(sidebar()).getByRole('link', { name: 'Banners' })).toBeInTheDocument();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('lists only the screens the admin may use', async () => {
    mockApi({ getMe: meReply({ permissions: ['listBanners', 'listUsers'] }) });
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
    mockApi({ getMe: meReply({ superAdmin: true }) });
    renderApp('/', { signedIn: true });
    await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' });
    const links = within(sidebar()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Banners', 'Notices', 'Users']);
  });
});
