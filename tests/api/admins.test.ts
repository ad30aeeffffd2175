import { sql } from 'kysely';
import { verifyPassword } from '../../server/auth/passwords';
import { loadConfig } from '../../server/config';
import { createSubAdmin } from '../support/fixtures';
import { apiClient, describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';

describe('ADMIN_EMAIL', () => {
  it('is refused by the settings, saying why, when it is no email: the first start would otherwise stop on the database refusing the super admin', () => {
    for (const bad of ['owner', 'owner@', '@shop.test', 'own er@shop.test', 'a@b@shop.test']) {
      expect(() => loadConfig({ ADMIN_EMAIL: bad })).toThrow(`ADMIN_EMAIL must be an email address such as owner@shop.example, got "${bad}"`);
    }
    expect(loadConfig({ ADMIN_EMAIL: 'Owner@Shop.test' }).adminEmail).toBe('Owner@Shop.test');
    expect(loadConfig({}).adminEmail).toBe('admin@shop.local');
  });
});

describeOnEachDatabase('admins', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  const input = (name: string, extra: Record<string, unknown> = {}) => ({
    first_name: 'Test',
    last_name: name,
    username: name,
    email: `${name}@shop.test`,
    password: 'a-good-password',
    confirm_password: 'a-good-password',
    ...extra,
  });

  it('createAdmin: creates a sub-admin with a hashed password, never answered', async () => {
    const res = await api.post('/admin/create-admin', input('Karima'));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Admin created successfully');
    expect(res.body.data).toMatchObject({ username: 'Karima', email: 'karima@shop.test', is_super_admin: false });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const row = await db().selectFrom('admins').select('password_hash').where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain('a-good-password');
    expect(await verifyPassword(row.password_hash, 'a-good-password')).toBe(true);
    await expect(server().login('karima', 'a-good-password')).resolves.toEqual(expect.any(String));
  });

  it('createAdmin: a taken email or username is a 400 with the error on its field (case-insensitive), nothing created', async () => {
    await api.post('/admin/create-admin', input('taken1'));
    const before = await db().selectFrom('admins').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const username = await api.post('/admin/create-admin', input('TAKEN1', { email: 'fresh1@shop.test' }));
    expect(username.status).toBe(400);
    expect(username.body.errors).toEqual([{ param: 'username', msg: 'This username is already taken' }]);
    const email = await api.post('/admin/create-admin', input('fresh2', { email: 'Taken1@Shop.test' }));
    expect(email.body.errors).toEqual([{ param: 'email', msg: 'This email is already taken' }]);
    const both = await api.post('/admin/create-admin', input('taken1'));
    expect(both.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(['email', 'username']);
    const after = await db().selectFrom('admins').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('createAdmin: a username never names another admin\'s email: it cannot contain @ (at once, and in SQL too), and names stay unique case-insensitively', async () => {
    const [holder, impostor, twin, twinUpper] = await Promise.all([
      api.post('/admin/create-admin', input('bossholder', { email: 'boss@shop.test' })),
      api.post('/admin/create-admin', input('Boss@Shop.test', { email: 'impostor@shop.test' })),
      api.post('/admin/create-admin', input('twin', { email: 'twin1@shop.test' })),
      api.post('/admin/create-admin', input('TWIN', { email: 'twin2@shop.test' })),
    ]);
    expect(holder.status).toBe(200);
    expect({ status: impostor.status, body: impostor.body }).toEqual({
      status: 400,
      body: { success: false, message: 'A username cannot contain @', errors: [{ param: 'username', msg: 'A username cannot contain @' }] },
    });
    expect([twin.status, twinUpper.status].sort()).toEqual([200, 400]);
    const owner = await api.post('/admin/create-admin', input(SUPER_ADMIN.email.toUpperCase(), { email: 'owner-impostor@shop.test' }));
    expect(owner.body.errors).toEqual([{ param: 'username', msg: 'A username cannot contain @' }]);
    expect(await db().selectFrom('admins').select('id').where('email', 'in', ['impostor@shop.test', 'owner-impostor@shop.test']).execute()).toEqual([]);
    // Sign-in by that email finds the admin who holds it.
    const token = await server().login('boss@shop.test', 'a-good-password');
    expect((await apiClient(server().app, token).get('/admin/me')).body.data.user.id).toBe(holder.body.data.id);
    // The database holds the rule too, for whatever writes admins.
    const row = { first_name: 'S', last_name: 'Q', password_hash: 'x' };
    await expect(db().insertInto('admins').values({ ...row, username: 'sql@shop.test', email: 'sql1@shop.test' }).execute()).rejects.toMatchObject({ code: '23514' });
    await expect(db().insertInto('admins').values({ ...row, username: 'sql2', email: 'not-an-email' }).execute()).rejects.toMatchObject({ code: '23514' });
    await expect(db().updateTable('admins').set({ username: 'boss@shop.test' }).where('id', '=', holder.body.data.id).execute()).rejects.toMatchObject({ code: '23514' });
  });

  it('createAdmin: confirm password must match, and every field is required', async () => {
    const mismatch = await api.post('/admin/create-admin', input('mismatch', { confirm_password: 'something-else' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ param: 'confirm_password', msg: 'Password and confirm password do not match' }]);
    const blank = await api.post('/admin/create-admin', input('blank', { first_name: '   ' }));
    expect(blank.body.errors).toEqual([{ param: 'first_name', msg: 'First name is required' }]);
    const missing = await api.post('/admin/create-admin', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(['confirm_password', 'email', 'first_name', 'last_name', 'password', 'username']);
  });

  it('listAdmins: paged with total beside data, searchable, sortable, newest first, no secrets', async () => {
    for (const name of ['listzed', 'listamy', 'listbob']) await api.post('/admin/create-admin', input(name));
    const page = await api.get('/admin/admins?page=1&limit=2');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(4);
    expect(page.body.data[0].username).toBe('listbob');
    const found = await api.get('/admin/admins?q=LIST&sort=username');
    expect(found.body.data.map((a: { username: string }) => a.username)).toEqual(['listamy', 'listbob', 'listzed']);
    expect(found.body.total).toBe(3);
    const desc = await api.get('/admin/admins?q=list&sort=-username');
    expect(desc.body.data[0].username).toBe('listzed');
    expect((await api.get('/admin/admins?sort=password_hash')).status).toBe(400);
    expect(JSON.stringify(page.body)).not.toMatch(/password|hash/i);
  });

  it('getAdmin: the admin, 404 for an unknown one', async () => {
    const sub = await createSubAdmin(db());
    const res = await api.get(`/admin/admin/${sub.id}`);
    expect(res.body.data).toMatchObject({ id: sub.id, email: sub.email, is_super_admin: false });
    expect((await api.get('/admin/admin/999999')).status).toBe(404);
  });

  it('deleteAdmin: an admin cannot delete themself', async () => {
    const me = await api.get('/admin/me');
    const res = await api.post(`/admin/admin/delete/${me.body.data.user.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You cannot delete yourself');
  });

  it('deleteAdmin: revokes every session for good (un-deleting the row does not bring a token back), leaves the list', async () => {
    const sub = await createSubAdmin(db());
    const token = await server().login(sub.email, sub.password);
    const subApi = apiClient(server().app, token);
    expect((await subApi.get('/admin/me')).status).toBe(200);
    const res = await api.post(`/admin/admin/delete/${sub.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Admin deleted successfully');
    expect((await subApi.get('/admin/me')).status).toBe(401);
    await db().updateTable('admins').set({ deleted_at: null }).where('id', '=', sub.id).execute();
    expect((await subApi.get('/admin/me')).status).toBe(401);
    await db().updateTable('admins').set({ deleted_at: sql`now()` }).where('id', '=', sub.id).execute();
    expect((await api.get(`/admin/admin/${sub.id}`)).status).toBe(404);
    expect((await api.post(`/admin/admin/delete/${sub.id}`)).status).toBe(404);
    const list = await api.get('/admin/admins?limit=100');
    expect(list.body.data.map((a: { id: number }) => a.id)).not.toContain(sub.id);
    await expect(server().login(sub.email, sub.password)).rejects.toThrow(/401/);
  });

  it('deleteAdmin: two super admins deleting each other at once leave one super admin, never none', async () => {
    const other = await createSubAdmin(db(), 'second-owner-password');
    await db().updateTable('admins').set({ is_super_admin: true }).where('id', '=', other.id).execute();
    const owner = await db().selectFrom('admins').select('id').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow();
    const otherApi = apiClient(server().app, await server().login(other.email, other.password));
    const [a, b] = await Promise.all([api.post(`/admin/admin/delete/${other.id}`), otherApi.post(`/admin/admin/delete/${owner.id}`)]);
    expect([a.status, b.status].sort()).toEqual([200, expect.any(Number)]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    const supers = await db().selectFrom('admins').select('id').where('is_super_admin', '=', true).where('deleted_at', 'is', null).execute();
    expect(supers).toHaveLength(1);
    if (supers[0].id !== owner.id) {
      // The other won: hand the shop back for the next tests.
      await db().updateTable('admins').set({ deleted_at: null }).where('id', '=', owner.id).execute();
      api = apiClient(server().app, await server().login());
    }
  });
});
