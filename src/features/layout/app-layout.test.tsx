import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { persistStore } from 'redux-persist';
import { AppLayout } from './app-layout';
import { makeStore } from '../../app/store';
import { fail, meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';

function renderLayout(store = makeStore(signedInState())) {
  persistStore(store);
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout nav={[]} />}>
        <Route path="/" element={<h1>Home screen</h1>} />
      </Route>
      <Route path="/login" element={<h1>Login screen</h1>} />
      <Route path="/profile" element={<h1>Profile screen</h1>} />
    </Routes>,
    { store },
  );
}

describe('sidebar open state', () => {
  it('is remembered in localStorage across reloads', async () => {
    mockApi({ getMe: meReply() });
    const first = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await first.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('persist:ui') ?? '{}').sidebarOpen).toBe('false'));
    first.unmount();

    // A new page load: a fresh store rehydrated from localStorage.
    const store = makeStore(signedInState());
    renderLayout(store);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('theme switch', () => {
  it('toggles dark mode and remembers it', async () => {
    mockApi({ getMe: meReply() });
    const { user, store } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(store.getState().ui.themeMode).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('persist:ui')).toContain('dark'));
  });
});

describe('top bar', () => {
  it("hints its buttons by the browser's title, not a tooltip each (drawn twice at every screen's load)", async () => {
    mockApi({ getMe: meReply() });
    renderLayout();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toHaveAttribute('title', 'Switch to dark theme');
    expect(screen.getByRole('button', { name: /^Search/ })).toHaveAttribute('title', 'Search screens, orders, customers and wallet-adds (Ctrl+K)');
    expect(screen.getByRole('button', { name: /sound/i })).toHaveAttribute('title');
  });
});

describe('avatar menu', () => {
  it('opens, closes with Escape and opens again', async () => {
    mockApi({ getMe: meReply() });
    const { user } = renderLayout();
    const button = screen.getByRole('button', { name: /^Account menu/ });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).not.toHaveAttribute('aria-expanded');
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it("shows the admin's name and leads to the profile", async () => {
    mockApi({ getMe: meReply() });
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
  });

  it('offers Sync Permission only to a super admin', async () => {
    mockApi({ getMe: meReply({ permissions: ['listBanners'] }) });
    const { user, store } = renderLayout();
    // Wait for GET /admin/me: before it answers nobody is a super admin.
    await waitFor(() => expect(store.getState().api.queries['getMe(undefined)']?.status).toBe('fulfilled'));
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Sync Permission' })).not.toBeInTheDocument();
  });

  it("syncs permissions and says 'Sync Successful'", async () => {
    const api = mockApi({ getMe: meReply({ superAdmin: true }), syncPermissions: ok({ added: 3, named: 3 }) });
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sync Permission' }));
    expect(await screen.findByText('Sync Successful')).toBeInTheDocument();
    expect(api.calls('syncPermissions')).toHaveLength(1);
  });

  it("says 'Sync Error' when the sync fails", async () => {
    mockApi({ getMe: meReply({ superAdmin: true }), syncPermissions: fail(500, 'Internal error') });
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sync Permission' }));
    expect(await screen.findByText('Sync Error')).toBeInTheDocument();
  });

  it('logs out: revokes the token, clears the session and goes to /login', async () => {
    const api = mockApi({ getMe: meReply(), logout: ok(null) });
    const { user, store } = renderLayout();
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(api.calls('logout')[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(store.getState().session).toMatchObject({ user: null, token: null });
  });

  it('signs out locally even when the logout call fails', async () => {
    mockApi({ getMe: meReply(), logout: fail(500, 'Internal error') });
    const { user, store } = renderLayout();
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
  });
});
