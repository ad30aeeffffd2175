import { apiClient, describeOnEachDatabase } from '../support/test-server';

describeOnEachDatabase('notices', (server) => {
  let api: ReturnType<typeof apiClient>;
  const count = async () => Number((await server().db.selectFrom('notices').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  it('creates, lists, reads, updates and deletes a notice with the spec messages', async () => {
    const created = await api.post('/admin/notice/create', {
      title: '',
      image: '1e547150-43df-09c4-0c6c-0ff2c0e4a2d8.png',
      link: ' https://shop.test/eid ',
      notice: '  Eid offer: 10% off  ',
      type: 'flat_page_top',
      is_active: 1,
      for_home_modal: 1,
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Notice created successfully');
    const notice = created.body.data;
    expect(notice).toMatchObject({ title: '', image: '1e547150-43df-09c4-0c6c-0ff2c0e4a2d8.png', link: 'https://shop.test/eid', notice: 'Eid offer: 10% off', type: 'flat_page_top', is_active: 1, for_home_modal: 1 });
    expect(notice.image_full_url).toMatch(/^\/images\/1e547150-43df-09c4-0c6c-0ff2c0e4a2d8\.png$/);

    const list = await api.get('/admin/notices');
    expect(list.status).toBe(200);
    expect(list.body.data.find((n: { id: number }) => n.id === notice.id)).toMatchObject({ notice: 'Eid offer: 10% off', image_full_url: notice.image_full_url });

    const updated = await api.post(`/admin/notice/update/${notice.id}`, { title: '', image: null, link: null, notice: 'Offer ends tonight', type: 'popup', is_active: 0, for_home_modal: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Notice updated successfully');
    expect((await api.get(`/admin/notice/${notice.id}`)).body.data).toMatchObject({ notice: 'Offer ends tonight', type: 'popup', is_active: 0, image: null, image_full_url: null, link: null });

    const deleted = await api.post(`/admin/notice/delete/${notice.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Notice deleted successfully');
    expect((await api.get(`/admin/notice/${notice.id}`)).status).toBe(404);
    expect((await api.get('/admin/notices')).body.data.map((n: { id: number }) => n.id)).not.toContain(notice.id);
  });

  it('stores an omitted title as empty, and defaults to a popup, active, for the home modal', async () => {
    const res = await api.post('/admin/notice/create', { notice: 'Server maintenance at midnight' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: '', image: null, image_full_url: null, link: null, type: 'popup', is_active: 1, for_home_modal: 1 });
  });

  it('requires the notice text, blank included, and changes nothing when refused', async () => {
    const before = await count();
    const missing = await api.post('/admin/notice/create', { title: '', type: 'popup' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ param: 'notice', msg: 'Notice is required' }]);
    for (const notice of ['', '   \n ']) {
      const res = await api.post('/admin/notice/create', { notice });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ param: 'notice', msg: 'Notice is required' }]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses an update with blank text and keeps the notice as it was', async () => {
    const { id } = (await api.post('/admin/notice/create', { notice: 'Keep me', type: 'flat_page_top' })).body.data;
    const res = await api.post(`/admin/notice/update/${id}`, { notice: '  ', type: 'popup' });
    expect(res.status).toBe(400);
    expect((await api.get(`/admin/notice/${id}`)).body.data).toMatchObject({ notice: 'Keep me', type: 'flat_page_top' });
  });

  it('accepts only the popup and flat_page_top types and 0/1 flags', async () => {
    const before = await count();
    const cases = [{ type: 'banner' }, { is_active: 2 }, { for_home_modal: '1x' }, { is_active: true }, { color: 'red' }];
    for (const extra of cases) {
      const res = await api.post('/admin/notice/create', { notice: 'x', ...extra });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect(await count()).toBe(before);
  });

  it('answers 404 for a notice that does not exist, on read, update and delete', async () => {
    const before = await count();
    expect((await api.get('/admin/notice/987654')).status).toBe(404);
    const update = await api.post('/admin/notice/update/987654', { notice: 'x' });
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ success: false, message: 'Notice not found' });
    expect((await api.post('/admin/notice/delete/987654')).status).toBe(404);
    expect(await count()).toBe(before);
  });
});
