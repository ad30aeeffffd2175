import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { apiClient, createPostgresDatabase, DATABASE_KINDS, describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';

describeOnEachDatabase('permission sync', (server) => {
  it('adds a module for every grantable operation once, and never duplicates', async () => {
    const api = apiClient(server().app, await server().login());
    const before = await server().db.selectFrom('auth_modules').select(['operation_id', 'status']).execute();
    expect(before.length).toBeGreaterThan(50);
    expect(before.every((m) => m.status === 0)).toBe(true);
    await server().db.deleteFrom('auth_modules').where('operation_id', '=', 'listBanners').execute();
    const first = await api.get('/admin/permission/sync');
    expect(first.status).toBe(200);
    expect(first.body.data.added).toBe(1);
    const second = await api.get('/admin/permission/sync');
    expect(second.body.data.added).toBe(0);
    const after = await server().db.selectFrom('auth_modules').select('operation_id').execute();
    expect(new Set(after.map((m) => m.operation_id)).size).toBe(after.length);
    expect(after.map((m) => m.operation_id)).not.toContain('getMe');
  });
});

/**
 * An operation added to the contract since the database was last started on has no auth module
 * yet (simulated by deleting one): the next start adds it, so no Sync Permission is needed before
 * a super admin can activate and grant it.
 */
describe.each(DATABASE_KINDS)('auth modules at every start [%s]', (kind) => {
  it('adds the module of an operation new since the last start, inactive, without a Sync Permission', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-sync-'));
    const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: SUPER_ADMIN.email,
      ADMIN_PASSWORD: SUPER_ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      STATIC_DIR: path.join(dataDir, 'no-app'),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    try {
      const first = await startServer(config, { logger: false });
      await first.database.db.deleteFrom('auth_modules').where('operation_id', '=', 'listBanners').execute();
      const total = (await first.database.db.selectFrom('auth_modules').select('id').execute()).length;
      await first.stop();
      const second = await startServer(config, { logger: false });
      try {
        const modules = await second.database.db.selectFrom('auth_modules').select(['operation_id', 'status']).execute();
        expect(modules).toHaveLength(total + 1);
        expect(modules.find((m) => m.operation_id === 'listBanners')).toEqual({ operation_id: 'listBanners', status: 0 });
      } finally {
        await second.stop();
      }
    } finally {
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
