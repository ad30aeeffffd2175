import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { createCustomer, createCustomerOrder, createTopupPackage } from '../support/fixtures';
import { signIn, useE2eContext } from '../support/e2e';
import { axeViolations } from '../support/axe';

type Marked = Window & { openedBeforeTheOrders?: boolean };

/** The customers of the orders shown, top to bottom (a row's or a card's title). */
async function shownCustomers(page: Page): Promise<string[]> {
  return (await page.locator('main').innerText()).match(/customer\d+x\d+/g) ?? [];
}

/**
 * Issue 22's live list: orders placed while /order is open (in the database, as the storefront
 * places them: the database's notification, the authenticated event stream) give a toast and a
 * "2 new — Show" holder, and the rows being read do not move until the admin asks; then they show,
 * without a reload. At a laptop's size and a phone's.
 */
describe('a list being read, live', () => {
  const e2e = useE2eContext();

  for (const [size, viewport] of [
    ['1366×768', { width: 1366, height: 768 }],
    ['390×844', { width: 390, height: 844 }],
  ] as const) {
    it(`at ${size}: new orders give a toast and "2 new — Show"; the rows stay until Show`, async () => {
      const { server, page } = e2e();
      await page.setViewportSize(viewport);
      const { productId, packageId } = await createTopupPackage(server.db, 'in_game');
      for (let i = 0; i < 3; i += 1) await createCustomerOrder(server.db, (await createCustomer(server.db, 0)).id, productId, packageId);
      await signIn(page, server.url);
      await page.goto(`${server.url}/order`);
      await page.getByText(/customer\d+x\d+/).first().waitFor();
      // The stream is open (the sidebar's badge counts the waiting orders from it) and the list has settled.
      await sleep(1_500);
      const before = await shownCustomers(page);
      expect(before.length).toBeGreaterThanOrEqual(3);
      await page.evaluate(() => {
        (window as Marked).openedBeforeTheOrders = true;
      });

      const placed = [];
      for (let i = 0; i < 2; i += 1) {
        const customer = await createCustomer(server.db, 0);
        placed.push({ customer, order: await createCustomerOrder(server.db, customer.id, productId, packageId) });
      }

      // The rows being read do not move, however long the admin reads.
      await sleep(3_000);
      expect(await shownCustomers(page)).toEqual(before);
      await page.getByRole('alert').filter({ hasText: /2 new orders|New order #/ }).first().waitFor();
      const holder = page.getByRole('button', { name: '2 new — Show' });
      await holder.waitFor();
      expect(await shownCustomers(page)).toEqual(before);
      // The holder and the toast are a target of 24 × 24 px at least, named, readable: axe finds nothing serious.
      const box = await holder.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(24);
      expect(await axeViolations(page, `/order with news (${size})`)).toEqual([]);

      await holder.click();
      for (const { customer } of placed) await page.getByText(customer.username, { exact: true }).first().waitFor();
      const after = await shownCustomers(page);
      expect(after.slice(0, 2).sort()).toEqual(placed.map(({ customer }) => customer.username).sort());
      await page.getByRole('button', { name: /new — Show$/ }).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (window as Marked).openedBeforeTheOrders)).toBe(true);
    });
  }
});
