import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Route as RouterRoute, RouterProvider, Routes, useLocation } from 'react-router';
import { makeStore, type AppStore, type RootState } from './app/store';
import { AppProviders } from './app/app-providers';
import { ConfirmProvider } from './components/confirm-dialog';
import type { OperationId } from './store/api';
import type { SessionState } from './store/session-slice';
import { fakeXmlHttpRequest } from './test-xhr';

export const TEST_ADMIN = { id: 1, first_name: 'Rahim', last_name: 'Uddin', username: 'rahim', email: 'rahim@shop.test' };

/** Preloaded state of a signed-in admin (user + token). */
export function signedInState(session: Partial<SessionState> = {}): Partial<RootState> {
  return {
    session: { user: TEST_ADMIN, token: 'test-token', expiresAt: null, remember: false, ...session } as RootState['session'],
  };
}

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Pass with jest fake timers: user-event then advances them while it types. */
  fakeTimers?: boolean;
}

/** What the test renders, handed to the one route of the test's memory router. */
const RenderedUi = createContext<ReactNode>(null);
function Rendered() {
  return <>{useContext(RenderedUi)}</>;
}

/**
 * A data router in memory at `route`, as the app's (so `useBlocker` works), whose one route renders
 * the children: screens declare their own <Routes> below it, as in the app.
 */
function TestRouter({ route, children }: { route: string; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <Rendered /> }], { initialEntries: [route] }));
  return (
    <RenderedUi.Provider value={children}>
      <RouterProvider router={router} />
    </RenderedUi.Provider>
  );
}

/** Renders inside the app's providers (store, theme, toasts, confirm dialog) and a memory data router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', preloadedState, store = makeStore(preloadedState), fakeTimers = false, ...options }: ProvidersOptions = {},
) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders store={store}>
        <ConfirmProvider>
          <TestRouter route={route}>{children}</TestRouter>
        </ConfirmProvider>
      </AppProviders>
    );
  }
  return { store, user, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * A resource's screens as the app mounts them: the list at `basePath`, the forms at
 * `basePath/add` and `basePath/edit/:id`; the signed-in session is preloaded.
 */
export function renderCrudScreens(
  basePath: string,
  screens: { list: ReactElement; add?: ReactElement; edit?: ReactElement },
  { route, ...options }: ProvidersOptions & { route: string },
) {
  return renderWithProviders(
    <Routes>
      <RouterRoute path={basePath} element={screens.list} />
      {screens.add && <RouterRoute path={`${basePath}/add`} element={screens.add} />}
      {screens.edit && <RouterRoute path={`${basePath}/edit/:id`} element={screens.edit} />}
    </Routes>,
    { route, preloadedState: signedInState(), ...options },
  );
}

/**
 * Screens mounted at their paths as the app mounts them (`{ '/order': <OrderListPage /> }`), the
 * signed-in session preloaded, with <LocationProbe /> to read what they keep in the URL.
 */
export function renderScreens(screens: Record<string, ReactElement>, { route, ...options }: ProvidersOptions & { route: string }) {
  return renderWithProviders(
    <>
      <Routes>
        {Object.entries(screens).map(([path, element]) => (
          <RouterRoute key={path} path={path} element={element} />
        ))}
      </Routes>
      <LocationProbe />
    </>,
    { route, preloadedState: signedInState(), ...options },
  );
}

/**
 * A field's label as `getByLabelText` reads it: a required field's label ends with MUI's ` *`
 * (hidden from screen readers, so `getByRole(…, { name })` does not need this).
 */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s\\*)?$`);
}

/** Shows the router's current path and query (`screen.getByTestId('location')`): for state kept in the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The query of the router's current URL, read from <LocationProbe />. */
export function currentQuery(): URLSearchParams {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '';
  return new URLSearchParams(text.split('?')[1] ?? '');
}

// ----------------------------------------------------------------------------------------------
// The network, stubbed at fetch: `mockApi({ 'POST /api/admin/login': { status: 401, body } })`.
// ----------------------------------------------------------------------------------------------

export interface Reply {
  status?: number;
  body?: unknown;
}
export type Route = Reply | ((request: Request) => Reply | Promise<Reply>);

export interface MockApi {
  /** Every request made, in order. */
  requests: Request[];
  /** Requests to one route, e.g. `calls('GET /api/admin/me')`. */
  calls(route: string): Request[];
  /** Adds or replaces routes. */
  set(routes: Record<string, Route>): void;
}

/** `{ success: true, message: 'OK', data }`, the server's success envelope. */
export const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, message: 'OK', data } });
/** The server's error body. */
export const fail = (status: number, message: string, errors?: { msg: string; param?: string }[]): Reply => ({
  status,
  body: { success: false, message, ...(errors ? { errors } : {}) },
});

/** Me.second_factor of an admin who has not set up two-step sign-in and need not. */
export const SECOND_FACTOR_OFF = { enrolled: false, required: false, setup_pending: false, recovery_codes_left: 0 };

/**
 * GET /api/admin/me for a super admin (sees everything) or a sub-admin with the given permissions;
 * `secondFactor` changes their two-step sign-in status.
 */
export function meReply({ superAdmin = false, permissions = [] as OperationId[], secondFactor = {} as Partial<typeof SECOND_FACTOR_OFF> } = {}): Reply {
  const second_factor = { ...SECOND_FACTOR_OFF, ...secondFactor };
  return ok({
    user: { ...TEST_ADMIN, gender: null, date_of_birth: null, image: null, phone: null, second_factor_enabled: second_factor.enrolled },
    is_super_admin: superAdmin,
    permissions,
    shop_timezone: 'Asia/Dhaka',
    second_factor,
  });
}

const keyOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

/**
 * Replaces global fetch (and XMLHttpRequest, for uploads with progress) for the test; unknown routes
 * answer 404 so a missing stub shows up.
 */
export function mockApi(initial: Record<string, Route> = {}): MockApi {
  const routes = new Map(Object.entries(initial));
  const requests: Request[] = [];
  const respond = async (request: Request) => {
    requests.push(request);
    const route = routes.get(keyOf(request));
    const reply = typeof route === 'function' ? await route(request.clone()) : (route ?? fail(404, `No stub for ${keyOf(request)}`));
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
    respond(input instanceof Request ? input : new Request(input, init)),
  );
  const FakeXhr = fakeXmlHttpRequest(respond);
  jest.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(() => new FakeXhr());
  return {
    requests,
    calls: (route) => requests.filter((request) => keyOf(request) === route),
    set: (more) => Object.entries(more).forEach(([key, route]) => routes.set(key, route)),
  };
}

/** A reply that waits until the test releases it (to look at the pending state). */
export function deferredReply(): { route: Route; release(reply: Reply): void } {
  let release: (reply: Reply) => void = () => undefined;
  const pending = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { route: () => pending, release: (reply) => release(reply) };
}
