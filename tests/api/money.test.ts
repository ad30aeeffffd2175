import { createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

/** Exact money: taka with at most two decimals, never rounded, never a binary float on the server. */
describeOnEachDatabase('exact money', (server) => {
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  it('refuses three-decimal prices with 400 and stores nothing (0.004 is not a free package, 99.999 is not 100)', async () => {
    const { productId } = await createTopupPackage(server().db, 'in_game');
    const count = async () => (await server().db.selectFrom('topup_packages').select('id').where('product_id', '=', productId).execute()).length;
    const before = await count();
    for (const price of [0.004, 99.999, 1.005, 10.005, '10.005', '0.004']) {
      const res = await api.post('/admin/topup-package/add', { product_id: productId, name: 'P', price, buy_price: 1 });
      expect({ price, status: res.status }).toEqual({ price, status: 400 });
      expect(res.body.errors).toEqual([{ param: 'price', msg: 'Price can have at most 2 decimals' }]);
    }
    for (const [field, value] of [['sale_price', 1450.555], ['regular_price', '0.001']] as const) {
      const res = await api.post('/admin/physical-product/create', { name: 'Pad', image: 'fddd3fee-186a-b4b8-821c-b40d4ac2b56b.png', sale_price: 1, regular_price: 1, quantity: 1, [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].param).toBe(field);
    }
    expect(await count()).toBe(before);
  });

  it('keeps every digit of an amount, read and written as exact decimal text', async () => {
    const { productId } = await createTopupPackage(server().db, 'in_game');
    const created = await api.post('/admin/topup-package/add', { product_id: productId, name: 'Big', price: 99999999.99, buy_price: '0.0001' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ price: '99999999.99', buy_price: '0.0001' });
    const stored = await server().db.selectFrom('topup_packages').select(['price', 'buy_price']).where('id', '=', created.body.data.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ price: '99999999.99', buy_price: '0.0001' });
    // 1.1 is a multiple of 0.01 (float division says 110.00000000000001).
    expect((await api.post('/admin/topup-package/add', { product_id: productId, name: 'Ok', price: 1.1, buy_price: 0.3 })).body.data.price).toBe('1.10');
  });

  it('takes a number written as a plain decimal string, with the same bounds, and nothing looser', async () => {
    const { productId } = await createTopupPackage(server().db, 'in_game');
    const ok = await api.post('/admin/topup-package/add', { product_id: String(productId), name: 'From a form', price: '100', buy_price: '12.50', sort_order: '3' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ product_id: productId, price: '100.00', buy_price: '12.5000', sort_order: 3 });
    for (const price of ['12abc', '', ' 1', '1e3', '0x10', '-1', '100000000']) {
      const res = await api.post('/admin/topup-package/add', { product_id: productId, name: 'No', price, buy_price: 1 });
      expect({ price, status: res.status }).toEqual({ price, status: 400 });
    }
  });
});
