import { createOrder } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

type Row = { id: number; sort_order: number };

describeOnEachDatabase('top-up products', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  const create = (body: Record<string, unknown>) => api.post('/admin/topup-product/create', { name: 'Free Fire', topup_type: 'in_game', logo: 'fe1c5525-4ed8-2df3-20a8-e3556a2dc26b.png', ...body });

  it('creates, reads and updates a product with logo_full_url, is_idcode and the success texts', async () => {
    const created = await create({ name: '  PUBG UC ', topup_type: 'id_code', is_active: 1, sort_order: 3 });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Product created successfully');
    const product = created.body.data;
    expect(product).toMatchObject({ name: 'PUBG UC', topup_type: 'id_code', logo: 'fe1c5525-4ed8-2df3-20a8-e3556a2dc26b.png', is_idcode: 1, is_active: 1, sort_order: 3, rules: null });
    expect(product.logo_full_url).toMatch(/^\/images\/fe1c5525-4ed8-2df3-20a8-e3556a2dc26b\.png$/);
    expect(product).not.toHaveProperty('deleted_at');

    const updated = await api.post(`/admin/topup-product/update/${product.id}`, { name: 'PUBG Mobile UC', topup_type: 'voucher', sort_order: 2, is_active: 0 });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Product updated successfully');
    // The logo was not sent on update: the current one stays.
    expect((await api.get(`/admin/topup-product/${product.id}`)).body.data).toMatchObject({
      name: 'PUBG Mobile UC', topup_type: 'voucher', is_idcode: 0, is_active: 0, sort_order: 2, logo: 'fe1c5525-4ed8-2df3-20a8-e3556a2dc26b.png',
    });
  });

  it('sort_order defaults to 1 on create', async () => {
    const res = await api.post('/admin/topup-product/create', { name: 'Default order', topup_type: 'voucher', logo: 'f6e00576-f126-3161-8f72-8cdae1d657a4.png' });
    expect(res.status).toBe(200);
    expect(res.body.data.sort_order).toBe(1);
    const row = await db().selectFrom('topup_products').select('sort_order').where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row.sort_order).toBe(1);
  });

  it('sanitises the rules rich text on the server before storing it', async () => {
    const dirty = '<p onclick="steal()">Top up <strong>fast</strong><script>alert(1)</script><a href="javascript:alert(2)">x</a></p><img src="x" onerror="boom()">';
    const created = await create({ rules: dirty });
    const id = created.body.data.id;
    const stored = await db().selectFrom('topup_products').select('rules').where('id', '=', id).executeTakeFirstOrThrow();
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:']) expect(stored.rules).not.toContain(bad);
    expect(stored.rules).toContain('<strong>fast</strong>');
    expect(created.body.data.rules).toBe(stored.rules);

    await api.post(`/admin/topup-product/update/${id}`, { name: 'Free Fire', topup_type: 'in_game', sort_order: 1, rules: '<h2>Rules</h2><iframe src="https://evil.test"></iframe>' });
    const after = await db().selectFrom('topup_products').select('rules').where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.rules).toBe('<h2>Rules</h2>');
  });

  it('lists live products ordered by sort_order, then id', async () => {
    const ids: number[] = [];
    for (const sort_order of [5, 2, 5, 2]) ids.push((await create({ sort_order })).body.data.id);
    const list = (await api.get('/admin/topup-products')).body.data as Row[];
    const sorted = [...list].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
    expect(list.map((p) => p.id)).toEqual(sorted.map((p) => p.id));
    const mine = list.map((p) => p.id).filter((id) => ids.includes(id));
    expect(mine).toEqual([ids[1], ids[3], ids[0], ids[2]]);
  });

  it('requires the name, logo and type on create, and changes nothing when refused', async () => {
    const before = await db().selectFrom('topup_products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const missing = await api.post('/admin/topup-product/create', { sort_order: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(['logo', 'name', 'topup_type']);
    expect((await create({ topup_type: 'gift' })).status).toBe(400);
    expect((await create({ name: '   ' })).status).toBe(400);
    const after = await db().selectFrom('topup_products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('deleting a product is soft: it and its packages leave the lists while existing orders keep working', async () => {
    const product = (await create({ name: 'Retired game' })).body.data;
    const pkg = (await api.post('/admin/topup-package/add', { product_id: product.id, name: '100 Diamonds', price: 90, buy_price: 0 })).body.data;
    const order = await createOrder(db(), product.id, pkg.id);

    const deleted = await api.post(`/admin/topup-product/delete/${product.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ message: 'Product deleted successfully', data: { id: product.id } });

    expect((await api.get('/admin/topup-products')).body.data.map((p: Row) => p.id)).not.toContain(product.id);
    expect((await api.get(`/admin/topup-product/${product.id}`)).status).toBe(404);
    expect((await api.get(`/admin/topup-packages/${product.id}`)).status).toBe(404);
    expect((await api.get(`/admin/topup-package/${pkg.id}`)).status).toBe(404);
    expect((await api.post(`/admin/topup-product/delete/${product.id}`)).status).toBe(404);

    // The rows stay, so the order still names its product and package.
    const history = await db()
      .selectFrom('orders as o')
      .innerJoin('topup_products as pr', 'pr.id', 'o.product_id')
      .innerJoin('topup_packages as p', 'p.id', 'o.package_id')
      .select(['o.id', 'pr.name as product', 'p.name as package'])
      .where('o.id', '=', order.id)
      .executeTakeFirst();
    expect(history).toEqual({ id: order.id, product: 'Retired game', package: '100 Diamonds' });
    const cancelled = await db().updateTable('orders').set({ status: 'cancel' }).where('id', '=', order.id).executeTakeFirst();
    expect(Number(cancelled.numUpdatedRows)).toBe(1);
  });

  it('answers 404 in the error shape for a product that does not exist', async () => {
    const res = await api.post('/admin/topup-product/update/987654', { name: 'x', topup_type: 'voucher', sort_order: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Top-up product not found' });
    expect((await api.get('/admin/topup-product/987654')).status).toBe(404);
  });
});
