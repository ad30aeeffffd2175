import { makeTheme } from './theme';
import { installUiFont, UI_FONT, uiFontFaces } from './ui-font';

describe('the shipped UI font', () => {
  it('is the theme font, first before the fallbacks, in light and dark', () => {
    for (const mode of ['light', 'dark'] as const) expect(makeTheme(mode).typography.fontFamily).toMatch(/^"Roboto Variable", /);
  });

  it('is declared once for the whole page, from the app files, every weight of its Latin subsets', () => {
    installUiFont();
    installUiFont();
    const styles = document.head.querySelectorAll('style#ui-font');
    expect(styles).toHaveLength(1);
    const css = styles[0].textContent ?? '';
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain(`font-family:'${UI_FONT}'`);
    expect(css).toContain('font-weight:100 900');
    // Nothing from another origin: the CSP allows fonts from this server only.
    expect(css).not.toMatch(/url\((https?:)?\/\//);
  });

  it('draws Bengali letters with Noto Sans Bengali, declared only when Bengali is chosen', () => {
    expect(uiFontFaces('en')).not.toContain('U+0980-09FE');
    const bengali = uiFontFaces('bn');
    expect(bengali.match(/@font-face/g)).toHaveLength(3);
    expect(bengali).toContain('unicode-range:U+0951-0952,U+0964-0965,U+0980-09FE');
  });
});
