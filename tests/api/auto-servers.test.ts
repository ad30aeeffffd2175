import { apiClient, describeOnEachDatabase } from '../support/test-server';

describeOnEachDatabase('auto servers', (server) => {
  let api: ReturnType<typeof apiClient>;
  const rows = () => server().db.selectFrom('auto_servers').selectAll().orderBy('id').execute();
  const create = (body: Record<string, unknown>) => api.post('/admin/auto-server/create', body);

  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  it('creates, lists, reads, updates and deletes a server with the spec messages', async () => {
    const created = await create({ name: '  Backup server ', link: ' https://topup-2.shop.test ', status: 'inactive' });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Server created successfully');
    const auto = created.body.data;
    expect(auto).toMatchObject({ name: 'Backup server', link: 'https://topup-2.shop.test', status: 'inactive' });
    expect(auto).not.toHaveProperty('deleted_at');

    expect((await api.get('/admin/auto-server')).body.data.map((s: { id: number }) => s.id)).toContain(auto.id);

    const updated = await api.post(`/admin/auto-server/update/${auto.id}`, { name: 'Backup', link: 'https://topup-3.shop.test', status: 'active' });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Server updated successfully');
    expect((await api.get(`/admin/auto-server/${auto.id}`)).body.data).toMatchObject({ name: 'Backup', link: 'https://topup-3.shop.test', status: 'active' });

    const deleted = await api.post(`/admin/auto-server/delete/${auto.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Server deleted successfully');
  });

  it('takes the same status values, active and inactive, on create and on update', async () => {
    const { id } = (await create({ name: 'A', link: 'https://a.shop.test', status: 'active' })).body.data;
    const toInactive = await api.post(`/admin/auto-server/update/${id}`, { name: 'A', link: 'https://a.shop.test', status: 'inactive' });
    expect(toInactive.body.data.status).toBe('inactive');
    const toActive = await api.post(`/admin/auto-server/update/${id}`, { name: 'A', link: 'https://a.shop.test', status: 'active' });
    expect(toActive.body.data.status).toBe('active');
  });

  it('refuses any other status value on create and on update, changing nothing', async () => {
    const { id } = (await create({ name: 'B', link: 'https://b.shop.test', status: 'active' })).body.data;
    const before = await rows();
    for (const status of ['deactive', 'Inactive', '0', 0]) {
      const created = await create({ name: 'C', link: 'https://c.shop.test', status });
      expect(created.status).toBe(400);
      expect(created.body.errors[0].param).toBe('status');
      const updated = await api.post(`/admin/auto-server/update/${id}`, { name: 'B', link: 'https://b.shop.test', status });
      expect(updated.status).toBe(400);
    }
    expect(await rows()).toEqual(before);
  });

  it('defaults the status to active', async () => {
    expect((await create({ name: 'D', link: 'https://d.shop.test' })).body.data.status).toBe('active');
  });

  it('requires the name and the link, blank included, and changes nothing when refused', async () => {
    const before = await rows();
    const missing = await create({ status: 'active' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(['link', 'name']);
    const blankName = await create({ name: '   ', link: 'https://e.shop.test' });
    expect(blankName.status).toBe(400);
    expect(blankName.body.errors).toEqual([{ param: 'name', msg: 'Name is required' }]);
    const blankLink = await create({ name: 'E', link: ' ' });
    expect(blankLink.body.errors).toEqual([{ param: 'link', msg: 'Link must be an absolute http or https address' }]);
    expect(await rows()).toEqual(before);
  });

  it('deletes softly: the server leaves lists and reads but its row stays', async () => {
    const { id } = (await create({ name: 'Old server', link: 'https://old.shop.test' })).body.data;
    expect((await api.post(`/admin/auto-server/delete/${id}`)).status).toBe(200);
    expect((await api.get('/admin/auto-server')).body.data.map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await api.get(`/admin/auto-server/${id}`)).status).toBe(404);
    expect((await api.post(`/admin/auto-server/update/${id}`, { name: 'x', link: 'https://x.shop.test' })).status).toBe(404);
    expect((await api.post(`/admin/auto-server/delete/${id}`)).status).toBe(404);
    const row = await server().db.selectFrom('auto_servers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Old server' });
    expect(row.deleted_at).not.toBeNull();
  });

  it('answers 404 for a server that does not exist, changing nothing', async () => {
    const before = await rows();
    expect((await api.get('/admin/auto-server/987654')).status).toBe(404);
    const update = await api.post('/admin/auto-server/update/987654', { name: 'x', link: 'https://x.shop.test', status: 'active' });
    expect(update.body).toEqual({ success: false, message: 'Auto server not found' });
    expect((await api.post('/admin/auto-server/delete/987654')).status).toBe(404);
    expect(await rows()).toEqual(before);
  });
});
