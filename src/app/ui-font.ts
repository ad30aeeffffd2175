/**
 * The dashboard's one font, shipped with the app: Roboto (the font MUI is drawn for), from
 * @fontsource-variable/roboto — its Latin and Latin Extended subsets, every weight the screens use
 * (400, 500, 600, 700) in one variable file each, served from this server's /assets (the CSP's
 * `font-src 'self'`). So the layout, and what the accessibility checks measure, is the same on
 * every machine, whatever fonts it has installed. Latin Extended is fetched only for a page that
 * shows one of its letters (unicode-range). A glyph neither has (the taka sign ৳) comes from the
 * fallbacks.
 */
import latin from '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2';
import latinExtended from '@fontsource-variable/roboto/files/roboto-latin-ext-wght-normal.woff2';
import bengali from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2';
import { currentLanguage } from '../lib/i18n';

export const UI_FONT = 'Roboto Variable';

/** The theme's (and the sign-in page's) font-family: the shipped font first. */
export const UI_FONT_FAMILY = `"${UI_FONT}", Roboto, "Helvetica Neue", Arial, sans-serif`;

/** The subsets and the characters each covers, as @fontsource declares them. */
const FACES = [
  {
    src: latin,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    src: latinExtended,
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
];

/**
 * Bengali letters, drawn by Noto Sans Bengali (its conjuncts and vowel signs shaped right), under
 * the same family name so every style that names the UI font draws Bengali too. Declared only when
 * Bengali is chosen: an English page never fetches it, not even for a taka sign (the fallbacks draw that).
 */
const BENGALI_FACE = {
  src: bengali,
  unicodeRange: 'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1',
};

/** The @font-face rules of the shipped font (with Bengali's when the dashboard is in Bengali). */
export const uiFontFaces = (language = currentLanguage()): string =>
  [...FACES, ...(language === 'bn' ? [BENGALI_FACE] : [])].map(
    ({ src, unicodeRange }) =>
      `@font-face{font-family:'${UI_FONT}';font-style:normal;font-display:swap;font-weight:100 900;src:url(${src}) format('woff2-variations'),url(${src}) format('woff2');unicode-range:${unicodeRange};}`,
  ).join('\n');

/**
 * Declares the font for the whole page, once: run by the entry (boot.ts) before anything paints
 * with it, so the signed-out page and the app alike draw with it.
 */
export function installUiFont(doc: Document = document): void {
  if (doc.getElementById('ui-font')) return;
  const style = doc.createElement('style');
  style.id = 'ui-font';
  style.textContent = uiFontFaces();
  doc.head.append(style);
}
