import { sql } from 'kysely';
import pg from 'pg';
import { SessionCache, SESSION_CACHE_MS } from '../../server/auth/session-cache';
import { hashToken } from '../../server/auth/sessions';
import { apiClient, describeOnEachDatabase, startTestServer, type TestServer } from '../support/test-server';
import { createSubAdmin, grantOperations } from '../support/fixtures';

/** Asks until `check` holds (every 5 ms, at most `withinMs`); answers how long it took. */
async function eventually(check: () => Promise<boolean>, withinMs = 2_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

const revoke = (server: TestServer, token: string) =>
  server.db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('token_hash', '=', hashToken(token)).execute();

/**
 * A SessionCache on the suite's database whose announcements the test makes itself: what the cache
 * holds shows as a change made in the database (unannounced) that it does not see.
 */
async function cacheWithAnnouncer(server: TestServer) {
  let announce: (payload: string) => void = () => undefined;
  let setHeard: (heard: boolean) => void = () => undefined;
  const cache = await new SessionCache(server.db).listen({
    listenForAccess: async (onPayload, onState) => {
      announce = onPayload;
      setHeard = onState;
      onState(true);
      return async () => undefined;
    },
  });
  return { cache, announce: (payload: string) => announce(payload), setHeard: (heard: boolean) => setHeard(heard) };
}

describeOnEachDatabase('sessions held by a server', (server) => {
  it('holds a checked session: a change the database does not announce is not seen, an announced one at once', async () => {
    const token = await server().login();
    const api = apiClient(server().app, token);
    expect((await api.get('/admin/me')).status).toBe(200);
    await sql`alter table sessions disable trigger sessions_access_changed`.execute(server().db);
    try {
      await revoke(server(), token);
      // Held: no round trip to the database for this request (the reason for holding it).
      expect((await api.get('/admin/me')).status).toBe(200);
    } finally {
      await sql`alter table sessions enable trigger sessions_access_changed`.execute(server().db);
    }
    await revoke(server(), token);
    expect((await api.get('/admin/me')).status).toBe(401);
  });

  it('judges the next request on a change made through this server: sign-out, withdrawn and granted modules, a deleted admin', async () => {
    const sub = await createSubAdmin(server().db);
    const token = await server().login(sub.email, sub.password);
    const api = apiClient(server().app, token);
    expect((await api.get('/admin/banners')).status).toBe(403);
    await grantOperations(server().db, sub.id, ['listBanners']);
    expect((await api.get('/admin/banners')).status).toBe(200);
    await server().db.deleteFrom('admin_auth_modules').where('admin_id', '=', sub.id).execute();
    expect((await api.get('/admin/banners')).status).toBe(403);

    const owner = apiClient(server().app, await server().login());
    const other = await server().login(sub.email, sub.password);
    expect((await apiClient(server().app, other).get('/admin/me')).status).toBe(200);
    expect((await api.post('/admin/logout')).status).toBe(200);
    expect((await api.get('/admin/me')).status).toBe(401);
    expect((await owner.post(`/admin/admin/delete/${sub.id}`)).status).toBe(200);
    expect((await apiClient(server().app, other).get('/admin/me')).status).toBe(401);
  });

  it('forgets what an announcement names, keeps nothing read while one arrives, and nothing while unheard', async () => {
    const { cache, announce, setHeard } = await cacheWithAnnouncer(server());
    const first = await server().login();
    const second = await server().login();
    const firstId = (await cache.find(first))!.sessionId;
    await revoke(server(), first);
    expect(await cache.find(first)).not.toBeNull();
    announce(`session:${firstId}`);
    expect(await cache.find(first)).toBeNull();

    // Read while an announcement arrives: used for its own request, not kept.
    const reading = cache.find(second);
    announce('admin:999999');
    expect(await reading).not.toBeNull();
    await revoke(server(), second);
    expect(await cache.find(second)).toBeNull();

    // Unheard: every call asks the database.
    const third = await server().login();
    setHeard(false);
    expect(await cache.find(third)).not.toBeNull();
    await revoke(server(), third);
    expect(await cache.find(third)).toBeNull();
    await cache.close();
  });

  it('holds a session no longer than its expiry (on the database clock) or SESSION_CACHE_MS', async () => {
    expect(SESSION_CACHE_MS).toBeLessThanOrEqual(30_000);
    const { cache } = await cacheWithAnnouncer(server());
    const token = await server().login();
    await server().db.updateTable('sessions').set({ expires_at: sql`now() + interval '300 milliseconds'` }).where('token_hash', '=', hashToken(token)).execute();
    expect(await cache.find(token)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await cache.find(token)).toBeNull();
    await cache.close();
  });

  it('an admin-wide announcement forgets every session of that admin, and only theirs', async () => {
    const { cache, announce } = await cacheWithAnnouncer(server());
    const sub = await createSubAdmin(server().db);
    const subToken = await server().login(sub.email, sub.password);
    const ownerToken = await server().login();
    await cache.find(subToken);
    await cache.find(ownerToken);
    await revoke(server(), subToken);
    await revoke(server(), ownerToken);
    announce(`admin:${sub.id}`);
    expect(await cache.find(subToken)).toBeNull();
    expect(await cache.find(ownerToken)).not.toBeNull();
    announce('*');
    expect(await cache.find(ownerToken)).toBeNull();
    await cache.close();
  });

  it('announces changes made by hand in SQL on every table the guard reads', async () => {
    if (server().kind !== 'postgres') return;
    const client = new pg.Client({ connectionString: server().config.databaseUrl! });
    await client.connect();
    const heard: string[] = [];
    client.on('notification', (m) => heard.push(m.payload ?? ''));
    try {
      await client.query('listen shop_access');
      const sub = await createSubAdmin(server().db);
      const token = await server().login(sub.email, sub.password);
      const { id } = await server().db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
      await grantOperations(server().db, sub.id, ['listBanners']);
      await server().db.updateTable('sessions').set({ last_seen_at: sql`now()` }).where('id', '=', id).execute();
      await server().db.updateTable('admins').set({ first_name: 'Renamed' }).where('id', '=', sub.id).execute();
      await eventually(async () => heard.length >= 4);
      expect(heard).toEqual(expect.arrayContaining(['*', `admin:${sub.id}`, `session:${id}`]));
    } finally {
      await client.end();
    }
  });
});

describe('sessions held by several servers (PostgreSQL)', () => {
  let server: TestServer;
  let other: pg.Client;
  beforeAll(async () => {
    server = await startTestServer('postgres');
    // Another server's change: made on a connection that is not this server's.
    other = new pg.Client({ connectionString: server.config.databaseUrl! });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await server?.close();
  });
  const revokeElsewhere = (token: string) => other.query('update sessions set revoked_at = now() where token_hash = $1', [hashToken(token)]);

  it('hears a revocation made elsewhere within the notification delay', async () => {
    const token = await server.login();
    const api = apiClient(server.app, token);
    expect((await api.get('/admin/me')).status).toBe(200);
    await revokeElsewhere(token);
    const tookMs = await eventually(async () => (await api.get('/admin/me')).status === 401, 1_000);
    expect(tookMs).toBeLessThan(1_000);
  });

  it('holds nothing while its listening connection is lost, and holds again once it listens again', async () => {
    const { sessionCache } = server.app;
    const token = await server.login();
    const api = apiClient(server.app, token);
    expect((await api.get('/admin/me')).status).toBe(200);
    await other.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'shop-admin listen shop_access' and datname = current_database()`);
    await eventually(async () => !sessionCache.heard);
    // What is announced now is not heard; nothing is held, so the revocation is seen at once.
    await revokeElsewhere(token);
    expect((await api.get('/admin/me')).status).toBe(401);

    await eventually(async () => sessionCache.heard, 5_000);
    const next = await server.login();
    const again = apiClient(server.app, next);
    expect((await again.get('/admin/me')).status).toBe(200);
    await revokeElsewhere(next);
    await eventually(async () => (await again.get('/admin/me')).status === 401, 1_000);
  });
});
