/**
 * `npm run bench:lists`: the money and order lists on a large shop, on PostgreSQL (a database of
 * its own, created and dropped here; TEST_POSTGRES_URL to point elsewhere), filled by the same
 * generator as `npm run seed:large` (the storefront's). Each list — first page, a status filter, a
 * search, a page deep in the list — is called at concurrency 16 through real HTTP (guard, handler, totals,
 * serialization), p50 and p95, beside its physical limit: the statements the server itself ran for
 * that request (captured from its pool: scripts/bench-sql.ts), timed at the same concurrency, prepared
 * where the server prepares them. HTTP and SQL runs alternate (BENCH_PAIRS pairs a line, default 2),
 * the load average beside each, and what a request cost in CPU time: the server's process (its
 * threads but the client's, /proc) and the database (the bench database's backends), warm-up
 * included. BENCH_SHOW_SQL=1 prints the captured statements.
 * Figures, not a timed test. BENCH_SMALL=1 fills a tenth of the shop (a quick look).
 * The server logs every request as `npm start` runs it. The HTTP load comes from a worker thread (a
 * client of its own, as a browser is): the bench's client work never queues on the server's event
 * loop. DB_POOL_SIZE is passed to the server.
 * BENCH_KEEP_DATABASE=<name> uses (creating it if missing) a database of that name on the same
 * PostgreSQL and keeps it: filled on the first run, reused as it is by the next ones. BENCH_ONLY=<text>
 * measures only the lines whose name holds it (`BENCH_ONLY=physical`), beside the floor line (GET /health).
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import Fastify from 'fastify';
import pg from 'pg';
import { httpClient, loadAverage, startBenchShop, type HttpCall } from './bench-http';
import { captureStatements, describeStatements, installStatementCapture, statementRunner } from './bench-sql';

/** Issue 23's targets: a page's HTTP p95 within this many times its own statements' p95, and within TARGET_P95_MS. */
const TARGET_RATIO = 2;
const TARGET_P95_MS = 25;
/**
 * The first line: a request that asks the database once and does nothing else (no sign-in, no
 * list, `select 1`), measured the same way. Not a list, so not held to the targets: it is what the
 * HTTP server and one round trip to PostgreSQL cost by themselves, beside which a list's own cost is read.
 */
const FLOOR = 'GET /health';
/**
 * The floor of the stack itself: a Fastify server of one route with no hooks, no logging and no
 * code of this project, answering after one prepared `select 1` through a node-pg pool of its own on
 * the same database. What any server built on these parts pays for an HTTP request and one round
 * trip, beside which item 2 of issue 23 (a request costs the server no more CPU than the database)
 * is read on the cheapest pages.
 */
const BARE_FLOOR = 'Fastify + node-pg alone';

