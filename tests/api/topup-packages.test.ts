import { createOrder, createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

describeOnEachDatabase('top-up packages', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  const newProduct = async (topup_type = 'in_game') =>
    (await api.post('/admin/topup-product/create', { name: `Game ${topup_type}`, topup_type, logo: '5a631003-d9fc-6523-c5f4-bdccb5be93fa.png' })).body.data.id as number;
  const addPackage = (body: Record<string, unknown>) => api.post('/admin/topup-package/add', { name: '50 Diamonds', price: 45, buy_price: 0.4, ...body });
  const packageCount = async () => Number((await db().selectFrom('topup_packages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('creates, reads and updates a package with the success texts; listTopupPackages returns the product\'s live packages', async () => {
    const productId = await newProduct();
    const created = await addPackage({ product_id: productId, name: ' 100 Diamonds ', tag: ' hot ', price: 95.5, buy_price: 0.8 });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Topup package created successfully');
    expect(created.body.data).toMatchObject({ product_id: productId, name: '100 Diamonds', tag: 'hot', price: '95.50', buy_price: '0.8000', in_stock: 1, auto_delivery: 0, map_voucher_package_id: null });
    const id = created.body.data.id;
    const second = (await addPackage({ product_id: productId })).body.data.id;

    const updated = await api.post(`/admin/topup-package/update/${id}`, { product_id: productId, name: '110 Diamonds', price: 99, buy_price: 0.85, tag: null, in_stock: 0 });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Topup package updated successfully');
    expect((await api.get(`/admin/topup-package/${id}`)).body.data).toMatchObject({ name: '110 Diamonds', price: '99.00', buy_price: '0.8500', tag: null, in_stock: 0 });

    await api.post(`/admin/topup-package/delete/${second}`);
    const list = await api.get(`/admin/topup-packages/${productId}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id, product_id: productId, product_name: 'Game in_game' })]);
    expect((await api.get('/admin/topup-packages/987654')).status).toBe(404);
  });

  it('price and buy_price must be at least 0, and 0 is a valid price', async () => {
    const productId = await newProduct();
    const free = await addPackage({ product_id: productId, price: 0, buy_price: 0 });
    expect(free.status).toBe(200);
    expect(free.body.data).toMatchObject({ price: '0.00', buy_price: '0.0000' });
    const before = await packageCount();
    for (const bad of [{ price: -1 }, { buy_price: -0.01 }, { price: '12x' }, { price: null }, { price: 1.005 }, { buy_price: 0.00001 }]) {
      const res = await addPackage({ product_id: productId, ...bad });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].param).toBe(Object.keys(bad)[0]);
    }
    expect(await packageCount()).toBe(before);
  });

  it('auto_delivery is 0 or 1', async () => {
    const productId = await newProduct();
    expect((await addPackage({ product_id: productId, auto_delivery: 1 })).body.data.auto_delivery).toBe(1);
    const res = await addPackage({ product_id: productId, auto_delivery: 2 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ param: 'auto_delivery' })]);
  });

  it('map_voucher_package must be a live package of a voucher-type product, and may be null or omitted', async () => {
    const productId = await newProduct();
    const voucher = await createTopupPackage(db(), 'voucher');
    const idCode = await createTopupPackage(db(), 'id_code');
    const deletedVoucher = await createTopupPackage(db(), 'voucher');
    await api.post(`/admin/topup-package/delete/${deletedVoucher.packageId}`);

    const none = await addPackage({ product_id: productId });
    expect(none.body.data.map_voucher_package_id).toBeNull();
    expect((await addPackage({ product_id: productId, map_voucher_package: null })).body.data.map_voucher_package_id).toBeNull();

    const mapped = await addPackage({ product_id: productId, auto_delivery: 1, map_voucher_package: voucher.packageId });
    expect(mapped.status).toBe(200);
    expect(mapped.body.data.map_voucher_package_id).toBe(voucher.packageId);

    const before = await packageCount();
    for (const target of [idCode.packageId, deletedVoucher.packageId, none.body.data.id, 987654]) {
      const res = await addPackage({ product_id: productId, map_voucher_package: target });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ param: 'map_voucher_package', msg: 'Choose a package of a voucher product' }]);
    }
    expect(await packageCount()).toBe(before);

    const id = mapped.body.data.id;
    const refused = await api.post(`/admin/topup-package/update/${id}`, { product_id: productId, name: 'x', price: 1, buy_price: 0, map_voucher_package: idCode.packageId });
    expect(refused.status).toBe(400);
    expect((await api.get(`/admin/topup-package/${id}`)).body.data).toMatchObject({ name: '50 Diamonds', map_voucher_package_id: voucher.packageId });
    // Omitted keeps the mapping; null clears it.
    await api.post(`/admin/topup-package/update/${id}`, { product_id: productId, name: 'kept', price: 1, buy_price: 0, auto_delivery: 1 });
    expect((await api.get(`/admin/topup-package/${id}`)).body.data.map_voucher_package_id).toBe(voucher.packageId);
    await api.post(`/admin/topup-package/update/${id}`, { product_id: productId, name: 'cleared', price: 1, buy_price: 0, map_voucher_package: null });
    expect((await api.get(`/admin/topup-package/${id}`)).body.data.map_voucher_package_id).toBeNull();
  });

  it('a package needs a live product (404), and refused input changes nothing', async () => {
    const before = await packageCount();
    const res = await addPackage({ product_id: 987654 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Top-up product not found');
    const missing = await api.post('/admin/topup-package/add', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(['buy_price', 'name', 'price', 'product_id']);
    expect(await packageCount()).toBe(before);
  });

  it('deleting a package is soft: it leaves the lists while its orders and vouchers stay', async () => {
    const { productId, packageId } = await createTopupPackage(db(), 'voucher');
    await db().insertInto('vouchers').values({ package_id: packageId, data: 'KEEP-ME' }).execute();
    const order = await createOrder(db(), productId, packageId, 'completed');
    const res = await api.post(`/admin/topup-package/delete/${packageId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Package deleted successfully', data: { id: packageId } });
    expect((await api.get(`/admin/topup-package/${packageId}`)).status).toBe(404);
    expect((await api.get(`/admin/topup-packages/${productId}`)).body.data).toEqual([]);
    expect((await api.post(`/admin/topup-package/delete/${packageId}`)).status).toBe(404);
    const kept = await db().selectFrom('orders').innerJoin('topup_packages as p', 'p.id', 'orders.package_id').select('p.deleted_at').where('orders.id', '=', order.id).executeTakeFirstOrThrow();
    expect(kept.deleted_at).toEqual(expect.any(String));
    expect(await db().selectFrom('vouchers').select('data').where('package_id', '=', packageId).execute()).toEqual([{ data: 'KEEP-ME' }]);
  });

  it('deleting a voucher package (or its product) stops the packages that auto-delivered from it', async () => {
    const mapFrom = async (voucherPackageId: number) => {
      const { packageId } = await createTopupPackage(db(), 'in_game');
      await db().updateTable('topup_packages').set({ auto_delivery: 1, map_voucher_package_id: voucherPackageId }).where('id', '=', packageId).execute();
      return packageId;
    };
    const mappingOf = async (id: number) =>
      db().selectFrom('topup_packages').select(['auto_delivery', 'map_voucher_package_id']).where('id', '=', id).executeTakeFirstOrThrow();

    const source = await createTopupPackage(db(), 'voucher');
    const other = await createTopupPackage(db(), 'voucher');
    const mapped = await mapFrom(source.packageId);
    const untouched = await mapFrom(other.packageId);
    expect((await api.post(`/admin/topup-package/delete/${source.packageId}`)).status).toBe(200);
    expect(await mappingOf(mapped)).toEqual({ auto_delivery: 0, map_voucher_package_id: null });
    expect(await mappingOf(untouched)).toEqual({ auto_delivery: 1, map_voucher_package_id: other.packageId });

    expect((await api.post(`/admin/topup-product/delete/${other.productId}`)).status).toBe(200);
    expect(await mappingOf(untouched)).toEqual({ auto_delivery: 0, map_voucher_package_id: null });
  });

  describe('updateDollarRate', () => {
    it('reprices every live package with buy_price > 0 to ceil(buy_price × dollar_rate) and answers how many changed', async () => {
      const productId = await newProduct();
      const ids: Record<string, number> = {};
      for (const [name, buy_price, price] of [['a', 1.25, 10], ['b', 0.3333, 10], ['c', 0, 77], ['d', 2, 240], ['deleted', 5, 1]] as const) {
        ids[name] = (await addPackage({ product_id: productId, name, buy_price, price })).body.data.id;
      }
      await api.post(`/admin/topup-package/delete/${ids.deleted}`);
      const other = await createTopupPackage(db(), 'in_game', { buy_price: 3, price: 5 });

      const res = await api.post('/admin/topup-package/update-dollar', { product_id: productId, dollar_rate: 120 });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Dollar rate updated successfully');
      // d was already at ceil(2 × 120) = 240: it did not change.
      expect(res.body.data).toEqual({ updated: 2 });

      const prices = Object.fromEntries(
        (await db().selectFrom('topup_packages').select(['id', 'price']).where('product_id', 'in', [productId, other.productId]).execute()).map((p) => [p.id, p.price]),
      );
      expect(prices[ids.a]).toBe('150.00');
      expect(prices[ids.b]).toBe('40.00'); // 0.3333 × 120 = 39.996
      expect(prices[ids.c]).toBe('77.00');
      expect(prices[ids.d]).toBe('240.00');
      expect(prices[ids.deleted]).toBe('1.00');
      expect(prices[other.packageId]).toBe('5.00');

      const fractional = await api.post('/admin/topup-package/update-dollar', { product_id: productId, dollar_rate: 117.35 });
      // a: 1.25 × 117.35 = 146.6875 → 147; d: 234.7 → 235; b: 39.11 → 40 as before.
      expect(fractional.body.data).toEqual({ updated: 2 });
      const after = await db().selectFrom('topup_packages').select(['id', 'price']).where('id', 'in', [ids.a, ids.b, ids.d]).orderBy('id').execute();
      expect(after.map((p) => p.price)).toEqual(['147.00', '40.00', '235.00']);
    });

    it('dollar_rate must be greater than 0 and the product must exist (404), changing nothing', async () => {
      const productId = await newProduct();
      const id = (await addPackage({ product_id: productId, buy_price: 1, price: 10 })).body.data.id;
      for (const dollar_rate of [0, -5, '100x', 1.00001]) {
        const res = await api.post('/admin/topup-package/update-dollar', { product_id: productId, dollar_rate });
        expect(res.status).toBe(400);
        expect(res.body.errors[0].param).toBe('dollar_rate');
      }
      const unknown = await api.post('/admin/topup-package/update-dollar', { product_id: 987654, dollar_rate: 100 });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Top-up product not found');
      expect((await db().selectFrom('topup_packages').select('price').where('id', '=', id).executeTakeFirstOrThrow()).price).toBe('10.00');
    });
  });
});
