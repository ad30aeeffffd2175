/**
 * `npm run backup [-- <file>]`: one consistent backup file of the shop while it runs
 * (docs/operations.md#backups). PostgreSQL (DATABASE_URL): pg_dump here. Embedded database:
 * the running server takes it (asked on DATA_DIR's local socket); with no server running, this
 * process opens the data directory itself. Images kept on disk (IMAGE_STORAGE=disk) are included. Written to
 * DATA_DIR/backups/ unless a file is named.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { backupPglite, backupPostgres, diskImagesDir, type BackupSummary } from '../server/db/backup';
import { lockDataDir, sendControlCommand } from '../server/db/data-dir-lock';
import { openDatabase } from '../server/db/database';

async function moveTo(from: string, to: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(to), { recursive: true });
  try {
    await fs.promises.rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await fs.promises.copyFile(from, to);
    await fs.promises.rm(from);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  // npm runs scripts from the project's directory: a relative name is the caller's (INIT_CWD).
  const file = process.argv[2] ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]) : undefined;
  if (file && fs.existsSync(file)) throw new Error(`${file} exists already: name a new file`);
  const imagesDir = diskImagesDir(config);
  let summary: BackupSummary;
  let how: string;
  if (config.databaseUrl) {
    summary = await backupPostgres({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, imagesDir, file });
    how = 'pg_dump';
  } else {
    const reply = await sendControlCommand(config.dataDir, 'backup');
    if (reply) {
      if (!reply.ok) throw new Error(`the server could not take the backup: ${String(reply.error)}`);
      summary = reply as unknown as BackupSummary;
      if (file) {
        await moveTo(summary.file, file);
        summary = { ...summary, file };
      }
      how = 'taken by the running server';
    } else {
      if (!fs.existsSync(path.join(config.dataDir, 'pglite'))) throw new Error(`no embedded database in ${config.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
      const lock = await lockDataDir(config.dataDir);
      try {
        const database = await openDatabase({ dataDir: config.dataDir, durable: config.pgliteFsync });
        try {
          summary = await backupPglite(database, { dataDir: config.dataDir, imagesDir, file });
        } finally {
          await database.close();
        }
      } finally {
        await lock.release();
      }
      how = 'no server running: taken from the data directory';
    }
  }
  const mb = (summary.bytes / 1024 / 1024).toFixed(1);
  const held = summary.heldMs === undefined ? '' : `; the database was held ${summary.heldMs} ms for the snapshot`;
  process.stdout.write(`Backup of the ${summary.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'} (${how}), ${summary.images} image(s): ${summary.file} (${mb} MB${held})\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
