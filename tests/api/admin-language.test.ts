import { createSubAdmin } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

/** Issue 25: the dashboard's language is saved on the admin's account, for the next sign-in on any device. */
describeOnEachDatabase("the admin's language", (server) => {
  const signIn = async (email: string, password: string) => {
    const res = await server().app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity: email, password } });
    return apiClient(server().app, res.json().data.token as string);
  };

  it('is none until chosen; a sub-admin saves their own, and the next sign-in on another device reads it', async () => {
    const sub = await createSubAdmin(server().db);
    const phone = await signIn(sub.email, sub.password);
    expect((await phone.get('/admin/me')).body.data.preferences).toEqual({ language: null, bengali_digits: true });
    const saved = await phone.post('/admin/me/preferences', { language: 'bn', bengali_digits: false });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ language: 'bn', bengali_digits: false });
    const laptop = await signIn(sub.email, sub.password);
    expect((await laptop.get('/admin/me')).body.data.preferences).toEqual({ language: 'bn', bengali_digits: false });
    // Only their own: another admin's account is untouched.
    const other = await createSubAdmin(server().db);
    expect((await (await signIn(other.email, other.password)).get('/admin/me')).body.data.preferences.language).toBeNull();
  });

  it('refuses a language the dashboard does not speak, or a missing setting, and keeps the saved one', async () => {
    const sub = await createSubAdmin(server().db);
    const api = await signIn(sub.email, sub.password);
    await api.post('/admin/me/preferences', { language: 'en', bengali_digits: true });
    for (const body of [{ language: 'fr', bengali_digits: true }, { language: 'bn' }, { language: null, bengali_digits: true }, { language: 'bn', bengali_digits: 'yes' }]) {
      const res = await api.post('/admin/me/preferences', body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await api.get('/admin/me')).body.data.preferences).toEqual({ language: 'en', bengali_digits: true });
  });

  it('is saved with its audit record', async () => {
    const sub = await createSubAdmin(server().db);
    const api = await signIn(sub.email, sub.password);
    await api.post('/admin/me/preferences', { language: 'bn', bengali_digits: true });
    const audit = await server().db.selectFrom('audit_log').select(['operation_id', 'admin_id']).where('operation_id', '=', 'updateMyPreferences').where('admin_id', '=', sub.id).execute();
    expect(audit).toEqual([{ operation_id: 'updateMyPreferences', admin_id: sub.id }]);
  });
});
