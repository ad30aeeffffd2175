import { startTestServer } from './tests/support/test-server';
import { createTopupPackage } from './tests/support/fixtures';
import { sql } from 'kysely';
async function main() {
  const server = await startTestServer('postgres', {}, { existingDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/scratch_rc' });
  if (!(await server.db.selectFrom('topup_packages').select('id').executeTakeFirst())) {
    await createTopupPackage(server.db, 'in_game', { buy_price: 1 });
    await sql`insert into customers (username, wallet) select 'c' || g, 10 from generate_series(1, 1000) g`.execute(server.db);
  }
  await server.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
