/**
 * Adding 100,000 vouchers in one request.
 *
 * 1. As `npm start` runs it: the server in a process of its own on the embedded database, its data
 *    directory on disk (a temporary one), demo data as on a first start; pastes through real HTTP
 *    from this process. The first paste after the first start and the first after a restart are
 *    reported on their own, beside the median of the pastes that follow. After ten pastes (a
 *    million codes) it prints the server's resident memory (≤ 400 MB), then how long `/api/health`
 *    waits while the biggest answer a client can ask for (a package's whole code list, up to its
 *    10,000 cap) is read again and again (≤ 50 ms: the event loop is never blocked longer).
 * 2. End to end (HTTP, JSON parsing, contract validation, handler, audit) beside a raw bulk insert
 *    of the same rows into the same table, on PGlite (on disk) and on PostgreSQL (a database of its
 *    own, created and dropped here; TEST_POSTGRES_URL to point elsewhere), server in this process.
 *
 * Prints figures and PASS/MISS per target; always exits 0: figures, not a timed test. Beside wall
 * time it prints CPU time (the server's process, and PostgreSQL's backends): on a busy machine wall
 * time mostly measures the queue for a core, CPU time what the work itself costs.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { validatorCompiler } from '../server/http/validation';
import { backendCpuFromNow, treeCpuMs } from './bench-cpu';
import { loadAverage } from './bench-http';
import { createTopupPackage } from '../tests/support/fixtures';
import { startTestServer, type DatabaseKind, type TestServer } from '../tests/support/test-server';

const LINES = 100_000;
const ROUNDS = 3;
const TARGET_MS_POSTGRES = 2000;
const TARGET_RATIO = 3;

interface Cost {
  wall: number;
  cpu: number;
}

interface Figures {
  kind: DatabaseKind;
  raw: Cost;
  endToEnd: Cost;
  validation: number;
}

const codesFor = (round: string) => Array.from({ length: LINES }, (_, i) => `BENCH-${round}-${String(i).padStart(6, '0')}-${((i * 2654435761) % 4294967296).toString(36)}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianCost = (costs: Cost[]): Cost => ({ wall: median(costs.map((c) => c.wall)), cpu: median(costs.map((c) => c.cpu)) });

async function measured(database: string | null, fn: () => Promise<unknown>): Promise<Cost> {
  const cpuBefore = process.cpuUsage();
  const backends = backendCpuFromNow(database);
  const start = performance.now();
  await fn();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 + backends.since() };
}

const ROOT = path.resolve(__dirname, '..');
const SERVER_BUNDLE = path.join(ROOT, 'build/server.js');
const ADMIN = { identity: 'bench@shop.local', password: 'bench-password-not-secret' };

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `npm start`'s server (the compiled one, without the dashboard): its own process, PGlite in `dataDir`. */
async function startServerProcess(dataDir: string, port: number): Promise<{ child: ChildProcess; baseUrl: string; token: string; startMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: ADMIN.identity, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', STATIC_DIR: path.join(dataDir, 'no-dashboard') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const res = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ADMIN, remember: 0 }) });
      const json = (await res.json()) as { data?: { token: string } };
      if (res.status === 200 && json.data) return { child, baseUrl, token: json.data.token, startMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function apiPost(baseUrl: string, token: string, url: string, body: unknown): Promise<{ data: { id: number; inserted: number } }> {
  const res = await fetch(`${baseUrl}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data: { id: number; inserted: number } };
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

interface StartFigures {
  firstStart: number;
  restart: number;
  first: Cost;
  following: Cost;
  afterRestart: Cost;
  /** The server process tree's resident memory (MB) after PASTES_BEFORE_RESTART pastes. */
  rssMb: number;
  whileListed: WhileListed;
}

/** Pastes before the restart (the first and the following ones): a million codes on the embedded database. */
const PASTES_BEFORE_RESTART = 10;
const TARGET_RSS_MB = 400;
const TARGET_HEALTH_MS = 50;

/** Resident memory (MB) of a process and its descendants (Linux /proc; 0 elsewhere). */
function treeRssMb(root: number): number {
  if (!fs.existsSync('/proc')) return 0;
  let kb = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
        const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
        if (children) queue.push(...children.split(' ').map(Number));
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
}

interface WhileListed {
  reads: number;
  rows: number;
  bytes: number;
  readP50: number;
  healthP95: number;
  healthMax: number;
}

/**
 * The biggest answer a client can ask for in one request (a voucher package's codes sent without
 * page or limit: the whole list up to its cap, 10,000) read READS times, two at a time, while
 * `/api/health` is asked every 5 ms: how long a health check waits behind the reading, the
 * event loop's blocking as a balancer's check sees it.
 */
async function healthWhileListed(baseUrl: string, token: string, packageId: number): Promise<WhileListed> {
  const READS = 20;
  const reads: number[] = [];
  const health: number[] = [];
  let rows = 0;
  let bytes = 0;
  let done = false;
  const pinging = (async () => {
    while (!done) {
      const start = performance.now();
      await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
      health.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < READS) {
        next += 1;
        const start = performance.now();
        const res = await fetch(`${baseUrl}/api/admin/packages/${packageId}/voucher`, { headers: { authorization: `Bearer ${token}` } });
        const text = await res.text();
        reads.push(performance.now() - start);
        if (res.status !== 200) throw new Error(`the voucher list answered ${res.status}: ${text.slice(0, 200)}`);
        rows = (JSON.parse(text) as { data: { vouchers: unknown[] } }).data.vouchers.length;
        bytes = text.length;
      }
    }),
  );
  done = true;
  await pinging;
  const sorted = [...health].sort((a, b) => a - b);
  return { reads: READS, rows, bytes, readP50: median(reads), healthP95: sorted[Math.floor(sorted.length * 0.95)], healthMax: sorted[sorted.length - 1] };
}

/** Pastes as a shop owner would after `npm start`: a new voucher package, then its codes, by HTTP. */
async function benchAsStarted(): Promise<StartFigures> {
  execFileSync('npm', ['run', '-s', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-bench-'));
  const port = await freePort();
  let round = 0;
  let lastPackage = 0;
  const paste = async (server: { child: ChildProcess; baseUrl: string; token: string }): Promise<Cost> => {
    round += 1;
    const product = await apiPost(server.baseUrl, server.token, '/admin/topup-product/create', { name: `Bench ${round}`, topup_type: 'voucher', logo: '5a631003-d9fc-6523-c5f4-bdccb5be93fa.png' });
    const pkg = await apiPost(server.baseUrl, server.token, '/admin/topup-package/add', { product_id: product.data.id, name: `Bench ${round}`, price: 1, buy_price: 1 });
    lastPackage = pkg.data.id;
    const body = { package_id: pkg.data.id, data: codesFor(`start${round}`) };
    const cpuBefore = treeCpuMs(server.child.pid!);
    const start = performance.now();
    const res = await apiPost(server.baseUrl, server.token, '/admin/packages/add-voucher', body);
    const wall = performance.now() - start;
    if (res.data.inserted !== LINES) throw new Error(`inserted ${res.data.inserted}`);
    return { wall, cpu: treeCpuMs(server.child.pid!) - cpuBefore };
  };
  try {
    let server = await startServerProcess(dataDir, port);
    const firstStart = server.startMs;
    const first = await paste(server);
    const following: Cost[] = [];
    for (let i = 1; i < PASTES_BEFORE_RESTART; i += 1) following.push(await paste(server));
    const rssMb = treeRssMb(server.child.pid!);
    const whileListed = await healthWhileListed(server.baseUrl, server.token, lastPackage);
    await stopServerProcess(server.child);
    server = await startServerProcess(dataDir, port);
    const restart = server.startMs;
    const afterRestart = await paste(server);
    await stopServerProcess(server.child);
    return { firstStart, restart, first, following: medianCost(following), afterRestart, rssMb, whileListed };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function reportAsStarted(f: StartFigures): void {
  const ms = (n: number) => n.toFixed(0).padStart(7);
  console.log(`\nAs npm start runs it: PGlite on disk, the server in its own process, real HTTP (ms; load average ${loadAverage()})\n`);
  console.log('                                              wall  cpu (server)');
  console.log(`first paste after the first start         ${ms(f.first.wall)} ${ms(f.first.cpu)}`);
  console.log(`the next ${PASTES_BEFORE_RESTART - 1} pastes (median)                ${ms(f.following.wall)} ${ms(f.following.cpu)}`);
  console.log(`first paste after a restart               ${ms(f.afterRestart.wall)} ${ms(f.afterRestart.cpu)}`);
  console.log(`(server start: first ${(f.firstStart / 1000).toFixed(1)} s with demo data, restart ${(f.restart / 1000).toFixed(1)} s)`);
  const worst = Math.max(f.first.wall, f.afterRestart.wall);
  console.log(`${worst <= 2 * f.following.wall ? 'PASS' : 'MISS'}  pglite: a first paste within 2× the following ones (${(worst / f.following.wall).toFixed(2)}×, wall time)`);
  console.log(
    `${f.rssMb <= TARGET_RSS_MB ? 'PASS' : 'MISS'}  server memory after ${PASTES_BEFORE_RESTART} pastes of ${LINES.toLocaleString('en')} codes: ${f.rssMb.toFixed(0)} MB resident (≤ ${TARGET_RSS_MB} MB; load average ${loadAverage()})`,
  );
  const w = f.whileListed;
  console.log(
    `${w.healthMax <= TARGET_HEALTH_MS ? 'PASS' : 'MISS'}  /api/health while the whole voucher list (${w.rows.toLocaleString('en')} codes, ${(w.bytes / 1024).toFixed(0)} KB) is read ${w.reads}×, 2 at a time (${w.readP50.toFixed(0)} ms each, median): p95 ${w.healthP95.toFixed(1)} ms, max ${w.healthMax.toFixed(1)} ms (≤ ${TARGET_HEALTH_MS} ms; load average ${loadAverage()})`,
  );
}


async function rawInsert(server: TestServer, codes: string[]): Promise<void> {
  const { packageId } = await createTopupPackage(server.db, 'voucher');
  await sql`insert into vouchers (package_id, data) select ${packageId}, unnest(${codes}::text[])`.execute(server.db);
}

async function addThroughHttp(baseUrl: string, token: string, server: TestServer, codes: string[]): Promise<() => Promise<void>> {
  const { packageId } = await createTopupPackage(server.db, 'voucher');
  const body = JSON.stringify({ package_id: packageId, data: codes });
  return async () => {
    const res = await fetch(`${baseUrl}/api/admin/packages/add-voucher`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const json = (await res.json()) as { data?: { inserted: number } };
    if (res.status !== 200 || json.data?.inserted !== codes.length) throw new Error(`add-voucher answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  };
}

/** The contract validation of the same body alone (Ajv: 100k strings, each with maxLength). */
function validationCost(server: TestServer, codes: string[]): number {
  const schema = server.app.contract.byId.get('addVouchers')?.bodySchema as Record<string, unknown>;
  const validate = validatorCompiler({ schema, httpPart: 'body', method: 'POST', url: '' }) as (data: unknown) => { error?: Error };
  const body = { package_id: 1, data: codes };
  validate(body);
  const before = process.cpuUsage();
  const result = validate(body);
  if (result.error) throw result.error;
  const cpu = process.cpuUsage(before);
  return (cpu.user + cpu.system) / 1000;
}

async function bench(kind: DatabaseKind): Promise<Figures> {
  const server = await startTestServer(kind);
  try {
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await server.login();
    // Warm-up: JIT, statement plans, connection pool.
    await rawInsert(server, codesFor('warm-raw').slice(0, 1000));
    await (await addThroughHttp(baseUrl, token, server, codesFor('warm-http').slice(0, 1000)))();

    const database = server.config.databaseUrl ? new URL(server.config.databaseUrl).pathname.slice(1) : null;
    const raw: Cost[] = [];
    const endToEnd: Cost[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const rawCodes = codesFor(`raw${round}`);
      const send = await addThroughHttp(baseUrl, token, server, codesFor(`http${round}`));
      // Alternate which goes first: each insert makes the table (and its indexes) larger.
      const runRaw = async () => raw.push(await measured(database, () => rawInsert(server, rawCodes)));
      const runEndToEnd = async () => endToEnd.push(await measured(database, send));
      for (const run of round % 2 === 0 ? [runRaw, runEndToEnd] : [runEndToEnd, runRaw]) await run();
    }
    return { kind, raw: medianCost(raw), endToEnd: medianCost(endToEnd), validation: validationCost(server, codesFor('ajv')) };
  } finally {
    await server.close();
  }
}

function report(rows: Figures[]): void {
  const ms = (n: number) => n.toFixed(0).padStart(7);
  console.log(`\nAdding ${LINES.toLocaleString('en-US')} vouchers in one request, server in this process (median of ${ROUNDS}; ms; load average ${loadAverage()})\n`);
  console.log('              raw insert        end to end          ratio        validation');
  console.log('database      wall     cpu      wall     cpu      wall   cpu    (Ajv, cpu)');
  for (const r of rows) {
    const ratio = (c: keyof Cost) => (r.endToEnd[c] / r.raw[c]).toFixed(2).padStart(5);
    console.log(`${r.kind.padEnd(10)} ${ms(r.raw.wall)} ${ms(r.raw.cpu)}   ${ms(r.endToEnd.wall)} ${ms(r.endToEnd.cpu)}     ${ratio('wall')} ${ratio('cpu')}   ${ms(r.validation)}`);
  }
  console.log('');
  for (const r of rows) {
    const ratio = r.endToEnd.wall / r.raw.wall;
    console.log(`${ratio <= TARGET_RATIO ? 'PASS' : 'MISS'}  ${r.kind}: end to end ≤ ${TARGET_RATIO}× the raw insert (${ratio.toFixed(2)}×, wall time)`);
    if (r.kind === 'postgres') {
      const wall = r.endToEnd.wall;
      console.log(`${wall <= TARGET_MS_POSTGRES ? 'PASS' : 'MISS'}  postgres: end to end ≤ ${TARGET_MS_POSTGRES} ms (${wall.toFixed(0)} ms wall, ${r.endToEnd.cpu.toFixed(0)} ms cpu)`);
    }
    if (r.validation > r.endToEnd.cpu / 2) console.log(`NOTE  ${r.kind}: contract validation is over half of the request (${r.validation.toFixed(0)} ms)`);
  }
}

async function main() {
  try {
    reportAsStarted(await benchAsStarted());
  } catch (err) {
    console.error(`as npm start: could not run (${err instanceof Error ? err.message : String(err)})`);
  }
  // BENCH_AS_STARTED_ONLY=1: part 1 alone (memory, health while listed), without the in-process comparison.
  if (process.env.BENCH_AS_STARTED_ONLY) return;
  const rows: Figures[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    try {
      rows.push(await bench(kind));
    } catch (err) {
      console.error(`${kind}: could not run (${err instanceof Error ? err.message : String(err)})`);
    }
  }
  report(rows);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(0);
  },
);
