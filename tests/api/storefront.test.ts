import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { fillLargeShop } from '../../server/simulation/large-shop';
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

/** `npm run seed:large` and the list benchmark fill the shop with the storefront's own generator, settled as admins settle it. */
describeOnEachDatabase('a large shop from the storefront generator', (server) => {
  it("makes the storefront's customers, wallet-adds, orders, vouchers and physical orders, over the past year", async () => {
    const db = server().db;
    await fillLargeShop(db, { customers: 300, orders: 3_000, transactions: 1_500, vouchers: 2_000, physicalOrders: 200 });
    expect(await count(db, 'orders')).toBeGreaterThanOrEqual(3_000);
    const orders = await db
      .selectFrom('orders as o')
      .innerJoin('topup_products as p', 'p.id', 'o.product_id')
      .select(['p.name as product', 'p.topup_type', 'o.playerid', 'o.accounttype', 'o.phone', 'o.status', 'o.completed_at', 'o.created_at'])
      .where('o.name', 'in', ['60 UC', '325 UC', '660 UC', '25 Diamonds', '115 Diamonds', '$5 Card'])
      .execute();
    expect(orders.length).toBeGreaterThan(1_000);
    for (const o of orders) {
      // The generator's player ids: PUBG Mobile ten digits from 5, Free Fire 8–10 digits; none for a voucher.
      if (/PUBG/.test(o.product)) expect(o.playerid).toMatch(/^5\d{9}$/);
      else if (o.topup_type === 'in_game') expect(o.playerid).toMatch(/^[1-9]\d{7,9}$/);
      else expect(o.playerid).toBeNull();
      expect(o.phone).toMatch(/^01[3-9]\d{8}$/);
      expect(o.completed_at !== null).toBe(o.status === 'completed');
    }
    const statuses = new Set(orders.map((o) => o.status));
    expect([...statuses].sort()).toEqual(['cancel', 'completed', 'in_progress', 'pending']);
    const days = new Set(orders.map((o) => o.created_at.slice(0, 10)));
    expect(days.size).toBeGreaterThan(300);
    const codes = await db.selectFrom('vouchers').select('data').orderBy('id', 'desc').limit(100).execute();
    for (const v of codes) expect(v.data).toMatch(/^[A-Z2-9]{16}$/);
    // The kept totals are exact after the bulk load (its statement triggers ran per batch).
    const { rows } = await sql<{ kept: string; counted: string }>`
      select (select sum(total) from list_totals where list = 'orders') as kept, (select count(*) from orders) as counted`.execute(db);
    expect(Number(rows[0].kept)).toBe(Number(rows[0].counted));
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
