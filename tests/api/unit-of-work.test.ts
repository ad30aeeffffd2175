import { sql } from 'kysely';
import pg from 'pg';
import { inTransaction, QueryOutsideTransactionError } from '../../server/db/unit-of-work';
import { apiClient, describeOnEachDatabase, startTestServer, type TestServer } from '../support/test-server';

/**
 * One unit of work: a mutation, its ledger rows and its audit record commit together or not at all;
 * serialization failures are retried; lock waits are bounded; a query that escapes the transaction
 * it should be in fails at once instead of hanging the embedded database.
 */
describeOnEachDatabase('one unit of work', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  const bannerCount = async () => Number((await db().selectFrom('banners').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('writes the audit record of a mutation in the mutation\'s own transaction: the record failing undoes the change', async () => {
    await sql`
      create function refuse_banner_audit() returns trigger language plpgsql as $$
      begin
        if new.operation_id = 'createBanner' then raise exception 'audit store refused'; end if;
        return new;
      end $$`.execute(db());
    await sql`create trigger refuse_banner_audit before insert on audit_log for each row execute function refuse_banner_audit()`.execute(db());
    try {
      const before = await bannerCount();
      const res = await api.post('/admin/banner/create', { note: 'Never without its record', banner: 'f6e00576-f126-3161-8f72-8cdae1d657a4.png' });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false });
      expect(await bannerCount()).toBe(before);
    } finally {
      await sql`drop trigger refuse_banner_audit on audit_log`.execute(db());
      await sql`drop function refuse_banner_audit()`.execute(db());
    }
    const created = await api.post('/admin/banner/create', { note: 'With its record', banner: 'f6e00576-f126-3161-8f72-8cdae1d657a4.png' });
    expect(created.status).toBe(200);
    const audit = await db().selectFrom('audit_log').selectAll().where('operation_id', '=', 'createBanner').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target: `id=${created.body.data.id}`, status_code: 200 });
  });

  it('records a refused mutation (4xx) on its own, with its outcome', async () => {
    const res = await api.post('/admin/banner/update/987654', { note: 'x', link: 'https://shop.test' });
    expect(res.status).toBe(404);
    const audit = await db().selectFrom('audit_log').selectAll().where('operation_id', '=', 'updateBanner').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target: 'id=987654', status_code: 404 });
  });

  it('a query issued on the database instead of the open transaction fails at once (it would hang the embedded database)', async () => {
    const started = Date.now();
    await expect(
      inTransaction(db(), async (trx) => {
        await trx.selectFrom('banners').select('id').execute();
        return db().selectFrom('banners').select('id').execute();
      }),
    ).rejects.toBeInstanceOf(QueryOutsideTransactionError);
    expect(Date.now() - started).toBeLessThan(2_000);
    // The database is free again afterwards.
    expect((await api.get('/admin/banners')).status).toBe(200);
  });

  it('runs the work again after a serialization failure or a deadlock, a bounded number of times', async () => {
    let attempts = 0;
    const result = await inTransaction(db(), async () => {
      attempts += 1;
      if (attempts < 3) throw Object.assign(new Error('could not serialize access'), { code: attempts === 1 ? '40001' : '40P01' });
      return 'done';
    });
    expect({ result, attempts }).toEqual({ result: 'done', attempts: 3 });

    let forever = 0;
    await expect(
      inTransaction(db(), async () => {
        forever += 1;
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(forever).toBe(5);
  });
});

describe('lock waits are bounded [postgres]', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres', { DB_LOCK_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 503 with Retry-After when a row stays locked longer than the lock timeout, and changes nothing', async () => {
    const api = apiClient(server.app, await server.login());
    const { id } = (await api.post('/admin/banner/create', { note: 'Locked', banner: 'f6e00576-f126-3161-8f72-8cdae1d657a4.png' })).body.data;
    const holder = new pg.Client({ connectionString: server.config.databaseUrl as string });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from banners where id = $1 for update', [id]);
      const started = Date.now();
      const res = await api.post(`/admin/banner/update/${id}`, { note: 'Changed', link: 'https://shop.test' });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.body).toMatchObject({ success: false });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await api.get(`/admin/banner/${id}`)).body.data.note).toBe('Locked');
  });
});
