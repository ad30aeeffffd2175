import { hashToken } from '../../server/auth/sessions';
import { apiClient, describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';
import { createSubAdmin } from '../support/fixtures';

describeOnEachDatabase('sessions', (server) => {
  it('signs in by email or username and answers with the user and an opaque token, never a hash', async () => {
    const api = apiClient(server().app);
    for (const identity of [SUPER_ADMIN.email, SUPER_ADMIN.email.toUpperCase(), 'owner']) {
      const res = await api.post('/admin/login', { identity, password: SUPER_ADMIN.password, remember: 1 });
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ email: SUPER_ADMIN.email, first_name: 'Super' });
      expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    }
  });

  it('stores only a hash of the token, with 24 h or 300 h lifetime by Remember me', async () => {
    const api = apiClient(server().app);
    const short = await api.post('/admin/login', { identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: 0 });
    const long = await api.post('/admin/login', { identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: 1 });
    const hours = async (token: string) => {
      const row = await server().db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
      expect(row.token_hash).not.toContain(token);
      return (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 3_600_000;
    };
    expect(Math.round(await hours(short.body.data.token))).toBe(24);
    expect(Math.round(await hours(long.body.data.token))).toBe(300);
  });

  it('answers one message for an unknown user and a wrong password alike', async () => {
    const api = apiClient(server().app);
    const unknown = await api.post('/admin/login', { identity: 'nobody@shop.test', password: 'whatever-password' });
    const wrong = await api.post('/admin/login', { identity: 'owner', password: 'not the password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, message: 'Wrong email or password' });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('accepts the token raw or as Bearer, and logout revokes it', async () => {
    const { app } = server();
    const token = await server().login();
    const raw = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: token } });
    expect(raw.statusCode).toBe(200);
    const api = apiClient(app, token);
    expect((await api.get('/admin/me')).status).toBe(200);
    expect((await api.post('/admin/logout')).status).toBe(200);
    const after = await api.get('/admin/me');
    expect(after.status).toBe(401);
    expect(after.body.success).toBe(false);
  });

  it('tells a super admin every operation and a sub-admin only what is always allowed plus grants', async () => {
    const superMe = await apiClient(server().app, await server().login()).get('/admin/me');
    expect(superMe.body.data.is_super_admin).toBe(true);
    expect(superMe.body.data.permissions.length).toBe(server().app.contract.operations.length);
    const sub = await createSubAdmin(server().db);
    const subMe = await apiClient(server().app, await server().login(sub.email, sub.password)).get('/admin/me');
    expect(subMe.body.data.is_super_admin).toBe(false);
    expect(subMe.body.data.permissions.sort()).toEqual(
      [
        'changePassword',
        'getMe',
        'logout',
        'uploadImage',
        'listMySessions',
        'revokeMySession',
        // Open to every admin; each group of its answer is scoped by the admin's own grants.
        'searchEverything',
        // A record's history: open to every admin, for the records they may see (its kind's list).
        'listRecordHistory',
        'revokeMyOtherSessions',
        // One's own language (docs/languages.md).
        'updateMyPreferences',
        // Live events and pending counts: every admin, filtered to what they may see.
        'streamEvents',
        'getPendingCounts',
        // Two-step sign-in, one's own.
        'beginSecondFactorSetup',
        'confirmSecondFactor',
        'regenerateRecoveryCodes',
        'disableMySecondFactor',
      ].sort(),
    );
  });

  it('changing the password checks the old one and revokes the other sessions only', async () => {
    const sub = await createSubAdmin(server().db, 'first-password-1');
    const tokenA = await server().login(sub.email, 'first-password-1');
    const tokenB = await server().login(sub.email, 'first-password-1');
    const a = apiClient(server().app, tokenA);
    const wrongOld = await a.post('/admin/change-password', { old_password: 'nope-nope', new_password: 'second-password-2', confirm_password: 'second-password-2' });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.errors).toEqual([{ msg: 'The old password is not correct', param: 'old_password' }]);
    const mismatch = await a.post('/admin/change-password', { old_password: 'first-password-1', new_password: 'second-password-2', confirm_password: 'other' });
    expect(mismatch.status).toBe(400);
    const changed = await a.post('/admin/change-password', { old_password: 'first-password-1', new_password: 'second-password-2', confirm_password: 'second-password-2' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password changed successfully');
    expect((await a.get('/admin/me')).status).toBe(200);
    expect((await apiClient(server().app, tokenB).get('/admin/me')).status).toBe(401);
    await expect(server().login(sub.email, 'first-password-1')).rejects.toThrow(/401/);
    await expect(server().login(sub.email, 'second-password-2')).resolves.toEqual(expect.any(String));
  });

  it('locks an identity out after 5 failed attempts in 15 minutes with 429 and Retry-After', async () => {
    await server().db.deleteFrom('auth_throttle').execute();
    const sub = await createSubAdmin(server().db, 'right-password');
    const api = apiClient(server().app);
    for (let i = 0; i < 5; i++) expect((await api.post('/admin/login', { identity: sub.email, password: `wrong-${i}` })).status).toBe(401);
    const locked = await api.post('/admin/login', { identity: sub.email, password: 'right-password' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.success).toBe(false);
    // The lock is per identity and client (and per client): clear this client's counters so other tests sign in.
    await server().db.deleteFrom('auth_throttle').execute();
  });

  it('locks a client out after 20 failures whatever identities it tries', async () => {
    await server().db.deleteFrom('auth_throttle').execute();
    const api = apiClient(server().app);
    for (let i = 0; i < 20; i++) await api.post('/admin/login', { identity: `guess${i}@shop.test`, password: 'wrong-password' });
    const res = await api.post('/admin/login', { identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password });
    expect(res.status).toBe(429);
    await server().db.deleteFrom('auth_throttle').execute();
  });
});
