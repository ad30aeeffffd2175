import { createSubAdmin, createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

describeOnEachDatabase('auth modules and grants', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  const moduleOf = async (operationId: string) =>
    db().selectFrom('auth_modules').select(['id', 'status']).where('operation_id', '=', operationId).executeTakeFirstOrThrow();
  const activate = async (operationId: string) => {
    const m = await moduleOf(operationId);
    const res = await api.post(`/admin/auth-modules/active/${m.id}`, { name: `Can ${operationId}`, slug: operationId.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), description: operationId });
    expect(res.status).toBe(200);
    return m.id;
  };
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  it('listAuthModules: paged with total, each with its domain (tag); filtered by tag, status and text; sorted', async () => {
    const page = await api.get('/admin/auth-modules?limit=5');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(5);
    expect(page.body.total).toBeGreaterThan(50);
    const banners = await api.get('/admin/auth-modules?tag=banners&limit=100');
    expect(banners.body.data.map((m: { operation_id: string }) => m.operation_id).sort()).toEqual(['deleteBanner', 'getBanner', 'listBanners', 'updateBanner', 'createBanner'].sort());
    expect(banners.body.data.every((m: { tag: string }) => m.tag === 'banners')).toBe(true);
    await activate('listNotices');
    const active = await api.get('/admin/auth-modules?status=1&q=notices&limit=100');
    expect(active.body.data.map((m: { operation_id: string }) => m.operation_id)).toEqual(['listNotices']);
    const sorted = await api.get('/admin/auth-modules?sort=-operation_id&limit=3');
    const ids = sorted.body.data.map((m: { operation_id: string }) => m.operation_id);
    expect([...ids].sort().reverse()).toEqual(ids);
  });

  it('activateAuthModule: name, slug and description required with the spec\'s messages; slug format; slug unique on its field', async () => {
    const m = await moduleOf('getNotice');
    const missing = await api.post(`/admin/auth-modules/active/${m.id}`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { param: 'name', msg: 'Auth name is required' },
        { param: 'slug', msg: 'Slug is required' },
        { param: 'description', msg: 'Description is required' },
      ]),
    );
    const blank = await api.post(`/admin/auth-modules/active/${m.id}`, { name: '   ', slug: 'ok_slug', description: 'x' });
    expect(blank.body.errors).toEqual([{ param: 'name', msg: 'Auth name is required' }]);
    const badSlug = await api.post(`/admin/auth-modules/active/${m.id}`, { name: 'Notice', slug: 'Not Valid', description: 'x' });
    expect(badSlug.body.errors).toEqual([{ param: 'slug', msg: 'Invalid slug type. Slug should be like:- this_is_a_valid_slug' }]);
    const done = await api.post(`/admin/auth-modules/active/${m.id}`, { name: 'Read a notice', slug: 'read_notice', description: 'Open one notice' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Auth activated successfully');
    expect(done.body.data).toMatchObject({ status: 1, slug: 'read_notice', tag: 'notices' });
    const other = await moduleOf('createNotice');
    const taken = await api.post(`/admin/auth-modules/active/${other.id}`, { name: 'x', slug: 'read_notice', description: 'x' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([{ param: 'slug', msg: 'This slug is already used by another module' }]);
    expect((await moduleOf('createNotice')).status).toBe(0);
    expect((await api.post('/admin/auth-modules/active/999999', { name: 'x', slug: 'x_y', description: 'x' })).status).toBe(404);
  });

  it('updateAdminAuthModules: replaces the whole set; getAdminAuthModules shows every active module grouped by tag with its grant', async () => {
    const sub = await createSubAdmin(db());
    const [a, b, c] = [await activate('listBanners'), await activate('getBanner'), await activate('listAutoServers')];
    const first = await api.post('/admin/admin-auth/update', { admin_id: sub.id, auth_ids: [a, b] });
    expect(first.status).toBe(200);
    expect(first.body.data.auth_ids.sort()).toEqual([a, b].sort());
    const second = await api.post('/admin/admin-auth/update', { admin_id: sub.id, auth_ids: [c] });
    expect(second.body.data.auth_ids).toEqual([c]);
    const read = await api.get(`/admin/admin-auth/${sub.id}`);
    const modules = read.body.data.modules as { id: number; tag: string; granted: boolean }[];
    expect(modules.filter((m) => m.granted).map((m) => m.id)).toEqual([c]);
    expect(modules.find((m) => m.id === a)).toMatchObject({ tag: 'banners', granted: false });
    const tags = modules.map((m) => m.tag);
    expect([...tags].sort()).toEqual(tags);
  });

  it('updateAdminAuthModules: unknown or inactive modules are a 400 and change nothing; an unknown admin is a 404', async () => {
    const sub = await createSubAdmin(db());
    const a = await activate('listBanners');
    await api.post('/admin/admin-auth/update', { admin_id: sub.id, auth_ids: [a] });
    const inactive = await moduleOf('deleteBanner');
    expect(inactive.status).toBe(0);
    const res = await api.post('/admin/admin-auth/update', { admin_id: sub.id, auth_ids: [a, inactive.id, 999999] });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].param).toBe('auth_ids');
    expect((await api.get(`/admin/admin-auth/${sub.id}`)).body.data.auth_ids).toEqual([a]);
    expect((await api.post('/admin/admin-auth/update', { admin_id: 999999, auth_ids: [] })).status).toBe(404);
    expect((await api.get('/admin/admin-auth/999999')).status).toBe(404);
  });

  it('a permission taken away takes effect on the sub-admin\'s next request', async () => {
    const sub = await createSubAdmin(db());
    const subApi = apiClient(server().app, await server().login(sub.email, sub.password));
    const a = await activate('listBanners');
    await api.post('/admin/admin-auth/update', { admin_id: sub.id, auth_ids: [a] });
    expect((await subApi.get('/admin/banners')).status).toBe(200);
    expect((await subApi.get('/admin/me')).body.data.permissions).toContain('listBanners');
    await api.post('/admin/admin-auth/update', { admin_id: sub.id, auth_ids: [] });
    expect((await subApi.get('/admin/banners')).status).toBe(403);
    expect((await subApi.get('/admin/me')).body.data.permissions).not.toContain('listBanners');
  });

  it('concurrent replacements of one admin\'s modules end with one whole set, never a mix', async () => {
    const sub = await createSubAdmin(db());
    const ids = [await activate('listBanners'), await activate('getBanner'), await activate('listAutoServers'), await activate('getAutoServer')];
    const sets = [ids.slice(0, 2), ids.slice(2)];
    await Promise.all(Array.from({ length: 6 }, (_, i) => api.post('/admin/admin-auth/update', { admin_id: sub.id, auth_ids: sets[i % 2] })));
    const final = ((await api.get(`/admin/admin-auth/${sub.id}`)).body.data.auth_ids as number[]).sort();
    expect(sets.map((s) => [...s].sort())).toContainEqual(final);
  });

  it('setAdminPackagePermissions: replaces the set; getAdminPackagePermissions lists every live product with its packages and grants', async () => {
    const sub = await createSubAdmin(db());
    const one = await createTopupPackage(db(), 'voucher');
    const two = await createTopupPackage(db(), 'in_game');
    const set = await api.post('/admin/topup-package-permission/add-permission', { admin_id: sub.id, topup_package_id: [one.packageId, two.packageId] });
    expect(set.status).toBe(200);
    const replaced = await api.post('/admin/topup-package-permission/add-permission', { admin_id: sub.id, topup_package_id: [two.packageId] });
    expect(replaced.body.data.topup_package_id).toEqual([two.packageId]);
    const read = (await api.get(`/admin/topup-package-permission/admin/${sub.id}`)).body.data;
    const product = read.products.find((p: { id: number }) => p.id === one.productId);
    expect(product).toMatchObject({ topup_type: 'voucher', packages: [{ id: one.packageId, granted: false, price: '100.00' }] });
    expect(read.products.find((p: { id: number }) => p.id === two.productId).packages[0].granted).toBe(true);
    const unknown = await api.post('/admin/topup-package-permission/add-permission', { admin_id: sub.id, topup_package_id: [999999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].param).toBe('topup_package_id');
    expect((await api.get(`/admin/topup-package-permission/admin/${sub.id}`)).body.data.topup_package_id).toEqual([two.packageId]);
  });

  it('granting calls stay with super admins, even for a sub-admin granted every module', async () => {
    const sub = await createSubAdmin(db());
    const subApi = apiClient(server().app, await server().login(sub.email, sub.password));
    for (const [url, body] of [
      ['/admin/admin-auth/update', { admin_id: sub.id, auth_ids: [] }],
      ['/admin/topup-package-permission/add-permission', { admin_id: sub.id, topup_package_id: [] }],
      ['/admin/create-admin', { first_name: 'a', last_name: 'b', username: 'c', email: 'c@d.test', password: 'long-enough', confirm_password: 'long-enough' }],
    ] as const) {
      expect((await subApi.post(url, body)).status).toBe(403);
    }
  });
});
