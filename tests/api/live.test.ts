import type { AddressInfo } from 'node:net';
import { createCustomer, createCustomerOrder, createSubAdmin, createTopupPackage, createTransaction, grantOperations } from '../support/fixtures';
import { openEventStream } from '../support/event-stream';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

describeOnEachDatabase('live changes', (server) => {
  let baseUrl: string;
  beforeAll(async () => {
    await server().app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server().app.server.address() as AddressInfo).port}`;
  });

  it('a signed-in admin connects with the bearer header and hears a new order placed in the database', async () => {
    const stream = await openEventStream(baseUrl, await server().login());
    // Like every API answer, never kept by a browser or a proxy (the hook that says so elsewhere does not run for a stream).
    expect(stream.headers.get('cache-control')).toBe('no-store, no-transform');
    // And like every answer, the security headers (the stream writes its head itself).
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('content-security-policy')).toContain("default-src 'self'");
    await stream.waitFor((e) => e.event === 'ready');
    const { productId, packageId } = await createTopupPackage(server().db, 'in_game');
    const customer = await createCustomer(server().db, 0);
    const order = await createCustomerOrder(server().db, customer.id, productId, packageId);
    const heard = await stream.waitFor((e) => e.event === 'change' && e.data.list === 'orders' && e.data.ids!.includes(order.id));
    expect(heard.data).toEqual({ list: 'orders', scope: packageId, op: 'insert', ids: [order.id] });
    await createTransaction(server().db, customer.id, { is_automated: 1 });
    await stream.waitFor((e) => e.event === 'change' && e.data.list === 'transactions' && e.data.scope === 1);
    await stream.close();
    const refused = await fetch(`${baseUrl}/api/events`);
    expect(refused.status).toBe(401);
  });

  it('a sub-admin hears only about what they may see: their packages, their granted lists', async () => {
    const db = server().db;
    const mine = await createTopupPackage(db, 'in_game');
    const theirs = await createTopupPackage(db, 'in_game');
    const sub = await createSubAdmin(db);
    await grantOperations(db, sub.id, ['listMyPackageOrders', 'listAutomatedTransactions']);
    await db.insertInto('admin_package_permissions').values({ admin_id: sub.id, package_id: mine.packageId }).execute();
    const stream = await openEventStream(baseUrl, await server().login(sub.email, sub.password));
    await stream.waitFor((e) => e.event === 'ready');
    const customer = await createCustomer(db, 0);
    const hidden = await createCustomerOrder(db, customer.id, theirs.productId, theirs.packageId);
    await createTransaction(db, customer.id, { is_automated: 0 });
    const seen = await createCustomerOrder(db, customer.id, mine.productId, mine.packageId);
    const automated = await createTransaction(db, customer.id, { is_automated: 1 });
    const heardSeen = await stream.waitFor((e) => e.data.list === 'orders' && e.data.ids!.includes(seen.id));
    // Their own package's order: marked, so their Admins Order list counts it as new.
    expect(heardSeen.data).toEqual({ list: 'orders', scope: mine.packageId, op: 'insert', ids: [seen.id], mine: true });
    await stream.waitFor((e) => e.data.list === 'transactions' && e.data.ids!.includes(automated.id));
    const changes = stream.events.filter((e) => e.event === 'change');
    expect(changes.some((e) => e.data.list === 'orders' && e.data.ids!.includes(hidden.id))).toBe(false);
    expect(changes.some((e) => e.data.list === 'transactions' && e.data.scope === 0)).toBe(false);
    await stream.close();

    const counts = await apiClient(server().app, await server().login(sub.email, sub.password)).get('/admin/pending-counts');
    expect(counts.body.data).toEqual({ manual_wallet_adds: null, automated_wallet_adds: expect.any(Number), orders: null, my_package_orders: 1, physical_orders: null });
  });

  it('a stream whose session is revoked ends, without telling it the changes made since', async () => {
    const token = await server().login();
    const stream = await openEventStream(baseUrl, token);
    await stream.waitFor((e) => e.event === 'ready');
    expect((await apiClient(server().app, token).post('/admin/logout')).status).toBe(200);
    const { productId, packageId } = await createTopupPackage(server().db, 'in_game');
    const order = await createCustomerOrder(server().db, (await createCustomer(server().db, 0)).id, productId, packageId);
    await stream.ended();
    expect(stream.events.some((e) => e.event === 'change' && e.data.ids?.includes(order.id))).toBe(false);
  });

  it('pending counts follow the kept totals', async () => {
    const api = apiClient(server().app, await server().login());
    const before = (await api.get('/admin/pending-counts')).body.data;
    const customer = await createCustomer(server().db, 0);
    const tx = await createTransaction(server().db, customer.id);
    const after = (await api.get('/admin/pending-counts')).body.data;
    expect(after.manual_wallet_adds).toBe(before.manual_wallet_adds + 1);
    await api.post('/admin/transaction/update', { transaction_id: tx.id, status: 'cancel' });
    expect((await api.get('/admin/pending-counts')).body.data.manual_wallet_adds).toBe(before.manual_wallet_adds);
  });
});
