import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AdminOrderCount, DashboardStats, ShellUsage } from '../../openapi/generated/contract';
import type { Database } from '../../server/db/schema';

/**
 * The dashboard and the reports as they were counted before migration 0022, from the rows
 * themselves: the reference the kept counters must equal (tests/api/report-counters.test.ts) and
 * the "from scratch" column of `npm run bench:reports`. The statements are the old handlers',
 * word for word, with the database's `now()` replaced by `at` so a test can read any day.
 */

const shopDay = (tz: string, at: RawBuilder<string>, offsetDays = 0) =>
  sql`((date_trunc('day', ${at} at time zone ${tz}) + ${offsetDays}::int * interval '1 day') at time zone ${tz})`;
const shopMonth = (tz: string, at: RawBuilder<string>, offsetMonths = 0) =>
  sql`((date_trunc('month', ${at} at time zone ${tz}) + ${offsetMonths}::int * interval '1 month') at time zone ${tz})`;

export async function statsFromScratch(db: Kysely<Database>, tz: string, at: RawBuilder<string>): Promise<DashboardStats> {
  const today = shopDay(tz, at, 0);
  const tomorrow = shopDay(tz, at, 1);
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
  return rows[0];
}

export async function chartFromScratch<V>(db: Kysely<Database>, tz: string, days: number, series: 'orders' | 'sales', at: RawBuilder<string>) {
  const from = sql`d.day at time zone ${tz}`;
  const to = sql`(d.day + interval '1 day') at time zone ${tz}`;
  const value =
    series === 'orders'
      ? sql`(select count(*) from orders o where o.created_at >= ${from} and o.created_at < ${to})::int`
      : sql`round(coalesce((select sum(o.amount) from orders o where o.status = 'completed' and o.completed_at >= ${from} and o.completed_at < ${to}), 0), 2)::text`;
  const { rows } = await sql<{ label: string; value: V }>`
    with days as (
      select generate_series(date_trunc('day', ${at} at time zone ${tz}) - ${days - 1}::int * interval '1 day',
                             date_trunc('day', ${at} at time zone ${tz}), interval '1 day') as day
    )
    select to_char(d.day, 'FMDD Mon') as label, ${value} as value
    from days d
    order by d.day`.execute(db);
  return { data: rows.map((r) => r.value), dates: rows.map((r) => r.label) };
}

export async function completedByAdminFromScratch(db: Kysely<Database>, tz: string, at: RawBuilder<string>): Promise<AdminOrderCount[]> {
  const { rows } = await sql<AdminOrderCount>`
    select a.id as admin_id, a.first_name, a.last_name,
           coalesce(c.today, 0)::int as today, coalesce(c.this_month, 0)::int as this_month, coalesce(c.total, 0)::int as total
    from admins a
    left join (
      select completed_by,
             count(*) filter (where completed_at >= ${shopDay(tz, at, 0)} and completed_at < ${shopDay(tz, at, 1)}) as today,
             count(*) filter (where completed_at >= ${shopMonth(tz, at, 0)} and completed_at < ${shopMonth(tz, at, 1)}) as this_month,
             count(*) as total
      from orders
      where status = 'completed' and completed_by is not null
      group by completed_by
    ) c on c.completed_by = a.id
    where a.deleted_at is null or c.total > 0
    order by total desc, a.id`.execute(db);
  return rows;
}

