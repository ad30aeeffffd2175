import { createCustomer, createCustomerOrder, createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';

/**
 * Admins Order (`listMyPackageOrders`, the dashboard's /subadmin-order) lists only the orders of the
 * packages granted to the signed-in admin — a super admin too: being a super admin grants every
 * operation, not packages. Its empty state says so (docs/screens.md).
 */
describeOnEachDatabase('Admins Order: the orders of the packages granted to the signed-in admin', (server) => {
  it('a super admin with no packages granted sees none there (while the all-orders list has them); granted one, exactly its orders', async () => {
    const { db, app } = server();
    const api = apiClient(app, await server().login());
    const owner = await db.selectFrom('admins').select('id').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow();
    await db.deleteFrom('admin_package_permissions').where('admin_id', '=', owner.id).execute();
    const mine = await createTopupPackage(db, 'in_game');
    const other = await createTopupPackage(db, 'in_game');
    const customer = await createCustomer(db, 0);
    const myOrder = await createCustomerOrder(db, customer.id, mine.productId, mine.packageId);
    const otherOrder = await createCustomerOrder(db, customer.id, other.productId, other.packageId);
    const ids = (body: { data: { orders: { id: number }[] } }) => body.data.orders.map((o) => o.id);

    const all = await api.get(`/admin/orders?user_id=${customer.id}`);
    expect(ids(all.body).sort()).toEqual([myOrder.id, otherOrder.id].sort());
    const none = await api.get(`/admin/orders/admin-order?user_id=${customer.id}`);
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ orders: [], order_count: 0 });

    // Packages are granted on Manage Order Permission, to oneself too.
    const granted = await api.post('/admin/topup-package-permission/add-permission', { admin_id: owner.id, topup_package_id: [mine.packageId] });
    expect(granted.status).toBe(200);
    const listed = await api.get(`/admin/orders/admin-order?user_id=${customer.id}`);
    expect(ids(listed.body)).toEqual([myOrder.id]);
    await api.post('/admin/topup-package-permission/add-permission', { admin_id: owner.id, topup_package_id: [] });
  });
});
