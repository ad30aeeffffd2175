import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { IMAGE_NAME } from '../images/storage';
import type { DatabaseHandle } from './database';
import { readTar, TarWriter } from './tar';

/**
 * Backups: one `.tar.gz` file whose layout mirrors DATA_DIR —
 *   manifest.json     what it is (database kind and version, when, how many images)
 *   pglite/…          the embedded database's data directory, as of one moment    (PGlite)
 *   database.dump     pg_dump's custom format, one snapshot                       (PostgreSQL)
 *   images/…          uploaded images kept on disk (IMAGE_STORAGE=disk)
 * See docs/operations.md#backups.
 */

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  kind: 'pglite' | 'postgres';
  created_at: string;
  database_version: string;
  images: number;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  kind: 'pglite' | 'postgres';
  images: number;
  /** PGlite: how long the database was held for the snapshot (requests waited this long). */
  heldMs?: number;
}

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** Where uploads are kept on disk, when they are (IMAGE_STORAGE=disk): what a backup includes. */
export const diskImagesDir = (config: { imageStorage: 'disk' | 'database'; dataDir: string }) =>
  config.imageStorage === 'disk' ? path.join(config.dataDir, 'images') : null;

export function defaultBackupFile(dataDir: string, kind: 'pglite' | 'postgres', at = new Date()): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join(backupsDir(dataDir), `shop-admin-${kind}-${stamp}.tar.gz`);
}

/** WAL segment file names (timeline + segment, 24 hex digits); they sort in WAL order. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * A copy keeps everything but the lock file, sorts' temporary files (`pgsql_tmp`, come and gone
 * with a query) and WAL segments past `lastSegment` (recycled ones: old contents).
 */
function kept(from: string, lastSegment: string | null): boolean {
  const name = path.basename(from);
  if (name === 'postmaster.pid' || name.startsWith('pgsql_tmp')) return false;
  return lastSegment === null || !(path.basename(path.dirname(from)) === 'pg_wal' && WAL_SEGMENT.test(name) && name > lastSegment);
}

/**
 * Makes `target` equal to `source` again after a first copy begun at `since` (ms): copies every file
 * changed since then (its ctime moves with every write and rename) or missing, and removes what
 * `source` no longer has. A file unchanged since before the first copy began was copied whole.
 */
function refreshCopy(source: string, target: string, since: number, lastSegment: string): void {
  fs.mkdirSync(target, { recursive: true });
  const present = new Set(fs.readdirSync(source));
  for (const name of fs.readdirSync(target)) {
    if (!present.has(name) || !kept(path.join(source, name), lastSegment)) fs.rmSync(path.join(target, name), { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) refreshCopy(from, to, since, lastSegment);
    else if (entry.isFile() && kept(from, lastSegment)) {
      const stat = fs.statSync(from);
      if (stat.ctimeMs >= since || !fs.existsSync(to) || fs.statSync(to).size !== stat.size) fs.copyFileSync(from, to);
    }
  }
}

const gone = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** The first, unheld copy: PGlite keeps working, so a file may vanish under it (the held pass settles it). */
async function copyTree(source: string, target: string): Promise<void> {
  await fs.promises.mkdir(target, { recursive: true });
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(source, { withFileTypes: true });
  } catch (err) {
    if (gone(err)) return;
    throw err;
  }
  for (const entry of entries) {
    const from = path.join(source, entry.name);
    if (!kept(from, null)) continue;
    try {
      if (entry.isDirectory()) await copyTree(from, path.join(target, entry.name));
      else if (entry.isFile()) await fs.promises.copyFile(from, path.join(target, entry.name));
    } catch (err) {
      if (!gone(err)) throw err;
    }
  }
}

/**
 * A copy of the PGlite data directory as of one moment, taken between two transactions: PGlite has
 * one connection, held here, so no statement runs meanwhile. PGlite writes straight through to the
 * files (no cache of its own in JavaScript), so the copy is what a crash at that moment would
 * leave — committed work is in the WAL — and a CHECKPOINT just before makes the data files
 * current, so a restore replays almost nothing. Requests wait only for the second pass: the whole
 * directory is copied first while they go on, and the held pass copies again what changed since
 * (the WAL, the tables written meanwhile). WAL segments past the current one are left out.
 */
async function snapshotPglite(handle: DatabaseHandle, target: string): Promise<{ version: string; heldMs: number }> {
  const source = handle.pgliteDir;
  if (!source) throw new Error('the embedded database is in memory: nothing on disk to back up');
  // ctime has the kernel's clock-tick granularity and may trail the write by a tick: a generous margin.
  const since = Date.now() - 2_000;
  await sql`checkpoint`.execute(handle.db);
  await copyTree(source, target);
  return handle.db.connection().execute(async (conn) => {
    const held = performance.now();
    await sql`checkpoint`.execute(conn);
    const { rows } = await sql<{ wal: string; version: string }>`
      select pg_walfile_name(pg_current_wal_insert_lsn()) as wal, current_setting('server_version') as version`.execute(conn);
    refreshCopy(source, target, since, rows[0].wal);
    return { version: rows[0].version, heldMs: Math.round(performance.now() - held) };
  });
}