export async function myMonthFromScratch(db: Kysely<Database>, tz: string, adminId: number, at: RawBuilder<string>): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from orders
    where status = 'completed' and completed_by = ${adminId}
      and completed_at >= ${shopMonth(tz, at, 0)} and completed_at < ${shopMonth(tz, at, 1)}`.execute(db);
  return rows[0].count;
}

export async function shellsFromScratch(db: Kysely<Database>, tz: string, at: RawBuilder<string>): Promise<ShellUsage[]> {
  const { rows } = await sql<ShellUsage>`
    select a.id as admin_id, a.first_name, a.last_name,
           round(coalesce(s.today, 0), 4)::text as today, round(coalesce(s.yesterday, 0), 4)::text as yesterday,
           coalesce(s.today_orders, 0)::int as today_orders, coalesce(s.yesterday_orders, 0)::int as yesterday_orders
    from admins a
    left join (
      select o.completed_by,
             sum(p.buy_price) filter (where o.completed_at >= ${shopDay(tz, at, 0)}) as today,
             sum(p.buy_price) filter (where o.completed_at < ${shopDay(tz, at, 0)}) as yesterday,
             count(*) filter (where o.completed_at >= ${shopDay(tz, at, 0)}) as today_orders,
             count(*) filter (where o.completed_at < ${shopDay(tz, at, 0)}) as yesterday_orders
      from orders o
      join topup_packages p on p.id = o.package_id
      where o.status = 'completed' and o.completed_by is not null
        and o.completed_at >= ${shopDay(tz, at, -1)} and o.completed_at < ${shopDay(tz, at, 1)}
      group by o.completed_by
    ) s on s.completed_by = a.id
    where a.deleted_at is null or s.completed_by is not null
    order by coalesce(s.today, 0) desc, a.id`.execute(db);
  return rows;
}

/**
 * Every kept counter recounted from the rows, in the tables' own shape (zero counts left out), for
 * each kept zone: what `report_days`, `report_admin_days`, `report_admin_months`, `report_admin_totals` and
 * `report_customer_totals` must hold, and the lists' totals (`list_totals`). Days are bounded by local midnights as the reports bound them.
 */
export async function countersFromScratch(db: Kysely<Database>) {
  const midnight = (day: RawBuilder<unknown>, tz: RawBuilder<unknown>) => sql`(${day}::timestamp at time zone ${tz})`;
  // The shop day of an instant, found by range (the midnights that enclose it), not by its local date.
  const dayOf = (t: RawBuilder<unknown>) => sql`(
    select d from generate_series((${t} at time zone z.time_zone)::date - 1, (${t} at time zone z.time_zone)::date + 1, interval '1 day') g(d)
    where ${t} >= ${midnight(sql`g.d`, sql`z.time_zone`)} and ${t} < ${midnight(sql`(g.d + interval '1 day')`, sql`z.time_zone`)}
  )::date`;
  const days = await sql<{ time_zone: string; what: string; day: string; n: string; amount: string }>`
    select time_zone, what, day::text, n::text, round(amount, 2)::text as amount from (
      select z.time_zone, 'placed' as what, ${dayOf(sql`o.created_at`)} as day, count(*) as n, 0::numeric as amount
        from orders o cross join report_zones z group by 1, 3
      union all
      select z.time_zone, 'placed_completed', ${dayOf(sql`o.created_at`)}, count(*), 0
        from orders o cross join report_zones z where o.status = 'completed' group by 1, 3
      union all
      select z.time_zone, 'sold', ${dayOf(sql`o.completed_at`)}, count(*), sum(o.amount)
        from orders o cross join report_zones z where o.status = 'completed' and o.completed_at is not null group by 1, 3
      union all
      select z.time_zone, 'wallet_added', ${dayOf(sql`t.completed_at`)}, count(*), sum(t.amount)
        from transactions t cross join report_zones z where t.status = 'completed' and t.completed_at is not null group by 1, 3
      union all
      select z.time_zone, 'joined', ${dayOf(sql`c.created_at`)}, count(*), 0
        from customers c cross join report_zones z where c.deleted_at is null group by 1, 3
    ) x order by 1, 2, 3`.execute(db);
  const adminDays = await sql<{ time_zone: string; day: string; admin_id: number; package_id: number; n: string }>`
    select z.time_zone, ${dayOf(sql`o.completed_at`)}::text as day, o.completed_by as admin_id, o.package_id, count(*)::text as n
    from orders o cross join report_zones z
    where o.status = 'completed' and o.completed_by is not null and o.completed_at is not null
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(db);
  const adminMonths = await sql<{ time_zone: string; month: string; admin_id: number; n: string }>`
    select z.time_zone, date_trunc('month', ${dayOf(sql`o.completed_at`)})::date::text as month, o.completed_by as admin_id, count(*)::text as n
    from orders o cross join report_zones z
    where o.status = 'completed' and o.completed_by is not null and o.completed_at is not null
    group by 1, 2, 3 order by 1, 2, 3`.execute(db);
  const adminTotals = await sql<{ admin_id: number; n: string }>`
    select completed_by as admin_id, count(*)::text as n from orders where status = 'completed' and completed_by is not null group by 1 order by 1`.execute(db);
  const customers = await sql<{ customers: string; wallet: string }>`
    select count(*)::text as customers, round(coalesce(sum(wallet), 0), 2)::text as wallet from customers where deleted_at is null`.execute(db);
  const lists = await sql<{ list: string; scope: number; status: string; total: string }>`
    select list, scope, status, count(*)::text as total from (
      select 'orders' as list, package_id as scope, status from orders
      union all select 'transactions', is_automated, status from transactions
      union all select 'physical_orders', 0, status from physical_orders
    ) x group by 1, 2, 3 order by 1, 2, 3`.execute(db);
  return { days: days.rows, adminDays: adminDays.rows, adminMonths: adminMonths.rows, adminTotals: adminTotals.rows, customers: customers.rows[0], lists: lists.rows };
}

/** The kept counters, in the shape of `countersFromScratch` (rows whose counts went back to zero left out). */
export async function keptCounters(db: Kysely<Database>) {
  const days = await sql<{ time_zone: string; what: string; day: string; n: string; amount: string }>`
    select time_zone, what, day::text, n::text, round(amount, 2)::text as amount from report_days where n <> 0 or amount <> 0 order by 1, 2, 3`.execute(db);
  const adminDays = await sql<{ time_zone: string; day: string; admin_id: number; package_id: number; n: string }>`
    select time_zone, day::text, admin_id, package_id, n::text from report_admin_days where n <> 0 order by 1, 2, 3, 4`.execute(db);
  const adminMonths = await sql<{ time_zone: string; month: string; admin_id: number; n: string }>`
    select time_zone, month::text, admin_id, n::text from report_admin_months where n <> 0 order by 1, 2, 3`.execute(db);
  const adminTotals = await sql<{ admin_id: number; n: string }>`
    select admin_id, n::text from report_admin_totals where n <> 0 order by 1`.execute(db);
  const customers = await sql<{ customers: string; wallet: string }>`
    select coalesce(sum(customers), 0)::text as customers, round(coalesce(sum(wallet), 0), 2)::text as wallet from report_customer_totals`.execute(db);
  const lists = await sql<{ list: string; scope: number; status: string; total: string }>`
    select list, scope, status, total::text from list_totals where total <> 0 order by 1, 2, 3`.execute(db);
  return { days: days.rows, adminDays: adminDays.rows, adminMonths: adminMonths.rows, adminTotals: adminTotals.rows, customers: customers.rows[0], lists: lists.rows };
}
