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
