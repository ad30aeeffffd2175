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

  it('names every module from the contract (its summary, and its screen and grant), so activating takes one click', async () => {
    const api = apiClient(server().app, await server().login());
    const modules = await server().db.selectFrom('auth_modules').select(['operation_id', 'name', 'slug', 'description', 'status']).execute();
    const named = new Map(modules.map((m) => [m.operation_id, m]));
    // Named at start, inactive until a super admin says so.
    expect(named.get('listOrders')).toEqual({ operation_id: 'listOrders', name: 'List top-up orders (paged, filtered)', slug: 'list_orders', description: 'Orders: see', status: 0 });
    expect(named.get('completeSelectedOrders')).toMatchObject({ slug: 'complete_selected_orders', description: 'Orders: complete and cancel' });
    expect(named.get('updateOrderStatus')).toMatchObject({ description: 'Orders: complete and cancel' });
    for (const op of server().app.contract.operations.filter((o) => o.requiresAuth && !o.alwaysAllowed && !o.superAdminOnly && !o.grantedWith)) {
      expect({ op: op.operationId, description: named.get(op.operationId)?.description }).toEqual({ op: op.operationId, description: `${op.screen}: ${op.grant}` });
      expect(named.get(op.operationId)?.name).toBe(op.summary);
    }

    // A module named by hand keeps its name; one left unnamed (as before this release) is named by
    // the next sync; a slug another module holds is left empty rather than taken.
    await api.post(`/admin/auth-modules/active/${(await moduleId('listNotices'))}`, { name: 'Notice list', slug: 'my_notices', description: 'Sees notices' });
    await server().db.updateTable('auth_modules').set({ name: null, slug: null, description: 'List banners' }).where('operation_id', '=', 'listBanners').execute();
    await server().db.updateTable('auth_modules').set({ name: null, slug: null, description: null }).where('operation_id', '=', 'getBanner').execute();
    await server().db.updateTable('auth_modules').set({ slug: 'get_banner' }).where('operation_id', '=', 'deleteBanner').execute();
    const sync = await api.get('/admin/permission/sync');
    expect(sync.body.data).toEqual({ added: 0, named: 2 });
    const after = await server().db.selectFrom('auth_modules').select(['operation_id', 'name', 'slug', 'description']).where('operation_id', 'in', ['listNotices', 'listBanners', 'getBanner']).orderBy('operation_id').execute();
    expect(after).toEqual([
      { operation_id: 'getBanner', name: 'Get a banner', slug: null, description: 'Banners: see' },
      { operation_id: 'listBanners', name: 'List banners', slug: 'list_banners', description: 'Banners: see' },
      { operation_id: 'listNotices', name: 'Notice list', slug: 'my_notices', description: 'Sees notices' },
    ]);
    expect((await api.get('/admin/permission/sync')).body.data).toEqual({ added: 0, named: 0 });

    // One click activates every named module; the one without a slug waits for its dialog.
    const all = await api.post('/admin/auth-modules/activate-all');
    expect(all.status).toBe(200);
    expect(all.body.data.activated).toBe(modules.length - 2);
    const inactive = await server().db.selectFrom('auth_modules').select('operation_id').where('status', '=', 0).execute();
    expect(inactive.map((m) => m.operation_id)).toEqual(['getBanner']);
    expect((await api.post('/admin/auth-modules/activate-all')).body.data.activated).toBe(0);
  });

  const moduleId = async (operationId: string) =>
    (await server().db.selectFrom('auth_modules').select('id').where('operation_id', '=', operationId).executeTakeFirstOrThrow()).id;
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
