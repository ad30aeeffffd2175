import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { act, phoneNumber, playerId, runStorefront } from '../../server/simulation/storefront';
import { createCustomer, createPhysicalOrder, createTopupPackage } from '../support/fixtures';
import { describeOnEachDatabase } from '../support/test-server';

const count = async (db: Kysely<Database>, table: 'customers' | 'transactions' | 'orders' | 'physical_orders') =>
  Number((await db.selectFrom(table).select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** Issue 9, a storefront to test against: the simulation plays the shop's customers on the same database. */
describeOnEachDatabase('the storefront simulation', (server) => {
  beforeAll(async () => {
    const db = server().db;
    await createCustomer(db, 0);
    await createTopupPackage(db, 'in_game');
    await createTopupPackage(db, 'voucher');
    await db.insertInto('payment_methods').values([{ name: 'bKash', status: '1', is_automated: 0 }, { name: 'Nagad', status: '1', is_automated: 1 }]).execute();
    await createPhysicalOrder(server().db, (await createCustomer(db, 0)).id, { stock: 50 });
  });

  it('plays each kind of customer action against the database', async () => {
    const db = server().db;
    const before = { customers: await count(db, 'customers'), transactions: await count(db, 'transactions'), orders: await count(db, 'orders'), physical: await count(db, 'physical_orders') };
    const stock = async () => Number((await db.selectFrom('physical_products').select(({ fn }) => fn.sum<number>('quantity').as('n')).executeTakeFirstOrThrow()).n);
    const stockBefore = await stock();
    for (const action of ['customer', 'manual_wallet_add', 'automated_wallet_add', 'order', 'physical_order'] as const) await act(db, action);
    expect(await count(db, 'customers')).toBe(before.customers + 1);
    expect(await count(db, 'transactions')).toBe(before.transactions + 2);
    expect(await count(db, 'orders')).toBe(before.orders + 1);
    expect(await count(db, 'physical_orders')).toBe(before.physical + 1);
    // A physical order takes its quantity from stock.
    const taken = await db.selectFrom('physical_orders').select('quantity').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(await stock()).toBe(stockBefore - taken.quantity);
    const wallets = await db.selectFrom('transactions').select(['is_automated', 'status', 'number']).orderBy('id', 'desc').limit(2).execute();
    expect(wallets.map((w) => w.is_automated).sort()).toEqual([0, 1]);
    for (const w of wallets) expect(w.number).toMatch(/^01[3-9]\d{8}$/);
  });

  it('runs on its own at a given rate until stopped, placing orders', async () => {
    const db = server().db;
    const before = await count(db, 'orders');
    const errors: unknown[] = [];
    const storefront = runStorefront(db, 3_000, (err) => errors.push(err));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await storefront.stop();
    const placed = (await count(db, 'orders')) - before;
    expect(errors).toEqual([]);
    expect(placed).toBeGreaterThan(3);
    // Stopped means stopped: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count(db, 'orders')).toBe(before + placed);
  });
});

describe('realistic customer data', () => {
  it('player ids look like the games print them, phones like Bangladeshi mobiles', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(playerId('PUBG Mobile UC')).toMatch(/^5\d{9}$/);
      expect(playerId('Free Fire Diamonds')).toMatch(/^[1-9]\d{7,9}$/);
      expect(phoneNumber()).toMatch(/^01[3-9]\d{8}$/);
    }
  });
});
