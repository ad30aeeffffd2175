import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { createCustomer, createCustomerOrder, createTopupPackage, createTransaction } from '../support/fixtures';
import { pageOverflowX, signIn, useE2eContext } from '../support/e2e';

/** The lists an admin works from all day (issue 22.1). */
const MAIN_LISTS = ['/order', '/add-wallet', '/automated-add-wallet', '/product-order', '/user', '/admins'];

/** Waits until the list has its rows (or cards) and nothing is loading. */
async function listReady(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await page.locator('main [data-roving-row="row"]').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main .MuiSkeleton-root, main [role=progressbar]'), undefined, { timeout: 15_000 });
}

/** The focused element: its name (label or text) and the row (or card) it is, if any. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const labelledBy = (el?.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return {
      name: (el?.getAttribute('aria-label') || labelledBy || (el as HTMLInputElement | null)?.labels?.[0]?.textContent || el?.textContent || '').trim(),
      row: el?.getAttribute('data-roving-row') === 'row' ? el.getAttribute('data-row-id') : null,
    };
  });
}

/** Presses Tab until the focus is on a row of the list; the number of presses. */
async function tabToFirstRow(page: Page, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).row) return presses;
  }
  throw new Error(`No row within ${max} presses of Tab (at ${page.url()})`);
}

/** Presses Tab until the focused element's name matches. */
async function tabTo(page: Page, name: RegExp, max = 20): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (name.test((await focused(page)).name)) return;
  }
  throw new Error(`Nothing named ${name} within ${max} presses of Tab (at ${page.url()})`);
}

