/**
 * Adding 100,000 vouchers in one request, end to end (HTTP, JSON parsing, contract validation,
 * handler, audit), beside a raw bulk insert of the same rows into the same table, on PGlite and on
 * PostgreSQL (a database of its own, created and dropped here; TEST_POSTGRES_URL to point
 * elsewhere). Prints figures and PASS/MISS per target; always exits 0: figures, not a timed test.
 * Beside wall time it prints CPU time (this process plus the database's backends): on a busy
 * machine wall time mostly measures the queue for a core, CPU time what the work itself costs.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { validatorCompiler } from '../server/http/validation';
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

/** CPU time (ms) used so far by the PostgreSQL backends serving a database (Linux /proc; 0 elsewhere). */
function backendCpuMs(database: string | null): number {
  if (!database || !fs.existsSync('/proc')) return 0;
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres:') || !title.includes(` ${database} `)) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

async function measured(database: string | null, fn: () => Promise<unknown>): Promise<Cost> {
  const cpuBefore = process.cpuUsage();
  const backendBefore = backendCpuMs(database);
  const start = performance.now();
  await fn();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 + backendCpuMs(database) - backendBefore };
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
  const [load] = (fs.existsSync('/proc/loadavg') ? fs.readFileSync('/proc/loadavg', 'utf8') : '?').split(' ');
  console.log(`\nAdding ${LINES.toLocaleString('en-US')} vouchers in one request (median of ${ROUNDS}; ms; load average ${load})\n`);
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
