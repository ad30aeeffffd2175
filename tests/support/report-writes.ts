import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database, OrderStatus, TransactionStatus } from '../../server/db/schema';
import { createSubAdmin, createTopupPackage } from './fixtures';
import { endPool } from './test-server';

/**
 * The mix of writes the report counters are tested with (tests/api/report-counters.test.ts):
 * orders, wallet-adds and customers created, moved between statuses, reassigned, edited and
 * deleted, at instants either side of midnights in several zones.
 */

/** A seeded generator: the same mix on every run and both databases. */
export function random(seed: number) {
  let a = seed;
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)], int: (n: number) => Math.floor(next() * n) };
}

const SECOND = 1000;
const DAY = 86_400 * SECOND;
export const iso = (ms: number) => new Date(ms).toISOString();

/** Dhaka's midnight today and on the first of this month (UTC+6, no DST). */
const dhakaDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const dhakaMidnight = () => Date.parse(`${dhakaDate(new Date())}T00:00:00+06:00`);
const dhakaMonthStart = () => Date.parse(`${dhakaDate(new Date()).slice(0, 7)}-01T00:00:00+06:00`);

/**
 * Instants either side of midnights: today's and this month's in Dhaka (the shop's zone), New
 * Year's; Havana's 2024 DST changes (10 March: 00:00 skipped to 01:00; 3 November: 01:00 back to
 * 00:00, so 00:00–00:59 happens twice and the first half hour belongs to 2 November by the old range
 * bounds); Kathmandu's midnight at 18:15 UTC.
 */
export function edgeInstants(): string[] {
  const around = (ms: number) => [iso(ms - SECOND), iso(ms), iso(ms + SECOND)];
  return [
    ...around(dhakaMidnight()),
    ...around(dhakaMidnight() - DAY),
    ...around(dhakaMonthStart()),
    iso(Date.now() - 3 * DAY),
    iso(Date.now() - 40 * DAY),
    ...around(Date.parse('2024-12-31T18:00:00Z')),
    '2024-03-10T04:59:59Z',
    '2024-03-10T05:00:00Z',
    '2024-11-03T03:59:59Z',
    '2024-11-03T04:00:00Z',
    '2024-11-03T04:30:00Z',
    '2024-11-03T04:59:59Z',
    '2024-11-03T05:00:00Z',
    '2024-11-04T04:59:59Z',
    ...around(Date.parse('2025-01-14T18:15:00Z')),
  ];
}

export const ZONES = ['Asia/Dhaka', 'America/Havana', 'Asia/Kathmandu'];

export interface Catalogue {
  admins: number[];
  packages: { productId: number; packageId: number }[];
  customers: number[];
}

