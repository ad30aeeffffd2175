import fs from 'node:fs';
import path from 'node:path';
import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Route as RouterRoute, RouterProvider, Routes, useLocation } from 'react-router';
import { makeStore, type AppStore, type RootState } from './app/store';
import { AppProviders } from './app/app-providers';
import { syncLocation } from './app/location-sync';
import { ConfirmProvider } from './components/confirm-dialog';
import type { components, DashboardStats, OperationId, operations } from './store/api';
import type { SessionState } from './store/session-slice';
import { fakeXmlHttpRequest } from './test-xhr';
import { LIVE_POSITION_HEADER } from './store/live/live-position';

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
  // As in the app: the store's `router` slice follows this router, and the router a location the store gets.
  const store = useStore<RootState>();
  useEffect(() => syncLocation(router, store), [router, store]);
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
// The network, stubbed at fetch, by the contract's operations:
// `mockApi({ listUsers: ok({ data: [customer], user_count: 1 }), login: fail(401, 'Wrong password') })`.
// A stub is typed by its operationId (openapi/generated/contract.ts): a misspelt operation, or a
// body that is not the operation's answer, fails `npm run typecheck`.
// ----------------------------------------------------------------------------------------------

type Responses<Op extends OperationId> = operations[Op]['responses'];
type SuccessStatus<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 202 | 204>;
type BodyOf<Response> = Response extends { content: infer Content } ? Content[keyof Content] : undefined;
/** The body of `Op`'s success answer, as the contract describes it (the envelope and its `data`). */
export type SuccessBody<Op extends OperationId> = BodyOf<Responses<Op>[SuccessStatus<Op>]>;
/** The path parameters of `Op` (`{ id }` of `/admin/banner/{id}`), as text from the requested path. */
export type PathParams<Op extends OperationId> = operations[Op]['parameters'] extends { path: infer Params } ? { [Name in keyof Params]: string } : Record<string, never>;

/** Any stubbed reply (the loose form; stubs keyed by operationId take `OperationReply`). */
export interface Reply {
  status?: number;
  body?: unknown;
  /** Headers beside the JSON content type (`placed(10, reply)`: where the answer stands among the live changes). */
  headers?: Record<string, string>;
}
/** The agreed error body (server/http/errors.ts). */
type ErrorBody = components['schemas']['Error'];
/** An error answer in the agreed shape (server/http/errors.ts): any operation may answer one. */
export interface ErrorReply {
  status: number;
  body: ErrorBody;
}
/** Statuses an answer without a body may have (a success always has its body). */
type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;
/** A stubbed answer of `Op`: its success body (with one of its success statuses), an error, or an error status alone. */
export type OperationReply<Op extends OperationId> = (
  | { status?: SuccessStatus<Op>; body: SuccessBody<Op> }
  | ErrorReply
  | { status: ErrorStatus; body?: undefined }
) & { headers?: Record<string, string> };
/** A stub of `Op`: its reply, or a function of the request (and the path's parameters) that gives it. */
export type Stub<Op extends OperationId> =
  | OperationReply<Op>
  | ((request: Request, params: PathParams<Op>) => OperationReply<Op> | Promise<OperationReply<Op>>);

/** Stubs by operationId, each typed by its operation (`& LegacyStubs`: the deprecated `'GET /api/…'` keys, at the end of this file). */
export type Stubs = { [Op in OperationId]?: Stub<Op> } & LegacyStubs;

export interface MockApi {
  /** Every request made, in order. */
  requests: Request[];
  /**
   * Requests to one operation, e.g. `calls('getMe')`; with path parameters, only those to that
   * record: `calls('deleteBanner', { id: '7' })`.
   */
  calls<Op extends OperationId>(operation: Op, params?: Partial<PathParams<Op>>): Request[];
  /** @deprecated Requests to one `'GET /api/…'` route, the old form: name the operation instead. */
  calls(route: LegacyRouteKey): Request[];
  /** Adds or replaces stubs. */
  set(stubs: Stubs): void;
}

