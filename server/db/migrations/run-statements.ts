import { sql, type Kysely } from 'kysely';

/** Runs a migration's SQL one statement at a time (PGlite's query path takes one statement). */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
