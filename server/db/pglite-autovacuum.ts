import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** A table autovacuum would see to, and what it would do. */
interface DueTable {
  /** As the catalog quotes it (`orders`, `pg_catalog.pg_attribute`). */
  name: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * The tables past PostgreSQL's default autovacuum thresholds (autovacuum_vacuum_threshold 50 and
 * scale factor 0.2 for dead rows; the insert threshold 1,000 and scale 0.2 for rows added since the
 * last vacuum; the analyze threshold 50 and scale 0.1 for rows changed since the last analyze; and
 * any table whose oldest unfrozen transaction is older than autovacuum_freeze_max_age). A table's
 * own catalog row count stands for its size, 0 while it has never been vacuumed or analyzed.
 * The counters are PostgreSQL's cumulative statistics, which PGlite keeps too (flushed at most once
 * a second). The catalogs are among them: what a temporary table or a migration leaves there is
 * seen to as well.
 */
async function dueTables(db: Kysely<Database>): Promise<DueTable[]> {
  const { rows } = await sql<DueTable>`
    select name, "vacuum", "analyze" from (
      select c.oid::regclass::text as name,
        (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
          or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
          or age(c.relfrozenxid) > current_setting('autovacuum_freeze_max_age')::bigint) as "vacuum",
        s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as "analyze"
      from pg_stat_all_tables s
      join pg_class c on c.oid = s.relid
      where c.relkind in ('r', 'm') and s.schemaname not in ('pg_toast', 'information_schema')
    ) due
    where "vacuum" or "analyze"
    order by name`.execute(db);
  return rows;
}

/**
 * What autovacuum does on PostgreSQL, for PGlite, which has none (one backend, no background
 * workers): without it the rows an update or a delete leaves behind were never reclaimed (nor their
 * index entries), pages were never marked all-visible (no index-only scans), transaction ids were
 * never frozen, and a table's statistics stayed as the last explicit ANALYZE left them (the
 * planner chose plans for a shop of the size it had then). Each due table is vacuumed or analyzed
 * in its own statement, through the one connection like any request's, so requests run between
 * them: on a million-row table a vacuum takes a few hundred milliseconds, about what a checkpoint
 * takes. `stopping` is asked before each table: a server closing waits for one table at most.
 */
export async function vacuumWhereDue(db: Kysely<Database>, stopping: () => boolean): Promise<void> {
  for (const table of await dueTables(db)) {
    if (stopping()) return;
    // The name comes from the catalog, quoted by it (regclass): not from anyone's input.
    const name = sql.raw(table.name);
    await (table.vacuum ? sql`vacuum ${table.analyze ? sql`(analyze) ` : sql``}${name}` : sql`analyze ${name}`).execute(db);
  }
}
