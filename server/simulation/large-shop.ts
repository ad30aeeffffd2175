import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A large shop in SQL (generate_series, one statement per table, so minutes not hours): the
 * storefront's customers, wallet-adds, top-up orders over the whole catalogue, vouchers and
 * physical orders, spread over a year. PostgreSQL only (PGlite would take far longer and the
 * embedded database is for demos). A small catalogue is added first when there is none.
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

/** Fills the shop; returns what it took per table (ms). */
export async function fillLargeShop(db: Kysely<Database>, sizes: LargeShopSizes = LARGE_SHOP, log: (line: string) => void = () => undefined) {
  await ensureCatalogue(db);
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    log(`${label.padEnd(32)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  const admin = await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirst();
  const adminId = admin?.id ?? null;
  const base = Number((await sql<{ n: number }>`select coalesce(max(id), 0)::int as n from customers`.execute(db)).rows[0].n);
  await timed(`${sizes.customers.toLocaleString()} customers`, () =>
    sql`insert into customers (username, email, phone, wallet, provider, created_at)
      select 'player' || (${base} + g), 'player' || (${base} + g) || '@example.com',
             '01' || (3 + g % 7) || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'), (g % 50) * 20, (array['phone','google','facebook'])[1 + g % 3],
             now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
      from generate_series(1, ${sizes.customers}) g`.execute(db),
  );
  const range = sql`(select min(id) as lo, max(id) - min(id) + 1 as n from customers)`;
  await timed(`${sizes.vouchers.toLocaleString()} vouchers`, () =>
    sql`insert into vouchers (package_id, data, created_at)
      select pk.ids[1 + g % array_length(pk.ids, 1)], 'V' || upper(substr(md5(g::text || clock_timestamp()::text), 1, 16)), now() - (g % 365) * interval '1 day'
      from generate_series(1, ${sizes.vouchers}) g,
           (select array_agg(k.id order by k.id) as ids from topup_packages k join topup_products p on p.id = k.product_id
            where p.topup_type in ('voucher', 'id_code') and k.deleted_at is null) pk`.execute(db),
  );
  await timed(`${sizes.orders.toLocaleString()} top-up orders`, () =>
    sql`insert into orders (customer_id, product_id, package_id, name, amount, playerid, accounttype, phone, transaction_id, status, created_at, completed_at, completed_by)
      select (c.lo + (g::bigint * 7919) % c.n)::int, k.pids[s.i], k.ids[s.i], k.names[s.i], k.prices[s.i],
             case when k.types[s.i] = 'voucher' then null else (1 + g % 9)::text || lpad(((g::bigint * 104729) % 100000000)::text, 8, '0') end,
             case when k.types[s.i] = 'in_game' then (array['Facebook','Google','VK'])[1 + g % 3] end,
             '01' || (3 + g % 7) || lpad(((g::bigint * 15485863) % 100000000)::text, 8, '0'),
             case when g % 2 = 0 then 'BK' || upper(to_hex(g::bigint * 2654435761)) end,
             s.status, s.at, case when s.status = 'completed' then s.at + interval '7 minutes' end,
             case when s.status <> 'pending' then ${adminId}::int end
      from generate_series(1, ${sizes.orders}) g
      cross join ${range} c
      cross join (select array_agg(k.id order by k.id) as ids, array_agg(k.product_id order by k.id) as pids, array_agg(k.name order by k.id) as names,
                         array_agg(k.price order by k.id) as prices, array_agg(p.topup_type order by k.id) as types
                  from topup_packages k join topup_products p on p.id = k.product_id where k.deleted_at is null) k
      cross join lateral (select 1 + (g * 31) % array_length(k.ids, 1) as i,
                                 (array['completed','completed','completed','completed','completed','completed','completed','completed','completed','completed','completed','completed','completed','completed','completed','cancel','pending','pending','in_progress','completed'])[1 + g % 20] as status,
                                 now() - ((${sizes.orders} - g)::float / ${sizes.orders} * 365) * interval '1 day' as at) s`.execute(db),
  );
  await timed(`${sizes.transactions.toLocaleString()} wallet-adds`, () =>
    sql`insert into transactions (customer_id, payment_method_id, amount, number, transaction_id, order_id, status, is_automated, created_at, updated_at, completed_at, updated_by)
      select (c.lo + (g::bigint * 6151) % c.n)::int, null, (array[50, 100, 200, 250, 500, 1000, 1500, 2000])[1 + g % 8],
             '01' || (3 + g % 7) || lpad(((g::bigint * 32452843) % 100000000)::text, 8, '0'),
             (array['BK','NG','RK'])[1 + g % 3] || upper(to_hex(g::bigint * 2246822519)),
             case when g % 3 = 0 then 'PAY-' || g end,
             s.status, (g % 3 = 0)::int, s.at, s.at, case when s.status = 'completed' then s.at + interval '3 minutes' end,
             case when s.status <> 'pending' then ${adminId}::int end
      from generate_series(1, ${sizes.transactions}) g
      cross join ${range} c
      cross join lateral (select (array['completed','completed','completed','completed','completed','completed','completed','cancel','pending','under_review'])[1 + g % 10] as status,
                                 now() - ((${sizes.transactions} - g)::float / ${sizes.transactions} * 365) * interval '1 day' as at) s`.execute(db),
  );
  await sql`update transactions t set payment_method_id = m.id from payment_methods m where t.payment_method_id is null and m.is_automated = t.is_automated and m.id = (select id from payment_methods where is_automated = t.is_automated order by id limit 1)`.execute(db);
  await timed(`${sizes.physicalOrders.toLocaleString()} physical orders`, () =>
    sql`insert into physical_orders (customer_id, product_id, quantity, amount, phone, address, status, created_at)
      select (c.lo + (g::bigint * 3571) % c.n)::int, p.ids[1 + g % array_length(p.ids, 1)], 1 + g % 2, (1 + g % 2) * 350,
             '01' || (3 + g % 7) || lpad(((g::bigint * 49979687) % 100000000)::text, 8, '0'), 'House ' || (1 + g % 90) || ', Road ' || (1 + g % 30) || ', Dhaka',
             (array['completed','completed','completed','cancelled','pending','in_progress'])[1 + g % 6], now() - (g % 365) * interval '1 day'
      from generate_series(1, ${sizes.physicalOrders}) g cross join ${range} c,
           (select array_agg(id order by id) as ids from physical_products where deleted_at is null) p`.execute(db),
  );
  // What autovacuum does on a live shop: statistics, and the visibility map index-only scans need.
  await timed('vacuum analyze', () => sql`vacuum analyze`.execute(db));
}
