import { buildApp } from '../../server/app';
import { handlers } from '../../server/domains';
import type { HandlerMap } from '../../server/http/handler';
import { apiClient, describeOnEachDatabase } from '../support/test-server';
import { createSubAdmin, grantOperations } from '../support/fixtures';

/** A concrete URL for a contract path: ids become 1. */
const concrete = (path: string) => path.replace(/\{\w+\}/g, '1');

describeOnEachDatabase('the contract as the route table', (server) => {
  it('binds every operation of the contract and answers 401 to a caller without a valid token', async () => {
    const { app } = server();
    const secured = app.contract.operations.filter((o) => o.requiresAuth);
    expect(secured.length).toBeGreaterThan(80);
    for (const op of secured) {
      for (const authorization of [undefined, 'Bearer not-a-real-token-0123456789abcdef']) {
        const res = await app.inject({ method: op.method.toUpperCase() as 'GET', url: `/api${concrete(op.path)}`, headers: authorization ? { authorization } : {} });
        expect({ op: op.operationId, status: res.statusCode }).toEqual({ op: op.operationId, status: 401 });
        expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
  });

  it('refuses to start when an operation of the contract has no handler (nothing answers 501)', async () => {
    const { listBanners: _unbound, ...lacking } = handlers;
    // The type already refuses a missing handler (npm run typecheck); this is the start's own check behind it.
    await expect(buildApp({ db: server().db, config: server().config, handlers: lacking as HandlerMap, logger: false })).rejects.toThrow(
      'Operations of the contract without a handler: listBanners',
    );
  });

  it('rejects unknown fields and wrong types with 400 in the agreed shape, changing nothing', async () => {
    const token = await server().login();
    const api = apiClient(server().app, token);
    const res = await api.post('/admin/change-password', { old_password: 'old-password', new_password: 'new-password-1', confirm_password: 'new-password-1', is_super_admin: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: expect.any(String), errors: [{ param: 'is_super_admin', msg: 'is_super_admin is not an accepted field' }] });
    const missing = await apiClient(server().app).post('/admin/login', { identity: 'owner' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ msg: 'Password is required', param: 'password' }]);
    const badJson = await server().app.inject({ method: 'POST', url: '/api/admin/login', headers: { 'content-type': 'application/json' }, payload: '{"identity":' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().success).toBe(false);
    const badPage = await api.get('/admin/banners?page=0');
    expect([400, 200]).toContain(badPage.status);
  });

  it('forbids a sub-admin what was not granted, allows it once an active module is granted', async () => {
    const sub = await createSubAdmin(server().db);
    const api = apiClient(server().app, await server().login(sub.email, sub.password));
    const denied = await api.get('/admin/banners');
    expect(denied.status).toBe(403);
    expect(denied.body.success).toBe(false);
    await grantOperations(server().db, sub.id, ['listBanners']);
    expect((await api.get('/admin/banners')).status).toBe(200);
    await server().db.updateTable('auth_modules').set({ status: 0 }).where('operation_id', '=', 'listBanners').execute();
    expect((await api.get('/admin/banners')).status).toBe(403);
    await server().db.updateTable('auth_modules').set({ status: 1 }).where('operation_id', '=', 'listBanners').execute();
  });

  it('keeps privilege-granting calls to the super admin even when a module is granted', async () => {
    const sub = await createSubAdmin(server().db);
    const api = apiClient(server().app, await server().login(sub.email, sub.password));
    const res = await api.get('/admin/permission/sync');
    expect(res.status).toBe(403);
  });

  it('writes an audit record for every mutation: admin, operation, target, outcome', async () => {
    const token = await server().login();
    const api = apiClient(server().app, token);
    await api.post('/admin/banner/delete/999999');
    const row = await server()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('operation_id', '=', 'deleteBanner')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ method: 'POST', target: 'id=999999', status_code: 404 });
    expect(row.admin_id).toEqual(expect.any(Number));
  });

  it('serves a rendered API reference at /api/docs', async () => {
    const res = await server().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/swagger/i);
    const json = await server().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().info.title).toMatch(/Shop Admin/i);
  });

  it('answers health without a token', async () => {
    const res = await apiClient(server().app).get('/health');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('ok');
  });
});
