import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { createCustomer, createPhysicalOrder } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

const walletOf = async (db: Kysely<Database>, customerId: number) =>
  (await db.selectFrom('customers').select('wallet').where('id', '=', customerId).executeTakeFirstOrThrow()).wallet;
const stockOf = async (db: Kysely<Database>, productId: number) =>
  (await db.selectFrom('physical_products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow()).quantity;
const refundsOf = (db: Kysely<Database>, orderId: number) =>
  db.selectFrom('wallet_changes').selectAll().where('physical_order_id', '=', orderId).where('reason', '=', 'physical_order_refund').execute();

/** Physical orders: only pending and in-progress change; cancelling refunds and restocks once. */
describeOnEachDatabase('physical product orders', (server) => {
  let api: ReturnType<typeof apiClient>;
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = server().db;
    api = apiClient(server().app, await server().login());
  });

  it('cancelling a physical order refunds its amount and puts its quantity back, once; then it is final (409)', async () => {
    const customer = await createCustomer(db, '0.50');
    const { productId, orderId } = await createPhysicalOrder(db, customer.id, { stock: 3, quantity: 2, amount: '1000.00' });
    const res = await api.post(`/admin/update-physical-order-status/${orderId}`, { status: 'cancelled', order_note: 'Out of stock at the supplier' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Order updated successfully', data: { id: orderId, status: 'cancelled', order_note: 'Out of stock at the supplier', completed_by_name: expect.any(String) } });
    expect(await walletOf(db, customer.id)).toBe('1000.50');
    expect(await stockOf(db, productId)).toBe(5);
    expect(await refundsOf(db, orderId)).toHaveLength(1);
    for (const status of ['pending', 'in_progress', 'completed', 'cancelled']) {
      expect((await api.post(`/admin/update-physical-order-status/${orderId}`, { status })).status).toBe(409);
    }
    expect(await walletOf(db, customer.id)).toBe('1000.50');
    expect(await stockOf(db, productId)).toBe(5);
    expect((await api.post('/admin/update-physical-order-status/99999999', { status: 'completed' })).status).toBe(404);
    expect((await api.post(`/admin/update-physical-order-status/${orderId}`, { status: 'shipped' })).body.errors).toEqual([{ param: 'status', msg: 'Select an order status' }]);
  });

  it('completing records the admin and moves neither stock nor money', async () => {
    const customer = await createCustomer(db, 0);
    const { productId, orderId } = await createPhysicalOrder(db, customer.id, { stock: 4, status: 'in_progress' });
    const res = await api.post(`/admin/update-physical-order-status/${orderId}`, { status: 'completed' });
    expect(res.body.data).toMatchObject({ status: 'completed', completed_by_name: expect.any(String) });
    const row = await db.selectFrom('physical_orders').select(['completed_by', 'completed_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.completed_by).toEqual(expect.any(Number));
    expect(row.completed_at).toEqual(expect.any(String));
    expect(await stockOf(db, productId)).toBe(4);
    expect(await walletOf(db, customer.id)).toBe('0.00');
  });

  it('the list is paged, searched on product id or user id (or product name), filtered by status and sorted on the server', async () => {
    const customer = await createCustomer(db, 0);
    const a = await createPhysicalOrder(db, customer.id, { amount: 10 });
    const b = await createPhysicalOrder(db, customer.id, { amount: 20, status: 'completed' });
    const list = (body: object) => api.post('/admin/physical-products-order', body);
    const byUser = await list({ q: String(customer.id), sort: 'amount' });
    expect(byUser.status).toBe(200);
    expect(byUser.body.data.orders.filter((o: { user_id: number }) => o.user_id === customer.id).map((o: { id: number }) => o.id)).toEqual([a.orderId, b.orderId]);
    expect((await list({ q: String(b.productId) })).body.data.orders.map((o: { id: number }) => o.id)).toContain(b.orderId);
    const name = (await db.selectFrom('physical_products').select('name').where('id', '=', b.productId).executeTakeFirstOrThrow()).name;
    expect((await list({ q: name.toLowerCase() })).body.data.orders.map((o: { id: number }) => o.id)).toEqual([b.orderId]);
    const completed = await list({ status: 'completed', limit: 100 });
    const count = await db.selectFrom('physical_orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'completed').executeTakeFirstOrThrow();
    expect(completed.body.data).toMatchObject({ order_count: Number(count.n), total_capped: false });
    expect(completed.body.data.orders.every((o: { status: string }) => o.status === 'completed')).toBe(true);
    expect((await list({ limit: 1, page: 2 })).body.data.orders).toHaveLength(1);
    expect((await list({ sort: 'quantity' })).status).toBe(400);
    // A read: no audit record.
    expect(await db.selectFrom('audit_log').select('id').where('operation_id', '=', 'listPhysicalOrders').execute()).toEqual([]);
  });

  it('exports the physical orders of the current search as CSV', async () => {
    const customer = await createCustomer(db, 0);
    const { orderId } = await createPhysicalOrder(db, customer.id, { status: 'in_progress' });
    const res = await server().app.inject({ method: 'GET', url: `/api/admin/physical-products-order/export?q=${customer.id}&status=in_progress`, headers: { authorization: `Bearer ${await server().login()}` } });
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Order ID,User ID,Product ID/);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([orderId]);
  });

  it('a physical cancel racing a complete changes stock and wallet at most once', async () => {
    for (let round = 0; round < 8; round += 1) {
      const customer = await createCustomer(db, 0);
      const { productId, orderId } = await createPhysicalOrder(db, customer.id, { stock: 1, quantity: 3, amount: 700 });
      const answers = await Promise.all([
        api.post(`/admin/update-physical-order-status/${orderId}`, { status: 'cancelled' }),
        api.post(`/admin/update-physical-order-status/${orderId}`, { status: 'completed' }),
        api.post(`/admin/update-physical-order-status/${orderId}`, { status: 'cancelled' }),
        api.post(`/admin/update-physical-order-status/${orderId}`, { status: 'completed' }),
      ]);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      const { status } = await db.selectFrom('physical_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
      const cancelled = status === 'cancelled';
      expect(await walletOf(db, customer.id)).toBe(cancelled ? '700.00' : '0.00');
      expect(await stockOf(db, productId)).toBe(cancelled ? 4 : 1);
      expect(await refundsOf(db, orderId)).toHaveLength(cancelled ? 1 : 0);
    }
  });
});
