/**
 * `npm run screenshots` (after `npm run build`): every screen of the demo shop (lists and forms) in headless
 * Chromium at a phone's 390×844 and a laptop's 1366×768, light and dark, in English and Bengali
 * (SCREENSHOTS_LANGUAGES, default `en,bn`; Bengali files end in `-bn`), written as PNGs to
 * SCREENSHOTS_DIR (default `screenshots/`, not committed): what a reviewer looks at before a change
 * to the lists lands. It also prints, per screen and size, whether the page scrolls sideways and
 * whether the Status column and the row actions are inside the window (the laptop's promise), and
 * in Bengali any English catalogue text left on the screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser';
import { englishLeft, englishOnly } from '../tests/support/catalogues';
import { signIn } from '../tests/support/e2e';
import { declaredRoutes, demoIds, demoUrl } from '../tests/support/screens';
import { startLiveServer } from '../tests/support/live-server';

export const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/**
 * Where the first row's status and actions are, against the window (null: the screen has none). A
 * string, not a function: tsx's helpers (`__name`) do not exist inside the page.
 */
const IN_VIEW = `(() => {
  const within = (selector) => {
    const element = document.querySelector(selector);
    if (!element) return null;
    const box = element.getBoundingClientRect();
    if (box.left < 0 || box.right > window.innerWidth) return false;
    // Not under something else (a pinned column): what is drawn at its middle is its own.
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(top && (element === top || element.contains(top)));
  };
  return {
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    status: within('tbody tr [data-status], [data-card] [data-status]'),
    actions: within('tbody tr td:last-child button, [data-card] button'),
  };
})()`;

const inView = (page: Page) => page.evaluate(IN_VIEW) as Promise<{ overflow: number; status: boolean | null; actions: boolean | null }>;

async function main() {
  const out = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots');
  fs.mkdirSync(out, { recursive: true });
  const languages = (process.env.SCREENSHOTS_LANGUAGES ?? 'en,bn').split(',').filter((language) => language === 'en' || language === 'bn');
  const english = await englishOnly();
  const server = await startLiveServer('pglite', { SEED_DEMO: '1' });
  const ids = await demoIds(server.db);
  const screens = declaredRoutes().map((pattern) => demoUrl(pattern, ids));
  const browser = await launchBrowser();
  try {
    for (const language of languages) {
      for (const [mode, size] of (['light', 'dark'] as const).flatMap((mode) => SIZES.map((size) => [mode, size] as const))) {
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, colorScheme: mode });
        const page = await context.newPage();
        await signIn(page, server.url);
        if (mode === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
        // The browser's language (docs/languages.md); the pages below open in it.
        if (language === 'bn') await page.evaluate(() => localStorage.setItem('shop-admin.language', JSON.stringify({ language: 'bn', bengaliDigits: true })));
        for (const screen of screens) {
          await page.goto(`${server.url}${screen}`);
          // Settled: the heading drawn and nothing loading (the live event stream never goes idle).
          await page
            .waitForFunction(() => document.querySelector('main h1, main h4, main h5') && !document.querySelector('[role="progressbar"]'), undefined, { timeout: 15_000 })
            .catch(() => console.log(`${screen}: still loading after 15 s`));
          await page.waitForTimeout(300);
          const file = path.join(out, `${screen === '/' ? 'dashboard' : screen.slice(1).replace(/\//g, '-')}-${size.name}-${mode}${language === 'en' ? '' : `-${language}`}.png`);
          await page.screenshot({ path: file });
          const view = await inView(page);
          const left = language === 'bn' ? await englishLeft(page, english) : [];
          console.log(
            `${screen.padEnd(34)} ${language} ${size.name.padEnd(7)} ${mode.padEnd(6)} sideways ${view.overflow > 0 ? `${view.overflow} px` : 'none'}, status ${view.status === null ? '-' : view.status ? 'in view' : 'OUT'}, actions ${view.actions === null ? '-' : view.actions ? 'in view' : 'OUT'}${left.length ? `, English left: ${left.join(' | ')}` : ''}`,
          );
        }
        await context.close();
      }
    }
    console.log(`screenshots in ${path.relative(process.cwd(), out) || '.'}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
