import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AdminOrderCount, DashboardStats, ShellUsage } from '../../../openapi/generated/contract';
import type { Database } from '../../db/schema';

/**
 * The dashboard's figures and the per-admin reports, read from the counters migration 0022 keeps
 * (a few hundred rows at most, whatever the number of orders) and `list_totals` (0006). A shop day
 * `d` holds what happened from local midnight `d` to local midnight `d + 1` (`report_day`), the
 * ranges the reports counted over the rows before; "today" is the shop's date at `at` (the
 * database's `now()`; tests pass another instant to read a chosen day). Money stays exact decimal
 * text (`round(…, 2)::text`, "0.00" for none). The zone must be kept (`keepZone`) first.
 */

const NOW = sql<string>`now()`;

/** The shop's date at `at`, and the first day of its month (or of a later one). */
const today = (timeZone: string, at: RawBuilder<string>) => sql`(${at} at time zone ${timeZone})::date`;
const monthStart = (timeZone: string, at: RawBuilder<string>, months: number) =>
  sql`(date_trunc('month', ${at} at time zone ${timeZone}) + ${months}::int * interval '1 month')::date`;

export async function dashboardStats(db: Kysely<Database>, timeZone: string, at: RawBuilder<string> = NOW): Promise<DashboardStats> {
  const { rows } = await sql<DashboardStats>`
    with day as (
      select what, n, amount from report_days where time_zone = ${timeZone} and day = ${today(timeZone, at)}
    ), waiting as (
      select list, status, total from list_totals
      where (list = 'orders' and status in ('pending', 'in_progress'))
         or (list = 'transactions' and status in ('pending', 'under_review'))
         or (list = 'physical_orders' and status in ('pending', 'in_progress'))
    )
    select
      (select coalesce(sum(customers), 0) from report_customer_totals)::int as "totalUser",
      (select coalesce(sum(n), 0) from day where what = 'joined')::int as "todaysUser",
      (select round(coalesce(sum(wallet), 0), 2) from report_customer_totals)::text as "totalWallet",
      (select round(coalesce(sum(amount), 0), 2) from day where what = 'wallet_added')::text as "todaysTotalWallet",
      (select coalesce(sum(n), 0) from day where what = 'wallet_added')::int as "todaysWalletAdd",
      (select coalesce(sum(n), 0) from day where what = 'placed')::int as "todaysOrder",
      (select coalesce(sum(n), 0) from day where what = 'placed_completed')::int as "todaysCompletedOrder",
      (select round(coalesce(sum(amount), 0), 2) from day where what = 'sold')::text as "todaySale",
      (select coalesce(sum(total), 0) from waiting where list = 'orders' and status = 'pending')::int as "pendingOrder",
      (select coalesce(sum(total), 0) from waiting where list = 'orders' and status = 'in_progress')::int as "inProgressOrder",
      (select coalesce(sum(total), 0) from waiting where list = 'transactions')::int as "pendingWalletAdd",
      (select coalesce(sum(total), 0) from waiting where list = 'physical_orders')::int as "pendingPhysicalOrder"`.execute(db);
  return rows[0];
}

export interface Chart<V> {
  data: V[];
  dates: string[];
}

/**
 * One value per shop day, the last `days` days (today included), empty days included, oldest
 * first, labelled "21 Nov": orders placed, or the amounts of orders completed.
 */
export async function perDay<V>(
  db: Kysely<Database>,
  timeZone: string,
  days: number,
  series: 'orders' | 'sales',
  at: RawBuilder<string> = NOW,
): Promise<Chart<V>> {
  const value = series === 'orders' ? sql`coalesce(r.n, 0)::int` : sql`round(coalesce(r.amount, 0), 2)::text`;
  const what = series === 'orders' ? 'placed' : 'sold';
  // The days' counters as one range of the key (one row a day at most), beside every day of the range.
  const { rows } = await sql<{ label: string; value: V }>`
    with days as (
      select generate_series(date_trunc('day', ${at} at time zone ${timeZone}) - ${days - 1}::int * interval '1 day',
                             date_trunc('day', ${at} at time zone ${timeZone}), interval '1 day') as day
    ), kept as (
      select day, n, amount from report_days
      where time_zone = ${timeZone} and what = ${what} and day > ${today(timeZone, at)} - ${days}::int and day <= ${today(timeZone, at)}
    )
    select to_char(d.day, 'FMDD Mon') as label, ${value} as value
    from days d
    left join kept r on r.day = d.day::date
    order by d.day`.execute(db);
  return { data: rows.map((r) => r.value), dates: rows.map((r) => r.label) };
}

/** Per admin (live ones, and deleted ones who completed orders): completed today, this month and in all. */
export async function completedByAdmin(db: Kysely<Database>, timeZone: string, at: RawBuilder<string> = NOW): Promise<AdminOrderCount[]> {
  const { rows } = await sql<AdminOrderCount>`
    with today as materialized (
      select admin_id, sum(n) as n from report_admin_days where time_zone = ${timeZone} and day = ${today(timeZone, at)} group by admin_id
    )
    select a.id as admin_id, a.first_name, a.last_name,
           coalesce(d.n, 0)::int as today, coalesce(m.n, 0)::int as this_month, coalesce(t.n, 0)::int as total
    from admins a
    left join report_admin_totals t on t.admin_id = a.id
    left join report_admin_months m on m.time_zone = ${timeZone} and m.month = ${monthStart(timeZone, at, 0)} and m.admin_id = a.id
    left join today d on d.admin_id = a.id
    where a.deleted_at is null or t.n > 0
    order by total desc, a.id`.execute(db);
  return rows;
}

/** The orders one admin completed this month (the shop's). */
export async function myCompletedThisMonth(db: Kysely<Database>, timeZone: string, adminId: number, at: RawBuilder<string> = NOW): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select coalesce(sum(n), 0)::int as count from report_admin_months
    where time_zone = ${timeZone} and month = ${monthStart(timeZone, at, 0)} and admin_id = ${adminId}`.execute(db);
  return rows[0].count;
}

/**
 * Per admin who completed orders today or yesterday (and every live admin): the shells, each
 * completed order at its package's current buy price (orders keep none of their own), and the counts.
 */
export async function shellsByAdmin(db: Kysely<Database>, timeZone: string, at: RawBuilder<string> = NOW): Promise<ShellUsage[]> {
  const { rows } = await sql<ShellUsage>`
    with s as materialized (
      select r.admin_id,
             sum(r.n * p.buy_price) filter (where r.day = d.today) as today,
             sum(r.n * p.buy_price) filter (where r.day < d.today) as yesterday,
             sum(r.n) filter (where r.day = d.today) as today_orders,
             sum(r.n) filter (where r.day < d.today) as yesterday_orders
      from (select ${today(timeZone, at)} as today) d
      join report_admin_days r on r.time_zone = ${timeZone} and r.day >= d.today - 1 and r.day <= d.today and r.n <> 0
      join topup_packages p on p.id = r.package_id
      group by r.admin_id
    )
    select a.id as admin_id, a.first_name, a.last_name,
           round(coalesce(s.today, 0), 4)::text as today, round(coalesce(s.yesterday, 0), 4)::text as yesterday,
           coalesce(s.today_orders, 0)::int as today_orders, coalesce(s.yesterday_orders, 0)::int as yesterday_orders
    from admins a
    left join s on s.admin_id = a.id
    where a.deleted_at is null or s.admin_id is not null
    order by coalesce(s.today, 0) desc, a.id`.execute(db);
  return rows;
}
