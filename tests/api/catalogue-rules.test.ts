import { apiClient, describeOnEachDatabase } from '../support/test-server';

/** Catalogue rules that hold whatever a request leaves out. */
describeOnEachDatabase('catalogue rules', (server) => {
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  const product = async (topup_type: string) => (await api.post('/admin/topup-product/create', { name: `Game ${topup_type}`, topup_type, logo: '5a631003-d9fc-6523-c5f4-bdccb5be93fa.png' })).body.data.id as number;

  it('a package update that omits in_stock, auto_delivery, tag or the mapping keeps their stored values', async () => {
    const voucherProduct = await product('voucher');
    const source = (await api.post('/admin/topup-package/add', { product_id: voucherProduct, name: '$10', price: 1300, buy_price: 10 })).body.data.id;
    const productId = await product('in_game');
    const created = await api.post('/admin/topup-package/add', {
      product_id: productId, name: '60 UC', price: 95, buy_price: 0.99, tag: 'Hot', in_stock: 0, auto_delivery: 1, map_voucher_package: source, sort_order: 4, admin_com: 5,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const updated = await api.post(`/admin/topup-package/update/${id}`, { product_id: productId, name: '60 UC+', price: 99, buy_price: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: '60 UC+', price: '99.00', in_stock: 0, auto_delivery: 1, map_voucher_package_id: source, tag: 'Hot', sort_order: 4, admin_com: '5.00',
    });
  });

  it('a product update that omits is_active, the logo, the rules or the links keeps them', async () => {
    const created = await api.post('/admin/topup-product/create', {
      name: 'Hidden', topup_type: 'in_game', logo: '5a631003-d9fc-6523-c5f4-bdccb5be93fa.png', is_active: 0, sort_order: 7, rules: '<p>Rules</p>', redeem_link: 'https://redeem.test/x',
    });
    const id = created.body.data.id;
    const updated = await api.post(`/admin/topup-product/update/${id}`, { name: 'Still hidden', topup_type: 'in_game', sort_order: 8 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Still hidden', is_active: 0, sort_order: 8, logo: '5a631003-d9fc-6523-c5f4-bdccb5be93fa.png', rules: '<p>Rules</p>', redeem_link: 'https://redeem.test/x' });
  });

  it('changing a product away from the voucher type unmaps the packages that auto-delivered its codes, in the same transaction', async () => {
    const voucherProduct = await product('voucher');
    const source = (await api.post('/admin/topup-package/add', { product_id: voucherProduct, name: '$25', price: 3200, buy_price: 25 })).body.data.id;
    const gameProduct = await product('in_game');
    const mapped = (await api.post('/admin/topup-package/add', { product_id: gameProduct, name: 'Auto', price: 1, buy_price: 1, auto_delivery: 1, map_voucher_package: source })).body.data.id;

    const retyped = await api.post(`/admin/topup-product/update/${voucherProduct}`, { name: 'Now in-game', topup_type: 'in_game', sort_order: 1 });
    expect(retyped.status).toBe(200);
    expect((await api.get(`/admin/topup-package/${mapped}`)).body.data).toMatchObject({ auto_delivery: 0, map_voucher_package_id: null });
    // And nothing may map to it any more.
    const refused = await api.post('/admin/topup-package/add', { product_id: gameProduct, name: 'Again', price: 1, buy_price: 1, map_voucher_package: source });
    expect(refused.status).toBe(400);
  });

  it('moving a voucher package to a product of another type unmaps the packages that auto-delivered its codes', async () => {
    const voucherProduct = await product('voucher');
    const source = (await api.post('/admin/topup-package/add', { product_id: voucherProduct, name: '$10', price: 1300, buy_price: 10 })).body.data.id;
    const gameProduct = await product('in_game');
    const mapped = (await api.post('/admin/topup-package/add', { product_id: gameProduct, name: 'Auto', price: 1, buy_price: 1, auto_delivery: 1, map_voucher_package: source })).body.data.id;

    const moved = await api.post(`/admin/topup-package/update/${source}`, { product_id: gameProduct, name: '$10', price: 1300, buy_price: 10 });
    expect(moved.status).toBe(200);
    expect((await api.get(`/admin/topup-package/${mapped}`)).body.data).toMatchObject({ auto_delivery: 0, map_voucher_package_id: null });
  });

  it('takes the existing dashboard\'s names for auto delivery and the mapping, and refuses the two names disagreeing', async () => {
    const voucherProduct = await product('voucher');
    const source = (await api.post('/admin/topup-package/add', { product_id: voucherProduct, name: '$5', price: 650, buy_price: 5 })).body.data.id;
    const gameProduct = await product('in_game');
    const created = await api.post('/admin/topup-package/add', { product_id: gameProduct, name: 'Alias', price: 1, buy_price: 1, is_auto: 1, voucher_id: source });
    expect(created.body.data).toMatchObject({ auto_delivery: 1, is_auto: 1, map_voucher_package_id: source, voucher_id: source });
    const clash = await api.post('/admin/topup-package/add', { product_id: gameProduct, name: 'Clash', price: 1, buy_price: 1, is_auto: 1, auto_delivery: 0 });
    expect(clash.status).toBe(400);
    expect(clash.body.errors[0].param).toBe('is_auto');
  });
});
