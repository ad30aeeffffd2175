import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { startServer, type Started } from '../../server/start';
import { createPostgresDatabase, SUPER_ADMIN } from '../support/test-server';
import { multipartBody, TINY_PNG } from '../support/fixtures';

/** Issue 7, point 5: ready for many servers on one PostgreSQL. */
describe('ready for many servers on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const dirs: string[] = [];
  const servers: Started[] = [];
  /** One server as its own process would run it: its own data directory, the shared database. */
  const start = (env: Record<string, string> = {}) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-n-'));
    dirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      ADMIN_EMAIL: SUPER_ADMIN.email,
      ADMIN_PASSWORD: SUPER_ADMIN.password,
      SEED_DEMO: '1',
      SMS_PROVIDER: 'off',
      LOG_LEVEL: 'silent',
      STATIC_DIR: path.join(dataDir, 'no-app'),
      ...env,
    });
    return startServer(config, { logger: false }).then((s) => (servers.push(s), s));
  };

  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await database?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('N servers starting at once on one empty database: none crashes, one super admin, one set of auth modules and demo data', async () => {
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => start({ IMAGE_STORAGE: 'database' })));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const { db } = servers[0].database;
    expect(await db.selectFrom('admins').select('email').where('is_super_admin', '=', true).execute()).toEqual([{ email: SUPER_ADMIN.email }]);
    const modules = await db.selectFrom('auth_modules').select('operation_id').execute();
    expect(new Set(modules.map((m) => m.operation_id)).size).toBe(modules.length);
    const banners = await db.selectFrom('banners').select('id').execute();
    expect(banners).toHaveLength(3);
  });

  it('a sign-in on one server is a session on the other; an image uploaded to one is served by the other (IMAGE_STORAGE=database)', async () => {
    const [a, b] = servers;
    const login = await a.app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: 0 } });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    const me = await b.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(SUPER_ADMIN.email);

    const { body, headers } = multipartBody('image', 'logo.png', TINY_PNG, 'image/png');
    const up = await b.app.inject({ method: 'POST', url: '/api/v1/upload/image', headers: { ...headers, authorization: `Bearer ${token}` }, payload: body });
    expect(up.statusCode).toBe(200);
    const served = await a.app.inject({ method: 'GET', url: `/images/${up.json().data.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // The demo images seeded by whichever server won the start are served by every server too.
    const banner = await a.database.db.selectFrom('banners').select('banner').limit(1).executeTakeFirstOrThrow();
    expect((await b.app.inject({ method: 'GET', url: `/images/${banner.banner}` })).statusCode).toBe(200);

    // Sign out on the other server: the session ends everywhere.
    expect((await b.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });

  it('with IMAGE_STORAGE=disk each server keeps its own images (why several servers need the database backend)', async () => {
    const c = await start({ IMAGE_STORAGE: 'disk' });
    const d = await start({ IMAGE_STORAGE: 'disk' });
    const token = (await c.app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: 0 } })).json().data.token as string;
    const { body, headers } = multipartBody('image', 'logo.png', TINY_PNG, 'image/png');
    const up = await c.app.inject({ method: 'POST', url: '/api/v1/upload/image', headers: { ...headers, authorization: `Bearer ${token}` }, payload: body });
    expect((await c.app.inject({ method: 'GET', url: `/images/${up.json().data.image}` })).statusCode).toBe(200);
    expect((await d.app.inject({ method: 'GET', url: `/images/${up.json().data.image}` })).statusCode).toBe(404);
  });
});
