import type { Kysely } from 'kysely';
import type { Database, OrderStatus } from '../../server/db/schema';
import { createSubAdmin, createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';

/** Dhaka is UTC+6 all year (no DST): the shop's local midnights as instants. */
const dhakaDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const todayMidnight = () => new Date(`${dhakaDate(new Date())}T00:00:00+06:00`);
const monthStart = () => new Date(`${dhakaDate(new Date()).slice(0, 7)}-01T00:00:00+06:00`);
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);
const label = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short' }).format(d);
const DAY = 86_400;

describeOnEachDatabase('dashboard and reports in the shop\'s days', (server) => {
  let api: ReturnType<typeof apiClient>;
  let ownerId: number;
  let yesterdayAdmin: { id: number };
  let monthAdmin: { id: number };
  const db = (): Kysely<Database> => server().db;

  beforeAll(async () => {
    expect(server().config.shopTimezone).toBe('Asia/Dhaka');
    api = apiClient(server().app, await server().login());
    ownerId = (await db().selectFrom('admins').select('id').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow()).id;
    yesterdayAdmin = await createSubAdmin(db());
    monthAdmin = await createSubAdmin(db());
    const midnight = todayMidnight();
    const customers = await db()
      .insertInto('customers')
      .values([
        { username: 'today', wallet: 10.5, created_at: at(midnight, 1) },
        { username: 'yesterday', wallet: 5.25, created_at: at(midnight, -1) },
        { username: 'gone', wallet: 100, created_at: at(midnight, 1), deleted_at: new Date() },
      ])
      .returning('id')
      .execute();
    const c = customers[0].id;
    await db()
      .insertInto('transactions')
      .values([
        { customer_id: c, amount: 100.1, status: 'completed', completed_at: at(midnight, 1), created_at: at(midnight, -100) },
        { customer_id: c, amount: 50, status: 'completed', completed_at: at(midnight, -1), created_at: at(midnight, -100) },
        { customer_id: c, amount: 20, status: 'under_review' },
      ])
      .execute();
    const { productId, packageId } = await createTopupPackage(db(), 'in_game', { price: 200.5, buy_price: 1.2345 });
    const order = (status: OrderStatus, amount: number, created: Date, completed?: Date, by?: number) => ({
      customer_id: c,
      product_id: productId,
      package_id: packageId,
      name: 'Pkg',
      amount,
      status,
      created_at: created,
      completed_at: completed ?? null,
      completed_by: by ?? null,
    });
    const start = monthStart();
    await db()
      .insertInto('orders')
      .values([
        order('completed', 200.5, at(midnight, 1), at(midnight, 2), ownerId),
        order('completed', 30, at(midnight, -1), at(midnight, 1), ownerId),
        order('completed', 7, at(midnight, -7200), at(midnight, -1), yesterdayAdmin.id),
        order('pending', 1, at(midnight, 5)),
        order('in_progress', 1, at(midnight, 10)),
        // Around the month's first midnight: one before (last month), one after (this month).
        order('completed', 3, at(start, -10), at(start, -1), monthAdmin.id),
        order('completed', 3, at(start, -10), at(start, 1), monthAdmin.id),
      ])
      .execute();
    await db().insertInto('physical_orders').values({ customer_id: c, product_id: (await db().insertInto('physical_products').values({ name: 'x', sale_price: 1, regular_price: 1, quantity: 1 }).returning('id').executeTakeFirstOrThrow()).id, quantity: 1, amount: 1 }).execute();
  });

  it('getDashboardStats: today is the shop\'s day (local midnight ± 1 s), money as exact decimal text', async () => {
    const res = await api.get('/admin/dashboard-stats');
    expect(res.status).toBe(200);
    const monthOrdersToday = dhakaDate(monthStart()) === dhakaDate(new Date()) ? 1 : 0;
    expect(res.body.data).toEqual({
      totalUser: 2,
      todaysUser: 1,
      totalWallet: '15.75',
      todaysTotalWallet: '100.10',
      todaysWalletAdd: 1,
      todaysOrder: 3,
      todaysCompletedOrder: 1,
      todaySale: (230.5 + 3 * monthOrdersToday).toFixed(2),
      pendingOrder: 1,
      inProgressOrder: 1,
      pendingWalletAdd: 1,
      pendingPhysicalOrder: 1,
    });
  });

  it('orders and sales charts: one point per shop day, empty days as 0, oldest first, labelled like "21 Nov"', async () => {
    const midnight = todayMidnight();
    const orders = await api.get('/admin/orders-chart-data?days=3');
    expect(orders.status).toBe(200);
    expect(orders.body.data.dates).toEqual([label(at(midnight, -2 * DAY + 60)), label(at(midnight, -DAY + 60)), label(at(midnight, 60))]);
    // Created yesterday: the one a second before midnight and the one two hours before (plus the month's two, if yesterday held the 1st's eve).
    const monthEve = dhakaDate(at(monthStart(), -10));
    const perDay = [-2, -1, 0].map((d) => dhakaDate(at(midnight, d * DAY + 60)));
    const expected = [0, 2, 3].map((count, i) => count + (perDay[i] === monthEve ? 2 : 0));
    expect(orders.body.data.data).toEqual(expected);
    const sales = await api.get('/admin/this-month-sale-chart-data?days=2');
    expect(sales.body.data.dates).toHaveLength(2);
    const sale = (i: number, base: number) => (base + (perDay[i + 1] === dhakaDate(at(monthStart(), 1)) ? 3 : 0) + (perDay[i + 1] === dhakaDate(at(monthStart(), -1)) ? 3 : 0)).toFixed(2);
    expect(sales.body.data.data).toEqual([sale(0, 7), sale(1, 230.5)]);
    const month = await api.get('/admin/orders-chart-data');
    expect(month.body.data.data).toHaveLength(30);
    expect((await api.get('/admin/this-month-sale-chart-data?days=365')).body.data.dates).toHaveLength(365);
    for (const days of ['0', '366', 'abc', '1.5']) expect((await api.get(`/admin/orders-chart-data?days=${days}`)).status).toBe(400);
  });

  it('order-completed-by-admin: per admin, today, this month (from the month\'s local midnight) and in total; deleted admins with none leave', async () => {
    const res = await api.get('/admin/order-completed-by-admin');
    const rows = res.body.data as { admin_id: number; today: number; this_month: number; total: number }[];
    const row = (id: number) => rows.find((r) => r.admin_id === id);
    const sameMonthYesterday = dhakaDate(at(todayMidnight(), -1)).slice(0, 7) === dhakaDate(new Date()).slice(0, 7);
    expect(row(ownerId)).toMatchObject({ today: 2, this_month: 2, total: 2 });
    expect(row(yesterdayAdmin.id)).toMatchObject({ today: 0, this_month: sameMonthYesterday ? 1 : 0, total: 1 });
    expect(row(monthAdmin.id)).toMatchObject({ this_month: 1, total: 2 });
    expect(rows[0].total).toBeGreaterThanOrEqual(rows[rows.length - 1].total);
    const idle = await createSubAdmin(db());
    await db().updateTable('admins').set({ deleted_at: new Date() }).where('id', '=', idle.id).execute();
    expect(((await api.get('/admin/order-completed-by-admin')).body.data as { admin_id: number }[]).map((r) => r.admin_id)).not.toContain(idle.id);
  });

  it('this-month-completed-order: the signed-in admin\'s count as a number, 0 when none', async () => {
    expect((await api.get('/admin/this-month-completed-order')).body.data).toBe(2);
    const sub = await createSubAdmin(db());
    await db().updateTable('admins').set({ is_super_admin: true }).where('id', '=', sub.id).execute();
    const other = apiClient(server().app, await server().login(sub.email, sub.password));
    expect((await other.get('/admin/this-month-completed-order')).body.data).toBe(0);
    await db().updateTable('admins').set({ is_super_admin: false }).where('id', '=', sub.id).execute();
  });

  it('shell-used-by-admin: per admin, the buy prices of the packages of orders completed today and yesterday, exact to 4 decimals', async () => {
    const rows = (await api.get('/admin/shell-used-by-admin')).body.data as { admin_id: number }[];
    expect(rows.find((r) => r.admin_id === ownerId)).toMatchObject({ today: '2.4690', yesterday: '0.0000', today_orders: 2, yesterday_orders: 0 });
    expect(rows.find((r) => r.admin_id === yesterdayAdmin.id)).toMatchObject({ today: '0.0000', yesterday: '1.2345', yesterday_orders: 1 });
  });
  it('the sidebar badges count what the dashboard cards count: orders pending or in progress, wallet-adds pending or under review (manual and automated)', async () => {
    const customer = (await db().selectFrom('customers').select('id').where('deleted_at', 'is', null).executeTakeFirstOrThrow()).id;
    await db()
      .insertInto('transactions')
      .values([
        { customer_id: customer, amount: 5, status: 'pending', is_automated: 0 },
        { customer_id: customer, amount: 6, status: 'under_review', is_automated: 0 },
        { customer_id: customer, amount: 7, status: 'pending', is_automated: 1 },
        { customer_id: customer, amount: 8, status: 'under_review', is_automated: 1 },
      ])
      .execute();
    const stats = (await api.get('/admin/dashboard-stats')).body.data;
    const badges = (await api.get('/admin/pending-counts')).body.data;
    expect(stats.pendingWalletAdd).toBe(5);
    // Every wallet-add waiting for an admin is on a badge: an under-review manual one can be completed or cancelled too.
    expect({ manual: badges.manual_wallet_adds, automated: badges.automated_wallet_adds }).toEqual({ manual: 3, automated: 2 });
    expect(badges.manual_wallet_adds + badges.automated_wallet_adds).toBe(stats.pendingWalletAdd);
    expect(badges.orders).toBe(stats.pendingOrder + stats.inProgressOrder);
    expect(badges.physical_orders).toBe(stats.pendingPhysicalOrder);
  });
});
