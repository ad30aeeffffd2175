import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../features/layout/ui-slice';

export function makeTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#3949ab' : '#9fa8da' },
      secondary: { main: '#00897b' },
      background: mode === 'light' ? { default: '#f4f6fb', paper: '#ffffff' } : {},
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
    },
  });
}
