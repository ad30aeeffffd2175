/**
 * Adding 100,000 vouchers in one request, end to end (HTTP, JSON parsing, contract validation,
 * handler, audit), beside a raw bulk insert of the same rows into the same table, on PGlite and on
 * PostgreSQL (a database of its own, created and dropped here; TEST_POSTGRES_URL to point
 * elsewhere). Prints figures and PASS/MISS per target; always exits 0: figures, not a timed test.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { validatorCompiler } from '../server/http/validation';
import { createTopupPackage } from '../tests/support/fixtures';
import { startTestServer, type DatabaseKind, type TestServer } from '../tests/support/test-server';

const LINES = 100_000;
const ROUNDS = 3;
const TARGET_MS_POSTGRES = 2000;
const TARGET_RATIO = 3;

interface Figures {
  kind: DatabaseKind;
  raw: number;
  endToEnd: number;
  validation: number;
}

const codesFor = (round: string) => Array.from({ length: LINES }, (_, i) => `BENCH-${round}-${String(i).padStart(6, '0')}-${((i * 2654435761) % 4294967296).toString(36)}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
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
  const start = performance.now();
  const result = validate(body);
  if (result.error) throw result.error;
  return performance.now() - start;
}

async function bench(kind: DatabaseKind): Promise<Figures> {
  const server = await startTestServer(kind);
  try {
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await server.login();
    // Warm-up: JIT, statement plans, connection pool.
    await rawInsert(server, codesFor('warm-raw').slice(0, 1000));
    await (await addThroughHttp(baseUrl, token, server, codesFor('warm-http').slice(0, 1000)))();

    const raw: number[] = [];
    const endToEnd: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const rawCodes = codesFor(`raw${round}`);
      raw.push(await timed(() => rawInsert(server, rawCodes)));
      const send = await addThroughHttp(baseUrl, token, server, codesFor(`http${round}`));
      endToEnd.push(await timed(send));
    }
    return { kind, raw: median(raw), endToEnd: median(endToEnd), validation: validationCost(server, codesFor('ajv')) };
  } finally {
    await server.close();
  }
}

function report(rows: Figures[]): void {
  const ms = (n: number) => n.toFixed(0).padStart(8);
  console.log(`\nAdding ${LINES.toLocaleString('en-US')} vouchers in one request (median of ${ROUNDS}, ms)\n`);
  console.log('database   raw insert   end to end   ratio   of which validation');
  for (const r of rows) {
    console.log(`${r.kind.padEnd(10)} ${ms(r.raw)}     ${ms(r.endToEnd)}     ${(r.endToEnd / r.raw).toFixed(2).padStart(5)}   ${ms(r.validation)}`);
  }
  console.log('');
  for (const r of rows) {
    const ratio = r.endToEnd / r.raw;
    console.log(`${ratio <= TARGET_RATIO ? 'PASS' : 'MISS'}  ${r.kind}: end to end ≤ ${TARGET_RATIO}× the raw insert (${ratio.toFixed(2)}×)`);
    if (r.kind === 'postgres') {
      console.log(`${r.endToEnd <= TARGET_MS_POSTGRES ? 'PASS' : 'MISS'}  postgres: end to end ≤ ${TARGET_MS_POSTGRES} ms (${r.endToEnd.toFixed(0)} ms)`);
    }
    if (r.validation > r.endToEnd / 2) console.log(`NOTE  ${r.kind}: contract validation is over half of the request (${r.validation.toFixed(0)} ms)`);
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
