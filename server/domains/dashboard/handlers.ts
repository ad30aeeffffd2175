import { sql, type Kysely } from 'kysely';
import type { AdminOrderCount, DashboardStats, ShellUsage } from '../../../openapi/generated/contract';
import type { Database } from '../../db/schema';
import { ok } from '../../http/envelope';
import { handlers } from '../../http/handler';
import { shopDay, shopMonth } from '../shared/shop-days';

/**
 * The day's numbers and the per-admin reports, in the shop's time zone. Every figure is counted or
 * summed in SQL (money stays exact decimal text: `round(…, 2)::text` gives "0.00" for none) through
 * an index on the column it ranges over: orders by creation (orders_created_idx) or completion
 * (orders_completed_at_idx, which carries the amount, admin and package), wallet-adds by
 * completion, waiting work by status.
 */

interface Chart<V> {
  data: V[];
  dates: string[];
}

/**
 * One value per shop day, the last `days` days (today included), empty days included, oldest
 * first. Each day is its own index range (orders_created_idx, or orders_completed_at_idx which
 * carries the amount): no per-row time-zone arithmetic over a year of orders.
 */
async function perDay<V>(db: Kysely<Database>, timeZone: string, days: number, series: 'orders' | 'sales'): Promise<Chart<V>> {
  const from = sql`d.day at time zone ${timeZone}`;
  const to = sql`(d.day + interval '1 day') at time zone ${timeZone}`;
  const value =
    series === 'orders'
      ? sql`(select count(*) from orders o where o.created_at >= ${from} and o.created_at < ${to})::int`
      : sql`round(coalesce((select sum(o.amount) from orders o where o.status = 'completed' and o.completed_at >= ${from} and o.completed_at < ${to}), 0), 2)::text`;
  const { rows } = await sql<{ label: string; value: V }>`
    with days as (
      select generate_series(date_trunc('day', now() at time zone ${timeZone}) - ${days - 1}::int * interval '1 day',
                             date_trunc('day', now() at time zone ${timeZone}), interval '1 day') as day
    )
    select to_char(d.day, 'FMDD Mon') as label, ${value} as value
    from days d
    order by d.day`.execute(db);
  return { data: rows.map((r) => r.value), dates: rows.map((r) => r.label) };
}

export const dashboardHandlers = handlers({
  getDashboardStats: async ({ db, config }) => {
    const tz = config.shopTimezone;
    const today = shopDay(tz, 0);
    const tomorrow = shopDay(tz, 1);
    const { rows } = await sql<DashboardStats>`
      select
        (select count(*) from customers where deleted_at is null)::int as "totalUser",
        (select count(*) from customers where deleted_at is null and created_at >= ${today} and created_at < ${tomorrow})::int as "todaysUser",
        (select round(coalesce(sum(wallet), 0), 2) from customers where deleted_at is null)::text as "totalWallet",
        (select round(coalesce(sum(amount), 0), 2) from transactions
          where status = 'completed' and completed_at >= ${today} and completed_at < ${tomorrow})::text as "todaysTotalWallet",
        (select count(*) from transactions where status = 'completed' and completed_at >= ${today} and completed_at < ${tomorrow})::int as "todaysWalletAdd",
        (select count(*) from orders where created_at >= ${today} and created_at < ${tomorrow})::int as "todaysOrder",
        (select count(*) from orders where created_at >= ${today} and created_at < ${tomorrow} and status = 'completed')::int as "todaysCompletedOrder",
        (select round(coalesce(sum(amount), 0), 2) from orders
          where status = 'completed' and completed_at >= ${today} and completed_at < ${tomorrow})::text as "todaySale",
        (select count(*) from orders where status = 'pending')::int as "pendingOrder",
        (select count(*) from orders where status = 'in_progress')::int as "inProgressOrder",
        (select count(*) from transactions where status in ('pending', 'under_review'))::int as "pendingWalletAdd",
        (select count(*) from physical_orders where status in ('pending', 'in_progress'))::int as "pendingPhysicalOrder"`.execute(db);
    return ok(rows[0]);
  },

  getOrdersChart: async ({ db, config, query }) => ok(await perDay<number>(db, config.shopTimezone, query.days ?? 30, 'orders')),

  getSalesChart: async ({ db, config, query }) => ok(await perDay<string>(db, config.shopTimezone, query.days ?? 30, 'sales')),

  listCompletedOrdersByAdmin: async ({ db, config }) => {
    const tz = config.shopTimezone;
    const { rows } = await sql<AdminOrderCount>`
      select a.id as admin_id, a.first_name, a.last_name,
             coalesce(c.today, 0)::int as today, coalesce(c.this_month, 0)::int as this_month, coalesce(c.total, 0)::int as total
      from admins a
      left join (
        select completed_by,
               count(*) filter (where completed_at >= ${shopDay(tz, 0)} and completed_at < ${shopDay(tz, 1)}) as today,
               count(*) filter (where completed_at >= ${shopMonth(tz, 0)} and completed_at < ${shopMonth(tz, 1)}) as this_month,
               count(*) as total
        from orders
        where status = 'completed' and completed_by is not null
        group by completed_by
      ) c on c.completed_by = a.id
      where a.deleted_at is null or c.total > 0
      order by total desc, a.id`.execute(db);
    return ok(rows);
  },

  countMyCompletedOrdersThisMonth: async ({ db, config, admin }) => {
    const tz = config.shopTimezone;
    const row = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'completed')
      .where('completed_by', '=', admin.id)
      .where('completed_at', '>=', shopMonth(tz, 0))
      .where('completed_at', '<', shopMonth(tz, 1))
      .executeTakeFirstOrThrow();
    return ok(Number(row.count));
  },

  listShellUsageByAdmin: async ({ db, config }) => {
    const tz = config.shopTimezone;
    const { rows } = await sql<ShellUsage>`
      select a.id as admin_id, a.first_name, a.last_name,
             round(coalesce(s.today, 0), 4)::text as today, round(coalesce(s.yesterday, 0), 4)::text as yesterday,
             coalesce(s.today_orders, 0)::int as today_orders, coalesce(s.yesterday_orders, 0)::int as yesterday_orders
      from admins a
      left join (
        select o.completed_by,
               sum(p.buy_price) filter (where o.completed_at >= ${shopDay(tz, 0)}) as today,
               sum(p.buy_price) filter (where o.completed_at < ${shopDay(tz, 0)}) as yesterday,
               count(*) filter (where o.completed_at >= ${shopDay(tz, 0)}) as today_orders,
               count(*) filter (where o.completed_at < ${shopDay(tz, 0)}) as yesterday_orders
        from orders o
        join topup_packages p on p.id = o.package_id
        where o.status = 'completed' and o.completed_by is not null
          and o.completed_at >= ${shopDay(tz, -1)} and o.completed_at < ${shopDay(tz, 1)}
        group by o.completed_by
      ) s on s.completed_by = a.id
      where a.deleted_at is null or s.completed_by is not null
      order by coalesce(s.today, 0) desc, a.id`.execute(db);
    return ok(rows);
  },
});
