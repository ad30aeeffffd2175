import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppSelector } from '../store/hooks';
import { selectIsSignedIn } from '../store/session-slice';
import { LoginPage } from '../features/session/login-page';
import { commonMessages } from '../components/messages';

/** The signed-in shell (layout, sidebar, feature screens) is a separate chunk: /login never loads it. */
const SignedInApp = lazy(() => import(/* webpackChunkName: "signed-in" */ './signed-in-app'));

/** Spec 2: signed out, only /login exists; signed in, the feature routes and unknown paths go to /. */
export function AppRoutes() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) {
    return (
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    );
  }
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
          <CircularProgress aria-label={commonMessages.loading} />
        </Box>
      }
    >
      <SignedInApp />
    </Suspense>
  );
}
