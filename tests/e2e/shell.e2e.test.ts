import type { Locator, Page } from 'playwright-core';
import { pageOverflowX, signIn, useE2eContext } from '../support/e2e';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** The sidebar's list screens, as a new admin sees them. */
async function listScreens(page: Page): Promise<{ label: string; href: string }[]> {
  const links = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
  await links.filter({ hasText: 'Banners' }).waitFor();
  const found: { label: string; href: string }[] = [];
  for (const link of await links.all()) found.push({ label: (await link.innerText()).trim(), href: (await link.getAttribute('href')) ?? '' });
  return found.filter(({ href }) => href !== '/');
}

/** Whether the element is wholly inside the window. */
async function inView(locator: Locator, page: Page): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  return Boolean(box && size && box.x >= 0 && box.x + box.width <= size.width);
}

/** How a pinned cell covers the cells under it: its opacity and whether its background lets them through. */
function pinnedCellCover(cell: Element): { opacity: string; background: string } {
  const background = getComputedStyle(cell, '::before').backgroundColor;
  const alpha = /rgba\(.*,\s*([\d.]+)\)$/.exec(background)?.[1];
  return { opacity: getComputedStyle(cell).opacity, background: alpha === undefined || alpha === '1' ? 'opaque' : `see-through (${background})` };
}

/** Issue 8.1: the shell on a phone and on a laptop, with the demo shop's data. */
describe('the shell on every screen size', () => {
  const e2e = useE2eContext({ env: () => ({ SEED_DEMO: '1' }) });

  it('keeps every list’s row actions in view at 1366 px, with no sideways page scroll', async () => {
    const { server, page } = e2e();
    await page.setViewportSize(LAPTOP);
    await signIn(page, server.url);
    const screens = await listScreens(page);
    expect(screens.length).toBeGreaterThan(5);
    for (const { href } of screens) {
      await page.goto(`${server.url}${href}`);
      await page.getByRole('main').getByRole('heading').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('main .MuiSkeleton-root, main [role=progressbar]'), undefined, { timeout: 15_000 });
      // The actions column is last: every button of the first row that has actions must be in view
      // (some lists offer them on some rows only: an order's Edit while it is open).
      if ((await page.getByRole('main').getByRole('columnheader', { name: 'Actions', exact: true }).count()) > 0) {
        // A data row (an empty list's message row may hold a link too).
        const row = page.locator('main tbody tr[data-roving-row="row"]').filter({ has: page.locator('td:last-child').locator('a, button') }).first();
        const actions = row.locator('td').last().locator('a, button');
        for (const action of await actions.all()) expect({ href, inView: await inView(action, page) }).toEqual({ href, inView: true });
        // The pinned column hides what scrolls under it (MRT's 97% left the other columns' text showing through).
        if ((await row.count()) > 0) {
          expect({ href, cover: await row.locator('td').last().evaluate(pinnedCellCover) }).toEqual({ href, cover: { opacity: '1', background: 'opaque' } });
        }
      }
      expect({ href, overflow: await pageOverflowX(page) }).toEqual({ href, overflow: 0 });
    }
  });

  it('on a phone: a closed drawer that closes after a choice, full-width content, no sideways scroll', async () => {
    const { server, page } = e2e();
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/banner`);
    if (page.url().endsWith('/login')) {
      await signIn(page, server.url);
      await page.goto(`${server.url}/banner`);
    }
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await page.getByRole('main').getByRole('heading').first().waitFor();
    expect(await nav.count()).toBe(0);

    const main = await page.getByRole('main').boundingBox();
    expect(main?.x).toBe(0);
    expect(main?.width).toBe(PHONE.width);

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await nav.waitFor();
    await nav.getByRole('link', { name: 'Notices' }).click();
    await page.waitForURL(`${server.url}/notice`);
    await nav.waitFor({ state: 'detached' });

    for (const path of ['/banner', '/notice', '/topup-product', '/physical-product', '/payment-method', '/auto-server', '/topup-order-message', '/topup-package/voucher-statistic', '/banner/add', '/physical-product/add', '/topup-packages']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('main').getByRole('heading').first().waitFor();
      await page.waitForTimeout(200);
      expect({ path, overflow: await pageOverflowX(page) }).toEqual({ path, overflow: 0 });
    }

    // A phone shows each row as a card; the columns off the card stay in the column chooser, which
    // adds them to the cards as detail lines.
    await page.goto(`${server.url}/add-wallet`);
    const card = page.locator('main li[data-roving-row="row"]').first();
    await card.waitFor();
    expect(await page.locator('main table').count()).toBe(0);
    expect(await card.locator('dt', { hasText: 'Updated' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show/Hide columns' }).click();
    const updated = page.getByRole('menu').getByRole('menuitem', { name: /Updated/ });
    expect(await updated.getByRole('switch').isChecked()).toBe(false);
    await updated.getByRole('switch').click();
    await page.keyboard.press('Escape');
    await card.locator('dt', { hasText: 'Updated' }).waitFor();
  });
});
