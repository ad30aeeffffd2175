import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database';

/**
 * A new embedded data directory is made by a child process (PGlite's initdb peaked at 800–900 MB in
 * the server's own process and left 100 MB more resident than a restart), under another name, and
 * renamed into place once complete.
 */
describe('the embedded database\'s first start', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-first-start-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes the directory apart and renames it into place; what an interrupted first start left is replaced', async () => {
    // An earlier first start that died while making the directory.
    fs.mkdirSync(path.join(dataDir, 'pglite.initdb', 'base'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite.initdb', 'base', 'half-written'), 'x');
    const handle = await openDatabase({ dataDir });
    try {
      expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
      expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(fs.readdirSync(dataDir).sort()).toEqual(['pglite']);
    } finally {
      await handle.close();
    }
    // The next start opens it as it is.
    const again = await openDatabase({ dataDir });
    try {
      await sql`create table kept (id int)`.execute(again.db);
    } finally {
      await again.close();
    }
    const third = await openDatabase({ dataDir });
    try {
      expect((await sql<{ n: number }>`select count(*)::int as n from kept`.execute(third.db)).rows).toEqual([{ n: 0 }]);
    } finally {
      await third.close();
    }
  }, 120_000);
});
