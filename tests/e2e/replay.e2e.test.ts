import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signIn, useE2eContext } from '../support/e2e';

/**
 * Issue 21.4: a tester records a session with Redux DevTools on the production build (switched on
 * in the browser), exports it, and replays it at /?replay in another browser: the same screen.
 * The extension is stood in for by a recorder that, like the real one, receives each action through
 * the store's sanitizers and exports the actions as DevTools' Export does.
 */
function installRecordingDevTools() {
  localStorage.setItem('shop-admin:devtools', 'on');
  const recorded: unknown[] = [];
  type Options = { actionSanitizer?: (action: unknown, id: number) => unknown };
  type CreateStore = (reducer: (state: unknown, action: unknown) => unknown, preloaded?: unknown) => unknown;
  const recorder = (options: Options = {}) => (createStore: CreateStore) => (reducer: (state: unknown, action: unknown) => unknown, preloaded?: unknown) =>
    createStore((state, action) => {
      recorded.push(JSON.parse(JSON.stringify(options.actionSanitizer ? options.actionSanitizer(action, recorded.length) : action)));
      return reducer(state, action);
    }, preloaded);
  const compose =
    (options?: Options) =>
    (...enhancers: ((next: CreateStore) => CreateStore)[]) =>
    (createStore: CreateStore) =>
      enhancers.reduceRight((composed, enhancer) => enhancer(composed), recorder(options)(createStore));
  Object.assign(window, {
    __REDUX_DEVTOOLS_EXTENSION__: recorder,
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: compose,
    __devToolsExport: () => JSON.stringify({ payload: JSON.stringify(recorded) }),
    __devToolsRecorded: () => recorded.length,
  });
}

/**
 * What the admin sees of a list screen once it has settled. Columns give way to the table's width
 * (column-fit.ts), and the sidebar's closing slides the main area wider over a few frames: a reading
 * taken mid-slide (seen once in CI) lacks a column the settled screen has. Read until two readings
 * 400 ms apart agree.
 */
async function screenOf(page: Page) {
  let previous = await readScreen(page);
  for (let reading = 0; reading < 10; reading += 1) {
    await page.waitForTimeout(400);
    const current = await readScreen(page);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  return previous;
}

/** What the admin sees of a list screen: where, the rows, which are ticked, the columns, the sidebar. */
async function readScreen(page: Page) {
  await page.locator('main tbody tr td').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main .MuiSkeleton-root, main [role=progressbar]'));
  return {
    address: new URL(page.url()).pathname + new URL(page.url()).search,
    heading: await page.getByRole('main').getByRole('heading').first().innerText(),
    columns: await page.locator('main thead th').evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()).filter(Boolean)),
    rows: await page.locator('main tbody tr').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ').trim())),
    ticked: await page.locator('main tbody tr').evaluateAll((rows) =>
      rows.filter((row) => row.querySelector<HTMLInputElement>('input[type=checkbox]')?.checked).map((row) => (row as HTMLElement).innerText.split('\n')[0]),
    ),
    sidebarOpen: await page.getByRole('button', { name: 'Toggle sidebar' }).getAttribute('aria-expanded'),
  };
}

describe('replaying a recorded session (Redux DevTools export → /?replay)', () => {
  const e2e = useE2eContext({ env: () => ({ SEED_DEMO: '1' }) });
  const file = path.join(os.tmpdir(), `replay-${process.pid}.json`);
  afterAll(() => fs.rmSync(file, { force: true }));

  it('opens the screen it was recorded on — page, ticked rows, hidden column, sidebar — and travels to an earlier screen by step', async () => {
    const { server, page, browser } = e2e();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.addInitScript(installRecordingDevTools);
    await signIn(page, server.url);

    // The tester works: the manual wallet-adds, page 2, two rows ticked, a column hidden, the sidebar closed.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Add wallet$/ }).click();
    await page.locator('main tbody tr td').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('main .MuiSkeleton-root, main [role=progressbar]'));
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForFunction(() => window.location.search.includes('page=2'));
    await page.waitForFunction(() => !document.querySelector('main [role=progressbar]'));
    const boxes = page.locator('main tbody tr input[type=checkbox]');
    // A busy machine may redraw the page's rows as the click lands (seen once in CI): tick again then.
    for (const row of [0, 2]) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await boxes.nth(row).check({ timeout: 5_000 });
          break;
        } catch (err) {
          if (attempt === 3) throw err;
          await page.waitForTimeout(300);
        }
      }
    }
    await page.getByRole('button', { name: 'Show/Hide columns' }).click();
    const chooser = page.getByRole('menu');
    await chooser.getByRole('menuitem', { name: /Number/ }).getByRole('switch').click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const recorded = await screenOf(page);
    expect(recorded.ticked).toHaveLength(2);
    expect(recorded.columns.some((name) => /Number/.test(name))).toBe(false);
    expect(recorded.sidebarOpen).toBe('false');
    const stepBeforeLeaving = await page.evaluate(() => (window as unknown as { __devToolsRecorded(): number }).__devToolsRecorded());

    // …then moves on to another screen, and exports.
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Banners' }).click();
    await page.waitForFunction(() => window.location.pathname === '/banner');
    await page.getByRole('main').getByRole('columnheader', { name: 'Banner' }).first().waitFor();
    const last = await screenOf(page);
    const exported = await page.evaluate(() => (window as unknown as { __devToolsExport(): string }).__devToolsExport());
    expect(exported).not.toMatch(/"token":"(?!\[redacted\])/);
    fs.writeFileSync(file, exported);

    // Another browser, the tester's own sign-in: the whole recording, then up to the moment before leaving.
    const tester = await (await browser.newContext()).newPage();
    await tester.setViewportSize({ width: 1366, height: 768 });
    await signIn(tester, server.url);
    const replay = async (address: string) => {
      await tester.goto(`${server.url}${address}`);
      const dialog = tester.getByRole('dialog', { name: 'Replay a recorded session' });
      await dialog.locator('input[type=file]').setInputFiles(file);
      await dialog.waitFor({ state: 'hidden' });
      return screenOf(tester);
    };
    expect(await replay('/?replay')).toEqual(last);
    expect(await replay(`/?replay=${stepBeforeLeaving}`)).toEqual(recorded);
    // A replay tab saves nothing: this browser still opens as the tester left it.
    await tester.goto(`${server.url}/`);
    expect(await tester.getByRole('button', { name: 'Toggle sidebar' }).getAttribute('aria-expanded')).toBe('true');
    await tester.context().close();
  });
});
