import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../../server/db/database';

/**
 * A migrated embedded database, made once per test run and copied for each PGlite test server.
 * Every PGlite server a suite starts used to make its database from nothing: PGlite's initdb in a
 * child process (2.1 s on a fast day, twice that on a slow one) and 26 migrations (0.3–0.7 s),
 * about a hundred times a run. A copy of a closed, migrated data directory (41 MB) takes 0.1 s
 * and opens with nothing to migrate.
 *
 * What is copied is exactly what a first start makes before its bootstrap: the same initdb, the
 * same migrations, closed cleanly; each server then bootstraps its own copy (its super admin, its
 * auth modules, demo data if asked), as a first start does. The first PGlite server of a run makes
 * the template the product's way, so every run still creates and migrates an embedded database
 * from nothing at least once; `tests/api/embedded-first-start.test.ts` and the suites that spawn
 * the built server keep making theirs from nothing every time.
 *
 * Where: PGLITE_TEMPLATE_ROOT, a directory jest's global setup makes for the run and its global
 * teardown removes (tests/setup/pglite-templates-setup.cjs, -teardown.cjs). Without it (a script
 * outside jest) no template is used. Inside it, one template per key: what decides the migrated
 * database (the migrations' sources, PGlite's version, the start parameters, SHOP_TIMEZONE, which
 * migration 0022 reads), so a run never copies a database made by other code.
 */
const TEMPLATE_ROOT_ENV = 'PGLITE_TEMPLATE_ROOT';

const MIGRATIONS_DIR = path.join(__dirname, '../../server/db/migrations');
/** PGlite's package.json (its version; the package exports no package.json to require). */
const PGLITE_PACKAGE = path.join(__dirname, '../../node_modules/@electric-sql/pglite/package.json');

/** The keys this test file has hashed, by durability: the sources are read once, not at every server's start. */
const keys = new Map<string, string>();

/** What decides the migrated database's contents, hashed. */
function templateKey(durable: boolean): string {
  const inputs = `durable=${durable} zone=${process.env.SHOP_TIMEZONE ?? ''}`;
  const known = keys.get(inputs);
  if (known) return known;
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  hash.update(fs.readFileSync(PGLITE_PACKAGE));
  const key = hash.update(inputs).digest('hex').slice(0, 16);
  keys.set(inputs, key);
  return key;
}

/**
 * The migrated template's data directory (PGlite's own, `DATA_DIR/pglite`), made if this run has
 * none yet; null when no template root is set. Made in a directory of its own and renamed into
 * place whole, so a reader never sees half a template (two workers making it at once: the second
 * rename fails and its copy is dropped).
 */
async function templateDir(durable: boolean): Promise<string | null> {
  const root = process.env[TEMPLATE_ROOT_ENV];
  if (!root) return null;
  const ready = path.join(root, templateKey(durable));
  if (fs.existsSync(ready)) return ready;
  const making = fs.mkdtempSync(path.join(root, 'making-'));
  const database = await openDatabase({ dataDir: making, durable });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  try {
    fs.renameSync(path.join(making, 'pglite'), ready);
  } catch (err) {
    if (!fs.existsSync(ready)) throw err;
  }
  fs.rmSync(making, { recursive: true, force: true });
  return ready;
}

/**
 * Puts a copy of the run's migrated template where a PGlite server on `dataDir` opens its
 * database (`dataDir/pglite`); does nothing without a template root. `durable`: the server's
 * PGLITE_FSYNC (the start parameters its database is made with).
 */
export async function copyPgliteTemplate(dataDir: string, durable: boolean): Promise<void> {
  const template = await templateDir(durable);
  if (template) fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
}
