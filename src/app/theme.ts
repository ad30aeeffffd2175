import { createTheme, type Theme } from '@mui/material/styles';
import { bnBD } from '@mui/material/locale';
import type { ThemeMode } from '../features/layout/ui-slice';
import { currentLanguage, type Language } from '../lib/i18n';
import { UI_FONT_FAMILY } from './ui-font';

/**
 * Bengali's vowel signs reach above and below the Latin line: its text gets taller lines, so a
 * sign is never clipped by a cell, a chip or the line above.
 */
const BENGALI_TYPOGRAPHY = { body1: { lineHeight: 1.7 }, body2: { lineHeight: 1.65 }, button: { lineHeight: 1.6 }, caption: { lineHeight: 1.6 } };

export function makeTheme(mode: ThemeMode, language: Language = currentLanguage()): Theme {
  const bengali = language === 'bn';
  const theme = {
    palette: {
      mode,
      // Text on coloured backgrounds (buttons, chips, badges) picks black or white for WCAG AA (4.5:1), not MUI's default 3:1.
      contrastThreshold: 4.5,
      primary: { main: mode === 'light' ? '#3949ab' : '#9fa8da' },
      secondary: { main: '#00897b' },
      // MUI's light info blue (#0288d1) is 3.6:1 as text on the page (outlined chips): too faint for AA.
      ...(mode === 'light' ? { info: { main: '#01579b' } } : {}),
      background: mode === 'light' ? { default: '#f4f6fb', paper: '#ffffff' } : {},
    },
    shape: { borderRadius: 8 },
    typography: {
      // Shipped with the app (ui-font.ts): the same layout on every machine.
      fontFamily: UI_FONT_FAMILY,
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      ...(bengali ? BENGALI_TYPOGRAPHY : {}),
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
    },
  } as const;
  // MUI's own words (pagination, alerts, autocomplete) in Bengali too.
  return bengali ? createTheme(theme, bnBD) : createTheme(theme);
}
