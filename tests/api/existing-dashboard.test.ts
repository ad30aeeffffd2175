import type { FastifyInstance } from 'fastify';
import { Migrator, sql, type Kysely } from 'kysely';
import { openDatabase, migrateToLatest } from '../../server/db/database';
import { migrationProvider } from '../../server/db/migrations';
import type { Database } from '../../server/db/schema';
import { createCustomer, createTopupPackage, createTransaction } from '../support/fixtures';
import { createPostgresDatabase, DATABASE_KINDS, describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';

/**
 * The shop's existing dashboard (React 17, axios) against this server, replayed as it sends its
 * requests: the raw token in `authorization`, every form value as a string, its own extra fields,
 * and lists read as `res.data.data || res.data` and then `.map`-ed.
 */
function existingDashboard(app: FastifyInstance) {
  let token = '';
  const send = async (method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      headers: token ? { authorization: token } : {},
      ...(body ? { payload: body } : {}),
    });
    // Exports answer CSV; everything else is JSON.
    const json = String(res.headers['content-type']).includes('json');
    return { status: res.statusCode, data: json ? res.json() : null, body: res.body };
  };
  /** What the existing dashboard does with a list answer: axios's `res.data` is the body, and it takes `res.data.data || res.data`. */
  const rowsOf = (body: { data?: unknown }): unknown[] => {
    const rows = body.data || body;
    if (!Array.isArray(rows)) throw new TypeError('t.forEach is not a function');
    return rows;
  };
  return {
    async signIn() {
      const res = await send('POST', '/admin/login', { identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: 1 });
      token = res.data.data.token;
      return res;
    },
    get: (url: string) => send('GET', url),
    post: (url: string, body: Record<string, unknown> = {}) => send('POST', url, body),
    async list(url: string) {
      const res = await send('GET', url);
      expect(res.status).toBe(200);
      return rowsOf(res.data) as Record<string, unknown>[];
    },
  };
}

