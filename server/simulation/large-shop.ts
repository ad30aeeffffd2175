import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { customerRow, orderablePackages, physicalOrderRow, physicalQuantity, topupOrderRow, voucherCode, walletAddRow } from './storefront';

/**
 * A large shop, made by the storefront's own generator (storefront.ts: the same customers,
 * wallet-adds, top-up orders of every product type, physical orders, and voucher codes as the
 * suppliers print them), spread over the past year and settled the way admins settle them (most
 * completed, some cancelled, the newest still waiting). Rows go in by the ten thousand, one
 * `insert … select from unnest(…)` per batch (one array per column), so a million orders take a
 * minute, not hours. PostgreSQL only (the embedded database is for demos). A small catalogue is
 * added first when there is none.
 */
export interface LargeShopSizes {
  customers: number;
  orders: number;
  transactions: number;
  vouchers: number;
  physicalOrders: number;
}

export const LARGE_SHOP: LargeShopSizes = { customers: 200_000, orders: 1_000_000, transactions: 500_000, vouchers: 1_000_000, physicalOrders: 50_000 };

async function ensureCatalogue(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('topup_packages').select('id').where('deleted_at', 'is', null).limit(1).executeTakeFirst();
  if (existing) return;
  const products: [string, 'in_game' | 'id_code' | 'voucher', [string, number, number][]][] = [
    ['Free Fire Diamonds', 'in_game', [['25 Diamonds', 25, 0.21], ['115 Diamonds', 95, 0.82], ['505 Diamonds', 390, 3.4], ['1240 Diamonds', 950, 8.2]]],
    ['PUBG Mobile UC', 'id_code', [['60 UC', 95, 0.8], ['325 UC', 450, 4], ['660 UC', 900, 8]]],
    ['Google Play Gift Card', 'voucher', [['$5 Card', 650, 5], ['$10 Card', 1290, 10], ['$25 Card', 3200, 25]]],
    ['Garena Shells', 'voucher', [['33 Shells', 120, 1], ['66 Shells', 235, 2]]],
  ];
  for (const [index, [name, topup_type, packages]] of products.entries()) {
    const product = await db.insertInto('topup_products').values({ name, topup_type, sort_order: index + 1 }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('topup_packages')
      .values(packages.map(([pkg, price, buy]) => ({ product_id: product.id, name: pkg, price, buy_price: buy })))
      .execute();
  }
  await db
    .insertInto('payment_methods')
    .values([
      { name: 'bKash', status: '1', is_automated: 1 },
      { name: 'Nagad', status: '1', is_automated: 0 },
      { name: 'Rocket', status: '1', is_automated: 0 },
    ])
    .execute();
  await db
    .insertInto('physical_products')
    .values([
      { name: 'Gaming Mouse', sale_price: 1450, regular_price: 1800, quantity: 500 },
      { name: 'Mobile Trigger Pair', sale_price: 350, regular_price: 500, quantity: 800 },
      { name: 'Gaming Headset', sale_price: 2600, regular_price: 3200, quantity: 200 },
    ])
    .execute();
}

/** Rows per insert statement. */
const BATCH = 10_000;
const YEAR_MS = 365 * 24 * 3_600_000;

/** Inserts rows (objects with the same keys) in batches of BATCH: each column one typed array, unnested. */
async function insertRows(db: Kysely<Database>, table: keyof Database, types: Record<string, string>, rows: Iterable<Record<string, unknown>>): Promise<void> {
  const columns = Object.keys(types);
  const flush = async (batch: Record<string, unknown>[]) => {
    const arrays = columns.map((c) => sql`${batch.map((row) => row[c] ?? null)}::${sql.raw(types[c])}[]`);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) select * from unnest(${sql.join(arrays)})`.execute(db);
  };
  let batch: Record<string, unknown>[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      await flush(batch);
      batch = [];
    }
  }
  if (batch.length) await flush(batch);
}

/** `count` moments spread evenly over the past year, oldest first (ids then follow time, as in a live shop). */
function* overTheYear(count: number): Generator<[number, string]> {
  const now = Date.now();
  for (let i = 0; i < count; i += 1) yield [i, new Date(now - ((count - i) / count) * YEAR_MS).toISOString()];
}

const pickIn = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const minutesAfter = (at: string, minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();

/** How admins settled a past order or wallet-add: the newest few hundred still waiting, the rest mostly completed. */
function settled<S extends string>(age: number, waiting: readonly S[], done: readonly S[]): S {
  return age < 300 || Math.random() < 0.1 ? pickIn(waiting) : pickIn(done);
}

/** Fills the shop, logging what each table took. */
export async function fillLargeShop(db: Kysely<Database>, sizes: LargeShopSizes = LARGE_SHOP, log: (line: string) => void = () => undefined) {
  await ensureCatalogue(db);
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    log(`${label.padEnd(32)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  const admin = await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirst();
  const adminId = admin?.id ?? null;
  const packages = await orderablePackages(db).orderBy('k.id').execute();
  const methods = await db.selectFrom('payment_methods').select(['id', 'is_automated']).where('deleted_at', 'is', null).execute();
  const methodOf = (automated: 0 | 1) => methods.find((m) => m.is_automated === automated)?.id ?? null;
  const products = await db.selectFrom('physical_products').select(['id', 'sale_price']).where('deleted_at', 'is', null).orderBy('id').execute();

  const first = Number((await sql<{ n: number }>`select coalesce(max(id), 0)::int as n from customers`.execute(db)).rows[0].n) + 1;
  await timed(`${sizes.customers.toLocaleString()} customers`, () =>
    insertRows(
      db,
      'customers',
      { username: 'text', email: 'text', phone: 'text', provider: 'text', city: 'text', wallet: 'numeric', created_at: 'timestamptz' },
      (function* () {
        for (const [, at] of overTheYear(sizes.customers)) yield { ...customerRow(at), wallet: 20 * Math.floor(Math.random() * 50) };
      })(),
    ),
  );
  /** A customer who had signed up by `i` of `count` (the year's share so far). */
  const customer = (i: number, count: number) => first + Math.floor(Math.random() * Math.max(1, ((i + 1) / count) * sizes.customers));

  const codePackages = packages.filter((p) => p.topup_type !== 'in_game');
  await timed(`${sizes.vouchers.toLocaleString()} vouchers`, () =>
    insertRows(
      db,
      'vouchers',
      { package_id: 'int', data: 'text', created_at: 'timestamptz' },
      (function* () {
        for (const [, at] of overTheYear(sizes.vouchers)) yield { package_id: pickIn(codePackages).id, data: voucherCode(), created_at: at };
      })(),
    ),
  );

  const orderStatuses = {
    waiting: ['pending', 'pending', 'in_progress'],
    done: ['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'cancel'],
  } as const;
  await timed(`${sizes.orders.toLocaleString()} top-up orders`, () =>
    insertRows(
      db,
      'orders',
      {
        customer_id: 'int',
        product_id: 'int',
        package_id: 'int',
        name: 'text',
        amount: 'numeric',
        playerid: 'text',
        accounttype: 'text',
        ingamepassword: 'text',
        securitycode: 'text',
        transaction_id: 'text',
        phone: 'text',
        status: 'text',
        created_at: 'timestamptz',
        completed_at: 'timestamptz',
        completed_by: 'int',
      },
      (function* () {
        for (const [i, at] of overTheYear(sizes.orders)) {
          const status = settled(sizes.orders - i, orderStatuses.waiting, orderStatuses.done);
          yield {
            ...topupOrderRow(customer(i, sizes.orders), pickIn(packages), at),
            status,
            completed_at: status === 'completed' ? minutesAfter(at, 7) : null,
            completed_by: status === 'pending' ? null : adminId,
          };
        }
      })(),
    ),
  );

  const walletStatuses = {
    waiting: ['pending', 'under_review'],
    done: ['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'cancel'],
  } as const;
  await timed(`${sizes.transactions.toLocaleString()} wallet-adds`, () =>
    insertRows(
      db,
      'transactions',
      {
        customer_id: 'int',
        payment_method_id: 'int',
        amount: 'numeric',
        number: 'text',
        transaction_id: 'text',
        order_id: 'text',
        status: 'text',
        is_automated: 'smallint',
        created_at: 'timestamptz',
        updated_at: 'timestamptz',
        completed_at: 'timestamptz',
        updated_by: 'int',
      },
      (function* () {
        for (const [i, at] of overTheYear(sizes.transactions)) {
          const automated = Math.random() < 1 / 3 ? 1 : 0;
          const status = settled(sizes.transactions - i, automated ? walletStatuses.waiting : (['pending'] as const), walletStatuses.done);
          yield {
            ...walletAddRow(customer(i, sizes.transactions), methodOf(automated), automated, at),
            status,
            completed_at: status === 'completed' ? minutesAfter(at, 3) : null,
            updated_by: status === 'pending' || status === 'under_review' ? null : adminId,
          };
        }
      })(),
    ),
  );

  const physicalStatuses = { waiting: ['pending', 'in_progress'], done: ['completed', 'completed', 'completed', 'cancelled'] } as const;
  await timed(`${sizes.physicalOrders.toLocaleString()} physical orders`, () =>
    insertRows(
      db,
      'physical_orders',
      { customer_id: 'int', product_id: 'int', quantity: 'int', amount: 'numeric', phone: 'text', address: 'text', status: 'text', created_at: 'timestamptz' },
      (function* () {
        for (const [i, at] of overTheYear(sizes.physicalOrders)) {
          yield {
            ...physicalOrderRow(customer(i, sizes.physicalOrders), pickIn(products), physicalQuantity(), at),
            status: settled(sizes.physicalOrders - i, physicalStatuses.waiting, physicalStatuses.done),
          };
        }
      })(),
    ),
  );
  // What autovacuum does on a live shop: statistics, and the visibility map index-only scans need.
  await timed('vacuum analyze', () => sql`vacuum analyze`.execute(db));
}
