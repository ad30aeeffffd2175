import v8 from 'node:v8';
import vm from 'node:vm';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Autovacuum's default analyze threshold: 50 rows plus 10% of the rows the planner knows of. */
const ANALYZE_BASE_ROWS = 50;
const ANALYZE_SCALE = 0.1;

/**
 * After a bulk change of `table` (a paste of codes): its planner statistics brought up to date now,
 * when the change passes autovacuum's default threshold. PGlite has no autovacuum at all, so a
 * table it never analyzed was planned from defaults forever: after pasting 100,000 codes into a new
 * package, the planner expected 2 of them and read a whole list's ids through all 100,000 and a
 * sort (100–280 ms on the server's one thread, a health check waiting behind it), where with
 * statistics it walks 10,000 index entries. On PostgreSQL autovacuum would get there within a
 * minute; the next read does not wait for it either. SKIP_LOCKED: never waits behind another
 * session's ANALYZE or VACUUM of the table (the statistics are then that one's). Returns whether it
 * analyzed.
 */
export async function analyzeAfterBulkChange(db: Kysely<Database>, table: keyof Database & string, changedRows: number): Promise<boolean> {
  const { rows } = await sql<{ known: number }>`select greatest(reltuples, 0)::float8 as known from pg_class where oid = ${table}::regclass`.execute(db);
  if (changedRows <= ANALYZE_BASE_ROWS + ANALYZE_SCALE * (rows[0]?.known ?? 0)) return false;
  await sql`analyze (skip_locked) ${sql.table(table)}`.execute(db);
  return true;
}

type CollectGarbage = () => void;
let collectGarbage: CollectGarbage | undefined;

/**
 * After a bulk write has committed (a paste of codes): V8's garbage collected at once, and its
 * freed memory given back. A 100,000-code paste leaves its lines, batches and messages behind as
 * garbage the young generation has already promoted; V8 collects it at its own pace, so what the
 * server held after ten pastes depended on when it was read: 305–385 MB in most runs, 472–478 MB
 * in two of twelve (the heap 157 MB in use, against 41–61 MB). Collected after each paste, the heap
 * is 46–47 MB after every one and the server 318–358 MB all along, for a pause of 23–50 ms once a
 * paste (which itself takes a second or more) on the 2-core machine at half speed
 * (docs/benchmarks.md#vouchers). Pastes are rare; a request that reads or changes a row never
 * calls this. V8 offers its collector only with --expose-gc, set here once, on first use.
 */
export function collectAfterBulkWrite(): void {
  if (!collectGarbage) {
    v8.setFlagsFromString('--expose-gc');
    collectGarbage = vm.runInNewContext('gc') as CollectGarbage;
  }
  collectGarbage();
}
