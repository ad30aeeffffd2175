import { verifyPassword } from '../../server/auth/passwords';
import { createSubAdmin, grantOperations } from '../support/fixtures';
import { apiClient, describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';

/**
 * A super admin looks after the team: edits an admin (name, username, email, role), sets a new
 * password for one who forgot theirs, deactivates one who left and reactivates them. Whatever takes
 * access away ends the admin's sessions at once, and the shop always keeps an active super admin.
 */
describeOnEachDatabase('the team: edit, reset password, deactivate', (server) => {
  let api: ReturnType<typeof apiClient>;
  let ownerId: number;
  const db = () => server().db;
  const signInAs = async (identity: string, password: string) => apiClient(server().app, await server().login(identity, password));
  const tryLogin = (identity: string, password: string) =>
    server().app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity, password, remember: 0 } });
  const edit = (sub: { id: number; email: string }, extra: Record<string, unknown> = {}) => ({
    first_name: 'Sub',
    last_name: 'Edited',
    username: `u${sub.id}`,
    email: sub.email,
    is_super_admin: false,
    ...extra,
  });
  const makeSuper = async (password: string) => {
    const other = await createSubAdmin(db(), password);
    await db().updateTable('admins').set({ is_super_admin: true }).where('id', '=', other.id).execute();
    return other;
  };
  const auditOf = (operationId: string, target: number) =>
    db().selectFrom('audit_log').select(['admin_id', 'target', 'status_code']).where('operation_id', '=', operationId).where('target', '=', `admin=${target}`).execute();

  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
    ownerId = (await db().selectFrom('admins').select('id').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow()).id;
  });

  it('updateAdmin: changes name, username and email with createAdmin\'s rules, audited; answers no secret', async () => {
    const sub = await createSubAdmin(db());
    const taken = await createSubAdmin(db());
    const res = await api.post(`/admin/admin/update/${sub.id}`, edit(sub, { first_name: '  Nadia ', last_name: 'Akter', username: 'Nadia2', email: 'Nadia2@Shop.test' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: sub.id, first_name: 'Nadia', last_name: 'Akter', username: 'Nadia2', email: 'nadia2@shop.test', is_super_admin: false, is_active: true });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    // The new username signs in; the answers of the list carry the change.
    await expect(server().login('nadia2', sub.password)).resolves.toEqual(expect.any(String));
    expect((await api.get(`/admin/admin/${sub.id}`)).body.data.username).toBe('Nadia2');

    const clash = await api.post(`/admin/admin/update/${sub.id}`, edit(sub, { username: taken.email.split('@')[0].toUpperCase(), email: taken.email }));
    expect(clash.status).toBe(400);
    expect(clash.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(['email', 'username']);
    // Keeping one's own username and email is no clash.
    expect((await api.post(`/admin/admin/update/${sub.id}`, edit(sub, { username: 'nadia2', email: 'nadia2@shop.test' }))).status).toBe(200);
    const at = await api.post(`/admin/admin/update/${sub.id}`, edit(sub, { username: 'x@y.test' }));
    expect(at.body.errors).toEqual([{ param: 'username', msg: 'A username cannot contain @' }]);
    expect((await api.post('/admin/admin/update/999999', edit(sub))).status).toBe(404);
    expect(await auditOf('updateAdmin', sub.id)).toEqual(expect.arrayContaining([{ admin_id: ownerId, target: `admin=${sub.id}`, status_code: 200 }]));
  });

  it('updateAdmin: a change of role ends the admin\'s sessions; the new role holds at their next sign-in', async () => {
    const sub = await createSubAdmin(db());
    const subApi = await signInAs(sub.email, sub.password);
    expect((await subApi.get('/admin/me')).body.data.is_super_admin).toBe(false);
    const promoted = await api.post(`/admin/admin/update/${sub.id}`, edit(sub, { is_super_admin: true }));
    expect(promoted.body.data.is_super_admin).toBe(true);
    expect((await subApi.get('/admin/me')).status).toBe(401);
    const again = await signInAs(sub.email, sub.password);
    expect((await again.get('/admin/me')).body.data.is_super_admin).toBe(true);
    // Demoted again: the super admin screens are closed to them at once.
    await api.post(`/admin/admin/update/${sub.id}`, edit(sub));
    expect((await again.get('/admin/me')).status).toBe(401);
    expect((await (await signInAs(sub.email, sub.password)).get('/admin/admins')).status).toBe(403);
  });

  it('updateAdmin: the last active super admin cannot be made a sub-admin (409), even by themself', async () => {
    const me = await api.post(`/admin/admin/update/${ownerId}`, { first_name: 'Super', last_name: 'Admin', username: 'owner', email: SUPER_ADMIN.email, is_super_admin: false });
    expect(me.status).toBe(409);
    expect(me.body.message).toBe('The last active super admin cannot be made a sub-admin');
    expect((await db().selectFrom('admins').select('is_super_admin').where('id', '=', ownerId).executeTakeFirstOrThrow()).is_super_admin).toBe(true);
    // With another active super admin, one may hand the role over: their own session stays.
    const other = await makeSuper('second-owner-password');
    const otherApi = await signInAs(other.email, other.password);
    const handover = await otherApi.post(`/admin/admin/update/${other.id}`, edit(other));
    expect(handover.status).toBe(200);
    expect((await otherApi.get('/admin/me')).body.data.is_super_admin).toBe(false);
  });

  it('resetAdminPassword: the new password signs in, the old one no more; every session ends; never answered', async () => {
    const sub = await createSubAdmin(db(), 'the-forgotten-one');
    const subApi = await signInAs(sub.email, sub.password);
    expect((await tryLogin(sub.email, sub.password)).statusCode).toBe(200);
    expect(await db().selectFrom('admin_devices').select('id').where('admin_id', '=', sub.id).execute()).toHaveLength(2);

    const mismatch = await api.post(`/admin/admins/${sub.id}/password/reset`, { new_password: 'brand-new-password', confirm_password: 'something else' });
    expect(mismatch.body.errors).toEqual([{ param: 'confirm_password', msg: 'Password and confirm password do not match' }]);
    expect((await api.post(`/admin/admins/${sub.id}/password/reset`, { new_password: 'short', confirm_password: 'short' })).status).toBe(400);

    const res = await api.post(`/admin/admins/${sub.id}/password/reset`, { new_password: 'brand-new-password', confirm_password: 'brand-new-password' });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('brand-new-password');
    expect((await subApi.get('/admin/me')).status).toBe(401);
    expect((await tryLogin(sub.email, 'the-forgotten-one')).statusCode).toBe(401);
    expect((await tryLogin(sub.email, 'brand-new-password')).statusCode).toBe(200);
    // The devices they had signed in from are forgotten (the new sign-in is a new one).
    const devices = await db().selectFrom('admin_devices').select('id').where('admin_id', '=', sub.id).execute();
    expect(devices).toHaveLength(1);
    const row = await db().selectFrom('admins').select('password_hash').where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, 'brand-new-password')).toBe(true);
    const audit = await auditOf('resetAdminPassword', sub.id);
    expect(audit).toEqual(expect.arrayContaining([{ admin_id: ownerId, target: `admin=${sub.id}`, status_code: 200 }]));
    expect(JSON.stringify(await db().selectFrom('audit_log').selectAll().where('operation_id', '=', 'resetAdminPassword').execute())).not.toContain('brand-new-password');
  });

  it('resetAdminPassword: not one\'s own (409: change password asks for the old one), not another admin\'s for a sub-admin (403), 404 for nobody', async () => {
    const own = await api.post(`/admin/admins/${ownerId}/password/reset`, { new_password: 'brand-new-password', confirm_password: 'brand-new-password' });
    expect(own.status).toBe(409);
    await expect(server().login()).resolves.toEqual(expect.any(String));
    const sub = await createSubAdmin(db());
    await grantOperations(db(), sub.id, ['listAdmins', 'getAdmin']);
    const subApi = await signInAs(sub.email, sub.password);
    expect((await subApi.post(`/admin/admins/${ownerId}/password/reset`, { new_password: 'brand-new-password', confirm_password: 'brand-new-password' })).status).toBe(403);
    expect((await api.post('/admin/admins/999999/password/reset', { new_password: 'brand-new-password', confirm_password: 'brand-new-password' })).status).toBe(404);
  });

  it('deactivateAdmin: the admin cannot sign in (told so only with the right password) and their sessions end; reactivateAdmin lets them back with their grants', async () => {
    const sub = await createSubAdmin(db());
    await grantOperations(db(), sub.id, ['listBanners']);
    const subApi = await signInAs(sub.email, sub.password);
    expect((await subApi.get('/admin/banners')).status).toBe(200);

    const res = await api.post(`/admin/admins/${sub.id}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: sub.id, is_active: false });
    expect((await subApi.get('/admin/banners')).status).toBe(401);
    const refused = await tryLogin(sub.email, sub.password);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 403,
      message: 'This account is deactivated. Ask a super admin to reactivate it.',
    });
    expect((await tryLogin(sub.email, 'not-the-password')).statusCode).toBe(401);
    // Still in the list, marked; deactivating again changes nothing.
    const listed = (await api.get('/admin/admins?limit=100')).body.data.find((a: { id: number }) => a.id === sub.id);
    expect(listed).toMatchObject({ is_active: false });
    expect((await api.post(`/admin/admins/${sub.id}/deactivate`)).status).toBe(200);

    const back = await api.post(`/admin/admins/${sub.id}/reactivate`);
    expect(back.body.data).toMatchObject({ id: sub.id, is_active: true });
    expect((await (await signInAs(sub.email, sub.password)).get('/admin/banners')).status).toBe(200);
    expect((await auditOf('deactivateAdmin', sub.id)).length).toBeGreaterThanOrEqual(1);
    expect((await auditOf('reactivateAdmin', sub.id)).length).toBe(1);
  });

  it('deactivateAdmin: never oneself, never the last active super admin (409); another super admin may be', async () => {
    const self = await api.post(`/admin/admins/${ownerId}/deactivate`);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot deactivate yourself');
    const other = await makeSuper('third-owner-password');
    const otherApi = await signInAs(other.email, other.password);
    expect((await api.post(`/admin/admins/${other.id}/deactivate`)).status).toBe(200);
    expect((await otherApi.get('/admin/me')).status).toBe(401);
    // Every other super admin deactivated: the owner is the last active one, and cannot be made a sub-admin.
    await db().updateTable('admins').set({ deactivated_at: new Date() }).where('is_super_admin', '=', true).where('id', '!=', ownerId).execute();
    const demote = await api.post(`/admin/admin/update/${ownerId}`, { first_name: 'Super', last_name: 'Admin', username: 'owner', email: SUPER_ADMIN.email, is_super_admin: false });
    expect(demote.status).toBe(409);
    // Two super admins deactivating each other at once: one of them stays active.
    const a = await makeSuper('fourth-owner-password');
    const b = await makeSuper('fifth-owner-password');
    const [aApi, bApi] = await Promise.all([signInAs(a.email, a.password), signInAs(b.email, b.password)]);
    const [ab, ba] = await Promise.all([aApi.post(`/admin/admins/${b.id}/deactivate`), bApi.post(`/admin/admins/${a.id}/deactivate`)]);
    expect([ab.status, ba.status].filter((s) => s === 200)).toHaveLength(1);
    const active = await db().selectFrom('admins').select('id').where('id', 'in', [a.id, b.id]).where('deactivated_at', 'is', null).execute();
    expect(active).toHaveLength(1);
  });

  it('deleteAdmin: nobody deletes themself, whatever the client offers (409)', async () => {
    const res = await api.post(`/admin/admin/delete/${ownerId}`);
    expect(res.status).toBe(409);
    expect((await db().selectFrom('admins').select('deleted_at').where('id', '=', ownerId).executeTakeFirstOrThrow()).deleted_at).toBeNull();
  });
});
