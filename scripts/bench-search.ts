/**
 * `npm run bench:search`: the command palette's search (GET /admin/search) on a large shop, on
 * PostgreSQL, the way `npm run bench:lists` measures the lists (scripts/bench-http.ts): a database
 * of its own filled by the storefront's generator (1,000,000 top-up orders; BENCH_SMALL=1 a tenth),
 * each kind of search called at concurrency 16 over real HTTP (guard, handler, serialization),
 * after a 3 s warm-up, 1,600 timed calls a line; p50 and p95, with the load average beside each
 * line (the machine is shared: a busy one shows in both). A last line is a signed-in request that
 * searches nothing (GET /admin/me): the floor every line pays. Figures, not a timed test.
 * BENCH_KEEP_DATABASE=<name> keeps (and reuses) the filled database, as bench:lists does; each run
 * adds a sub-admin to it.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fillLargeShop, LARGE_SHOP } from '../server/simulation/large-shop';
import { createSubAdmin, grantOperations } from '../tests/support/fixtures';
import { startTestServer } from '../tests/support/test-server';
import { httpClient, keptDatabase, quietLogStream } from './bench-http';

/** The palette's own target (issue 22): p95 within this on the 1,000,000-order shop. */
const TARGET_P95_MS = 25;

async function main() {
  const keep = process.env.BENCH_KEEP_DATABASE;
  const server = await startTestServer(
    'postgres',
    { SMS_PROVIDER: 'off', LOG_LEVEL: 'info', ...(process.env.DB_POOL_SIZE && { DB_POOL_SIZE: process.env.DB_POOL_SIZE }) },
    { logStream: quietLogStream(), ...(keep && { existingDatabaseUrl: await keptDatabase(keep) }) },
  );
  const small = process.env.BENCH_SMALL === '1';
  const sizes = small ? { customers: 20_000, orders: 100_000, transactions: 50_000, vouchers: 100_000, physicalOrders: 5_000 } : LARGE_SHOP;
  try {
    const db = server.db;
    const { n: orders } = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(orders) === 0) {
      const started = performance.now();
      await fillLargeShop(db, sizes, (line) => console.log(`  ${line}`));
      console.log(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    } else {
      console.log(`kept database ${keep}: ${Number(orders).toLocaleString()} orders, not refilled\n`);
    }
    // What real searches look for: an order's and a wallet-add's own values, from the middle of the shop.
    const order = await db
      .selectFrom('orders')
      .select(['id', 'phone', 'playerid', 'transaction_id'])
      .where('playerid', 'is not', null)
      .where('transaction_id', 'is not', null)
      .where('id', '>=', Math.floor(Number(orders) / 2))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const walletAdd = await db.selectFrom('transactions').select(['id', 'transaction_id', 'number']).where('transaction_id', 'is not', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const phone = order.phone as string;

    // A sub-admin with the Admins Order list for half the packages and the manual wallet-adds only.
    const sub = await createSubAdmin(db);
    await grantOperations(db, sub.id, ['listMyPackageOrders', 'listManualTransactions', 'listUsers']);
    const packages = await db.selectFrom('topup_packages').select('id').orderBy('id').execute();
    await db
      .insertInto('admin_package_permissions')
      .values(packages.filter((_, i) => i % 2 === 0).map((p) => ({ admin_id: sub.id, package_id: p.id })))
      .execute();

    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
    const clientOf = async (token: string) => httpClient(base, { authorization: `Bearer ${token}` });
    const owner = await clientOf(await server.login());
    const subAdmin = await clientOf(await server.login(sub.email, sub.password));
    const search = (q: string) => ({ path: `/admin/search?q=${encodeURIComponent(q)}` });

    const cases = [
      { name: 'an id (all four groups)', client: owner, call: search(String(order.id)) },
      { name: 'a whole phone number', client: owner, call: search(phone) },
      { name: 'a phone number, +880 form', client: owner, call: search(`+880${phone.slice(1)}`) },
      { name: "a phone number's first 6 digits", client: owner, call: search(phone.slice(0, 6)) },
      { name: 'a player id', client: owner, call: search(order.playerid as string) },
      { name: "an order's transaction id, lower case", client: owner, call: search((order.transaction_id as string).toLowerCase()) },
      { name: "a wallet-add's transaction id", client: owner, call: search(walletAdd.transaction_id as string) },
      { name: 'text that matches nothing', client: owner, call: search('no-such-thing') },
      { name: 'sub-admin: a phone number', client: subAdmin, call: search(phone) },
      { name: "sub-admin: a phone's first 6 digits", client: subAdmin, call: search(phone.slice(0, 6)) },
    ];

    const load = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');
    const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
    console.log(`machine: ${os.cpus().length} cores, load average ${load()} (before)`);
    console.log(`${'search'.padEnd(40)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}  load average (1, 5, 15 min)`);
    let worst = 0;
    for (const c of cases) {
      const { p50, p95 } = await c.client.measure(c.call);
      worst = Math.max(worst, p95);
      console.log(`${c.name.padEnd(40)} ${ms(p50)} ${ms(p95)}  ${load()}`);
    }
    const floor = await owner.measure({ path: '/admin/me' });
    console.log(`${'reference: signed-in GET /admin/me'.padEnd(40)} ${ms(floor.p50)} ${ms(floor.p95)}  ${load()}`);
    console.log(`worst p95 ${worst.toFixed(1)} ms (target ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'met' : 'NOT met'}), ${Number(orders).toLocaleString()} orders`);
    await owner.close();
    await subAdmin.close();
  } finally {
    await server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
