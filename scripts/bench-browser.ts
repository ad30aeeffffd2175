/**
 * What the browser benchmarks share (`npm run bench:paint`, `npm run bench:screens`, `npm run
 * profile:screen`): Chromium's CPU slowed as a mid-range phone's, the sign-in form's time to usable,
 * a screen's sidebar link, and how figures print.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

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
