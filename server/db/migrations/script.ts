import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A migration written as one SQL script, run whole (the simple query protocol on both databases),
 * so a PL/pgSQL function or trigger body with its own semicolons arrives intact.
 */
export function script(up: string): Migration {
  return { up: async (db: Kysely<unknown>) => void (await sql.raw(up).execute(db)) };
}
