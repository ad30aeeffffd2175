import type { Page } from 'playwright-core';
import { axeViolations, type AxeFinding } from '../support/axe';
import { signIn, useE2eContext } from '../support/e2e';
import { declaredRoutes, demoIds, screenReady } from '../support/screens';
import { bannerMessages } from '../../src/features/banners/messages';

/** The findings as a failure message: route, rule, impact, and the offending nodes. */
function report(findings: AxeFinding[]): string {
  return findings
    .map(({ route, rule, impact, help, nodes }) => `${route}  ${rule} (${impact}): ${help}\n${nodes.map((n) => `    ${n.target}\n      ${n.html}\n      ${n.summary}`).join('\n')}`)
    .join('\n\n');
}

/** The focused element's name, roughly as a screen reader says it (its label for a field). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const field = el as HTMLInputElement;
    // A select (combobox) is named by its label through aria-labelledby.
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return (el.getAttribute('aria-label') || field.labels?.[0]?.textContent || labelledBy || el.textContent || '').trim();
  });
}

/** Presses Tab (Shift+Tab with `back`) until the focused element's name matches, as a keyboard user moves. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Nothing named ${name} within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'} (at ${page.url()})`);
}

/** Issue 8.6: axe finds no serious or critical violation on the sign-in page and on every screen. */
describe('accessibility (axe-core in Chromium)', () => {
  const e2e = useE2eContext({ env: () => ({ SEED_DEMO: '1' }) });

  it('the sign-in page has no serious or critical violation, in light and dark mode', async () => {
    const { server, page } = e2e();
    const findings: AxeFinding[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      findings.push(...(await axeViolations(page, `/login (${colorScheme})`)));
      // Both fields are styled alike (the minified page lost `type="text"`, and with it the email field's style).
      const widths = await Promise.all(['Email', 'Password'].map(async (label) => (await page.getByLabel(label).boundingBox())?.width));
      expect(widths[0]).toBe(widths[1]);
    }
    await page.emulateMedia({ colorScheme: null });
    expect(report(findings)).toBe('');
  });

  describe.each(['light', 'dark'] as const)('every screen in %s mode', (theme) => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      const { server, page } = e2e();
      await page.setViewportSize({ width: 1366, height: 768 });
      await signIn(page, server.url);
      ids = await demoIds(server.db);
      // The theme is the admin's choice in the top bar (kept across reloads), not the system's.
      const wanted = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
      const toggle = page.getByRole('banner').getByRole('button', { name: /^Switch to (dark|light) theme$/ });
      if ((await toggle.getAttribute('aria-label')) !== wanted) await toggle.click();
      await page.getByRole('button', { name: wanted }).waitFor();
    });

    it.each(declaredRoutes())('%s has no serious or critical violation', async (pattern) => {
      const { server, page } = e2e();
      const url = pattern.replace(/:\w+/, () => String(ids[pattern]));
      expect(url).not.toContain('undefined');
      await page.goto(`${server.url}${url}`);
      await screenReady(page);
      expect(report(await axeViolations(page, `${url} (${theme})`))).toBe('');
    });
  });

  /** Issue 8.6: every action works from the keyboard, shown on the path an admin takes most. */
  describe('every action from the keyboard', () => {
    it('opens the drawer, goes to a list, sorts it, opens and cancels a delete, and edits a row', async () => {
      const { server, page } = e2e();
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, server.url);
      // Keys are pressed on the dashboard once it shows, as an admin would. The address changes to
      // `/` before the dashboard's code has loaded: Tabs pressed under its loading spinner went
      // nowhere (the test failed about 1 run in 4).
      await page.getByRole('banner').waitFor();
      await screenReady(page);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });

      // The phone's drawer: open it, choose a screen, and it closes.
      await tabTo(page, /^Toggle sidebar$/);
      await page.keyboard.press('Enter');
      await nav.waitFor();
      await tabTo(page, /^Banners$/);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/banner`);
      await nav.waitFor({ state: 'detached' });
      await screenReady(page);

      // Sort by a column: a phone's cards have no headers, their list has a Sort by select.
      await tabTo(page, /^Sort by/);
      await page.keyboard.press('ArrowDown');
      await page.getByRole('listbox').waitFor();
      for (let presses = 0; presses < 10 && (await focusedName(page)) !== 'Note, ascending'; presses += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(/[?&]sort=note\b/);

      // A row's Delete asks first; the dialog starts on Cancel, and Enter keeps the row.
      const before = await server.db.selectFrom('banners').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      await tabTo(page, /^Delete$/);
      // A row's own button, reached from its card (one Tab stop per list; the card's controls follow it).
      expect(await page.evaluate(() => document.activeElement?.closest('li[data-roving-row="row"]') !== null)).toBe(true);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await focusedName(page)).toBe('Cancel');
      // Checked once faded in: mid-fade its colours blend with the backdrop.
      await page.waitForFunction(() => {
        const container = document.querySelector('[role=dialog]')?.parentElement;
        return container ? getComputedStyle(container).opacity === '1' : false;
      });
      expect(report(await axeViolations(page, '/banner (delete dialog)'))).toBe('');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      const after = await server.db.selectFrom('banners').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      // Focus goes back to the Delete that opened the dialog; the row's Edit is just before it.
      expect(await focusedName(page)).toBe('Delete');

      await tabTo(page, /^Edit$/, { back: true });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/banner\/edit\/\d+$/);
      const id = Number(page.url().split('/').pop());
      await screenReady(page);
      await page.getByRole('textbox', { name: 'Note' }).waitFor();
      await tabTo(page, /^Note/);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Edited from the keyboard');
      // An edit requires a link, which a demo banner may not have yet.
      await tabTo(page, /^Link/);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('https://example.com/offer');
      await tabTo(page, /^Submit$/);
      await page.keyboard.press('Enter');
      // Saved (the toast says so; a refusal would say why instead), then back on the list as it was left.
      await page
        .getByText(bannerMessages.updated)
        .waitFor()
        .catch(async (err: Error) => {
          const said = await page.locator('[role=alert], .notistack-MuiContent, [aria-invalid=true]').allTextContents();
          throw new Error(`${err.message}\nNo "${bannerMessages.updated}" at ${page.url()}; the page said: ${JSON.stringify(said)}; focus on ${await focusedName(page)}`);
        });
      await page.waitForURL((url) => url.pathname === '/banner');
      const stored = await server.db.selectFrom('banners').select(['note', 'link']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ note: 'Edited from the keyboard', link: 'https://example.com/offer' });
    });
  });
});
