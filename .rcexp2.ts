import { performance } from 'node:perf_hooks';
import { startTestServer } from './tests/support/test-server';
async function main() {
  for (const round of ['with 0024 to run', 'again (nothing to migrate)']) {
    const started = performance.now();
    const server = await startTestServer('postgres', {}, { existingDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/bench_reports_keep' });
    console.log(`server start ${round}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await server.close();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
