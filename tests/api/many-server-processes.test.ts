import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrationProvider } from '../../server/db/migrations';
import { openEventStream } from '../support/event-stream';
import { createCustomer, createTransaction, multipartBody, TINY_PNG } from '../support/fixtures';
import { buildServer, spawnServer, type ServerProcess } from '../support/server-process';
import { createPostgresDatabase, SUPER_ADMIN } from '../support/test-server';

/**
 * Issue 7, point 5, as it runs in production: two server OS processes of the compiled server
 * (`node build/server.js`, what `npm start` runs) on ports of their own, one PostgreSQL database,
 * IMAGE_STORAGE=database. Nothing reaches either server except over HTTP.
 */
describe('ready for many servers on one PostgreSQL: two server processes', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle;
  let tmp: string;
  let a: ServerProcess;
  let b: ServerProcess;
  /** Each server's DATA_DIR: with PostgreSQL and images in the database nothing is written there. */
  const dataDir = (name: string) => path.join(tmp, name);

  const env = (name: string) => ({
    DATABASE_URL: database.url,
    IMAGE_STORAGE: 'database',
    DATA_DIR: dataDir(name),
    STATIC_DIR: path.join(tmp, 'no-app'),
    ADMIN_EMAIL: SUPER_ADMIN.email,
    ADMIN_PASSWORD: SUPER_ADMIN.password,
    SEED_DEMO: '1',
    SMS_PROVIDER: 'off',
    LOGIN_MAX_FAILURES: '3',
    LOG_LEVEL: 'warn',
  });

  const login = (server: ServerProcess, identity: string, password: string) =>
    fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity, password, remember: 0 }),
    });
  const signIn = async (server: ServerProcess) => {
    const res = await login(server, SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    buildServer();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-processes-'));
    database = await createPostgresDatabase();
    // Both started at the same moment on the empty database: migrations, the super admin and the
    // demo data race unless the start-up lock orders them.
    const [startedA, startedB] = await Promise.allSettled([spawnServer(env('a')), spawnServer(env('b'))]);
    if (startedA.status === 'fulfilled') a = startedA.value;
    if (startedB.status === 'fulfilled') b = startedB.value;
    const failed = [startedA, startedB].filter((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed.length) throw new Error(failed.map((f) => String(f.reason)).join('\n'));
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await handle?.close();
    await database?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('both started at once on an empty database: neither crashes, migrations applied once, exactly one super admin', async () => {
    for (const server of [a, b]) {
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(await server.logged()).not.toMatch(/duplicate key|unique constraint|"level":50/);
    }
    const { db } = handle;
    expect(await db.selectFrom('admins').select('email').where('is_super_admin', '=', true).execute()).toEqual([{ email: SUPER_ADMIN.email }]);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(applied.rows.map((m) => m.name)).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
    const modules = await db.selectFrom('auth_modules').select('operation_id').execute();
    expect(new Set(modules.map((m) => m.operation_id)).size).toBe(modules.length);
    expect(await db.selectFrom('banners').select('id').execute()).toHaveLength(3);
  });

  it('a sign-in on one server is a session on the other; signing out on the other ends it on both', async () => {
    const token = await signIn(a);
    const me = await fetch(`${b.url}/api/admin/me`, { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(SUPER_ADMIN.email);
    // Both servers now hold the session (session-cache.ts).
    expect((await fetch(`${a.url}/api/admin/me`, { headers: bearer(token) })).status).toBe(200);

    expect((await fetch(`${b.url}/api/admin/logout`, { method: 'POST', headers: bearer(token) })).status).toBe(200);
    expect((await fetch(`${b.url}/api/admin/me`, { headers: bearer(token) })).status).toBe(401);
    // The other server, once the database's announcement reaches it: well within a second.
    const started = Date.now();
    let status = 200;
    while (status !== 401 && Date.now() - started < 1_000) status = (await fetch(`${a.url}/api/admin/me`, { headers: bearer(token) })).status;
    expect(status).toBe(401);
  });

  it('an image uploaded to one server is served by the other, and neither writes to its data directory', async () => {
    const token = await signIn(b);
    const { body, headers } = multipartBody('image', 'logo.png', TINY_PNG, 'image/png');
    const up = await fetch(`${b.url}/api/v1/upload/image`, { method: 'POST', headers: { ...headers, ...bearer(token) }, body });
    expect(up.status).toBe(200);
    const name = ((await up.json()) as { data: { image: string } }).data.image;

    const fromA = await fetch(`${a.url}/images/${name}`);
    expect(fromA.status).toBe(200);
    expect(fromA.headers.get('content-type')).toBe('image/png');
    const fromB = await fetch(`${b.url}/images/${name}`);
    expect(Buffer.from(await fromA.arrayBuffer()).equals(Buffer.from(await fromB.arrayBuffer()))).toBe(true);
    // The demo images seeded by whichever server won the start are served by both.
    const banner = await handle.db.selectFrom('banners').select('banner').limit(1).executeTakeFirstOrThrow();
    for (const server of [a, b]) expect((await fetch(`${server.url}/images/${banner.banner}`)).status).toBe(200);

    // Nothing durable on either server: no data directory was even created.
    expect(fs.existsSync(dataDir('a'))).toBe(false);
    expect(fs.existsSync(dataDir('b'))).toBe(false);
  });

  it('sign-in throttling counts the failures made on both servers together', async () => {
    const ghost = 'nobody@shop.test';
    // LOGIN_MAX_FAILURES=3 per account (an unknown identity: per its text): two wrong guesses here, one there, ...
    for (const server of [a, b, a]) expect((await login(server, ghost, 'wrong guess')).status).toBe(401);
    // ... and the fourth, on either server, is refused before any password is checked.
    for (const server of [b, a]) expect((await login(server, ghost, 'wrong guess')).status).toBe(429);
  });

  it('a change made through one server is heard live by the dashboards connected to the other (LISTEN/NOTIFY)', async () => {
    const customer = await createCustomer(handle.db, 0);
    const tx = await createTransaction(handle.db, customer.id);
    const stream = await openEventStream(a.url, await signIn(a));
    try {
      await stream.waitFor((e) => e.event === 'ready');
      const cancel = await fetch(`${b.url}/api/admin/transaction/update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(await signIn(b)) },
        body: JSON.stringify({ transaction_id: tx.id, status: 'cancel' }),
      });
      expect(cancel.status).toBe(200);
      const heard = await stream.waitFor((e) => e.event === 'change' && e.data.list === 'transactions' && !!e.data.ids?.includes(tx.id));
      expect(heard.data.op).toBe('update');
    } finally {
      await stream.close();
    }
  });

  it('each stops cleanly on SIGTERM while the other keeps serving', async () => {
    expect(await a.stop()).toBe(0);
    expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
    expect(await b.stop()).toBe(0);
  });
});
