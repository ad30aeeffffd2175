import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { AppStore } from './store';
import { useAppSelector } from '../store/hooks';
import { selectThemeMode } from '../features/layout/ui-slice';
import { makeTheme } from './theme';

/** Toasts close after 5000 ms (docs/existing-dashboard.md#kept-as-it-was). */
const TOAST_MS = 5000;

/**
 * notistack's own greens, blues and oranges put white text at 2.2–3.3:1; these keep every toast
 * at 4.5:1 or more (WCAG AA), in light and dark mode alike.
 */
const ReadableToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a84d00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
});
const TOAST_COMPONENTS = { default: ReadableToast, success: ReadableToast, error: ReadableToast, warning: ReadableToast, info: ReadableToast };

function ThemedApp({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectThemeMode);
  const theme = useMemo(() => makeTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={4}
        autoHideDuration={TOAST_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        Components={TOAST_COMPONENTS}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}

/** Store, theme (light/dark from the ui slice) and the toast container: shared by the app and the tests. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedApp>{children}</ThemedApp>
    </Provider>
  );
}
