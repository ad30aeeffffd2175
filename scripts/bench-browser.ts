/**
 * What the browser benchmarks share (`npm run bench:paint`, `npm run bench:screens`, `npm run
 * profile:screen`): Chromium's CPU slowed as a mid-range phone's, the sign-in form's time to usable,
 * a screen's sidebar link, and how figures print.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser';
import { signIn } from '../tests/support/e2e';
import { startBenchShop } from './bench-http';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const ms = (value: number) => `${Math.round(value)} ms`;
export const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/** A screen's link in the sidebar, shown (on a phone the menu is opened first), ready to be clicked. */
export async function sidebarLink(page: Page, path: string): Promise<Locator> {
  const link = page.locator(`nav[aria-label="Main navigation"] a[href="${path}"]`);
  if (!(await link.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Toggle sidebar' }).click();
  return link;
}

/** How much slower than this machine the benchmarks run Chromium's CPU (CDP Emulation.setCPUThrottlingRate). */
export const CPU_SLOWDOWN = 4;

export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Milliseconds from navigation start to the page's `sign-in-usable` mark (set when the sign-in
 * form's submit is wired), CPU throttled, in a fresh context (cold cache) of the given viewport.
 */
export async function signInUsableAfter(browser: Browser, url: string, viewport?: { width: number; height: number }): Promise<number> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(url, { waitUntil: 'load' });
    // A string, not a function: tsx's helpers (`__name`) do not exist inside the page.
    return (await page.evaluate(`new Promise((resolve) => {
      const poll = () => {
        const mark = performance.getEntriesByName('sign-in-usable')[0];
        if (mark) resolve(mark.startTime); else setTimeout(poll, 20);
      };
      poll();
    })`)) as number;
  } finally {
    await context.close();
  }
}

/**
 * The profilers' tab (`profile:screen`, `profile:renders`): the large shop as the benchmarks fill it,
 * served from `dist` over real HTTP, the owner signed in, in headless Chromium at `width` (a laptop's
 * 768 px high, a phone's 844), with `initScript` in every page. `close` ends browser and server.
 */
export async function signedInTab(dist: string, width: number, initScript: string): Promise<{ url: string; context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const { server } = await startBenchShop({ STATIC_DIR: dist });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  const close = async () => {
    await browser.close();
    await server.close();
  };
  try {
    const context = await browser.newContext({ viewport: { width, height: width > 600 ? 768 : 844 } });
    await context.addInitScript(initScript);
    const page = await context.newPage();
    await signIn(page, url);
    return { url, context, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
