import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import ViewListIcon from '@mui/icons-material/ViewList';
import { AppRoutes } from './router';
import type { FeatureRoute } from '../components/feature-route';
import { api } from '../store/api';
import { fieldLabel, fail, meReply, mockApi, ok, renderWithProviders, signedInState } from '../test-utils';

// One screen standing in for the features.
jest.mock('./feature-routes', () => {
  const { lazyScreen } = jest.requireActual<typeof import('../components/lazy-screen')>('../components/lazy-screen');
  const routes: FeatureRoute[] = [
    {
      path: '/banner',
      element: lazyScreen(async () => ({ default: () => <h1>Banner list</h1> })),
      operationId: 'listBanners',
      nav: { label: 'Banners', group: 'content', icon: ViewListIcon },
    },
  ];
  return { featureRoutes: routes };
});

const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Shop%20Admin:rahim%40shop.test?secret=JBSWY3DPEHPK3PXP&issuer=Shop%20Admin' };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const PENDING = meReply({ superAdmin: true, secondFactor: { required: true, setup_pending: true } });

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

describe('mandatory two-step sign-in (REQUIRE_SECOND_FACTOR)', () => {
  it('shows only the set-up screen at any address until enrolled, then opens the app where the admin was going', async () => {
    const api = mockApi({
      getMe: PENDING,
      beginSecondFactorSetup: ok(SETUP),
      confirmSecondFactor: ok({ recovery_codes: CODES }),
    });
    const { user } = renderWithProviders(
      <>
        <AppRoutes />
        <Location />
      </>,
      { route: '/banner', preloadedState: signedInState() },
    );
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Banner list' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    await user.type(screen.getByLabelText(/^Password/), 'right-password');
    await user.type(screen.getByRole('textbox', { name: /^Code from your authenticator app/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    // The codes stay on screen until put away, though the server now lets this session through.
    const list = await screen.findByRole('list', { name: 'recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.calls('getMe')).toHaveLength(1);
    expect(await api.calls('confirmSecondFactor')[0].json()).toEqual({ password: 'right-password', code: '123456' });

    api.set({ getMe: meReply({ superAdmin: true, secondFactor: { enrolled: true, required: true, recovery_codes_left: 10 } }) });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { name: 'Banner list' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/banner');
  });

  it('gates a session whose other requests are refused with "Set up two-step sign-in first."', async () => {
    // The server's 403 makes the app ask GET /admin/me again, which then says the session must enrol.
    const stubs = mockApi({
      getMe: meReply({ superAdmin: true }),
      listBanners: fail(403, 'Set up two-step sign-in first.'),
    });
    const { store } = renderWithProviders(<AppRoutes />, { route: '/banner', preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'Banner list' })).toBeInTheDocument();
    stubs.set({ getMe: PENDING });
    await store.dispatch(api.endpoints.listBanners.initiate());
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
  });

  it('signs out from the set-up screen', async () => {
    const api = mockApi({ getMe: PENDING, logout: ok(null) });
    const { user, store } = renderWithProviders(<AppRoutes />, { route: '/', preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Email'))).toHaveValue('');
    expect(api.calls('logout')).toHaveLength(1);
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(store.getState().session.user).toBeNull();
  });
});
