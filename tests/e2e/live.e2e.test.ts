import { setTimeout as sleep } from 'node:timers/promises';
import { openFromSidebar, signIn, useE2eContext } from '../support/e2e';

type Marked = Window & { openedBeforeTheOrder?: boolean };

/**
 * Issue 9's live view: an order that the storefront simulation places (inside the server, on the
 * demo shop) appears on the open orders list without a reload — the database's notification,
 * the authenticated event stream, and the list's cache tag refreshed.
 */
describe('live orders end to end', () => {
  const e2e = useE2eContext({ env: () => ({ SEED_DEMO: '1', SIMULATE_ORDERS_PER_MINUTE: '40' }) });

  it('shows an order the storefront places, without reloading', async () => {
    const { server, page } = e2e();
    await signIn(page, server.url);
    await openFromSidebar(page, 'Orders');
    await page.waitForURL(`${server.url}/order`);
    await page.getByRole('row').nth(1).waitFor();
    const before = await server.db.selectFrom('orders').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    // A mark on the page's window: a reload or a navigation would lose it.
    await page.evaluate(() => {
      (window as Marked).openedBeforeTheOrder = true;
    });

    let placed: { id: number } | undefined;
    for (let waited = 0; !placed && waited < 60_000; waited += 250) {
      placed = await server.db.selectFrom('orders').select('id').where('id', '>', before.id ?? 0).orderBy('id').executeTakeFirst();
      if (!placed) await sleep(250);
    }
    if (!placed) throw new Error('the storefront simulation placed no order within a minute');

    await page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(placed.id), exact: true }) }).waitFor();
    expect(await page.evaluate(() => (window as Marked).openedBeforeTheOrder)).toBe(true);
  });
});
