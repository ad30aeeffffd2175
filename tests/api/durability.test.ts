import { sql } from 'kysely';
import { pgliteFsyncCalls } from '../../server/db/pglite-fs';
import { apiClient, startTestServer, type TestServer } from '../support/test-server';

/**
 * Durable commits on the embedded database: an acknowledged write is on the disk, not only in the
 * operating system's cache (a power loss or an OS crash keeps it). PGlite's file system has no
 * fsync of its own; the server gives it one and runs PostgreSQL with fsync on (docs/operations.md#durability).
 */
describe('durable commits on the embedded database (PGlite)', () => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });

  it('runs with fsync on, and a commit is acknowledged only after its WAL was synced to the disk', async () => {
    server = await startTestServer('pglite');
    const settings = await sql<{ fsync: string; method: string; commit: string }>`
      select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method, current_setting('synchronous_commit') as commit`.execute(server.db);
    expect(settings.rows[0]).toEqual({ fsync: 'on', method: 'fsync', commit: 'on' });

    const api = apiClient(server.app, await server.login());
    const before = pgliteFsyncCalls();
    const created = await api.post('/admin/banner/create', { note: 'Durable', banner: '1d2b6a74-ce6c-a16d-100a-17973000470c.png', link: 'https://shop.test/d', isactive: 1 });
    expect(created.status).toBe(200);
    expect(pgliteFsyncCalls()).toBeGreaterThan(before);
  });

  it('checkpoints on a timer, since PGlite has no checkpointer: the WAL a restart replays stays bounded', async () => {
    server = await startTestServer('pglite', { PGLITE_CHECKPOINT_SECONDS: '1' });
    const redo = async () =>
      (await sql<{ lsn: string }>`select redo_lsn::text as lsn from pg_control_checkpoint()`.execute(server.db)).rows[0].lsn;
    const before = await redo();
    await sql`insert into customers (username) select 'wal-' || n from generate_series(1, 2000) as n`.execute(server.db);
    const deadline = Date.now() + 10_000;
    while ((await redo()) === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await redo()).not.toBe(before);
  });

  it('vacuums and analyzes the tables due for it, since PGlite has no autovacuum: rows deleted are reclaimed, a table left alone stays so', async () => {
    server = await startTestServer('pglite', { PGLITE_AUTOVACUUM_SECONDS: '1' });
    const counts = async (table: string) =>
      (
        await sql<{ vacuums: number; analyzes: number; dead: number }>`
          select vacuum_count::int as vacuums, analyze_count::int as analyzes, n_dead_tup::int as dead from pg_stat_user_tables where relname = ${table}`.execute(server.db)
      ).rows[0];
    const untouched = await counts('payment_methods');
    const before = await counts('customers');
    await sql`insert into customers (username) select 'dead-' || n from generate_series(1, 3000) as n`.execute(server.db);
    await sql`delete from customers where username like 'dead-%' and id % 4 <> 0`.execute(server.db);
    const deadline = Date.now() + 15_000;
    while ((await counts('customers')).vacuums === before.vacuums && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await counts('customers');
    expect(after.vacuums).toBeGreaterThan(before.vacuums);
    expect(after.analyzes).toBeGreaterThan(before.analyzes);
    expect(after.dead).toBe(0);
    expect(await counts('payment_methods')).toEqual(untouched);
  });

  it('PGLITE_FSYNC=off trades that for speed (fsync off, nothing synced), as docs/operations.md says', async () => {
    server = await startTestServer('pglite', { PGLITE_FSYNC: 'off' });
    const before = pgliteFsyncCalls();
    const setting = await sql<{ fsync: string }>`select current_setting('fsync') as fsync`.execute(server.db);
    expect(setting.rows[0].fsync).toBe('off');
    await sql`insert into customers (username) values ('no-sync')`.execute(server.db);
    expect(pgliteFsyncCalls()).toBe(before);
  });

  it('keeps PostgreSQL\'s page cache at 32 MB, durable or not (it lives in the server\'s memory, which never gives it back)', async () => {
    for (const fsync of ['on', 'off']) {
      server = await startTestServer('pglite', { PGLITE_FSYNC: fsync });
      const setting = await sql<{ buffers: string }>`select current_setting('shared_buffers') as buffers`.execute(server.db);
      expect({ fsync, buffers: setting.rows[0].buffers }).toEqual({ fsync, buffers: '32MB' });
      await server.close();
    }
  });
});
