import { useEffect, useMemo } from 'react';
import { setShopTimeZone } from '../lib/dates';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { ConfirmProvider } from '../components/confirm-dialog';
import { ErrorState } from '../components/error-state';
import { usePermissions } from '../components/use-permissions';
import { useAccountLanguage } from '../components/language-switch';
import { useGetMeQuery } from '../store/api';
import { AppLayout } from '../features/layout/app-layout';
import { HomePage } from '../features/layout/home-page';
import { ForbiddenPage } from '../features/layout/forbidden-page';
import { buildNavSections } from '../features/layout/nav-sections';
import { layoutMessages } from '../features/layout/messages';
import { SessionEndedDialog } from '../features/session/session-ended-dialog';
import { nextPath } from '../features/session/next-path';
import { lazyScreen } from '../components/lazy-screen';
import { featureRoutes } from './feature-routes';
import { screenAt } from '../components/feature-route';
import { preloadScreenData } from './screen-data-preload';
import { useAppStore } from '../store/hooks';

/** Shown only to a session that must enrol in two-step sign-in first (REQUIRE_SECOND_FACTOR). */
const SecondFactorRequiredPage = lazyScreen(() => import('../features/profile/second-factor-required-page'));

/**
 * An address no permitted screen answers: a screen of the app the admin may not open says so (and
 * who can grant it) instead of sending them home without a word; the sign-in page goes where it
 * was asked to go after signing in (`?next=`: drawn here as the admin signs in, before the sign-in
 * page's own step there); any other address goes home.
 */
function NotPermitted() {
  const { pathname, search } = useLocation();
  const screen = screenAt(featureRoutes, pathname);
  if (screen) return <ForbiddenPage route={screen.route} />;
  return <Navigate to={pathname === '/login' ? nextPath(new URLSearchParams(search).get('next')) : '/'} replace />;
}

/**
 * The signed-in app: the screens the admin may open (GET /admin/me) inside the layout. Routes are
 * only mounted once the permissions are known, so a deep link is not redirected while they load.
 * A session that must enrol in two-step sign-in first sees that screen only, at any address.
 */
export default function SignedInApp() {
  const me = useGetMeQuery();
  // Each screen's first request goes out as it is navigated to, not once it has rendered.
  const store = useAppStore();
  useEffect(() => preloadScreenData(store, featureRoutes), [store]);
  // The account's language (chosen on any device), or the one chosen at sign-in saved on the account.
  useAccountLanguage();
  // Dates are shown in the shop's time zone, as the server has it (set before any screen renders one).
  if (me.data) setShopTimeZone(me.data.data.shop_timezone);
  const { ready, can } = usePermissions();
  const permitted = useMemo(() => featureRoutes.filter((route) => can(route.operationId)), [can]);
  const nav = useMemo(() => buildNavSections(permitted), [permitted]);

  const hasDashboard = permitted.some((route) => route.path === '/');
  if (me.data?.data.second_factor.setup_pending) {
    return (
      <>
        <SecondFactorRequiredPage />
        <SessionEndedDialog />
      </>
    );
  }

  // One layout route in both states: the layout (an open drawer, say) is not remounted when the permissions arrive.
  return (
    <ConfirmProvider>
      <Routes>
        <Route element={<AppLayout nav={nav} />}>
          {ready ? (
            <>
              {permitted.map((route) => (
                <Route key={route.path} path={route.path} element={<route.element />} />
              ))}
              {!hasDashboard && <Route path="/" element={<HomePage nav={nav} />} />}
              <Route path="*" element={<NotPermitted />} />
            </>
          ) : (
            <Route
              path="*"
              element={
                me.error ? (
                  <ErrorState error={me.error} onRetry={() => void me.refetch()} />
                ) : (
                  <LinearProgress aria-label={layoutMessages.loadingPermissions} />
                )
              }
            />
          )}
        </Route>
      </Routes>
      <SessionEndedDialog />
    </ConfirmProvider>
  );
}
