import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../server/db/schema';
import { orderRowsQuery } from '../../server/domains/orders/handlers';
import { SEEK_FROM } from '../../server/domains/shared/list-window';
import { createCustomer, createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

type Direction = 'asc' | 'desc';
type Ids = SelectQueryBuilder<Database, 'orders' | 'transactions' | 'physical_orders', { id: number }>;

/** The page as plain OFFSET reads it: what a deep page must show, row for row. */
const plainPage = (q: Ids, direction: Direction, limit: number, offset: number) =>
  q.orderBy('created_at', direction).orderBy('id', direction).limit(limit).offset(offset).execute();

/** Midnight (UTC) ties and exact day edges: every 5th row of a day sits on its first instant, several rows share one. */
const CREATED = (g: string) => sql`timestamptz '2026-01-01 00:00:00+00' + (${sql.raw(g)} / 37) * interval '1 day' + (${sql.raw(g)} % 5) * interval '5 hours'`;

/** The kept per-day totals, per status and under `*` (all statuses), agree with counting the rows. */
async function expectDayTotalsExact(db: Kysely<Database>) {
  const { rows } = await sql<{ wrong: number; all_statuses: number }>`
    with per_status as (
      select 'orders' as list, package_id as scope, status, (created_at at time zone 'UTC')::date as day, count(*) as n from orders group by 2, 3, 4
      union all select 'transactions', is_automated, status, (created_at at time zone 'UTC')::date, count(*) from transactions group by 2, 3, 4
      union all select 'physical_orders', 0, status, (created_at at time zone 'UTC')::date, count(*) from physical_orders group by 3, 4
    ), counted as (
      select * from per_status union all select list, scope, '*', day, sum(n) from per_status group by 1, 2, 4
    ), kept as (
      select list, scope, status, day, sum(total) as n from list_day_totals group by 1, 2, 3, 4 having sum(total) <> 0
    )
    select count(*) filter (where kept.n is distinct from counted.n)::int as wrong, count(*) filter (where status = '*')::int as all_statuses
    from kept full join counted using (list, scope, status, day)`.execute(db);
  expect(rows[0].wrong).toBe(0);
  expect(rows[0].all_statuses).toBeGreaterThan(0);
}

/**
 * A page far into a big list (SEEK_FROM rows and more) finds its day from the kept per-day totals
 * and skips only within it: it must show exactly the rows plain OFFSET shows, at day edges, on ties,
 * in both directions, per status and per scope, and still after rows change status, arrive and go.
 */
describeOnEachDatabase('deep pages of the big lists', (server) => {
  let api: ReturnType<typeof apiClient>;
  let db: Kysely<Database>;
  let mine: number;
  beforeAll(async () => {
    db = server().db;
    api = apiClient(server().app, await server().login());
    const customer = await createCustomer(db);
    const a = await createTopupPackage(db, 'in_game');
    const b = await createTopupPackage(db, 'in_game');
    mine = a.packageId;
    const admin = await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.insertInto('admin_package_permissions').values({ admin_id: admin.id, package_id: mine }).execute();
    await sql`insert into orders (customer_id, product_id, package_id, name, amount, status, created_at)
      select ${customer.id}::int, case when g % 3 = 0 then ${b.productId}::int else ${a.productId}::int end, case when g % 3 = 0 then ${b.packageId}::int else ${a.packageId}::int end,
             'Order', 100, (array['pending','completed','cancel','in_progress'])[1 + g % 4], ${CREATED('g')}
      from generate_series(1, 5000) g`.execute(db);
    await sql`insert into transactions (customer_id, amount, number, transaction_id, status, is_automated, created_at, updated_at)
      select ${customer.id}::int, 100, '0171' || lpad(g::text, 7, '0'), 'TX' || g, (array['pending','completed','cancel','under_review'])[1 + g % 4], g % 2, ${CREATED('g')}, ${CREATED('g')}
      from generate_series(1, 5000) g`.execute(db);
    const product = await db
      .insertInto('physical_products')
      .values({ name: 'Deep gadget', sale_price: 500, regular_price: 600, quantity: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into physical_orders (customer_id, product_id, quantity, amount, phone, address, status, created_at)
      select ${customer.id}::int, ${product.id}::int, 1, 500, '01711000000', 'Dhaka', (array['pending','completed','cancelled','in_progress'])[1 + g % 4], ${CREATED('g')}
      from generate_series(1, 5000) g`.execute(db);
  });

  const ORDERS = (status?: string, packages?: number[]) => {
    let q = db.selectFrom('orders').select('id');
    if (status) q = q.where('status', '=', status as never);
    if (packages) q = q.where('package_id', 'in', packages);
    return q as unknown as Ids;
  };
  const TRANSACTIONS = (automated: 0 | 1, status?: string) => {
    let q = db.selectFrom('transactions').select('id').where('is_automated', '=', automated);
    if (status) q = q.where('status', '=', status as never);
    return q as unknown as Ids;
  };
  const PHYSICAL = (status?: string) => {
    let q = db.selectFrom('physical_orders').select('id');
    if (status) q = q.where('status', '=', status as never);
    return q as unknown as Ids;
  };

  /** Every list, filter and direction at offsets around and past SEEK_FROM, against plain OFFSET. */
  async function expectEveryDeepPageExact() {
    const cases: { read: (page: number, limit: number, sort: string) => Promise<{ id: number }[]>; plain: () => Ids }[] = [
      { read: async (page, limit, sort) => (await api.get(`/admin/orders?page=${page}&limit=${limit}&sort=${sort}`)).body.data.orders, plain: () => ORDERS() },
      {
        read: async (page, limit, sort) => (await api.get(`/admin/orders?status=pending&page=${page}&limit=${limit}&sort=${sort}`)).body.data.orders,
        plain: () => ORDERS('pending'),
      },
      {
        read: async (page, limit, sort) => (await api.get(`/admin/orders/admin-order?page=${page}&limit=${limit}&sort=${sort}`)).body.data.orders,
        plain: () => ORDERS(undefined, [mine]),
      },
      {
        read: async (page, limit, sort) => (await api.get(`/admin/transaction?page=${page}&limit=${limit}&sort=${sort}`)).body.data.transactions,
        plain: () => TRANSACTIONS(0),
      },
      {
        read: async (page, limit, sort) =>
          (await api.get(`/admin/automated-transaction?status=completed&page=${page}&limit=${limit}&sort=${sort}`)).body.data.transactions,
        plain: () => TRANSACTIONS(1, 'completed'),
      },
      {
        read: async (page, limit, sort) => (await api.post('/admin/physical-products-order', { page, limit, sort })).body.data.orders,
        plain: () => PHYSICAL(),
      },
      {
        read: async (page, limit, sort) => (await api.post('/admin/physical-products-order', { status: 'cancelled', page, limit, sort })).body.data.orders,
        plain: () => PHYSICAL('cancelled'),
      },
    ];
    for (const c of cases) {
      for (const direction of ['desc', 'asc'] as const) {
        for (const [page, limit] of [
          [101, 10],
          [123, 10],
          [11, 100],
          [12, 100],
          [13, 100],
          [25, 100],
          [51, 100],
        ]) {
          const listed = await c.read(page, limit, direction === 'desc' ? '-created_at' : 'created_at');
          const expected = await plainPage(c.plain(), direction, limit, (page - 1) * limit);
          expect({ page, limit, direction, ids: listed.map((r) => r.id) }).toEqual({ page, limit, direction, ids: expected.map((r) => r.id) });
        }
      }
    }
  }

  it('a deep page shows exactly the rows plain OFFSET shows, for every big list, filter and direction', async () => {
    await expectDayTotalsExact(db);
    await expectEveryDeepPageExact();
  });

  it('still does after rows change status, new ones arrive and some are deleted', async () => {
    await sql`update orders set status = 'completed' where id in (select id from orders where status = 'pending' order by id limit 300)`.execute(db);
    await sql`update orders set created_at = created_at - interval '3 days' where id in (select id from orders order by id desc limit 40)`.execute(db);
    await sql`update transactions set status = 'completed' where id in (select id from transactions where status = 'under_review' order by id limit 300)`.execute(
      db,
    );
    await sql`update physical_orders set status = 'cancelled' where id in (select id from physical_orders where status = 'pending' order by id limit 300)`.execute(
      db,
    );
    await sql`delete from physical_orders where id in (select id from physical_orders order by id limit 25)`.execute(db);
    await sql`insert into orders (customer_id, product_id, package_id, name, amount, status)
      select customer_id, product_id, package_id, name, amount, 'pending' from orders order by id limit 30`.execute(db);
    await expectDayTotalsExact(db);
    await expectEveryDeepPageExact();
  });

  it('seeks only deep pages of lists the kept totals answer for, sorted by creation time', () => {
    const compiled = (filters: object, offset: number) => orderRowsQuery(db, filters as never, null, 'UTC', { limit: 10, offset }).compile().sql;
    expect(compiled({}, SEEK_FROM)).toContain('list_seek');
    expect(compiled({ status: 'pending', sort: 'created_at' }, SEEK_FROM * 5)).toContain('list_seek');
    expect(compiled({}, SEEK_FROM - 10)).not.toContain('list_seek');
    expect(compiled({ sort: '-amount' }, SEEK_FROM)).not.toContain('list_seek');
    expect(compiled({ phone: '0171' }, SEEK_FROM)).not.toContain('list_seek');
  });
});
