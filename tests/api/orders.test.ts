import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { addVouchers, createCustomer, createCustomerOrder, createSubAdmin, createTopupPackage, grantOperations } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

const walletOf = async (db: Kysely<Database>, customerId: number) =>
  (await db.selectFrom('customers').select('wallet').where('id', '=', customerId).executeTakeFirstOrThrow()).wallet;

const refundsOf = (db: Kysely<Database>, orderId: number) =>
  db.selectFrom('wallet_changes').selectAll().where('order_id', '=', orderId).where('reason', '=', 'order_refund').execute();

/**
 * Top-up orders: only pending and in-progress orders change; cancelling refunds once; completing a
 * voucher order takes the oldest unused voucher of its package, never one twice; none left: 409
 * and nothing changes. Customers' secrets only in the order screens' answers.
 */
describeOnEachDatabase('top-up orders', (server) => {
  let api: ReturnType<typeof apiClient>;
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = server().db;
    api = apiClient(server().app, await server().login());
  });

  it('cancelling an order refunds its amount once, with its ledger row, and the stored note; a cancelled order is final (409)', async () => {
    const { productId, packageId } = await createTopupPackage(db, 'in_game');
    const customer = await createCustomer(db, '5.00');
    const order = await createCustomerOrder(db, customer.id, productId, packageId, { amount: '95.50' });
    const res = await api.post(`/admin/order/update-order-status/${order.id}`, { status: 'cancel', order_note: ' Wrong player ID. ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Order updated successfully', data: { id: order.id, status: 'cancel', order_note: 'Wrong player ID.', completed_by_name: expect.any(String) } });
    expect(await walletOf(db, customer.id)).toBe('100.50');
    expect(await refundsOf(db, order.id)).toMatchObject([{ old_balance: '5.00', new_balance: '100.50' }]);
    for (const status of ['pending', 'in_progress', 'completed', 'cancel']) {
      expect((await api.post(`/admin/order/update-order-status/${order.id}`, { status })).status).toBe(409);
    }
    expect(await walletOf(db, customer.id)).toBe('100.50');
    expect((await api.post('/admin/order/update-order-status/99999999', { status: 'cancel' })).status).toBe(404);
    const noStatus = await api.post(`/admin/order/update-order-status/${order.id}`, {});
    expect(noStatus.body.errors).toEqual([{ param: 'status', msg: 'Select an order status' }]);
  });

  it('pending and in-progress orders move between each other; completing records the admin and is final', async () => {
    const { productId, packageId } = await createTopupPackage(db, 'in_game');
    const customer = await createCustomer(db, 0);
    const order = await createCustomerOrder(db, customer.id, productId, packageId);
    expect((await api.post(`/admin/order/update-order-status/${order.id}`, { status: 'in_progress' })).body.data.status).toBe('in_progress');
    expect((await api.post(`/admin/order/update-order-status/${order.id}`, { status: 'pending' })).body.data.status).toBe('pending');
    const done = await api.post(`/admin/order/update-order-status/${order.id}`, { status: 'completed', order_note: 'Delivered.' });
    expect(done.body.data).toMatchObject({ status: 'completed', completed_by: expect.any(Number), completed_at: expect.any(String), voucher_data: null });
    expect((await api.post(`/admin/order/update-order-status/${order.id}`, { status: 'cancel' })).status).toBe(409);
    expect(await walletOf(db, customer.id)).toBe('0.00');
  });

  it('completing a voucher-type order assigns the oldest unused voucher of its package and shows its code', async () => {
    const { productId, packageId } = await createTopupPackage(db, 'voucher');
    const codes = await addVouchers(db, packageId, 3);
    const customer = await createCustomer(db, 0);
    const first = await createCustomerOrder(db, customer.id, productId, packageId);
    const second = await createCustomerOrder(db, customer.id, productId, packageId);
    expect((await api.post(`/admin/order/update-order-status/${second.id}`, { status: 'completed' })).body.data.voucher_data).toBe(codes[0]);
    expect((await api.post(`/admin/order/update-order-status/${first.id}`, { status: 'completed' })).body.data.voucher_data).toBe(codes[1]);
    const voucher = await db.selectFrom('vouchers').selectAll().where('data', '=', codes[0]).executeTakeFirstOrThrow();
    expect(voucher).toMatchObject({ is_used: 1, claim_by: customer.id, used_at: expect.any(String) });
    const stock = await db.selectFrom('voucher_stock').selectAll().where('package_id', '=', packageId).executeTakeFirstOrThrow();
    expect(stock.available).toBe(1);
  });

  it("a voucher order with no voucher left answers 409 'No voucher available' and nothing changes", async () => {
    const { productId, packageId } = await createTopupPackage(db, 'voucher');
    const customer = await createCustomer(db, 0);
    const order = await createCustomerOrder(db, customer.id, productId, packageId, { status: 'in_progress' });
    const res = await api.post(`/admin/order/update-order-status/${order.id}`, { status: 'completed', order_note: 'x' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'No voucher available' });
    const row = await db.selectFrom('orders').select(['status', 'voucher_id', 'order_note', 'completed_by']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'in_progress', voucher_id: null, order_note: null, completed_by: null });
    // The whole bulk call fails the same way, completing nothing.
    const other = await createCustomerOrder(db, customer.id, productId, packageId);
    const { productId: inGame, packageId: inGamePackage } = await createTopupPackage(db, 'in_game');
    const plain = await createCustomerOrder(db, customer.id, inGame, inGamePackage);
    const bulk = await api.post('/admin/order/complete-selected-all', { ordersId: [plain.id, other.id] });
    expect(bulk.status).toBe(409);
    expect((await db.selectFrom('orders').select('status').where('id', '=', plain.id).executeTakeFirstOrThrow()).status).toBe('pending');
  });

  it('complete-selected completes pending and in-progress orders in one go and counts the skipped', async () => {
    const { productId, packageId } = await createTopupPackage(db, 'voucher');
    await addVouchers(db, packageId, 2);
    const customer = await createCustomer(db, 0);
    const a = await createCustomerOrder(db, customer.id, productId, packageId);
    const b = await createCustomerOrder(db, customer.id, productId, packageId, { status: 'in_progress' });
    const c = await createCustomerOrder(db, customer.id, productId, packageId, { status: 'cancel' });
    const res = await api.post('/admin/order/complete-selected-all', { ordersId: [c.id, b.id, a.id, 99_999_999] });
    expect(res.body).toMatchObject({ message: 'Total completed 2 orders.', data: { completed: 2, skipped: 2 } });
    const rows = await db.selectFrom('orders').select(['status', 'voucher_id']).where('id', 'in', [a.id, b.id]).execute();
    expect(rows.every((r) => r.status === 'completed' && r.voucher_id !== null)).toBe(true);
  });

  it('lists filter on order id, customer id, status, phone and date range, page and sort on the server, and show the secrets', async () => {
    const { productId, packageId } = await createTopupPackage(db, 'in_game');
    const customer = await createCustomer(db, 0, { phone: '01711000000' });
    const old = await createCustomerOrder(db, customer.id, productId, packageId, { phone: '01911222333', created_at: new Date('2024-03-10T12:00:00Z'), ingamepassword: 'hunter2', securitycode: '4321', amount: 10 });
    const recent = await createCustomerOrder(db, customer.id, productId, packageId, { phone: '01911222444', amount: 20 });
    const ids = async (query: string) => (await api.get(`/admin/orders?${query}`)).body.data.orders.map((o: { id: number }) => o.id);
    expect(await ids(`order_id=${old.id}`)).toEqual([old.id]);
    expect(await ids(`user_id=${customer.id}`)).toEqual([recent.id, old.id]);
    expect(await ids(`user_id=${customer.id}&sort=amount`)).toEqual([old.id, recent.id]);
    expect(await ids(`user_id=${customer.id}&phone=0191122244`)).toEqual([recent.id]);
    expect(await ids(`user_id=${customer.id}&date_from=2024-03-10&date_to=2024-03-10`)).toEqual([old.id]);
    expect(await ids(`user_id=${customer.id}&date_from=2024-03-11`)).toEqual([recent.id]);
    expect(await ids(`user_id=${customer.id}&status=completed`)).toEqual([]);
    const page = await api.get(`/admin/orders?user_id=${customer.id}&limit=1&page=2`);
    expect(page.body.data).toMatchObject({ order_count: 2, total_capped: false, orders: [{ id: old.id }] });
    expect(page.body.data.orders[0]).toMatchObject({ ingamepassword: 'hunter2', securitycode: '4321', username: customer.username, user_phone: '01711000000', product_name: expect.any(String) });

    const all = await api.get('/admin/orders');
    const total = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(all.body.data.order_count).toBe(Number(total.n));
    expect((await api.get('/admin/orders?date_from=2024-13-01')).status).toBe(400);

    // A page past the end has no rows but still tells the total (counted or kept), so the pager can move back.
    expect((await api.get(`/admin/orders?user_id=${customer.id}&page=50`)).body.data).toEqual({ orders: [], order_count: 2, total_capped: false });
    expect((await api.get('/admin/orders?page=100000')).body.data).toEqual({ orders: [], order_count: Number(total.n), total_capped: false });
  });

  it("the Admins Order list shows only the orders of the signed-in admin's packages (none: empty), and a sub-admin changes only those", async () => {
    const mine = await createTopupPackage(db, 'in_game');
    const theirs = await createTopupPackage(db, 'in_game');
    const customer = await createCustomer(db, 0);
    const myOrder = await createCustomerOrder(db, customer.id, mine.productId, mine.packageId);
    const theirOrder = await createCustomerOrder(db, customer.id, theirs.productId, theirs.packageId);
    const sub = await createSubAdmin(db);
    await grantOperations(db, sub.id, ['listMyPackageOrders', 'updateOrderStatus', 'completeSelectedOrders']);
    const subApi = apiClient(server().app, await server().login(sub.email, sub.password));
    expect((await subApi.get('/admin/orders/admin-order')).body.data).toMatchObject({ orders: [], order_count: 0 });
    await db.insertInto('admin_package_permissions').values({ admin_id: sub.id, package_id: mine.packageId }).execute();
    const listed = await subApi.get('/admin/orders/admin-order');
    expect(listed.body.data.orders.map((o: { id: number }) => o.id)).toEqual([myOrder.id]);
    expect(listed.body.data.order_count).toBe(1);
    expect((await subApi.get('/admin/orders')).status).toBe(403);
    expect((await subApi.post(`/admin/order/update-order-status/${theirOrder.id}`, { status: 'cancel' })).status).toBe(403);
    expect((await subApi.post('/admin/order/complete-selected-all', { ordersId: [theirOrder.id, myOrder.id] })).body.data).toEqual({ completed: 1, skipped: 1 });
    expect(await walletOf(db, customer.id)).toBe('0.00');
  });

  it('customer secrets never reach the audit records nor another list', async () => {
    const { productId, packageId } = await createTopupPackage(db, 'in_game');
    const customer = await createCustomer(db, 0);
    const order = await createCustomerOrder(db, customer.id, productId, packageId, { ingamepassword: 'pa55-secret-xyz', securitycode: 'sec-code-987' });
    await api.post(`/admin/order/update-order-status/${order.id}`, { status: 'completed' });
    const audit = await db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(audit)).not.toMatch(/pa55-secret-xyz|sec-code-987/);
    // Other lists (the customer's own history) do not carry them either.
    const history = await api.get(`/admin/user/${customer.id}/orders`);
    expect(JSON.stringify(history.body ?? {})).not.toMatch(/pa55-secret-xyz|sec-code-987/);
  });

  it('exports the orders of the current filter as CSV, without the customers\' secrets', async () => {
    const { productId, packageId } = await createTopupPackage(db, 'in_game');
    const customer = await createCustomer(db, 0);
    await createCustomerOrder(db, customer.id, productId, packageId, { ingamepassword: 'csv-secret-1', securitycode: 'csv-secret-2', phone: '01999,000' });
    await createCustomerOrder(db, customer.id, productId, packageId, { status: 'completed' });
    const token = await server().login();
    const res = await server().app.inject({ method: 'GET', url: `/api/admin/orders/export?user_id=${customer.id}&status=pending`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Order ID,User ID,Username/);
    expect(lines[1]).toContain('"01999,000"');
    expect(res.body).not.toMatch(/csv-secret/);
    const mine = await server().app.inject({ method: 'GET', url: `/api/admin/orders/admin-order/export?user_id=${customer.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(mine.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('24 simultaneous cancels of one order refund once', async () => {
    const { productId, packageId } = await createTopupPackage(db, 'in_game');
    const customer = await createCustomer(db, 0);
    const order = await createCustomerOrder(db, customer.id, productId, packageId, { amount: 300 });
    const answers = await Promise.all(Array.from({ length: 24 }, () => api.post(`/admin/order/update-order-status/${order.id}`, { status: 'cancel' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(23);
    expect(await walletOf(db, customer.id)).toBe('300.00');
    expect(await refundsOf(db, order.id)).toHaveLength(1);
  });

  it('24 voucher orders completed at once against 10 vouchers: 10 complete with 10 distinct codes, 14 get 409', async () => {
    const { productId, packageId } = await createTopupPackage(db, 'voucher');
    const codes = await addVouchers(db, packageId, 10);
    const customer = await createCustomer(db, 0);
    const orders = [];
    for (let i = 0; i < 24; i += 1) orders.push(await createCustomerOrder(db, customer.id, productId, packageId));
    const answers = await Promise.all(orders.map((o) => api.post(`/admin/order/update-order-status/${o.id}`, { status: 'completed' })));
    const done = answers.filter((a) => a.status === 200);
    expect(done).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409 && a.body.message === 'No voucher available')).toHaveLength(14);
    expect(new Set(done.map((a) => a.body.data.voucher_data))).toEqual(new Set(codes));
    const used = await db.selectFrom('vouchers').select('id').where('package_id', '=', packageId).where('is_used', '=', 1).execute();
    expect(used).toHaveLength(10);
    const pending = await db.selectFrom('orders').select('id').where('id', 'in', orders.map((o) => o.id)).where('status', '=', 'pending').where('voucher_id', 'is', null).execute();
    expect(pending).toHaveLength(14);
  });
});
