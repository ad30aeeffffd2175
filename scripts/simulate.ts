/**
 * `npm run simulate`: the storefront simulation from a second process, against the PostgreSQL
 * database a server uses (DATABASE_URL). SIMULATE_ORDERS_PER_MINUTE sets the pace (default 60).
 * The embedded database admits one process: there, start the server with
 * SIMULATE_ORDERS_PER_MINUTE instead.
 */
import { openDatabase, migrateToLatest } from '../server/db/database';
import { runStorefront } from '../server/simulation/storefront';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('npm run simulate needs DATABASE_URL (PostgreSQL); on the embedded database use SIMULATE_ORDERS_PER_MINUTE=N npm start');
  const perMinute = Number(process.env.SIMULATE_ORDERS_PER_MINUTE || 60);
  if (!(perMinute > 0)) throw new Error('SIMULATE_ORDERS_PER_MINUTE must be a positive number');
  const database = await openDatabase({ databaseUrl: url });
  await migrateToLatest(database.db);
  let errors = 0;
  const storefront = runStorefront(database.db, perMinute, (err) => {
    errors += 1;
    console.error('tick failed:', err instanceof Error ? err.message : err);
  });
  console.log(`Storefront simulation: ${perMinute} top-up orders a minute (with wallet-adds, customers and physical orders in proportion). Ctrl-C stops it.`);
  const stop = async () => {
    await storefront.stop();
    await database.close();
    console.log(`Stopped (${errors} failed ticks).`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