/** Writes the archive to `file` (through `file.partial`: a backup cut short never has the final name). */
async function writeArchive(
  file: string,
  manifest: Omit<BackupManifest, 'images' | 'format' | 'created_at'>,
  parts: { database: { name: string; path: string; tree: boolean }; imagesDir: string | null },
): Promise<BackupSummary> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = zlib.createGzip({ level: 6 });
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  const piped = new Promise<void>((resolve, reject) => {
    gzip.pipe(out);
    out.once('finish', resolve);
    out.once('error', reject);
    gzip.once('error', reject);
  });
  const tar = new TarWriter(gzip);
  // Images first counted, so the manifest (the first entry) can say how many there are.
  const images = parts.imagesDir && fs.existsSync(parts.imagesDir) ? (await fs.promises.readdir(parts.imagesDir)).filter((n) => IMAGE_NAME.test(n)).sort() : [];
  const full: BackupManifest = { format: BACKUP_FORMAT, ...manifest, created_at: new Date().toISOString(), images: images.length };
  try {
    await tar.buffer('manifest.json', Buffer.from(`${JSON.stringify(full, null, 2)}\n`));
    if (parts.database.tree) await tar.tree(parts.database.name, parts.database.path);
    else await tar.file(parts.database.name, parts.database.path);
    if (parts.imagesDir && images.length > 0) {
      await tar.directory('images');
      for (const name of images) await tar.file(`images/${name}`, path.join(parts.imagesDir, name));
    }
    await tar.finish();
    await piped;
    await fs.promises.rename(partial, file);
  } catch (err) {
    gzip.destroy();
    out.destroy();
    await fs.promises.rm(partial, { force: true });
    throw err;
  }
  return { file, bytes: (await fs.promises.stat(file)).size, kind: manifest.kind, images: images.length };
}

async function withScratch<T>(dataDir: string, work: (scratch: string) => Promise<T>): Promise<T> {
  await fs.promises.mkdir(backupsDir(dataDir), { recursive: true, mode: 0o700 });
  const scratch = await fs.promises.mkdtemp(path.join(backupsDir(dataDir), '.work-'));
  try {
    return await work(scratch);
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}

/** A backup of an embedded database, open in this process (the server's, or the CLI's when no server runs). */
export async function backupPglite(handle: DatabaseHandle, options: { dataDir: string; imagesDir: string | null; file?: string }): Promise<BackupSummary> {
  const file = options.file ?? defaultBackupFile(options.dataDir, 'pglite');
  return withScratch(options.dataDir, async (scratch) => {
    const copy = path.join(scratch, 'pglite');
    const { version, heldMs } = await snapshotPglite(handle, copy);
    // Images are written once and never changed or deleted, and an image is stored before any row
    // names it: every image the snapshot refers to is on disk by now.
    const summary = await writeArchive(file, { kind: 'pglite', database_version: `PGlite (PostgreSQL ${version})` }, {
      database: { name: 'pglite', path: copy, tree: true },
      imagesDir: options.imagesDir,
    });
    return { ...summary, heldMs };
  });
}

const run = promisify(execFile);

/** libpq's environment for a connection string: the password goes in PGPASSWORD, never on a command line (ps). */
function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const majorOf = (versionText: string) => Number(/(\d+)(?:\.\d+)?/.exec(versionText)?.[1] ?? NaN);

/** pg_dump/pg_restore must be at least the server's major version (PG_DUMP / PG_RESTORE choose the binaries). */
async function pgTool(tool: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<string> {
  const binary = (tool === 'pg_dump' ? process.env.PG_DUMP : process.env.PG_RESTORE) || tool;
  let version: string;
  try {
    version = (await run(binary, ['--version'])).stdout;
  } catch {
    throw new Error(`${binary} was not found: install the PostgreSQL ${serverMajor} client tools (or set ${tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'} to its path)`);
  }
  const major = majorOf(version.replace(/^[^\d]*/, ''));
  if (!(major >= serverMajor)) {
    throw new Error(`${binary} is version ${major}, older than the PostgreSQL ${serverMajor} server: use ${tool} ${serverMajor} or newer (set ${tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'})`);
  }
  return binary;
}

async function serverVersion(databaseUrl: string): Promise<{ text: string; major: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string; num: string }>(`select current_setting('server_version') as server_version, current_setting('server_version_num') as num`);
    return { text: rows[0].server_version, major: Math.floor(Number(rows[0].num) / 10000) };
  } finally {
    await client.end();
  }
}

function spawnChecked(binary: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(binary)} failed (${code}): ${stderr.trim()}`))));
  });
}

/**
 * A backup of a PostgreSQL database: pg_dump's custom format, taken in one repeatable-read
 * snapshot (consistent while servers keep writing), from any machine that reaches the database.
 */
export async function backupPostgres(options: { databaseUrl: string; dataDir: string; imagesDir: string | null; file?: string }): Promise<BackupSummary> {
  const version = await serverVersion(options.databaseUrl);
  const pgDump = await pgTool('pg_dump', version.major);
  const file = options.file ?? defaultBackupFile(options.dataDir, 'postgres');
  return withScratch(options.dataDir, async (scratch) => {
    const dump = path.join(scratch, 'database.dump');
    const target = libpqTarget(options.databaseUrl);
    await spawnChecked(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${target.dbname}`], target.env);
    return writeArchive(file, { kind: 'postgres', database_version: `PostgreSQL ${version.text}` }, {
      database: { name: 'database.dump', path: dump, tree: false },
      imagesDir: options.imagesDir,
    });
  });
}

