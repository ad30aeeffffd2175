/**
 * `npm run restore -- <file>`: a backup from `npm run backup` into a fresh place (docs/operations.md#backups):
 * an embedded-database backup into a DATA_DIR without a database (no server running on it), a
 * PostgreSQL backup into the empty database DATABASE_URL names; images into DATA_DIR/images. It
 * never writes over data. The restored database is opened once to check it before this ends.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { restoreBackup } from '../server/db/backup';
import { lockDataDir } from '../server/db/data-dir-lock';
import { openDatabase } from '../server/db/database';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('name the backup file: npm run restore -- <file>');
  const config = loadConfig();
  // Nothing may open the embedded database while it is restored (a server started meanwhile refuses).
  const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  try {
    // npm runs scripts from the project's directory: a relative name is the caller's (INIT_CWD).
    const summary = await restoreBackup(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    // Opening it replays what the WAL holds past the snapshot's checkpoint (PGlite) and proves it reads.
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, durable: config.pgliteFsync });
    let admins: number;
    try {
      const row = await database.db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      admins = Number(row.n);
    } finally {
      await database.close();
    }
    const where = summary.kind === 'pglite' ? path.join(config.dataDir, 'pglite') : 'DATABASE_URL';
    process.stdout.write(
      `Restored the backup of ${summary.manifest.created_at} (${summary.manifest.database_version}) into ${where}: ${admins} admin(s), ${summary.images} image(s). Start the server on it.\n`,
    );
  } finally {
    await lock?.release();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`restore failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