/** The bare stack's server (BARE_FLOOR), listening on 127.0.0.1 beside the shop's; `close` stops it and its pool. */
async function bareStack(databaseUrl: string): Promise<{ base: string; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/api/health', async () => {
    await pool.query({ name: 'floor', text: 'select 1' });
    return { status: 'ok' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

async function main() {
  installStatementCapture();
  const { server, small } = await startBenchShop();
  const deep = small ? 500 : 5_000;
  try {
    // The super admin handles half the packages: the Admins Order list has rows to page through.
    const admin = await server.db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
    const packages = await server.db.selectFrom('topup_packages').select('id').orderBy('id').execute();
    await server.db
      .insertInto('admin_package_permissions')
      .values(packages.filter((_, i) => i % 2 === 0).map((p) => ({ admin_id: admin.id, package_id: p.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
    const token = await server.login();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const databaseName = new URL(server.config.databaseUrl as string).pathname.slice(1);
    const client = await httpClient(base, headers, databaseName);
    const bare = await bareStack(server.config.databaseUrl as string);
    const bareClient = await httpClient(bare.base, {}, databaseName);
    const sample = {
      phone: (await server.db.selectFrom('orders').select('phone').where('id', '=', 4242).executeTakeFirstOrThrow()).phone as string,
      number: (await server.db.selectFrom('transactions').select('number').where('id', '=', 4242).executeTakeFirstOrThrow()).number as string,
      ...(await server.db
        .selectFrom('customers')
        .select(['phone as customerPhone', 'username'])
        .where('id', '=', 4242)
        .$narrowType<{ customerPhone: string; username: string }>()
        .executeTakeFirstOrThrow()),
    };

    const cases: { name: string; http: HttpCall; floor?: true; bare?: true }[] = [
      // What the stack costs with none of this project's code: HTTP and one prepared round trip.
      { name: `floor: ${BARE_FLOOR}`, http: { path: `/health` }, floor: true, bare: true },
      // The least any request of the shop's server asking the database once costs: no sign-in, no list, one `select 1`.
      { name: `floor: ${FLOOR}`, http: { path: `/health` }, floor: true },
      { name: 'orders: first page', http: { path: `/admin/orders` } },
      { name: 'orders: status pending', http: { path: `/admin/orders?status=pending` } },
      { name: 'orders: phone search', http: { path: `/admin/orders?phone=${sample.phone.slice(0, 8)}` } },
      { name: `orders: page ${deep}`, http: { path: `/admin/orders?page=${deep}` } },
      { name: 'admin orders: first page', http: { path: `/admin/orders/admin-order` } },
      { name: 'admin orders: status pending', http: { path: `/admin/orders/admin-order?status=pending` } },
      { name: 'admin orders: customer', http: { path: `/admin/orders/admin-order?user_id=777` } },
      { name: `admin orders: page ${deep}`, http: { path: `/admin/orders/admin-order?page=${deep}` } },
      { name: 'wallet-adds: first page', http: { path: `/admin/transaction` } },
      { name: 'wallet-adds: status pending', http: { path: `/admin/transaction?status=pending` } },
      { name: 'wallet-adds: number search', http: { path: `/admin/transaction?q=${sample.number.slice(0, 8)}` } },
      { name: `wallet-adds: page ${deep}`, http: { path: `/admin/transaction?page=${deep}` } },
      { name: 'automated: first page', http: { path: `/admin/automated-transaction` } },
      { name: 'automated: status under_review', http: { path: `/admin/automated-transaction?status=under_review` } },
      { name: 'automated: customer', http: { path: `/admin/automated-transaction?user_id=777` } },
      { name: `automated: page ${Math.floor(deep / 2)}`, http: { path: `/admin/automated-transaction?page=${Math.floor(deep / 2)}` } },
      { name: 'customers: first page', http: { path: `/admin/users` } },
      { name: 'customers: phone search', http: { path: `/admin/users?q=${sample.customerPhone}` } },
      { name: 'customers: username search', http: { path: `/admin/users?q=${encodeURIComponent(sample.username)}` } },
      { name: 'customers: phone middle digits', http: { path: `/admin/users?q=${sample.customerPhone.slice(4, 10)}` } },
      { name: `customers: page ${deep / 10} by wallet`, http: { path: `/admin/users?sort=-wallet&page=${deep / 10}` } },
      { name: 'physical: first page', http: { path: `/admin/physical-products-order`, body: '{}' } },
      { name: 'physical: status pending', http: { path: `/admin/physical-products-order`, body: '{"status":"pending"}' } },
      { name: 'physical: customer search', http: { path: `/admin/physical-products-order`, body: '{"q":"777"}' } },
      { name: 'physical: page 200', http: { path: `/admin/physical-products-order`, body: '{"page":200}' } },
    ];

    const sqlRunner = statementRunner(server.config.databaseUrl as string);
    const pairs = Number(process.env.BENCH_PAIRS ?? 2);
    console.log(`machine: ${os.cpus().length} cores, load average ${loadAverage()} (before)`);
    console.log(
      `${'list'.padEnd(34)} ${'HTTP p50'.padStart(9)} ${'HTTP p95'.padStart(9)} ${'SQL p50'.padStart(9)} ${'SQL p95'.padStart(9)}  ratio  ${'CPU/request: server'.padStart(19)} ${'database'.padStart(8)}  load average (1, 5, 15 min)`,
    );
    const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
    const only = process.env.BENCH_ONLY;
    const missed: string[] = [];
    const floors: { name: string; ratio: number; server: number; database: number }[] = [];
    const costlier: string[] = [];
    for (const c of cases.filter((c) => c.floor || !only || c.name.includes(only))) {
      const statements = await captureStatements(async () => {
        const res = await fetch(`${c.bare ? bare.base : base}${c.http.path}`, { method: c.http.body === undefined ? 'GET' : 'POST', headers, body: c.http.body });
        if (!res.ok) throw new Error(`${c.http.path}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      });
      if (process.env.BENCH_SHOW_SQL === '1') console.log(describeStatements(statements));
      // HTTP and its statements alternate, so a busy moment of the machine falls on both.
      for (let pair = 0; pair < pairs; pair += 1) {
        const http = await (c.bare ? bareClient : client).measure(c.http);
        const sql = await sqlRunner.measure(statements);
        const ratio = http.p95 / sql.p95;
        if (c.floor) floors.push({ name: c.bare ? BARE_FLOOR : FLOOR, ratio, server: http.serverCpuPerRequest, database: http.databaseCpuPerRequest });
        else {
          if ((ratio > TARGET_RATIO || http.p95 > TARGET_P95_MS) && !missed.includes(c.name)) missed.push(c.name);
          if (http.serverCpuPerRequest > http.databaseCpuPerRequest && !costlier.includes(c.name)) costlier.push(c.name);
        }
        const cpu = (v: number) => `${v.toFixed(3)} ms`;
        console.log(
          `${c.name.padEnd(34)} ${ms(http.p50)} ${ms(http.p95)} ${ms(sql.p50)} ${ms(sql.p95)}  ${ratio.toFixed(1).padStart(4)}×  ${cpu(http.serverCpuPerRequest).padStart(19)} ${cpu(http.databaseCpuPerRequest).padStart(8)}  ${loadAverage()}`,
        );
      }
    }
    console.log(`target: HTTP p95 ≤ ${TARGET_RATIO}× its own statements' p95 and ≤ ${TARGET_P95_MS} ms; ${missed.length ? `missed by: ${missed.join('; ')}` : 'met by every line'}`);
    console.log(
      `target: a request costs the server's process no more CPU than the database; ${costlier.length ? `missed by: ${costlier.join('; ')}` : 'met by every line'}`,
    );
    const range = (values: number[], digits: number) => [Math.min(...values), Math.max(...values)].map((v) => v.toFixed(digits)).join('–');
    for (const [name, what] of [
      [BARE_FLOOR, 'HTTP and one prepared round trip, no code of this project'],
      [FLOOR, 'HTTP and one round trip, no sign-in, no rows'],
    ]) {
      const of = floors.filter((f) => f.name === name);
      console.log(
        `floor (${name}: ${what}): the server's process ${range(of.map((f) => f.server), 3)} ms a request, the database ${range(of.map((f) => f.database), 3)} ms; HTTP p95 ${range(of.map((f) => f.ratio), 1)}× its statement's`,
      );
    }
    console.log(`load average ${loadAverage()} (after)`);
    await sqlRunner.close();
    await client.close();
    await bareClient.close();
    await bare.close();
  } finally {
    await server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