/** Archive paths a restore writes: relative, inside pglite/ or images/ (or the dump), nothing else. */
function safeEntryPath(name: string): string | null {
  const parts = name.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\'))) return null;
  if (parts[0] === 'images') return parts.length === 1 || (parts.length === 2 && IMAGE_NAME.test(parts[1])) ? name : null;
  if (parts[0] === 'pglite' || name === 'database.dump') return name;
  return null;
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

export interface RestoreSummary {
  kind: 'pglite' | 'postgres';
  manifest: BackupManifest;
  images: number;
}

/**
 * Restores a backup into a fresh place: for PGlite an absent or empty `DATA_DIR/pglite`, for
 * PostgreSQL an empty database (DATABASE_URL); images into `DATA_DIR/images`. Never over data.
 */
export async function restoreBackup(
  file: string,
  target: { dataDir: string; databaseUrl: string | null },
): Promise<RestoreSummary> {
  let manifest: BackupManifest | null = null;
  let images = 0;
  const imagesDir = path.join(target.dataDir, 'images');
  let scratch: string | null = null;
  let dump: string | null = null;
  let serverMajor = 0;

  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  try {
    await readTar(
      input,
      async (entry) => {
        if (!manifest) {
          if (entry.name !== 'manifest.json') throw new Error(`${file} is not a Shop Admin backup (no manifest first)`);
          return 'buffer';
        }
        const name = safeEntryPath(entry.name);
        if (!name) throw new Error(`the backup holds an unexpected entry "${entry.name}": refused`);
        if (name.startsWith('images')) {
          if (entry.type === 'directory') {
            fs.mkdirSync(imagesDir, { recursive: true });
            return null;
          }
          const to = path.join(imagesDir, path.basename(name));
          if (fs.existsSync(to)) return null; // the same name is the same image
          images += 1;
          return fs.createWriteStream(to, { flags: 'wx', mode: 0o644 });
        }
        if (name === 'database.dump') {
          if (manifest.kind !== 'postgres') throw new Error('a database dump in an embedded-database backup: refused');
          scratch = fs.mkdtempSync(path.join(target.dataDir, '.restore-'));
          dump = path.join(scratch, 'database.dump');
          return fs.createWriteStream(dump, { mode: 0o600 });
        }
        if (manifest.kind !== 'pglite') throw new Error('data-directory files in a PostgreSQL backup: refused');
        const to = path.join(target.dataDir, name);
        if (entry.type === 'directory') {
          fs.mkdirSync(to, { recursive: true, mode: 0o700 });
          return null;
        }
        return fs.createWriteStream(to, { flags: 'wx', mode: 0o600 });
      },
      async (_entry, bytes) => {
        const parsed = JSON.parse(bytes.toString('utf8')) as BackupManifest;
        if (parsed.format !== BACKUP_FORMAT || (parsed.kind !== 'pglite' && parsed.kind !== 'postgres')) throw new Error(`unknown backup format in ${file}`);
        // Where it goes is checked before anything is written.
        if (parsed.kind === 'pglite') {
          if (target.databaseUrl) throw new Error('this is a backup of the embedded database (PGlite): restore it with DATABASE_URL unset');
          if (!isEmptyDir(path.join(target.dataDir, 'pglite'))) {
            throw new Error(`${path.join(target.dataDir, 'pglite')} already holds a database: restore into a fresh DATA_DIR (move the current one away first)`);
          }
        } else {
          if (!target.databaseUrl) throw new Error('this is a backup of a PostgreSQL database: set DATABASE_URL to an empty database to restore it into');
          serverMajor = await assertEmptyPostgres(target.databaseUrl);
        }
        fs.mkdirSync(target.dataDir, { recursive: true });
        manifest = parsed;
      },
    );
    const restored = manifest as BackupManifest | null;
    if (!restored) throw new Error(`${file} is empty`);
    if (restored.kind === 'postgres') {
      if (!dump) throw new Error('the backup has no database dump');
      const pgRestore = await pgTool('pg_restore', serverMajor);
      const conn = libpqTarget(target.databaseUrl!);
      await spawnChecked(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${conn.dbname}`, dump], conn.env);
    }
    return { kind: restored.kind, manifest: restored, images };
  } finally {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The database must hold no table of ours (a restore never mixes into existing data). */
async function assertEmptyPostgres(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from pg_tables where schemaname = 'public'`);
    if (Number(rows[0].n) > 0) throw new Error('the database DATABASE_URL names is not empty: restore into a freshly created database');
    const num = await client.query<{ num: string }>(`select current_setting('server_version_num') as num`);
    return Math.floor(Number(num.rows[0].num) / 10000);
  } finally {
    await client.end();
  }
}
