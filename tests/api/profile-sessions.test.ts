import { createSubAdmin } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

describeOnEachDatabase('the signed-in admin\'s own sessions', (server) => {
  const db = () => server().db;
  const signIn = async (email: string, password: string, userAgent: string) => {
    const res = await server().app.inject({ method: 'POST', url: '/api/admin/login', headers: { 'user-agent': userAgent }, payload: { identity: email, password } });
    return apiClient(server().app, res.json().data.token as string);
  };

  it('listMySessions: only the admin\'s own live sessions, with device, IP, sign-in, last seen and which is this one', async () => {
    const sub = await createSubAdmin(db());
    const other = await createSubAdmin(db());
    const phone = await signIn(sub.email, sub.password, 'Phone browser');
    const laptop = await signIn(sub.email, sub.password, 'Laptop browser');
    await signIn(other.email, other.password, 'Someone else');
    await phone.get('/admin/me');
    const res = await laptop.get('/admin/me/sessions');
    expect(res.status).toBe(200);
    const sessions = res.body.data as { user_agent: string; current: boolean; ip: string; last_seen_at: string | null }[];
    expect(sessions.map((s) => s.user_agent).sort()).toEqual(['Laptop browser', 'Phone browser']);
    expect(sessions.find((s) => s.current)?.user_agent).toBe('Laptop browser');
    expect(sessions.every((s) => s.ip && s.last_seen_at)).toBe(true);
  });

  it('last seen is written at most once a minute', async () => {
    const sub = await createSubAdmin(db());
    const api = await signIn(sub.email, sub.password, 'Browser');
    await api.get('/admin/me');
    const first = await db().selectFrom('sessions').select(['id', 'last_seen_at']).where('admin_id', '=', sub.id).executeTakeFirstOrThrow();
    await api.get('/admin/me');
    const again = await db().selectFrom('sessions').select('last_seen_at').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(again.last_seen_at).toBe(first.last_seen_at);
    await db().updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 61_000) }).where('id', '=', first.id).execute();
    await api.get('/admin/me');
    const later = await db().selectFrom('sessions').select('last_seen_at').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(new Date(later.last_seen_at!).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('revokeMySession: signs out one own session; another admin\'s session is not found and stays', async () => {
    const sub = await createSubAdmin(db());
    const other = await createSubAdmin(db());
    const a = await signIn(sub.email, sub.password, 'A');
    const b = await signIn(sub.email, sub.password, 'B');
    const theirs = await signIn(other.email, other.password, 'Theirs');
    const bId = ((await a.get('/admin/me/sessions')).body.data as { id: number; user_agent: string }[]).find((s) => s.user_agent === 'B')!.id;
    const theirId = ((await theirs.get('/admin/me/sessions')).body.data as { id: number }[])[0].id;
    expect((await a.post(`/admin/me/sessions/${theirId}/revoke`)).status).toBe(404);
    expect((await theirs.get('/admin/me')).status).toBe(200);
    const res = await a.post(`/admin/me/sessions/${bId}/revoke`);
    expect(res.status).toBe(200);
    expect((await b.get('/admin/me')).status).toBe(401);
    expect((await a.get('/admin/me')).status).toBe(200);
    expect((await a.post(`/admin/me/sessions/${bId}/revoke`)).status).toBe(404);
  });

  it('revokeMyOtherSessions: signs out everywhere else, keeps this one; any signed-in admin may, for their own only', async () => {
    const sub = await createSubAdmin(db());
    const other = await createSubAdmin(db());
    const here = await signIn(sub.email, sub.password, 'Here');
    const elsewhere = [await signIn(sub.email, sub.password, 'X'), await signIn(sub.email, sub.password, 'Y')];
    const theirs = await signIn(other.email, other.password, 'Theirs');
    const res = await here.post('/admin/me/sessions/revoke-others');
    expect(res.status).toBe(200);
    expect(res.body.data.revoked).toBe(2);
    for (const api of elsewhere) expect((await api.get('/admin/me')).status).toBe(401);
    expect((await here.get('/admin/me')).status).toBe(200);
    expect((await theirs.get('/admin/me')).status).toBe(200);
    expect((await here.get('/admin/me/sessions')).body.data).toHaveLength(1);
  });
});
