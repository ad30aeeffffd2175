/**
 * `npm run seed:large`: fills the PostgreSQL database at DATABASE_URL with a large shop (200,000
 * customers, 1,000,000 top-up orders, 500,000 wallet-adds, 1,000,000 vouchers, 50,000 physical
 * orders) in SQL, for the benchmarks and for trying the screens at size. Migrates first.
 */
import { migrateToLatest, openDatabase } from '../server/db/database';
import { fillLargeShop } from '../server/simulation/large-shop';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('npm run seed:large needs DATABASE_URL (a PostgreSQL database)');
  const database = await openDatabase({ databaseUrl: url, lockTimeoutMs: 600_000 });
  try {
    await migrateToLatest(database.db);
    const started = Date.now();
    await fillLargeShop(database.db, undefined, (line) => console.log(line));
    console.log(`large shop filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
