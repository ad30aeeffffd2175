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
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { fillLargeShop, LARGE_SHOP } from '../server/simulation/large-shop';
import { POSTGRES_ADMIN_URL, startTestServer } from '../tests/support/test-server';

const CONCURRENCY = 16;
/** Timed rounds: 1,600 calls per line, so a p95 is the 80th slowest (with 800 it moved by up to 5 ms between runs). */
const ROUNDS = 100;
/**
 * Calls at full concurrency before the timed ones, for this long (both sides alike): the JIT, every
 * pooled connection and its prepared statements warmed, as on a server that has been up all day,
 * so the first calls are not charged for them. A count was not enough: 1,600 calls (0.3–0.5 s) left
 * a line measured on code V8 had not finished optimizing. On a server just started, a searched
 * page's own cost to the server's process fell from 0.9 ms to 0.2 over the first 3 s of calls
 * (and its p50 from 13 ms to 2.8), so the figures depended on which lines ran before.
 */
const WARM_UP_MS = 3_000;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function measure(run: () => Promise<void>): Promise<{ p50: number; p95: number }> {
  /** Each concurrent caller calls `count` times, or (count null) until `until`. */
  const rounds = (count: number | null, until: number, times: number[]) =>
    Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = 0; count === null ? performance.now() < until : i < count; i += 1) {
          const start = performance.now();
          await run();
          times.push(performance.now() - start);
        }
      }),
    );
  await rounds(null, performance.now() + WARM_UP_MS, []);
  const times: number[] = [];
  await rounds(ROUNDS, 0, times);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

interface HttpCall {
  path: string;
  body?: string;
}

/**
 * The HTTP client, in a worker thread: for each call it receives, the same warm-up and CONCURRENCY ×
 * ROUNDS timing as `measure`, each concurrent caller on a keep-alive connection of its own (as a
 * browser keeps its connections); answers the times, or the first failure. A minimal HTTP/1.1
 * client over node:net (the request's bytes built once, an answer read to its Content-Length), as
 * a load generator such as wrk is: a browser's work is done on the browser's machine, but here the
 * client shares the server's two cores. Per request it takes 0.02 ms of them; node:http's client
 * took 0.055 ms (10% of a searched list's whole cost on the machine), and fetch's twice that.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');
const { performance } = require('node:perf_hooks');
const { base, headers, concurrency, rounds, warmUpMs } = workerData;
const origin = new URL(base);
const HEAD_END = Buffer.from('\\r\\n\\r\\n');
/** A keep-alive connection: send(request) resolves when the whole answer (to its Content-Length) is read. */
const connection = () => new Promise((resolve, reject) => {
  const socket = net.connect(Number(origin.port), origin.hostname);
  socket.setNoDelay(true);
  let buffered = Buffer.alloc(0);
  let waiting = null;
  socket.on('data', (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const headEnd = buffered.indexOf(HEAD_END);
    if (headEnd < 0 || !waiting) return;
    const head = buffered.toString('latin1', 0, headEnd);
    const length = /\\r\\ncontent-length: *(\\d+)/i.exec(head);
    if (!length) return waiting.reject(new Error('an answer without Content-Length: ' + head));
    const end = headEnd + 4 + Number(length[1]);
    if (buffered.length < end) return;
    const status = head.slice(9, 12);
    const body = buffered.toString('utf8', headEnd + 4, end);
    buffered = buffered.subarray(end);
    const { resolve: done, reject: fail, path } = waiting;
    waiting = null;
    status === '200' ? done() : fail(new Error(path + ': ' + status + ' ' + body));
  });
  socket.on('error', (err) => (waiting ? waiting.reject(err) : reject(err)));
  socket.on('close', () => waiting && waiting.reject(new Error('connection closed')));
  socket.on('connect', () => resolve({
    send: (request, path) => new Promise((res, rej) => { waiting = { resolve: res, reject: rej, path }; socket.write(request); }),
    close: () => socket.end(),
  }));
});
const requestOf = (path, body) => {
  const lines = [(body === undefined ? 'GET ' : 'POST ') + origin.pathname + path + ' HTTP/1.1', 'host: ' + origin.host];
  for (const [name, value] of Object.entries(headers)) lines.push(name + ': ' + value);
  if (body !== undefined) lines.push('content-length: ' + Buffer.byteLength(body));
  return Buffer.from(lines.join('\\r\\n') + '\\r\\n\\r\\n' + (body ?? ''));
};
const run = (connections, count, until, request, path, times) => Promise.all(connections.map(async (c) => {
  for (let i = 0; count === null ? performance.now() < until : i < count; i += 1) {
    const start = performance.now();
    await c.send(request, path);
    times.push(performance.now() - start);
  }
}));
parentPort.on('message', async ({ path, body }) => {
  // Connections of this call's own: the server closes idle ones while the raw SQL is measured.
  const connections = [];
  try {
    for (let i = 0; i < concurrency; i += 1) connections.push(await connection());
    const request = requestOf(path, body);
    await run(connections, null, performance.now() + warmUpMs, request, path, []);
    const times = [];
    await run(connections, rounds, 0, request, path, times);
    parentPort.postMessage({ times });
  } catch (err) {
    parentPort.postMessage({ error: String(err) });
  } finally {
    for (const c of connections) c.close();
  }
});
`;

function httpClient(base: string, headers: Record<string, string>) {
  const worker = new Worker(CLIENT, { eval: true, workerData: { base, headers, concurrency: CONCURRENCY, rounds: ROUNDS, warmUpMs: WARM_UP_MS } });
  return {
    measure: (call: HttpCall) =>
      new Promise<{ p50: number; p95: number }>((resolve, reject) => {
        worker.once('message', (answer: { times?: number[]; error?: string }) =>
          answer.times ? resolve({ p50: percentile(answer.times, 0.5), p95: percentile(answer.times, 0.95) }) : reject(new Error(answer.error)),
        );
        worker.postMessage(call);
      }),
    close: () => worker.terminate(),
  };
}

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

/** The kept database's address, created on the bench's PostgreSQL when it is not there yet. */
async function keptDatabase(name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error('BENCH_KEEP_DATABASE: a plain lower-case database name');
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main() {
  const keep = process.env.BENCH_KEEP_DATABASE;
  // The server logs as `npm start` runs it (LOG_LEVEL info: a line for each request and its
  // answer), each line written synchronously as pino writes stdout, here to /dev/null.
  const devNull = fs.openSync('/dev/null', 'w');
  const logStream = new Writable({
    write: (chunk, _encoding, done) => {
      fs.writeSync(devNull, chunk);
      done();
    },
  });
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
