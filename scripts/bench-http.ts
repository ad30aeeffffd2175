/**
 * The house pattern of the HTTP benchmarks (`npm run bench:lists`, `npm run bench:search`): a
 * wrk-like client in a worker thread, the same warm-up and concurrency for each measured line,
 * percentiles, the server logging as `npm start` runs it, and a kept large-shop database.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { logDestination } from '../server/http/log-destination';
import { fillLargeShop, LARGE_SHOP } from '../server/simulation/large-shop';
import { backendCpuFromNow, ownThreads, threadsCpuMs } from './bench-cpu';
import { POSTGRES_ADMIN_URL, startTestServer, type TestServer } from '../tests/support/test-server';

export const CONCURRENCY = 16;
/** Timed rounds: 1,600 calls per line, so a p95 is the 80th slowest (with 800 it moved by up to 5 ms between runs). */
export const ROUNDS = 100;
/**
 * Calls at full concurrency before the timed ones, for this long (both sides alike): the JIT, every
 * pooled connection and its prepared statements warmed, as on a server that has been up all day,
 * so the first calls are not charged for them. A count was not enough: 1,600 calls (0.3–0.5 s) left
 * a line measured on code V8 had not finished optimizing. On a server just started, a searched
 * page's own cost to the server's process fell from 0.9 ms to 0.2 over the first 3 s of calls
 * (and its p50 from 13 ms to 2.8), so the figures depended on which lines ran before.
 */
export const WARM_UP_MS = 3_000;

export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

export async function measure(run: () => Promise<void>): Promise<{ p50: number; p95: number }> {
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

export interface HttpCall {
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
    const warm = [];
    await run(connections, null, performance.now() + warmUpMs, request, path, warm);
    const times = [];
    await run(connections, rounds, 0, request, path, times);
    parentPort.postMessage({ times, requests: warm.length + times.length });
  } catch (err) {
    parentPort.postMessage({ error: String(err) });
  } finally {
    for (const c of connections) c.close();
  }
});
`;

/** A line's HTTP figures, and what each request cost the server's process and the database in CPU time (warm-up included). */
export interface HttpFigures {
  p50: number;
  p95: number;
  serverCpuPerRequest: number;
  databaseCpuPerRequest: number;
}

/**
 * The client's worker thread is left out of the server's CPU time (its thread id: the thread this
 * process gained when it started); the database's is its backends' (`database`, the bench's own).
 */
export async function httpClient(base: string, headers: Record<string, string>, database: string | null = null) {
  const before = ownThreads();
  const worker = new Worker(CLIENT, { eval: true, workerData: { base, headers, concurrency: CONCURRENCY, rounds: ROUNDS, warmUpMs: WARM_UP_MS } });
  await new Promise((resolve) => worker.once('online', resolve));
  const client = ownThreads().filter((tid) => !before.includes(tid));
  return {
    measure: (call: HttpCall) =>
      new Promise<HttpFigures>((resolve, reject) => {
        const server = threadsCpuMs(client);
        const backends = backendCpuFromNow(database);
        worker.once('message', (answer: { times?: number[]; requests?: number; error?: string }) => {
          if (!answer.times || !answer.requests) return reject(new Error(answer.error));
          resolve({
            p50: percentile(answer.times, 0.5),
            p95: percentile(answer.times, 0.95),
            serverCpuPerRequest: (threadsCpuMs(client) - server) / answer.requests,
            databaseCpuPerRequest: backends.since() / answer.requests,
          });
        });
        worker.postMessage(call);
      }),
    close: () => worker.terminate(),
  };
}

/** The kept database's address, created on the bench's PostgreSQL when it is not there yet. */
export async function keptDatabase(name: string): Promise<string> {
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


/**
 * The server logs as `npm start` runs it (LOG_LEVEL info: a line for each request, written
 * asynchronously as the server writes stdout), here to /dev/null.
 */
export function quietLogStream(): NodeJS.WritableStream {
  return logDestination('/dev/null');
}

/** A tenth of the large shop, for a quick look (BENCH_SMALL=1). */
const SMALL_SHOP = { customers: 20_000, orders: 100_000, transactions: 50_000, vouchers: 100_000, physicalOrders: 5_000 };

/**
 * The server of a benchmark, on PostgreSQL, logging as `npm start` runs it (to /dev/null), on the
 * large shop: a database of its own (dropped at close), or BENCH_KEEP_DATABASE's (filled on the
 * first run, reused as it is by the next ones). BENCH_SMALL=1 fills a tenth. DB_POOL_SIZE is passed on.
 */
export async function startBenchShop(env: Record<string, string> = {}): Promise<{ server: TestServer; orders: number; small: boolean }> {
  const keep = process.env.BENCH_KEEP_DATABASE;
  const server = await startTestServer(
    'postgres',
    { SMS_PROVIDER: 'off', LOG_LEVEL: 'info', ...(process.env.DB_POOL_SIZE && { DB_POOL_SIZE: process.env.DB_POOL_SIZE }), ...env },
    { logStream: quietLogStream(), ...(keep && { existingDatabaseUrl: await keptDatabase(keep) }) },
  );
  const small = process.env.BENCH_SMALL === '1';
  const count = async () => Number((await server.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  try {
    let orders = await count();
    if (orders === 0) {
      const started = performance.now();
      await fillLargeShop(server.db, small ? SMALL_SHOP : LARGE_SHOP, (line) => console.log(`  ${line}`));
      console.log(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
      orders = await count();
    } else {
      console.log(`kept database ${keep}: ${orders.toLocaleString()} orders, not refilled\n`);
    }
    return { server, orders, small };
  } catch (err) {
    await server.close();
    throw err;
  }
}

/** The load average as the lines print it (the machine is shared: a busy one shows beside the figure). */
export const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');
