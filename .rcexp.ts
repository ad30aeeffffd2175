import { sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import { startTestServer } from './tests/support/test-server';
import { catalogue, concurrentWriters, edgeInstants } from './tests/support/report-writes';

async function main() {
  const mode = process.argv[2] ?? 'on';
  const server = await startTestServer('postgres');
  try {
    if (mode === 'off') {
      for (const t of ['orders', 'transactions', 'customers'])
        for (const k of ['insert', 'update', 'delete']) await sql.raw(`alter table ${t} disable trigger ${t}_reports_after_${k}`).execute(server.db);
    }
    if (mode === 'mine-only') {
      for (const t of ['orders', 'transactions', 'physical_orders'])
        for (const k of ['insert', 'update', 'delete']) await sql.raw(`alter table ${t} disable trigger ${t}_totals_after_${k}`).execute(server.db);
    }
    const cat = await catalogue(server.db);
    const start = performance.now();
    const r = await concurrentWriters(server.config.databaseUrl as string, cat, edgeInstants(), { transactions: Number(process.argv[3] ?? 30) });
    console.log(mode, JSON.stringify(r), `${((performance.now() - start) / 1000).toFixed(1)} s`);
  } finally {
    await server.close();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
