import fs from 'node:fs';
import path from 'node:path';
import { DIST_DIR } from '../support/live-server';
import { signIn, useE2eContext } from '../support/e2e';
import { createCustomer } from '../support/fixtures';
import { SCREEN_REQUESTS_KEY } from '../../src/store/early-answers';

/** The sources (from the build's hidden source maps) of each of the app's script files, by name. */
function sourcesOf(file: string): string[] {
  const map = JSON.parse(fs.readFileSync(path.join(DIST_DIR, 'assets', `${file}.map`), 'utf8')) as { sources: string[] };
  return map.sources;
}

/**
 * What a signed-in admin's browser downloads and parses: the app (src/app/boot.ts), then the
 * screen's code. Each library and module comes once. With the signed-in shell a chunk of its own,
 * loaded beside the app, webpack had two ways to each screen's code and copied into the screens'
 * chunks what only one of them held, and the shell had its own copy of React Router, Redux Toolkit
 * and MUI (a shared chunk of 480 KB beside the app's `vendors`): an orders load fetched 553 KB of
 * compressed scripts in 18 files, 1.6 MB of sources of them twice.
 */
describe('the code a signed-in load fetches', () => {
  const e2e = useE2eContext();

  it('holds each module once, opening the orders screen at its address', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, server.url);
    await page.getByRole('main').getByRole('heading').first().waitFor();

    // The files this load asks for: requests, not responses (a response to the screen before,
    // late on a loaded machine, is not this load's; CI once saw the home screen's chunk arrive here).
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/assets\/[^/]+\.js$/.test(pathname)) fetched.push(path.basename(pathname));
    });
    await page.goto(`${server.url}/order`);
    await page.getByRole('main').getByRole('heading', { name: 'Orders' }).waitFor();
    // Its table drawn (a row, or the empty state's row): the table's code has come.
    await page.locator('main tbody tr').first().waitFor({ timeout: 15_000 });

    // The libraries, the app and the table's code were among them (the check below has something to check).
    expect(fetched.some((file) => file.startsWith('vendors.'))).toBe(true);
    expect(fetched.some((file) => file.startsWith('app.'))).toBe(true);
    expect(fetched.some((file) => file.startsWith('table.'))).toBe(true);
    const filesOf = new Map<string, string[]>();
    for (const file of new Set(fetched)) for (const source of sourcesOf(file)) filesOf.set(source, [...(filesOf.get(source) ?? []), file]);
    const twice = [...filesOf].filter(([, files]) => files.length > 1).map(([source, files]) => `${source} in ${files.join(', ')}`);
    expect(twice).toEqual([]);
  });
});

/**
 * A full load of a screen's address asks the screen's first page from the entry script, beside
 * GET /admin/me, while the app's code downloads (src/store/early-answers.ts): the URL the screen
 * asked for when it was last opened at that address. The app takes that answer instead of asking
 * once its code has run, so the list is drawn once, with its rows, instead of loading and then again.
 */
describe('the data a signed-in full load asks for', () => {
  const e2e = useE2eContext();

  it('asks the screen’s first page once, before the app’s code', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, server.url);
    // Opened once at its address: its first request is remembered for it.
    await page.goto(`${server.url}/order?status=pending`);
    await page.locator('main tbody tr').first().waitFor({ timeout: 15_000 });

    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname === '/api/admin/orders') asked.push(`orders${search}`);
      if (/^\/assets\/app\.[^/]+\.js$/.test(pathname)) asked.push('app');
    });
    await page.goto(`${server.url}/order?status=pending`);
    await page.locator('main tbody tr').first().waitFor({ timeout: 15_000 });
    expect(asked).toEqual([expect.stringMatching(/^orders\?.*status=pending/), 'app']);
  });

  it('asks each of the dashboard’s first requests once, before the app’s code', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, server.url);
    const DASHBOARD = ['/api/admin/dashboard-stats', '/api/admin/orders-chart-data', '/api/admin/this-month-sale-chart-data'];
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (DASHBOARD.includes(pathname)) asked.push(pathname);
      if (/^\/assets\/app\.[^/]+\.js$/.test(pathname)) asked.push('app');
    });
    // Opened once (signing in lands there): once each of its first requests has answered, they are remembered for its address.
    await page.waitForFunction(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as [string, string[]][]).some(([address, urls]) => address === '/' && urls.length === 3),
      SCREEN_REQUESTS_KEY,
      { timeout: 15_000 },
    );
    asked.length = 0;
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('-chart-data')).length === 2, undefined, { timeout: 15_000 });
    await page.waitForTimeout(300);
    expect(asked.indexOf('app')).toBe(DASHBOARD.length);
    expect([...asked].sort()).toEqual([...DASHBOARD, 'app'].sort());
  });

  it('asks a customer’s record and the first page of their wallet history once each, before the app’s code', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, server.url);
    const { id } = await createCustomer(server.db, 150);
    const address = `/user/edit/${id}`;
    const CUSTOMER = [`/api/admin/user/${id}`, `/api/admin/user/${id}/wallet-history`];
    // Opened once at its address: once both its requests have answered, they are remembered for it.
    await page.goto(`${server.url}${address}`);
    await page.waitForFunction(
      ([key, screen]) => (JSON.parse(localStorage.getItem(key) ?? '[]') as [string, string[]][]).some(([remembered, urls]) => remembered === screen && urls.length === 2),
      [SCREEN_REQUESTS_KEY, address] as const,
      { timeout: 15_000 },
    );
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (CUSTOMER.includes(pathname)) asked.push(pathname);
      if (/^\/assets\/app\.[^/]+\.js$/.test(pathname)) asked.push('app');
    });
    await page.reload();
    await page.getByRole('main').getByRole('tab').first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);
    expect(asked.indexOf('app')).toBe(CUSTOMER.length);
    expect([...asked].sort()).toEqual([...CUSTOMER, 'app'].sort());
  });
});
