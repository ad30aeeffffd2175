import { sql } from 'kysely';
import pg from 'pg';
import { createCustomer, createCustomerOrder, createSubAdmin, createTopupPackage, grantOperations } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

/** Asks until `check` holds (every 5 ms, at most `withinMs`). */
async function eventually(check: () => Promise<boolean>, withinMs = 1_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const ids = (body: { data: { orders: { id: number }[] } }) => body.data.orders.map((o) => o.id).sort((a, b) => a - b);

/**
 * The admin's packages are held with their session (SessionAdmin.package_ids, session-cache.ts), so
 * the Admins Order list asks the database nothing before its page. A grant or a withdrawal, through
 * Manage Order Permission or by hand in SQL, is announced (migration 0015) and heard before the next request.
 */
describeOnEachDatabase('Admins Order: the packages held with the session', (server) => {
  async function shop() {
    const { db, app } = server();
    const owner = apiClient(app, await server().login());
    const sub = await createSubAdmin(db);
    await grantOperations(db, sub.id, ['listMyPackageOrders']);
    const a = await createTopupPackage(db, 'in_game');
    const b = await createTopupPackage(db, 'in_game');
    const customer = await createCustomer(db, 0);
    const orderA = (await createCustomerOrder(db, customer.id, a.productId, a.packageId)).id;
    const orderB = (await createCustomerOrder(db, customer.id, b.productId, b.packageId)).id;
    const grant = async (packages: number[]) =>
      expect((await owner.post('/admin/topup-package-permission/add-permission', { admin_id: sub.id, topup_package_id: packages })).status).toBe(200);
    await grant([a.packageId]);
    const api = apiClient(app, await server().login(sub.email, sub.password));
    const listed = async () => {
      const res = await api.get(`/admin/orders/admin-order?user_id=${customer.id}`);
      expect(res.status).toBe(200);
      return ids(res.body);
    };
    return { db, sub, a, b, orderA, orderB, grant, listed };
  }

  it('a package granted or taken on Manage Order Permission is in or out of the very next request', async () => {
    const { a, b, orderA, orderB, grant, listed } = await shop();
    expect(await listed()).toEqual([orderA]);
    expect(await listed()).toEqual([orderA]);
    await grant([a.packageId, b.packageId]);
    expect(await listed()).toEqual([orderA, orderB]);
    await grant([b.packageId]);
    expect(await listed()).toEqual([orderB]);
    await grant([]);
    expect(await listed()).toEqual([]);
  });

  it('is held: a change the database does not announce is not seen; an announced one, made by hand in SQL, at once', async () => {
    const { db, sub, a, b, orderA, orderB, listed } = await shop();
    expect(await listed()).toEqual([orderA]);
    const triggers = (state: 'enable' | 'disable') => sql`alter table admin_package_permissions ${sql.raw(state)} trigger user`.execute(db);
    await triggers('disable');
    try {
      await db.insertInto('admin_package_permissions').values({ admin_id: sub.id, package_id: b.packageId }).execute();
      // Held with the session: no statement reads the packages again for this request.
      expect(await listed()).toEqual([orderA]);
    } finally {
      await triggers('enable');
    }
    await db.deleteFrom('admin_package_permissions').where('admin_id', '=', sub.id).where('package_id', '=', a.packageId).execute();
    expect(await listed()).toEqual([orderB]);
    await db.updateTable('admin_package_permissions').set({ package_id: a.packageId }).where('admin_id', '=', sub.id).execute();
    expect(await listed()).toEqual([orderA]);
    await db.insertInto('admin_package_permissions').values({ admin_id: sub.id, package_id: b.packageId }).execute();
    expect(await listed()).toEqual([orderA, orderB]);
    await sql`truncate admin_package_permissions`.execute(db);
    expect(await listed()).toEqual([]);
  });

  it("hears a change made by hand in SQL on another connection (an operator's, another server's)", async () => {
    if (server().kind !== 'postgres') return;
    const { sub, b, orderA, orderB, listed } = await shop();
    expect(await listed()).toEqual([orderA]);
    const other = new pg.Client({ connectionString: server().config.databaseUrl! });
    await other.connect();
    try {
      await other.query('insert into admin_package_permissions (admin_id, package_id) values ($1, $2)', [sub.id, b.packageId]);
      await eventually(async () => (await listed()).length === 2);
      expect(await listed()).toEqual([orderA, orderB]);
      await other.query('delete from admin_package_permissions where admin_id = $1', [sub.id]);
      await eventually(async () => (await listed()).length === 0);
    } finally {
      await other.end();
    }
  });
});
