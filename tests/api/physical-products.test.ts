import { apiClient, describeOnEachDatabase } from '../support/test-server';

const MOUSE = { name: 'Gaming Mouse', image: '6f33bb8b-1d8a-c109-3203-082b58eeb4ab.png', sale_price: '1450.50', regular_price: '1800.00', quantity: 25, is_active: 1, description: '<p>7 buttons, RGB.</p>' };

describeOnEachDatabase('physical products', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  const rows = () => db().selectFrom('physical_products').selectAll().orderBy('id').execute();
  const create = async (body: Record<string, unknown> = {}) => (await api.post('/admin/physical-product/create', { ...MOUSE, ...body })).body.data;

  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  it('creates, lists, reads and updates a product with the spec messages and the image URL', async () => {
    const created = await api.post('/admin/physical-product/create', { ...MOUSE, name: ' Gaming Mouse ' });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Product created successfully');
    const product = created.body.data;
    expect(product).toMatchObject({ name: 'Gaming Mouse', image: '6f33bb8b-1d8a-c109-3203-082b58eeb4ab.png', sale_price: '1450.50', regular_price: '1800.00', quantity: 25, is_active: 1, description: '<p>7 buttons, RGB.</p>' });
    expect(product.image_full_url).toMatch(/^\/images\/6f33bb8b-1d8a-c109-3203-082b58eeb4ab\.png$/);
    expect(product).not.toHaveProperty('deleted_at');

    const list = await api.get('/admin/physical-products');
    expect(list.status).toBe(200);
    expect(list.body.data.find((p: { id: number }) => p.id === product.id)).toMatchObject({ name: 'Gaming Mouse', image_full_url: product.image_full_url });

    const updated = await api.post(`/admin/physical-product/update/${product.id}`, { ...MOUSE, name: 'Wireless Mouse', image: '7cf8f3af-61bd-c6ec-f494-8cd821ca6bcc.png', sale_price: '1200.00', quantity: 3, is_active: 0 });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Product updated successfully');
    const read = await api.get(`/admin/physical-product/${product.id}`);
    expect(read.body.data).toMatchObject({ name: 'Wireless Mouse', image: '7cf8f3af-61bd-c6ec-f494-8cd821ca6bcc.png', sale_price: '1200.00', quantity: 3, is_active: 0 });
    expect(read.body.data.image_full_url).toMatch(/\/images\/7cf8f3af-61bd-c6ec-f494-8cd821ca6bcc\.png$/);
  });

  it('accepts 0 as a sale price, a regular price and a quantity, on create and on update', async () => {
    const created = await api.post('/admin/physical-product/create', { ...MOUSE, name: 'Gift Voucher', sale_price: 0, regular_price: 0, quantity: 0 });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ sale_price: '0.00', regular_price: '0.00', quantity: 0 });

    const other = await create({ name: 'Trigger Pair' });
    const updated = await api.post(`/admin/physical-product/update/${other.id}`, { ...MOUSE, sale_price: 0, regular_price: 0, quantity: 0 });
    expect(updated.status).toBe(200);
    const stored = await db().selectFrom('physical_products').selectAll().where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ sale_price: '0.00', regular_price: '0.00', quantity: 0 });
  });

  it('is active unless told otherwise', async () => {
    const { is_active: _active, ...rest } = MOUSE;
    const res = await api.post('/admin/physical-product/create', rest);
    expect(res.body.data.is_active).toBe(1);
  });

  it('refuses negative prices and quantity, fractional quantity, prices as text and more than two decimals, changing nothing', async () => {
    const product = await create({ name: 'Keyboard' });
    const before = await rows();
    const refused: [Record<string, unknown>, string][] = [
      [{ sale_price: -1 }, 'sale_price'],
      [{ regular_price: -0.01 }, 'regular_price'],
      [{ quantity: -1 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{ sale_price: '100abc' }, 'sale_price'],
      [{ sale_price: '10.555' }, 'sale_price'],
      [{ sale_price: 10.555 }, 'sale_price'],
      [{ regular_price: 100000001 }, 'regular_price'],
    ];
    for (const [change, param] of refused) {
      for (const url of ['/admin/physical-product/create', `/admin/physical-product/update/${product.id}`]) {
        const res = await api.post(url, { ...MOUSE, ...change });
        expect(res.status).toBe(400);
        expect(res.body.errors.map((e: { param: string }) => e.param)).toEqual([param]);
      }
    }
    expect(await rows()).toEqual(before);
  });

  it('requires name, image (on create), prices and quantity, blank names included, and changes nothing when refused', async () => {
    const before = await rows();
    const missing = await api.post('/admin/physical-product/create', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { param: 'name', msg: 'Name is required' },
        { param: 'image', msg: 'Image is required' },
        { param: 'sale_price', msg: 'Sale price is required' },
        { param: 'regular_price', msg: 'Regular price is required' },
        { param: 'quantity', msg: 'Quantity is required' },
      ]),
    );
    const { image: _image, ...noImage } = MOUSE;
    expect((await api.post('/admin/physical-product/create', noImage)).body.errors).toEqual([{ param: 'image', msg: 'Image is required' }]);
    const blank = await api.post('/admin/physical-product/create', { ...MOUSE, name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ param: 'name', msg: 'Name is required' }]);
    expect(await rows()).toEqual(before);
  });

  it('keeps the current image and description when an update omits them', async () => {
    const product = await create({ name: 'Headset', image: 'f7ed2329-fd2a-e0ff-5faf-cd03c56b316d.png', description: '<p>Surround</p>' });
    const { image: _image, description: _description, ...rest } = MOUSE;
    const res = await api.post(`/admin/physical-product/update/${product.id}`, { ...rest, name: 'Headset Pro' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Headset Pro', image: 'f7ed2329-fd2a-e0ff-5faf-cd03c56b316d.png', description: '<p>Surround</p>' });
  });

  it('sanitises the rich-text description before storing it', async () => {
    const product = await create({
      name: 'Mouse pad',
      description: '<p onclick="steal()">Soft <strong>cloth</strong><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)"></p>',
    });
    const stored = await db().selectFrom('physical_products').select('description').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(stored.description).toContain('Soft <strong>cloth</strong>');
    expect(stored.description).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(product.description).toBe(stored.description);

    const cleared = await api.post(`/admin/physical-product/update/${product.id}`, { ...MOUSE, description: '<script>alert(1)</script>' });
    expect(cleared.body.data.description).toBeNull();
  });

  it('soft-deletes: the product leaves the list while its orders keep referring to it', async () => {
    const product = await create({ name: 'Controller' });
    const customer = await db().insertInto('customers').values({ username: 'buyer', phone: '01900000001' }).returning('id').executeTakeFirstOrThrow();
    const order = await db()
      .insertInto('physical_orders')
      .values({ customer_id: customer.id, product_id: product.id, quantity: 1, amount: 1450.5 })
      .returning('id')
      .executeTakeFirstOrThrow();

    const deleted = await api.post(`/admin/physical-product/delete/${product.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Product deleted successfully');

    expect((await api.get('/admin/physical-products')).body.data.map((p: { id: number }) => p.id)).not.toContain(product.id);
    expect((await api.get(`/admin/physical-product/${product.id}`)).status).toBe(404);
    expect((await api.post(`/admin/physical-product/update/${product.id}`, MOUSE)).status).toBe(404);
    expect((await api.post(`/admin/physical-product/delete/${product.id}`)).status).toBe(404);

    const kept = await db().selectFrom('physical_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ product_id: product.id, amount: '1450.50', status: 'pending' });
    const stored = await db().selectFrom('physical_products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Controller');
    expect(stored.deleted_at).not.toBeNull();
  });

  it('answers 404 in the error shape for a product that does not exist', async () => {
    const res = await api.get('/admin/physical-product/987654');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Product not found' });
    expect((await api.post('/admin/physical-product/update/987654', MOUSE)).status).toBe(404);
  });
});
