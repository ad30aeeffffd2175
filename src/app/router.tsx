import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppSelector } from '../store/hooks';
import { selectIsSignedIn, selectSessionEnded } from '../store/session-slice';
import { LoginPage } from '../features/session/login-page';
import { commonMessages } from '../components/messages';
import { ScreenBoundary } from '../components/lazy-screen';
// Part of the app's chunk, which only a signed-in admin's browser runs (boot.ts): a chunk of its own,
// it gave webpack a second way to each screen's code, and a signed-in load fetched and parsed 480 KB
// of scripts twice (tests/e2e/code-loading.e2e.test.ts).
import SignedInApp from './signed-in-app';

/**
 * Signed out, only /login exists (a deep link comes back after signing in: `?next=`);
 * signed in, the feature routes and unknown paths go to /. A session the server ended keeps the
 * app (and what was typed) under the sign-in-again dialog.
 */
export function AppRoutes() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const ended = useAppSelector(selectSessionEnded);
  const { pathname, search } = useLocation();
  if (!signedIn && !ended) {
    const asked = pathname === '/' || pathname === '/login' ? '' : `?next=${encodeURIComponent(pathname + search)}`;
    return (
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Navigate to={`/login${asked}`} replace />} />
      </Routes>
    );
  }
  return (
    <ScreenBoundary resetKey="app">
      <Suspense
        fallback={
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
            <CircularProgress aria-label={commonMessages.loading} />
          </Box>
        }
      >
        <SignedInApp />
      </Suspense>
    </ScreenBoundary>
  );
}
