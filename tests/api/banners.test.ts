import { apiClient, describeOnEachDatabase } from '../support/test-server';

describeOnEachDatabase('banners', (server) => {
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  it('creates, lists, reads, updates and deletes a banner with the spec messages', async () => {
    const created = await api.post('/admin/banner/create', { note: '  Eid offer ', banner: '1d2b6a74-ce6c-a16d-100a-17973000470c.png', link: 'https://shop.test/eid', isactive: 1 });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Banner created successfully');
    const banner = created.body.data;
    expect(banner).toMatchObject({ note: 'Eid offer', banner: '1d2b6a74-ce6c-a16d-100a-17973000470c.png', isactive: 1 });
    expect(banner.banner_full_url).toMatch(/^\/images\/1d2b6a74-ce6c-a16d-100a-17973000470c\.png$/);

    const list = await api.get('/admin/banners');
    expect(list.body.data.map((b: { id: number }) => b.id)).toContain(banner.id);

    const updated = await api.post(`/admin/banner/update/${banner.id}`, { note: 'Eid offer ends soon', banner: '1d2b6a74-ce6c-a16d-100a-17973000470c.png', link: 'https://shop.test/eid2', isactive: 0 });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Banner updated successfully');
    expect((await api.get(`/admin/banner/${banner.id}`)).body.data).toMatchObject({ note: 'Eid offer ends soon', isactive: 0, link: 'https://shop.test/eid2' });

    const deleted = await api.post(`/admin/banner/delete/${banner.id}`);
    expect(deleted.body.message).toBe('Banner deleted successfully');
    expect((await api.get(`/admin/banner/${banner.id}`)).status).toBe(404);
  });

  it('requires the note and the image on create, and changes nothing when refused', async () => {
    const before = (await api.get('/admin/banners')).body.data.length;
    const res = await api.post('/admin/banner/create', { link: 'https://shop.test' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(['banner', 'note']);
    const flag = await api.post('/admin/banner/create', { note: 'x', banner: 'bd00bca3-5a39-a0e3-714a-9bf2954fd87c.png', isactive: 2 });
    expect(flag.status).toBe(400);
    expect((await api.get('/admin/banners')).body.data.length).toBe(before);
  });

  it('answers 404 in the error shape for a banner that does not exist', async () => {
    const res = await api.post('/admin/banner/update/987654', { note: 'x', banner: 'bd00bca3-5a39-a0e3-714a-9bf2954fd87c.png', link: 'https://x.test' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Banner not found' });
  });
});