/** Chooses an option of the focused select by keys: opens it, arrows to the option, Enter. */
async function chooseByKeys(page: Page, option: string): Promise<void> {
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  for (let presses = 0; presses < 10; presses += 1) {
    if ((await focused(page)).name === option) break;
    await page.keyboard.press('ArrowDown');
  }
  expect((await focused(page)).name).toBe(option);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('lists at any width, from the keyboard (issue 22)', () => {
  const e2e = useE2eContext({ env: () => ({ SEED_DEMO: '1' }) });

  it('at 1366×768 shows every main list with its status and actions in view, without scrolling sideways', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, server.url);
    for (const path of MAIN_LISTS) {
      await page.goto(`${server.url}${path}`);
      await listReady(page);
      const layout = await page.evaluate(() => {
        const frame = document.querySelector('main .MuiTableContainer-root') as HTMLElement;
        const box = frame.getBoundingClientRect();
        const header = (name: string) => Array.from(frame.querySelectorAll<HTMLElement>('thead th')).find((th) => th.innerText.trim() === name)?.getBoundingClientRect();
        const inView = (rect: DOMRect | undefined) => Boolean(rect && rect.left >= box.left - 1 && rect.right <= box.right + 1 && rect.right <= window.innerWidth);
        const firstRow = frame.querySelector('tbody [data-roving-row="row"]') as HTMLElement;
        const chip = firstRow.querySelector('[data-status]')?.getBoundingClientRect();
        const actions = firstRow.querySelector('[data-row-actions]')?.getBoundingClientRect();
        // Each sort button is a target of 24 × 24 px at least, and nothing covers its middle.
        const smallSortButtons = Array.from(frame.querySelectorAll('thead .dt-sort'))
          .filter((label) => {
            const rect = label.getBoundingClientRect();
            const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
            return rect.width < 24 || rect.height < 24 || !top || !label.contains(top);
          })
          .map((label) => label.getAttribute('aria-label'));
        return {
          smallSortButtons,
          scrollsSideways: frame.scrollWidth > frame.clientWidth,
          status: inView(header('Status')),
          actions: inView(header('Actions')),
          chip: inView(chip),
          rowActions: actions ? inView(actions) : 'none',
        };
      });
      expect({ path, ...layout }).toEqual({ path, smallSortButtons: [], scrollsSideways: false, status: true, actions: true, chip: true, rowActions: layout.rowActions === 'none' ? 'none' : true });
      expect(await pageOverflowX(page)).toBe(0);
    }
  });

  it('at 390×844 shows every main list as cards, each with its status chip and its actions', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, server.url);
    for (const path of MAIN_LISTS) {
      await page.goto(`${server.url}${path}`);
      await listReady(page);
      const cards = await page.evaluate(() => {
        const all = Array.from(document.querySelectorAll<HTMLElement>('main li[data-roving-row="row"]'));
        const first = all[0];
        const box = first.getBoundingClientRect();
        return {
          tables: document.querySelectorAll('main table').length,
          cards: all.length,
          withinWidth: box.left >= 0 && box.right <= window.innerWidth,
          chip: first.querySelector('[data-status]') !== null,
          actions: first.querySelectorAll('button, a[href]').length > 0,
          tabStops: all.filter((card) => card.tabIndex === 0).length,
        };
      });
      expect({ path, ...cards }).toEqual({ path, tables: 0, cards: cards.cards, withinWidth: true, chip: true, actions: true, tabStops: 1 });
      expect(cards.cards).toBeGreaterThan(1);
      expect(await pageOverflowX(page)).toBe(0);
      // The cards keep the accessibility of the screens they are on (no serious or critical finding).
      expect(await axeViolations(page, `${path} (cards)`)).toEqual([]);
    }
  });

  it('skips to the content, reaches the first row in a few presses, moves with the arrows and opens a row with Enter', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/add-wallet`);
    await listReady(page);

    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Skip to content');
    await page.keyboard.press('Enter');
    // Search, status filter, Export CSV, the column chooser and density (Cancel All and Complete All wait for a selection).
    const presses = await tabToFirstRow(page);
    expect(presses).toBeLessThanOrEqual(8);
    const first = (await focused(page)).row;
    await page.keyboard.press('ArrowDown');
    const second = (await focused(page)).row;
    expect(second).not.toBe(first);
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => new URLSearchParams(window.location.search).get('open') === id, second);

    // The orders: five filters (the dates with their calendar buttons), Take next, Export CSV, columns, density.
    await page.goto(`${server.url}/order`);
    await listReady(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await tabToFirstRow(page)).toBeLessThanOrEqual(14);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URLSearchParams(window.location.search).has('open'));
  });

  it('completes a pending top-up order and approves a wallet-add by keys only', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 1366, height: 768 });
    const { productId, packageId } = await createTopupPackage(server.db, 'in_game', { name: 'Keyboard Diamonds' });
    const customer = await createCustomer(server.db, 0);
    const order = await createCustomerOrder(server.db, customer.id, productId, packageId);
    const transaction = await createTransaction(server.db, customer.id, { transaction_id: 'KEYS-ONLY-1' });
    await signIn(page, server.url);

    // The order: the list narrowed to it, its row, Tab into its actions, Edit, Completed, Update.
    await page.goto(`${server.url}/order?order_id=${order.id}`);
    await listReady(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await tabToFirstRow(page);
    expect((await focused(page)).row).toBe(String(order.id));
    await tabTo(page, /^Edit$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await tabTo(page, /New status/, 5);
    await chooseByKeys(page, 'Completed');
    await tabTo(page, /^Update$/);
    await page.keyboard.press('Enter');
    await page.getByText('Order updated successfully').waitFor();
    const stored = await server.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('completed');

    // The wallet-add: its row, Edit Status, Completed, Update.
    await page.goto(`${server.url}/add-wallet?q=KEYS-ONLY-1`);
    await listReady(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await tabToFirstRow(page);
    expect((await focused(page)).row).toBe(String(transaction.id));
    await tabTo(page, /^Edit Status$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await tabTo(page, /New status/, 5);
    await chooseByKeys(page, 'Completed');
    await tabTo(page, /^Update$/);
    await page.keyboard.press('Enter');
    await page.getByText('Transaction updated successfully').waitFor();
    const credited = await server.db.selectFrom('transactions').select('status').where('id', '=', transaction.id).executeTakeFirstOrThrow();
    expect(credited.status).toBe('completed');
  });

  it('says an empty filter at the start of the list, where the eye is', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/order?order_id=999999`);
    const message = page.getByText('No data to show');
    await message.waitFor();
    const [text, frame] = await Promise.all([message.boundingBox(), page.locator('main .MuiTableContainer-root').boundingBox()]);
    expect(text!.x - frame!.x).toBeLessThan(48);
    expect(text!.y + text!.height).toBeLessThan(768);
  });
});
