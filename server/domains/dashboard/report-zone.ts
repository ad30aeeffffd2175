import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';

/** Per database handle, the zones known to be kept (or being registered by this process). */
const known = new WeakMap<Kysely<Database>, Map<string, Promise<void>>>();

/**
 * Makes sure the report counters keep the shop days of `timeZone` (migration 0022): normally the
 * migration kept SHOP_TIMEZONE already and this costs one lookup per process. A zone not kept yet
 * (SHOP_TIMEZONE changed since) is registered once: writers to orders, wallet-adds and customers
 * wait (SHARE lock) while its days are counted from the rows, so none falls between the count and
 * the triggers. Zones are never dropped while servers run (a dropped zone would stop being kept
 * while a server still trusts it).
 */
export function keepZone(db: Kysely<Database>, timeZone: string): Promise<void> {
  let zones = known.get(db);
  if (!zones) {
    zones = new Map();
    known.set(db, zones);
  }
  let pending = zones.get(timeZone);
  if (!pending) {
    pending = register(db, timeZone).catch((err: unknown) => {
      zones.delete(timeZone);
      throw err;
    });
    zones.set(timeZone, pending);
  }
  return pending;
}

async function register(db: Kysely<Database>, timeZone: string): Promise<void> {
  const kept = await db.selectFrom('report_zones').select('time_zone').where('time_zone', '=', timeZone).executeTakeFirst();
  if (kept) return;
  await inTransaction(db, async (trx) => {
    await sql`lock table orders, transactions, customers in share mode`.execute(trx);
    await sql`select report_keep_zone(${timeZone})`.execute(trx);
  });
}
