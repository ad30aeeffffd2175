import { sql } from 'kysely';
import { releaseIdleClaims } from '../../server/domains/orders/claims';
import { createCustomer, createCustomerOrder, createSubAdmin, createTopupPackage, grantOperations } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

type Api = ReturnType<typeof apiClient>;
const ORDER_WORK = ['listMyPackageOrders', 'claimOrder', 'releaseOrderClaim', 'updateOrderStatus', 'takeNextOrder'];

/**
 * An admin who leaves (deactivated or deleted) holds no orders: the orders they had taken go back
 * to pending for the others at once, each release recorded. Deactivating keeps everything else
 * (grants, packages, what they completed, the audit); reactivating gives it all back.
 */
describeOnEachDatabase('the team: an admin who leaves releases their order claims', (server) => {
  let api: Api;
  const db = () => server().db;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  /** A sub-admin handling one package's orders, signed in, with `count` pending orders of it. */
  async function orderHandler(count: number) {
    const pkg = await createTopupPackage(db(), 'in_game');
    const customer = await createCustomer(db(), 0);
    const orders = [];
    for (let i = 0; i < count; i += 1) orders.push(await createCustomerOrder(db(), customer.id, pkg.productId, pkg.packageId));
    const sub = await createSubAdmin(db());
    await grantOperations(db(), sub.id, ORDER_WORK);
    await db().insertInto('admin_package_permissions').values({ admin_id: sub.id, package_id: pkg.packageId }).execute();
    const subApi = apiClient(server().app, await server().login(sub.email, sub.password));
    return { sub, subApi, pkg, customer, orders: orders.map((o) => o.id) };
  }
  const ordersOf = (ids: number[]) => db().selectFrom('orders').select(['id', 'status', 'claimed_by', 'claimed_at', 'completed_by']).where('id', 'in', ids).orderBy('id').execute();
  const releasesOf = (ids: number[]) =>
    db().selectFrom('audit_log').select(['admin_id', 'target_id']).where('operation_id', '=', 'releaseOrderClaim').where('target_id', 'in', ids.map(String)).orderBy('target_id').execute();

  it('deactivating releases the orders they had taken (recorded, by whoever deactivated them), keeps the rest, and reactivating gives it back', async () => {
    const { sub, subApi, orders } = await orderHandler(4);
    const [takenA, takenB, completed, untouched] = orders;
    for (const id of [takenA, takenB, completed]) expect((await subApi.post(`/admin/order/claim/${id}`)).status).toBe(200);
    expect((await subApi.post(`/admin/order/update-order-status/${completed}`, { status: 'completed' })).status).toBe(200);
    const owner = (await api.get('/admin/me')).body.data.user.id as number;

    const res = await api.post(`/admin/admins/${sub.id}/deactivate`);
    expect(res.status).toBe(200);
    expect(await ordersOf([takenA, takenB])).toEqual([
      { id: takenA, status: 'pending', claimed_by: null, claimed_at: null, completed_by: null },
      { id: takenB, status: 'pending', claimed_by: null, claimed_at: null, completed_by: null },
    ]);
    expect(await releasesOf([takenA, takenB])).toEqual([
      { admin_id: owner, target_id: String(takenA) },
      { admin_id: owner, target_id: String(takenB) },
    ].sort((a, b) => a.target_id.localeCompare(b.target_id)));
    // Anyone may take them now.
    expect((await api.post(`/admin/order/claim/${takenA}`)).status).toBe(200);
    expect((await api.post(`/admin/order/release/${takenA}`)).status).toBe(200);

    // Kept: what they completed (with their name), their grants, their packages, the audit of their work.
    const [done] = await ordersOf([completed]);
    expect(done).toMatchObject({ status: 'completed', completed_by: sub.id });
    const listed = (await api.get(`/admin/orders?status=completed&limit=100`)).body.data.orders.find((o: { id: number }) => o.id === completed);
    expect(listed.completed_by_name).toBe(`Sub ${(await db().selectFrom('admins').select('last_name').where('id', '=', sub.id).executeTakeFirstOrThrow()).last_name}`);
    expect((await db().selectFrom('admin_auth_modules').select('auth_module_id').where('admin_id', '=', sub.id).execute()).length).toBe(ORDER_WORK.length);
    expect(await db().selectFrom('admin_package_permissions').select('package_id').where('admin_id', '=', sub.id).execute()).toHaveLength(1);
    expect((await db().selectFrom('audit_log').select('id').where('admin_id', '=', sub.id).where('operation_id', '=', 'claimOrder').execute()).length).toBe(3);
    expect((await subApi.get('/admin/orders/admin-order')).status).toBe(401);

    // Reactivated: signs in and works as before, with the same grants and packages.
    expect((await api.post(`/admin/admins/${sub.id}/reactivate`)).status).toBe(200);
    const back = apiClient(server().app, await server().login(sub.email, sub.password));
    const mine = await back.get('/admin/orders/admin-order?limit=100');
    expect(mine.status).toBe(200);
    expect(mine.body.data.orders.map((o: { id: number }) => o.id).sort((a: number, b: number) => a - b)).toEqual([...orders].sort((a, b) => a - b));
    expect((await back.post(`/admin/order/claim/${untouched}`)).status).toBe(200);
  });

  it('deleting releases the orders they had taken, recorded', async () => {
    const { sub, subApi, orders } = await orderHandler(2);
    for (const id of orders) expect((await subApi.post(`/admin/order/claim/${id}`)).status).toBe(200);
    expect((await api.post(`/admin/admin/delete/${sub.id}`)).status).toBe(200);
    expect((await ordersOf(orders)).map((o) => ({ status: o.status, claimed_by: o.claimed_by }))).toEqual([
      { status: 'pending', claimed_by: null },
      { status: 'pending', claimed_by: null },
    ]);
    expect(await releasesOf(orders)).toHaveLength(2);
  });

  it('a take racing the deactivation leaves no order held by them: what the deactivation could not see, the next sweep releases', async () => {
    const { sub, subApi, orders } = await orderHandler(12);
    const takes = Promise.all(orders.map((id) => subApi.post(`/admin/order/claim/${id}`)));
    const deactivated = api.post(`/admin/admins/${sub.id}/deactivate`);
    const answers = await takes;
    expect((await deactivated).status).toBe(200);
    // Each take either won before the deactivation or was refused after it (its session ended).
    for (const answer of answers) expect([200, 401]).toContain(answer.status);
    await db().transaction().execute((trx) => releaseIdleClaims(trx, 15));
    expect((await ordersOf(orders)).filter((o) => o.claimed_by !== null)).toEqual([]);
    expect((await ordersOf(orders)).every((o) => o.status === 'pending')).toBe(true);
  });

  it('the sweep releases a claim left to an admin deactivated (or deleted) meanwhile, and no one else\'s fresh claim', async () => {
    const left = await orderHandler(1);
    const stays = await orderHandler(1);
    for (const { subApi, orders } of [left, stays]) expect((await subApi.post(`/admin/order/claim/${orders[0]}`)).status).toBe(200);
    // As if their take committed just after the deactivation had released their claims.
    await db().updateTable('admins').set({ deactivated_at: sql`now()` }).where('id', '=', left.sub.id).execute();
    const released = await db().transaction().execute((trx) => releaseIdleClaims(trx, 15));
    expect(released).toContain(left.orders[0]);
    expect(released).not.toContain(stays.orders[0]);
    expect(await ordersOf([left.orders[0], stays.orders[0]])).toMatchObject([
      { status: 'pending', claimed_by: null },
      { status: 'in_progress', claimed_by: stays.sub.id },
    ]);
  });
});