/** `{ success: true, message: 'OK', data }`, the server's success envelope (200). */
export const ok = <Data,>(data: Data) => ({ status: 200 as const, body: { success: true as const, message: 'OK', data } });
/** A reply as a server that places its answers among the live changes gives it (src/store/live/live-position.ts). */
export const placed = <R extends Reply>(position: number, reply: R): R => ({ ...reply, headers: { ...reply.headers, [LIVE_POSITION_HEADER]: String(position) } });
/** The dashboard's figures of a shop with nothing in it yet (GET /admin/dashboard-stats). */
export const EMPTY_DASHBOARD_STATS: DashboardStats = {
  totalUser: 0,
  todaysUser: 0,
  totalWallet: '0.00',
  todaysTotalWallet: '0.00',
  todaysWalletAdd: 0,
  todaysOrder: 0,
  todaysCompletedOrder: 0,
  todaySale: '0.00',
  pendingOrder: 0,
  inProgressOrder: 0,
  pendingWalletAdd: 0,
  pendingPhysicalOrder: 0,
};
/** A paged list answered beside the envelope (`{ success, message, data: rows, total }`: admins, audit log, …). */
export const okPage = <Row,>(rows: Row[], total = rows.length) => ({ status: 200 as const, body: { success: true as const, message: 'OK', data: rows, total } });
/** The server's error body. */
export const fail = (status: number, message: string, errors?: { msg: string; param?: string }[]): ErrorReply => ({
  status,
  body: { success: false, message, ...(errors ? { errors } : {}) },
});

/** TEST_ADMIN as the contract's Admin record, as sign-in and GET /api/admin/me answer it. */
export const TEST_ADMIN_RECORD: components['schemas']['Admin'] = { ...TEST_ADMIN, gender: null, date_of_birth: null, image: null, phone: null, second_factor_enabled: false };

/**
 * POST /api/admin/login signing TEST_ADMIN in with `token` (until 2030, no two-step set-up owed);
 * `more` adds or changes fields (a `device_token`).
 */
export function loginReply(token: string, more: Partial<components['schemas']['LoginResult']> = {}): OperationReply<'login'> {
  return ok({ user: TEST_ADMIN_RECORD, token, expires_at: '2030-01-01T00:00:00Z', second_factor_setup_required: false, ...more });
}

/** Me.second_factor of an admin who has not set up two-step sign-in and need not. */
export const SECOND_FACTOR_OFF = { enrolled: false, required: false, setup_pending: false, recovery_codes_left: 0 };

/**
 * GET /api/admin/me for a super admin (sees everything) or a sub-admin with the given permissions;
 * `secondFactor` changes their two-step sign-in status, `preferences` the language saved on their account.
 */
export function meReply({
  superAdmin = false,
  permissions = [] as OperationId[],
  secondFactor = {} as Partial<typeof SECOND_FACTOR_OFF>,
  preferences = { language: null, bengali_digits: true } as components['schemas']['Preferences'],
} = {}): OperationReply<'getMe'> {
  const second_factor = { ...SECOND_FACTOR_OFF, ...secondFactor };
  return ok({
    user: { ...TEST_ADMIN_RECORD, second_factor_enabled: second_factor.enrolled },
    is_super_admin: superAdmin,
    permissions,
    shop_timezone: 'Asia/Dhaka',
    second_factor,
    preferences,
  });
}

/** One operation of the contract as the router sees it: its method and a pattern of its path under /api. */
interface ContractRoute {
  operationId: OperationId;
  method: string;
  pattern: RegExp;
  params: string[];
}

/** The contract's operations (from its bundle, openapi/generated/shop-admin.json), paths without parameters first. */
const contractRoutes: ContractRoute[] = (() => {
  const bundle = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'openapi', 'generated', 'shop-admin.json'), 'utf8')) as {
    servers: { url: string }[];
    paths: Record<string, Record<string, { operationId?: OperationId }>>;
  };
  const base = bundle.servers[0]?.url ?? '';
  const routes: ContractRoute[] = [];
  for (const [template, item] of Object.entries(bundle.paths)) {
    const params = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)');
    for (const [method, operation] of Object.entries(item)) {
      if (operation?.operationId) routes.push({ operationId: operation.operationId, method: method.toUpperCase(), pattern: new RegExp(`^${base}${source}$`), params });
    }
  }
  // `/admin/transaction/export` is the export, not the transaction whose id is "export".
  return routes.sort((a, b) => a.params.length - b.params.length);
})();

/** The operation a request calls, and its path parameters (undefined for a path the contract does not have). */
export function operationOf(method: string, pathname: string): { operationId: OperationId; params: Record<string, string> } | undefined {
  for (const route of contractRoutes) {
    const match = route.method === method ? route.pattern.exec(pathname) : null;
    if (match) return { operationId: route.operationId, params: Object.fromEntries(route.params.map((name, i) => [name, decodeURIComponent(match[i + 1])])) };
  }
  return undefined;
}

const keyOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

/** A stub once its operation is known (the map holds every operation's). */
type AnyStub = Reply | ((request: Request, params: Record<string, string>) => Reply | Promise<Reply>);
const entriesOf = (stubs: Stubs) => Object.entries(stubs) as [string, AnyStub][];

/**
 * Replaces global fetch (and XMLHttpRequest, for uploads with progress) for the test. A request is
 * answered by the stub of the operation it calls (by the contract's paths); a request to anything
 * not stubbed answers 404, naming the operation, so a missing stub shows up.
 */
export function mockApi(initial: Stubs = {}): MockApi {
  const stubs = new Map(entriesOf(initial));
  const requests: Request[] = [];
  const called = new WeakMap<Request, { operationId: OperationId; params: Record<string, string> }>();
  const replyTo = async (request: Request, operation: ReturnType<typeof operationOf>): Promise<Reply> => {
    const legacy = legacyReply(stubs, request);
    if (legacy) return legacy;
    const stub = operation && stubs.get(operation.operationId);
    if (typeof stub === 'function') return stub(request.clone(), operation?.params ?? {});
    return stub ?? fail(404, `No stub for ${operation ? `${operation.operationId} (${keyOf(request)})` : keyOf(request)}`);
  };
  const respond = async (request: Request) => {
    requests.push(request);
    const { pathname } = new URL(request.url);
    const operation = operationOf(request.method, pathname);
    if (operation) called.set(request, operation);
    const reply = await replyTo(request, operation);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
    respond(input instanceof Request ? input : new Request(input, init)),
  );
  const FakeXhr = fakeXmlHttpRequest(respond);
  jest.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(() => new FakeXhr());
  return {
    requests,
    calls: (operation: string, params: Record<string, string | undefined> = {}) =>
      isLegacyRouteKey(operation)
        ? legacyCalls(requests, operation)
        : requests.filter((request) => {
            const call = called.get(request);
            return call?.operationId === operation && Object.entries(params).every(([name, value]) => call.params[name] === value);
          }),
    set: (more) => entriesOf(more).forEach(([key, stub]) => stubs.set(key, stub)),
  };
}

/** A reply of `Op` that waits until the test releases it (to look at the pending state): `deferredReply<'addVouchers'>()`. */
export function deferredReply<Op extends OperationId>(): { stub: Stub<Op>; release(reply: OperationReply<Op>): void } {
  let release: (reply: OperationReply<Op>) => void = () => undefined;
  const pending = new Promise<OperationReply<Op>>((resolve) => {
    release = resolve;
  });
  return { stub: () => pending, release: (reply) => release(reply) };
}

// ----------------------------------------------------------------------------------------------
// Deprecated: the old, untyped form, stubs keyed by route (`mockApi({ 'GET /api/admin/me': reply })`,
// `calls('GET /api/admin/me')`). Only for tests not yet moved to operationIds; once none is left,
// delete this section, `& LegacyStubs` in `Stubs`, the `calls(route: LegacyRouteKey)` overload of
// `MockApi`, and the two calls into it in `mockApi` (`legacyReply`, `legacyCalls`).
// ----------------------------------------------------------------------------------------------

/** The routes of the old, untyped form, `'GET /api/admin/me'`. */
type LegacyRouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;
/** @deprecated Key stubs by operationId (`Stubs`); this untyped form is left for tests not moved yet. */
export type Route = Reply | ((request: Request) => Reply | Promise<Reply>);
/** @deprecated Stubs keyed by route, the old form. */
type LegacyStubs = { [Key in LegacyRouteKey]?: Route };

function isLegacyRouteKey(key: string): key is LegacyRouteKey {
  return key.includes(' ');
}

/** The old-form stub of the request's exact method and path, if any: its function takes the request alone (some take arguments of their own after it). */
function legacyReply(stubs: ReadonlyMap<string, unknown>, request: Request): Reply | Promise<Reply> | undefined {
  const legacy = stubs.get(keyOf(request)) as Route | undefined;
  if (!legacy) return undefined;
  return typeof legacy === 'function' ? legacy(request.clone()) : legacy;
}

/** Requests to one old-form route (its exact method and path). */
function legacyCalls(requests: Request[], route: LegacyRouteKey): Request[] {
  return requests.filter((request) => keyOf(request) === route);
}