describeOnEachDatabase('the existing dashboard against this server', (server) => {
  it('signs in with the raw token, syncs permissions and reads every catalogue list as an array of rows', async () => {
    const old = existingDashboard(server().app);
    expect((await old.signIn()).status).toBe(200);
    expect((await old.get('/admin/permission/sync')).status).toBe(200);
    for (const url of [
      '/admin/banners',
      '/admin/notices',
      '/admin/topup-products',
      '/admin/payment-methods',
      '/admin/topup-pyament-methods',
      '/admin/physical-products',
      '/admin/topup-order-message',
      '/admin/auto-server',
      '/admin/voucher/available-voucher-by-package',
      '/admin/packages/id-code-stat-by-package',
    ]) {
      expect(Array.isArray(await old.list(url))).toBe(true);
    }
  });

  it('creates and edits the catalogue with string numbers and its own field names, and reads them back', async () => {
    const old = existingDashboard(server().app);
    await old.signIn();

    const voucherProduct = await old.post('/admin/topup-product/create', {
      name: 'Google Play', logo: '6c07ed6c-f664-5d8a-dcca-9c1f60ba89f9.png', topup_type: 'voucher', is_active: '1', sort_order: '1', rules: '<p>Redeem</p>',
      redeem_link: 'https://play.google.com/redeem', video_link: 'https://video.test/how-to',
    });
    expect(voucherProduct.status).toBe(200);
    expect(voucherProduct.data.data).toMatchObject({ redeem_link: 'https://play.google.com/redeem', video_link: 'https://video.test/how-to', sort_order: 1 });
    const voucherProductId = String(voucherProduct.data.data.id);
    const card = await old.post('/admin/topup-package/add', {
      product_id: voucherProductId, name: '$10 card', price: '1300', buy_price: '10', tag: '', in_stock: '1', admin_com: '5', sort_order: '2',
    });
    expect(card.status).toBe(200);
    expect(card.data.data).toMatchObject({ price: '1300.00', admin_com: '5.00', sort_order: 2 });

    const game = await old.post('/admin/topup-product/create', { name: 'PUBG', logo: 'fddd3fee-186a-b4b8-821c-b40d4ac2b56b.png', topup_type: 'in_game', is_active: '1', sort_order: '2' });
    const gameId = String(game.data.data.id);
    const uc = await old.post('/admin/topup-package/add', { product_id: gameId, name: '60 UC', price: '100', buy_price: '0.99', tag: 'Hot', in_stock: '1' });
    const edited = await old.post(`/admin/topup-package/update/${uc.data.data.id}`, {
      product_id: gameId, name: '60 UC', price: '95.50', buy_price: '0.99', tag: 'Hot', in_stock: '1',
      is_auto: '1', voucher_id: String(card.data.data.id), admin_com: '2.5', sort_order: '1',
    });
    expect(edited.status).toBe(200);
    expect(edited.data.data).toMatchObject({ price: '95.50', auto_delivery: 1, is_auto: 1, map_voucher_package_id: card.data.data.id, voucher_id: card.data.data.id });

    const packages = await old.list(`/admin/topup-packages/${gameId}`);
    expect(packages[0]).toMatchObject({ name: '60 UC', sort_order: 1, admin_com: '2.50', is_auto: 1, voucher_id: card.data.data.id });
    const products = await old.list('/admin/topup-products');
    expect(products.find((p) => p.id === Number(gameId))).toMatchObject({ price: '95.50' });

    expect((await old.post('/admin/topup-package/update-dollar', { product_id: gameId, dollar_rate: '125' })).status).toBe(200);

    const mouse = await old.post('/admin/physical-product/create', {
      name: 'Mouse', image: '7fbc25df-2c7b-f3be-be8e-b85d70a938c0.png', sale_price: '100', regular_price: '120', quantity: '5', is_active: '1', description: '<p>RGB</p>',
    });
    expect(mouse.status).toBe(200);
    expect(mouse.data.data).toMatchObject({ sale_price: '100.00', quantity: 5 });

    const methods = await old.list('/admin/topup-pyament-methods');
    for (const method of methods) expect(method.payment_method).toBe(method.name);
  });

  it('loads codes with a string package id, reads the whole unpaged voucher list, and the statistics under its names', async () => {
    const old = existingDashboard(server().app);
    await old.signIn();
    const product = await old.post('/admin/topup-product/create', { name: 'Steam', logo: 'fe43cabd-601f-827c-b9cf-1bc10b115ce4.png', topup_type: 'voucher', sort_order: '3' });
    const pkg = await old.post('/admin/topup-package/add', { product_id: String(product.data.data.id), name: '$5', price: '650', buy_price: '5' });
    const packageId = String(pkg.data.data.id);
    const added = await old.post('/admin/packages/add-voucher', { package_id: packageId, data: Array.from({ length: 25 }, (_, i) => `STEAM-${i}`) });
    expect(added.status).toBe(200);

    const page = await old.get(`/admin/packages/${packageId}/voucher`);
    expect(page.status).toBe(200);
    expect(page.data.data.vouchers).toHaveLength(25);
    expect(page.data.data.total).toBe(25);

    const stats = await old.list('/admin/voucher/available-voucher-by-package');
    expect(stats.find((s) => s.package_id === Number(packageId))).toMatchObject({ name: '$5', price: '650.00', voucher_count: 25, today_sell: 0, yesterday_sell: 0 });
  });

  it("edits a customer's phone and address with its whole form; its wallet edits are refused with 409, since it does not send the balance it showed", async () => {
    const old = existingDashboard(server().app);
    await old.signIn();
    const customer = await server().db.insertInto('customers').values({ username: 'old-form', phone: '01711000009', wallet: '1250.00' }).returning('id').executeTakeFirstOrThrow();
    const loaded = (await old.get(`/admin/user/${customer.id}`)).data.data;
    const form = { phone: loaded.phone, wallet: loaded.wallet, address: '', city: '', zip_code: '', password: '' };

    const contact = await old.post(`/admin/user/update/${customer.id}`, { ...form, phone: '01722000009', address: 'House 4, Road 2' });
    expect(contact.status).toBe(200);
    expect(contact.data.data).toMatchObject({ phone: '01722000009', address: 'House 4, Road 2', wallet: '1250.00' });

    const wallet = await old.post(`/admin/user/update/${customer.id}`, { ...form, phone: '01733000009', wallet: '1300' });
    expect(wallet.status).toBe(409);
    expect(wallet.data.message).toMatch(/^The wallet is now ৳1,250\. This edit does not say which balance it was made against/);
    expect((await old.get(`/admin/user/${customer.id}`)).data.data).toMatchObject({ phone: '01722000009', wallet: '1250.00' });
  });

  it('shows the automated wallet-add screen: every filter sent, the empty ones meaning no filter, `phone` filtering by number', async () => {
    const old = existingDashboard(server().app);
    await old.signIn();
    const customer = await createCustomer(server().db);
    const bkash = await createTransaction(server().db, customer.id, { is_automated: 1, number: '01811000021', order_id: 'ORD-21A' });
    const nagad = await createTransaction(server().db, customer.id, { is_automated: 1, number: '01911000021', status: 'under_review' });
    const filters = (values: Record<string, string>) =>
      new URLSearchParams({ page: '1', status: '', limit: '10', user_id: '', transaction_id: '', order_id: '', phone: '', ...values }).toString();

    const all = await old.get(`/admin/automated-transaction?${filters({})}`);
    expect(all.status).toBe(200);
    const ids = (res: { data: { data: { transactions: { id: number }[] } } }) => res.data.data.transactions.map((t) => t.id);
    expect(ids(all)).toEqual(expect.arrayContaining([bkash.id, nagad.id]));
    expect(all.data.data.total).toBe(ids(all).length);

    expect(ids(await old.get(`/admin/automated-transaction?${filters({ phone: '0181100' })}`))).toEqual([bkash.id]);
    expect(ids(await old.get(`/admin/automated-transaction?${filters({ status: 'under_review', user_id: String(customer.id) })}`))).toEqual([nagad.id]);
    expect(ids(await old.get(`/admin/automated-transaction?${filters({ order_id: 'ORD-21A' })}`))).toEqual([bkash.id]);

    // A value that is there must still be a valid one.
    for (const bad of [{ status: 'done' }, { user_id: 'abc' }, { page: '0' }] as Record<string, string>[]) {
      const res = await old.get(`/admin/automated-transaction?${filters(bad)}`);
      expect({ bad, status: res.status, success: res.data.success }).toEqual({ bad, status: 400, success: false });
    }
  });

  it('reads every auth module on its permission screens, unpaged, each with its auth_url', async () => {
    const old = existingDashboard(server().app);
    await old.signIn();
    expect((await old.get('/admin/permission/sync')).status).toBe(200);
    const stored = await server().db.selectFrom('auth_modules').select(['id', 'path']).execute();
    expect(stored.length).toBeGreaterThanOrEqual(87);

    const modules = await old.list('/admin/auth-modules');
    expect(modules).toHaveLength(stored.length);
    for (const m of modules) expect(m.auth_url).toBe(String(m.path).replace(/^\/api\//, '/'));
    expect(modules.find((m) => m.operation_id === 'listOrders')).toMatchObject({ auth_url: '/admin/orders', method: 'GET', path: '/api/admin/orders' });
    expect(modules.find((m) => m.operation_id === 'updateTopupPackage')).toMatchObject({ auth_url: '/admin/topup-package/update/{id}', method: 'POST' });

    // Paging, once asked for, is the contract's: 10 a page by default.
    expect((await old.get('/admin/auth-modules?page=1&limit=10')).data.data).toHaveLength(10);
    expect((await old.get('/admin/auth-modules?page=2')).data.data).toHaveLength(10);
  });

  it('saves its product form with empty links and its package form with no voucher chosen, as none', async () => {
    const old = existingDashboard(server().app);
    await old.signIn();
    const product = await old.post('/admin/topup-product/create', {
      name: 'Free Fire', logo: '0b5c6b1e-8f0a-4c4e-9d51-3a1f0c2d7e21.png', topup_type: 'in_game', is_active: '1', sort_order: '4', rules: '',
      redeem_link: '', video_link: '',
    });
    expect(product.status).toBe(200);
    expect(product.data.data).toMatchObject({ redeem_link: null, video_link: null });
    const productId = String(product.data.data.id);

    const linked = await old.post(`/admin/topup-product/update/${productId}`, {
      name: 'Free Fire', topup_type: 'in_game', is_active: '1', sort_order: '4', redeem_link: 'https://ff.test/redeem', video_link: '',
    });
    expect(linked.status).toBe(200);
    expect(linked.data.data).toMatchObject({ redeem_link: 'https://ff.test/redeem', video_link: null });
    const cleared = await old.post(`/admin/topup-product/update/${productId}`, { name: 'Free Fire', topup_type: 'in_game', sort_order: '4', redeem_link: '', video_link: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.data.data).toMatchObject({ redeem_link: null, video_link: null });

    const diamonds = await old.post('/admin/topup-package/add', {
      product_id: productId, name: '100 Diamonds', price: '90', buy_price: '0.8', tag: '', in_stock: '1', is_auto: '0', voucher_id: '', admin_com: '1', sort_order: '1',
    });
    expect(diamonds.status).toBe(200);
    expect(diamonds.data.data).toMatchObject({ is_auto: 0, voucher_id: null, map_voucher_package_id: null });

    const source = await createTopupPackage(server().db, 'voucher');
    const mapped = await old.post(`/admin/topup-package/update/${diamonds.data.data.id}`, {
      product_id: productId, name: '100 Diamonds', price: '90', buy_price: '0.8', is_auto: '1', voucher_id: String(source.packageId),
    });
    expect(mapped.data.data).toMatchObject({ is_auto: 1, voucher_id: source.packageId });
    const unmapped = await old.post(`/admin/topup-package/update/${diamonds.data.data.id}`, {
      product_id: productId, name: '100 Diamonds', price: '90', buy_price: '0.8', is_auto: '0', voucher_id: '',
    });
    expect(unmapped.status).toBe(200);
    expect(unmapped.data.data).toMatchObject({ is_auto: 0, voucher_id: null, map_voucher_package_id: null });

    // A link or id that is there is still checked.
    const badLink = await old.post('/admin/topup-product/create', { name: 'X', logo: '0b5c6b1e-8f0a-4c4e-9d51-3a1f0c2d7e21.png', topup_type: 'in_game', sort_order: '1', redeem_link: 'ff.test' });
    expect(badLink.status).toBe(400);
    const badId = await old.post('/admin/topup-package/add', { product_id: productId, name: 'Y', price: '1', buy_price: '1', voucher_id: 'none' });
    expect(badId.status).toBe(400);
  });

  it('answers every read operation with all its optional query parameters sent empty, as if none were sent', async () => {
    const { app, db } = server();
    const old = existingDashboard(app);
    await old.signIn();
    const customer = await createCustomer(db);
    const { packageId } = await createTopupPackage(db, 'voucher');
    /** The row each path id of a read operation names (a new one fails here until it is added). */
    const idFor = (path: string) =>
      path.startsWith('/admin/packages/{id}') ? packageId : path.startsWith('/admin/user/{id}') || path.startsWith('/admin/history/{kind}') ? customer.id : undefined;
    const reads = app.contract.operations.filter(
      (o) => o.method === 'get' && o.requiresAuth && !o.mutates && o.querySchema && o.responseContentType !== 'text/event-stream',
    );
    expect(reads.length).toBeGreaterThanOrEqual(20);
    const failures: string[] = [];
    for (const op of reads) {
      const id = idFor(op.path);
      if (op.path.includes('{') && id === undefined) {
        failures.push(`${op.operationId}: no row for its path id`);
        continue;
      }
      const required = new Set((op.querySchema!.required as string[] | undefined) ?? []);
      // A required parameter gets a value (the palette's search: `q`); the optional ones are what is tried.
      const given = [...required].map((name) => `${name}=1`);
      // A record's history names its kind: the customer's.
      const url = `${op.path.replace('{kind}', 'customer').replace(/\{\w+\}/g, String(id))}?${given.join('&')}`;
      const empty = Object.keys(op.querySchema!.properties as object).filter((name) => !required.has(name));
      const bare = await old.get(url);
      const sent = await old.get(`${url}${given.length ? '&' : ''}${empty.map((name) => `${name}=`).join('&')}`);
      if (sent.status !== 200 || sent.body !== bare.body) failures.push(`${op.operationId} ${empty.join(',')} → ${sent.status} ${sent.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the strictness that matters: a malformed number stays a 400', async () => {
    const old = existingDashboard(server().app);
    await old.signIn();
    for (const sort_order of ['12abc', '', ' 1', '1e3', '0x10']) {
      const res = await old.post('/admin/topup-product/create', { name: 'X', logo: 'f6e00576-f126-3161-8f72-8cdae1d657a4.png', topup_type: 'in_game', sort_order });
      expect({ sort_order, status: res.status }).toEqual({ sort_order, status: 400 });
    }
  });
});

describe.each(DATABASE_KINDS)('the auth modules a database already holds [%s]', (kind) => {
  it('get their auth_url from their path (migration 0017), and keep it in step with the path', async () => {
    const pgDb = kind === 'postgres' ? await createPostgresDatabase() : null;
    const handle = await openDatabase(pgDb ? { databaseUrl: pgDb.url } : { dataDir: 'memory://' });
    const db: Kysely<Database> = handle.db;
    try {
      expect((await new Migrator({ db, provider: migrationProvider }).migrateTo('0016-known-devices')).error).toBeUndefined();
      await sql`insert into auth_modules (operation_id, method, path) values
        ('listOrders', 'GET', '/api/admin/orders'), ('updateBanner', 'POST', '/api/admin/banner/update/{id}')`.execute(db);
      await migrateToLatest(db);
      const urls = () => db.selectFrom('auth_modules').select(['operation_id', 'auth_url']).orderBy('operation_id').execute();
      expect(await urls()).toEqual([
        { operation_id: 'listOrders', auth_url: '/admin/orders' },
        { operation_id: 'updateBanner', auth_url: '/admin/banner/update/{id}' },
      ]);
      await db.updateTable('auth_modules').set({ path: '/api/admin/banners/{id}' }).where('operation_id', '=', 'updateBanner').execute();
      expect((await urls())[1]).toEqual({ operation_id: 'updateBanner', auth_url: '/admin/banners/{id}' });
    } finally {
      await handle.close();
      await pgDb?.drop();
    }
  });
});
