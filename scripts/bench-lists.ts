/**
 * `npm run bench:lists`: the money and order lists on a large shop, on PostgreSQL (a database of
 * its own, created and dropped here; TEST_POSTGRES_URL to point elsewhere), filled by the same
 * generator as `npm run seed:large` (the storefront's). Each list — first page, a status filter, a
 * search, a page deep in the list — is called at concurrency 16 through real HTTP (guard, handler, totals,
 * serialization), p50 and p95, beside the raw SQL of the same page at the same concurrency.
 * Figures, not a timed test. BENCH_SMALL=1 fills a tenth of the shop (a quick look). A last line
 * measures the same way a signed-in request that reads no list (GET /admin/me): the price of HTTP and
 * the guard that every line pays before its page.
 * The server logs every request as `npm start` runs it. The HTTP load comes from a worker thread (a
 * client of its own, as a browser is): the bench's client work never queues on the server's event
 * loop. DB_POOL_SIZE is passed to the server.
 * BENCH_KEEP_DATABASE=<name> uses (creating it if missing) a database of that name on the same
 * PostgreSQL and keeps it: filled on the first run, reused as it is by the next ones. BENCH_ONLY=<text>
 * measures only the lines whose name holds it (`BENCH_ONLY=physical`).
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { fillLargeShop, LARGE_SHOP } from '../server/simulation/large-shop';
import { startTestServer } from '../tests/support/test-server';
import { CONCURRENCY, httpClient, keptDatabase, measure, quietLogStream, type HttpCall } from './bench-http';


const ORDER_PAGE = (where: string, offset: number) => `
  select o.id, o.customer_id, o.package_id, o.name, o.amount, o.status, o.playerid, o.ingamepassword, o.accounttype, o.securitycode,
         o.transaction_id, o.phone, v.data, o.completed_by, o.order_note, o.completed_at, o.created_at, p.name, p.logo, c.username, c.email, c.phone,
         concat_ws(' ', a.first_name, a.last_name)
  from orders o left join topup_products p on p.id = o.product_id left join customers c on c.id = o.customer_id
  left join vouchers v on v.id = o.voucher_id left join admins a on a.id = o.completed_by
  where o.id in (select id from orders o where ${where} order by created_at desc, id desc limit 10 offset ${offset})
  order by o.created_at desc, o.id desc`;
const TX_PAGE = (where: string, offset: number) => `
  select t.id, t.customer_id, t.payment_method_id, m.name, t.amount, t.number, t.transaction_id, t.order_id, t.status, t.is_automated, t.created_at, t.updated_at
  from transactions t left join payment_methods m on m.id = t.payment_method_id
  where t.id in (select id from transactions t where ${where} order by created_at desc, id desc limit 10 offset ${offset})
  order by t.created_at desc, t.id desc`;
const PHYSICAL_PAGE = (where: string, offset: number) => `
  select po.*, pp.name from physical_orders po left join physical_products pp on pp.id = po.product_id
  where po.id in (select id from physical_orders po where ${where} order by created_at desc, id desc limit 10 offset ${offset})
  order by po.created_at desc, po.id desc`;

async function main() {
  const keep = process.env.BENCH_KEEP_DATABASE;
  // The server logs as `npm start` runs it, here to /dev/null.
  const logStream = quietLogStream();
  const server = await startTestServer(
    'postgres',
    { SMS_PROVIDER: 'off', LOG_LEVEL: 'info', ...(process.env.DB_POOL_SIZE && { DB_POOL_SIZE: process.env.DB_POOL_SIZE }) },
    { logStream, ...(keep && { existingDatabaseUrl: await keptDatabase(keep) }) },
  );
  const small = process.env.BENCH_SMALL === '1';
  const sizes = small ? { customers: 20_000, orders: 100_000, transactions: 50_000, vouchers: 100_000, physicalOrders: 5_000 } : LARGE_SHOP;
  const deep = small ? 500 : 5_000;
  try {
    const { n: orders } = await server.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(orders) === 0) {
      const started = performance.now();
      await fillLargeShop(server.db, sizes, (line) => console.log(`  ${line}`));
      console.log(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    } else {
      console.log(`kept database ${keep}: ${Number(orders).toLocaleString()} orders, not refilled\n`);
    }
    // The super admin handles half the packages: the Admins Order list has rows to page through.
    const admin = await server.db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
    const packages = await server.db.selectFrom('topup_packages').select('id').orderBy('id').execute();
    await server.db
      .insertInto('admin_package_permissions')
      .values(packages.filter((_, i) => i % 2 === 0).map((p) => ({ admin_id: admin.id, package_id: p.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const held = packages.filter((_, i) => i % 2 === 0).map((p) => p.id).join(',');

    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
    const token = await server.login();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const client = httpClient(base, headers);
    const pool = new pg.Pool({ connectionString: server.config.databaseUrl ?? undefined, max: CONCURRENCY });
    const sample = (await pool.query<{ phone: string; number: string }>(`select (select phone from orders where id = 4242) as phone, (select number from transactions where id = 4242) as number`)).rows[0];

    const cases: { name: string; http: HttpCall; raw: string }[] = [
      { name: 'orders: first page', http: { path: `/admin/orders` }, raw: ORDER_PAGE('true', 0) },
      { name: 'orders: status pending', http: { path: `/admin/orders?status=pending` }, raw: ORDER_PAGE(`status = 'pending'`, 0) },
      { name: 'orders: phone search', http: { path: `/admin/orders?phone=${sample.phone.slice(0, 8)}` }, raw: ORDER_PAGE(`phone like '${sample.phone.slice(0, 8)}%'`, 0) },
      { name: `orders: page ${deep}`, http: { path: `/admin/orders?page=${deep}` }, raw: ORDER_PAGE('true', (deep - 1) * 10) },
      { name: 'admin orders: first page', http: { path: `/admin/orders/admin-order` }, raw: ORDER_PAGE(`package_id in (${held})`, 0) },
      { name: 'admin orders: status pending', http: { path: `/admin/orders/admin-order?status=pending` }, raw: ORDER_PAGE(`package_id in (${held}) and status = 'pending'`, 0) },
      { name: 'admin orders: customer', http: { path: `/admin/orders/admin-order?user_id=777` }, raw: ORDER_PAGE(`package_id in (${held}) and customer_id = 777`, 0) },
      { name: `admin orders: page ${deep}`, http: { path: `/admin/orders/admin-order?page=${deep}` }, raw: ORDER_PAGE(`package_id in (${held})`, (deep - 1) * 10) },
      { name: 'wallet-adds: first page', http: { path: `/admin/transaction` }, raw: TX_PAGE('is_automated = 0', 0) },
      { name: 'wallet-adds: status pending', http: { path: `/admin/transaction?status=pending` }, raw: TX_PAGE(`is_automated = 0 and status = 'pending'`, 0) },
      { name: 'wallet-adds: number search', http: { path: `/admin/transaction?q=${sample.number.slice(0, 8)}` }, raw: TX_PAGE(`is_automated = 0 and (number like '${sample.number.slice(0, 8)}%' or upper(transaction_id) like '${sample.number.slice(0, 8)}%')`, 0) },
      { name: `wallet-adds: page ${deep}`, http: { path: `/admin/transaction?page=${deep}` }, raw: TX_PAGE('is_automated = 0', (deep - 1) * 10) },
      { name: 'automated: first page', http: { path: `/admin/automated-transaction` }, raw: TX_PAGE('is_automated = 1', 0) },
      { name: 'automated: status under_review', http: { path: `/admin/automated-transaction?status=under_review` }, raw: TX_PAGE(`is_automated = 1 and status = 'under_review'`, 0) },
      { name: 'automated: customer', http: { path: `/admin/automated-transaction?user_id=777` }, raw: TX_PAGE('is_automated = 1 and customer_id = 777', 0) },
      { name: `automated: page ${Math.floor(deep / 2)}`, http: { path: `/admin/automated-transaction?page=${Math.floor(deep / 2)}` }, raw: TX_PAGE('is_automated = 1', (Math.floor(deep / 2) - 1) * 10) },
      { name: 'physical: first page', http: { path: `/admin/physical-products-order`, body: '{}' }, raw: PHYSICAL_PAGE('true', 0) },
      { name: 'physical: status pending', http: { path: `/admin/physical-products-order`, body: '{"status":"pending"}' }, raw: PHYSICAL_PAGE(`status = 'pending'`, 0) },
      { name: 'physical: customer search', http: { path: `/admin/physical-products-order`, body: '{"q":"777"}' }, raw: PHYSICAL_PAGE('(product_id = 777 or customer_id = 777)', 0) },
      { name: 'physical: page 200', http: { path: `/admin/physical-products-order`, body: '{"page":200}' }, raw: PHYSICAL_PAGE('true', 1990) },
    ];

    const load = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');
    console.log(`machine: ${os.cpus().length} cores, load average ${load()} (before)`);
    console.log(`${'list'.padEnd(34)} ${'HTTP p50'.padStart(9)} ${'HTTP p95'.padStart(9)} ${'SQL p50'.padStart(9)} ${'SQL p95'.padStart(9)}  p95 ratio`);
    const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
    const only = process.env.BENCH_ONLY;
    for (const c of cases.filter((c) => !only || c.name.includes(only))) {
      const http = await client.measure(c.http);
      const raw = await measure(async () => void (await pool.query(c.raw)));
      console.log(`${c.name.padEnd(34)} ${ms(http.p50)} ${ms(http.p95)} ${ms(raw.p50)} ${ms(raw.p95)}  ${(http.p95 / raw.p95).toFixed(1)}×`);
    }
    // The floor under every line: a signed-in request that reads no list (its guard's one query, HTTP both ways).
    const floor = await client.measure({ path: '/admin/me' });
    console.log(`${'reference: signed-in GET /admin/me'.padEnd(34)} ${ms(floor.p50)} ${ms(floor.p95)}`);
    console.log(`load average ${load()} (after)`);
    await pool.end();
    await client.close();
  } finally {
    await server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
