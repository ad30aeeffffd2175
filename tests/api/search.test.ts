import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { createCustomer, createCustomerOrder, createPhysicalOrder, createSubAdmin, createTopupPackage, createTransaction, grantOperations } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

interface Hit {
  id: number;
  title: string;
  detail: string | null;
  status: string | null;
  link: string;
}

let serial = 0;
/** A phone number no other row of the suite's database has: 013 and eight digits unique to this run and call. */
const uniquePhone = () => {
  serial += 1;
  return `013${String((process.pid % 10_000) * 1_000 + serial).padStart(8, '0')}`;
};
const ids = (hits: Hit[] | null) => hits?.map((h) => h.id) ?? null;

/**
 * The command palette's search: one query finds orders, physical orders, customers and
 * wallet-adds by id, phone (any form, its start), player id and transaction id; each group only
 * for an admin who may list it (orders of their own packages only, with just the Admins Order
 * list); never a customer's secret; bad input is a 400 in the error shape.
 */
describeOnEachDatabase('search (command palette)', (server) => {
  let api: ReturnType<typeof apiClient>;
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = server().db;
    api = apiClient(server().app, await server().login());
  });

  const search = (client: ReturnType<typeof apiClient>, q: string) => client.get(`/admin/search?q=${encodeURIComponent(q)}`);

  it('finds an order by its id, phone (local, +880 and 880 forms, or its start), player id and transaction id in any case', async () => {
    const { productId, packageId } = await createTopupPackage(db, 'in_game');
    const phone = uniquePhone();
    const customer = await createCustomer(db, 0, { phone });
    const order = await createCustomerOrder(db, customer.id, productId, packageId, { phone });
    const playerId = `77${process.pid}${serial}`;
    await db.updateTable('orders').set({ playerid: playerId, transaction_id: `BkSearch${process.pid}X` }).where('id', '=', order.id).execute();

    for (const q of [String(order.id), phone, `+880${phone.slice(1)}`, `880 ${phone.slice(1, 5)}-${phone.slice(5)}`, phone.slice(0, 9), playerId, `bksearch${process.pid}x`]) {
      const res = await search(api, q);
      expect(res.status).toBe(200);
      expect(ids(res.body.data.orders)).toContain(order.id);
    }
    const hit = (await search(api, playerId)).body.data.orders.find((h: Hit) => h.id === order.id);
    expect(hit).toEqual({ id: order.id, title: `Order #${order.id} · Order`, detail: expect.stringContaining(`player ${playerId}`), status: 'pending', link: `/order?open=${order.id}` });
    // In the admin's language (docs/languages.md): the palette of a dashboard in Bengali.
    const inBengali = await server().app.inject({ url: `/api/admin/search?q=${playerId}`, headers: { authorization: `Bearer ${await server().login()}`, 'accept-language': 'bn, en;q=0.5' } });
    expect(inBengali.json().data.orders.find((h: Hit) => h.id === order.id)).toMatchObject({ title: `অর্ডার #${order.id} · Order`, detail: expect.stringContaining(`প্লেয়ার ${playerId}`) });
    // A phone number's start needs 6 digits: fewer would sort thousands of a large shop's rows.
    expect(ids((await search(api, phone.slice(0, 5))).body.data.orders)).not.toContain(order.id);
  });

  it('finds customers by id and phone, wallet-adds by id, number, transaction id and gateway order id, physical orders by id', async () => {
    const phone = uniquePhone();
    const customer = await createCustomer(db, 0, { phone });
    const walletAdd = await createTransaction(db, customer.id, { number: phone, transaction_id: `NgSearch${process.pid}`, order_id: `PAY-S${process.pid}`, is_automated: 1 });
    const { orderId: physicalId } = await createPhysicalOrder(db, customer.id);

    expect((await search(api, `+880${phone.slice(1)}`)).body.data).toMatchObject({
      customers: [{ id: customer.id, title: `${customer.username} (#${customer.id})`, detail: phone, status: null, link: `/user?open=${customer.id}` }],
      wallet_adds: [{ id: walletAdd.id, status: 'pending', link: `/automated-add-wallet?open=${walletAdd.id}` }],
    });
    expect(ids((await search(api, String(customer.id))).body.data.customers)).toContain(customer.id);
    for (const q of [String(walletAdd.id), `NGSEARCH${process.pid}`, `PAY-S${process.pid}`]) {
      expect(ids((await search(api, q)).body.data.wallet_adds)).toContain(walletAdd.id);
    }
    const physical = (await search(api, String(physicalId))).body.data.physical_orders;
    expect(physical).toContainEqual(expect.objectContaining({ id: physicalId, status: 'pending', link: `/product-order?open=${physicalId}` }));
  });

  it('answers only what the palette shows: never an in-game password or security code', async () => {
    const { productId, packageId } = await createTopupPackage(db, 'in_game');
    const phone = uniquePhone();
    const customer = await createCustomer(db, 0, { phone });
    await createCustomerOrder(db, customer.id, productId, packageId, { phone, ingamepassword: 'palette-secret-pw', securitycode: 'palette-secret-sc' });
    const res = await search(api, phone);
    expect(res.body.data.orders).toHaveLength(1);
    expect(Object.keys(res.body.data.orders[0]).sort()).toEqual(['detail', 'id', 'link', 'status', 'title']);
    expect(JSON.stringify(res.body)).not.toMatch(/palette-secret/);
  });

  it('shows a sub-admin only the groups they may list: orders of their own packages with just the Admins Order list, one kind of wallet-add', async () => {
    const mine = await createTopupPackage(db, 'in_game');
    const theirs = await createTopupPackage(db, 'in_game');
    const phone = uniquePhone();
    const customer = await createCustomer(db, 0, { phone });
    const myOrder = await createCustomerOrder(db, customer.id, mine.productId, mine.packageId, { phone });
    const theirOrder = await createCustomerOrder(db, customer.id, theirs.productId, theirs.packageId, { phone });
    const manual = await createTransaction(db, customer.id, { number: phone, is_automated: 0 });
    const automated = await createTransaction(db, customer.id, { number: phone, is_automated: 1 });
    await createPhysicalOrder(db, customer.id);

    const sub = await createSubAdmin(db);
    await grantOperations(db, sub.id, ['listMyPackageOrders', 'listManualTransactions']);
    await db.insertInto('admin_package_permissions').values({ admin_id: sub.id, package_id: mine.packageId }).execute();
    const subApi = apiClient(server().app, await server().login(sub.email, sub.password));
    const seen = (await search(subApi, phone)).body.data;
    expect(ids(seen.orders)).toEqual([myOrder.id]);
    expect(seen.orders[0].link).toBe(`/subadmin-order?open=${myOrder.id}`);
    expect(ids(seen.wallet_adds)).toEqual([manual.id]);
    expect(seen).toMatchObject({ customers: null, physical_orders: null });
    // Its id finds the order of another package no more than its phone does.
    expect((await search(subApi, String(theirOrder.id))).body.data.orders).toEqual([]);

    // The all-orders list is every package's; nothing granted, nothing found (but the search itself is allowed).
    const all = await createSubAdmin(db);
    await grantOperations(db, all.id, ['listOrders', 'listAutomatedTransactions', 'listUsers']);
    const allApi = apiClient(server().app, await server().login(all.email, all.password));
    const everything = (await search(allApi, phone)).body.data;
    expect(ids(everything.orders)?.sort()).toEqual([myOrder.id, theirOrder.id].sort());
    expect(ids(everything.wallet_adds)).toEqual([automated.id]);
    expect(everything.customers[0].link).toBe(`/user?open=${everything.customers[0].id}`);
    const none = await createSubAdmin(db);
    const noneApi = apiClient(server().app, await server().login(none.email, none.password));
    expect((await search(noneApi, phone)).body.data).toEqual({ orders: null, physical_orders: null, customers: null, wallet_adds: null });
  });

  it('refuses an empty, blank or too long search with a 400 in the error shape, and a caller not signed in with 401', async () => {
    for (const url of ['/admin/search', '/admin/search?q=', '/admin/search?q=%20%20%20', `/admin/search?q=${'9'.repeat(65)}`]) {
      const res = await api.get(url);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String), errors: [expect.objectContaining({ param: 'q' })] });
    }
    expect((await apiClient(server().app).get('/admin/search?q=0171')).status).toBe(401);
  });
});