export async function catalogue(db: Kysely<Database>): Promise<Catalogue> {
  const owner = (await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const admins = [owner, (await createSubAdmin(db)).id, (await createSubAdmin(db)).id];
  const packages = [
    await createTopupPackage(db, 'in_game', { price: 95, buy_price: 0.8205 }),
    await createTopupPackage(db, 'in_game', { price: 390, buy_price: 3.4 }),
    await createTopupPackage(db, 'voucher', { price: 1290, buy_price: 10.0001 }),
  ];
  const customers = (
    await db
      .insertInto('customers')
      .values(Array.from({ length: 6 }, (_, i) => ({ username: `rc${process.pid}x${Date.now()}x${i}`, wallet: `${100 + i}.25` })))
      .returning('id')
      .execute()
  ).map((c) => c.id);
  return { admins, packages, customers };
}

/** One step of the mix, on the rows `own` lists (a writer's own, so concurrent writers never wait for each other's rows). */
export async function step(db: Kysely<Database>, rnd: ReturnType<typeof random>, cat: Catalogue, own: { orders: number[]; customers: number[]; transactions: number[] }, at: string[]) {
  const money = () => `${1 + rnd.int(2000)}.${String(rnd.int(100)).padStart(2, '0')}`;
  const admin = () => (rnd.next() < 0.15 ? null : rnd.pick(cat.admins));
  const some = <T>(items: T[], n: number) => Array.from({ length: Math.min(n, items.length) }, () => rnd.pick(items));
  const kind = rnd.int(16);
  if (kind <= 2 || own.orders.length < 3) {
    // New orders, a few at once, in any status.
    const rows = Array.from({ length: 1 + rnd.int(4) }, () => {
      const pkg = rnd.pick(cat.packages);
      const status = rnd.pick(['pending', 'in_progress', 'completed', 'completed', 'cancel'] as const satisfies readonly OrderStatus[]);
      return {
        customer_id: rnd.pick(cat.customers),
        product_id: pkg.productId,
        package_id: pkg.packageId,
        name: 'Pkg',
        amount: money(),
        status,
        created_at: rnd.pick(at),
        completed_at: status === 'completed' ? rnd.pick(at) : null,
        completed_by: status === 'completed' ? admin() : null,
      };
    });
    const ids = await db.insertInto('orders').values(rows).returning('id').execute();
    own.orders.push(...ids.map((r) => r.id));
  } else if (kind === 3) {
    // pending → in progress → completed → cancel, one order at a time or several in one statement.
    const ids = some(own.orders, 1 + rnd.int(3));
    const status = rnd.pick(['pending', 'in_progress', 'completed', 'cancel'] as const);
    await db
      .updateTable('orders')
      .set({ status, completed_at: status === 'completed' ? rnd.pick(at) : null, completed_by: status === 'completed' ? admin() : null })
      .where('id', 'in', ids)
      .execute();
  } else if (kind === 4) {
    // Completed by someone else (or no one).
    await db.updateTable('orders').set({ completed_by: admin() }).where('id', 'in', some(own.orders, 2)).execute();
  } else if (kind === 5) {
    await db.updateTable('orders').set({ amount: money() }).where('id', 'in', some(own.orders, 2)).execute();
  } else if (kind === 6) {
    await db.updateTable('orders').set({ completed_at: rnd.pick(at), created_at: rnd.pick(at) }).where('id', 'in', some(own.orders, 2)).execute();
  } else if (kind === 7) {
    // Another package (a data fix), and a completed order back to pending (only the database allows it).
    await db.updateTable('orders').set({ package_id: rnd.pick(cat.packages).packageId }).where('id', 'in', some(own.orders, 1)).execute();
    await db.updateTable('orders').set({ status: 'pending', completed_at: null }).where('id', 'in', some(own.orders, 1)).where('status', '=', 'completed').execute();
  } else if (kind === 8) {
    const ids = some(own.orders, 1 + rnd.int(2));
    await db.deleteFrom('orders').where('id', 'in', ids).execute();
    own.orders.splice(0, own.orders.length, ...own.orders.filter((id) => !ids.includes(id)));
  } else if (kind === 9) {
    // Touches no counter.
    await db.updateTable('orders').set({ order_note: 'noted' }).where('id', 'in', some(own.orders, 3)).execute();
  } else if (kind === 10) {
    const rows = Array.from({ length: 1 + rnd.int(3) }, (_, i) => ({
      username: `rc${process.pid}x${Date.now()}x${rnd.int(1e9)}x${i}`,
      wallet: money(),
      created_at: rnd.pick(at),
      deleted_at: rnd.next() < 0.2 ? rnd.pick(at) : null,
    }));
    own.customers.push(...(await db.insertInto('customers').values(rows).returning('id').execute()).map((r) => r.id));
  } else if (kind === 11 && own.customers.length) {
    // Money moves: a credit, a debit, a correction.
    const id = rnd.pick(own.customers);
    await db.updateTable('customers').set({ wallet: sql`wallet + ${money()}::numeric` }).where('id', '=', id).execute();
    await db.updateTable('customers').set({ wallet: sql`greatest(wallet - ${money()}::numeric, 0)` }).where('id', '=', rnd.pick(own.customers)).execute();
  } else if (kind === 12 && own.customers.length) {
    // Leaves, comes back, or is deleted outright.
    const id = rnd.pick(own.customers);
    const what = rnd.int(3);
    if (what === 0) await db.updateTable('customers').set({ deleted_at: sql`now()` }).where('id', '=', id).execute();
    else if (what === 1) await db.updateTable('customers').set({ deleted_at: null, created_at: rnd.pick(at) }).where('id', '=', id).execute();
    else {
      await db.deleteFrom('transactions').where('customer_id', '=', id).execute();
      await db.deleteFrom('customers').where('id', '=', id).execute();
      own.customers.splice(own.customers.indexOf(id), 1);
      own.transactions.splice(0, own.transactions.length, ...(await db.selectFrom('transactions').select('id').where('id', 'in', own.transactions.length ? own.transactions : [0]).execute()).map((t) => t.id));
    }
  } else if (kind === 13 || kind === 14) {
    const customer = own.customers.length ? rnd.pick(own.customers) : rnd.pick(cat.customers);
    const status = rnd.pick(['pending', 'under_review', 'completed', 'cancel'] as const satisfies readonly TransactionStatus[]);
    const row = await db
      .insertInto('transactions')
      .values({ customer_id: customer, amount: money(), status, completed_at: status === 'completed' ? rnd.pick(at) : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    own.transactions.push(row.id);
    if (own.transactions.length > 1) {
      const next = rnd.pick(['completed', 'cancel', 'pending'] as const);
      await db
        .updateTable('transactions')
        .set({ status: next, completed_at: next === 'completed' ? rnd.pick(at) : null, amount: rnd.next() < 0.3 ? money() : sql`amount` })
        .where('id', 'in', some(own.transactions, 2))
        .execute();
    }
  } else if (own.transactions.length) {
    const id = rnd.pick(own.transactions);
    await db.deleteFrom('transactions').where('id', '=', id).execute();
    own.transactions.splice(own.transactions.indexOf(id), 1);
  }
}


/**
 * `writers` writers at once, each on a connection of its own, each running `transactions`
 * transactions of one to three steps of the mix on rows of its own (so they wait for each other
 * only on counters). A deadlock or serialization failure rolls the transaction back and runs it
 * again, as every unit of work does (server/db/unit-of-work.ts); how many is answered. Deadlocks
 * are looked for after 50 ms instead of PostgreSQL's 1 s, so a run that meets some stays short.
 */
export async function concurrentWriters(
  databaseUrl: string,
  cat: Catalogue,
  at: string[],
  { writers = 16, transactions = 30 }: { writers?: number; transactions?: number } = {},
): Promise<{ deadlocks: number; serialization: number }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: writers, options: '-c TimeZone=UTC -c deadlock_timeout=50ms' });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const retried = { deadlocks: 0, serialization: 0 };
  const writer = async (w: number) => {
    const rnd = random(1000 + w);
    const own = { orders: [] as number[], customers: [] as number[], transactions: [] as number[] };
    for (let t = 0; t < transactions; t += 1) {
      const statements = 1 + rnd.int(3);
      const seed = rnd.int(1e9);
      for (;;) {
        const before = { orders: [...own.orders], customers: [...own.customers], transactions: [...own.transactions] };
        try {
          await db.transaction().execute(async (trx) => {
            const inner = random(seed);
            for (let s = 0; s < statements; s += 1) await step(trx, inner, cat, own, at);
          });
          break;
        } catch (err) {
          Object.assign(own, before);
          const code = (err as { code?: string }).code;
          if (code === '40P01') retried.deadlocks += 1;
          else if (code === '40001') retried.serialization += 1;
          else throw err;
        }
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  } finally {
    await endPool(pool, () => db.destroy());
  }
  return retried;
}
