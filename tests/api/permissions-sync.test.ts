import { apiClient, describeOnEachDatabase } from '../support/test-server';

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
