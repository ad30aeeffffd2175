import { sql, type Kysely, type Migration } from 'kysely';
import { totalsNotify } from './0006-money-and-orders';

/**
 * The dashboard and the per-admin reports without counting a million orders: counters kept by
 * statement-level triggers in the writing transaction (as `list_totals`, migration 0006), so a
 * report reads a few hundred rows at most and every writer commits its counts with its rows.
 *
 * - `report_zones`: the shop time zones whose days are kept (normally one: SHOP_TIMEZONE). A shop
 *   day is the range from one local midnight to the next, exactly as the reports' SQL bounds it
 *   (`report_day`: the day whose midnights enclose the instant, so a midnight that falls in a
 *   repeated hour counts as the old range queries counted it).
 * - `report_days`, per zone, day and `what`: orders placed that day (`placed`) and those of them
 *   now completed (`placed_completed`), orders completed that day with their amounts (`sold`), wallet-adds
 *   completed that day with their amounts (`wallet_added`), live customers who joined that day
 *   (`joined`).
 * - `report_admin_days`, per zone, day (of completion), admin and package: the orders the admin
 *   completed (today, and the shells: count × the package's current buy price);
 *   `report_admin_months` the same per shop month and admin (this month).
 * - `report_admin_totals`, per admin: all their completed orders (no day, so no zone).
 * - `report_customer_totals`, per shard (id % 16, so wallet moves of different customers seldom
 *   wait for the same row): live customers and the sum of their wallets.
 *
 * Each table's statement-level triggers (transition tables) stage the statement's changes, summed
 * per counter key, in `report_pending` (only keys whose sums moved: an edit of a note stages
 * nothing); at the transaction's commit one deferred trigger (`report_apply`) moves them into the
 * counters as increments (`insert … on conflict do update set n = t.n + excluded.n`: no lost
 * update), counter tables in one order and keys in order. The counters commit with the rows or not
 * at all, and writers never deadlock on them (see APPLY). Money is numeric, never float. The lists'
 * totals (`list_totals`, 0006) move to the same staging and apply at commit (see listTotals).
 *
 * A zone is kept from the moment `report_keep_zone(zone)` registers it: it backfills that zone's
 * days from the rows in one set-based pass. The caller locks the three tables against writers
 * first (SHARE), so no write falls between the backfill and the triggers. This migration keeps
 * SHOP_TIMEZONE (Asia/Dhaka by default); a server reading reports for a zone not kept registers it
 * once (domains/dashboard/report-zone.ts).
 */

/** The shop day of an instant in a zone, bounded by its midnights as `(date::timestamp at time zone tz)`. */
const REPORT_DAY = `
create function report_day(t timestamptz, tz text) returns date language sql stable parallel safe as $$
  select case
    when t < ((t at time zone tz)::date::timestamp at time zone tz) then (t at time zone tz)::date - 1
    when t >= (((t at time zone tz)::date + 1)::timestamp at time zone tz) then (t at time zone tz)::date + 1
    else (t at time zone tz)::date
  end
$$;`;

/**
 * The counters, each as its staged rows map to it: `report_pending` carries every target's key
 * columns (unused ones null) and two sums, `n` and `amount`.
 */
const TARGETS = {
  days: { id: 1, table: 'report_days', keys: ['time_zone', 'what', 'day'], sums: { n: 'n', amount: 'amount' } },
  adminDays: { id: 2, table: 'report_admin_days', keys: ['time_zone', 'day', 'admin_id', 'package_id'], sums: { n: 'n' } },
  adminMonths: { id: 5, table: 'report_admin_months', keys: ['time_zone', 'month', 'admin_id'], sums: { n: 'n' } },
  adminTotals: { id: 3, table: 'report_admin_totals', keys: ['admin_id'], sums: { n: 'n' } },
  customers: { id: 4, table: 'report_customer_totals', keys: ['shard'], sums: { n: 'customers', amount: 'wallet' } },
  // The lists' totals (0006), staged and applied at commit as the reports' counters are.
  lists: { id: 6, table: 'list_totals', keys: ['list', 'scope', 'status'], sums: { n: 'total' } },
  // Their totals per day of creation (UTC) that deep pages seek through (0009), the same way.
  listDays: { id: 7, table: 'list_day_totals', keys: ['list', 'scope', 'status', 'day'], sums: { n: 'total' } },
} as const;
type Target = (typeof TARGETS)[keyof typeof TARGETS];
const sumsOf = (target: Target) => Object.entries(target.sums) as [string, string][];

/** The columns of `report_pending` a statement stages, with their types (a target's unused keys null, unused sums 0). */
const STAGED = {
  time_zone: 'text',
  what: 'text',
  day: 'date',
  month: 'date',
  admin_id: 'integer',
  package_id: 'integer',
  shard: 'integer',
  list: 'text',
  scope: 'integer',
  status: 'text',
  n: 'bigint',
  amount: 'numeric',
};

/**
 * A statement's changes to one target, summed per key (`from` selects the target's keys and the
 * staged sums, named as in `report_pending`). Keys whose sums did not move are left out: an edit
 * of a note stages nothing.
 */
const stage = (target: Target, from: string) => {
  const staged = sumsOf(target).map(([column]) => column);
  const columns = Object.entries(STAGED).map(([column, type]) =>
    (target.keys as readonly string[]).includes(column)
      ? column
      : staged.includes(column)
        ? `sum(${column})::${type}`
        : `${column === 'n' || column === 'amount' ? 0 : 'null'}::${type}`,
  );
  return `
      select txid_current(), ${target.id}::smallint, ${columns.join(', ')} from (${from}) c
      group by ${target.keys.join(', ')} having ${staged.map((column) => `sum(${column}) <> 0`).join(' or ')}`;
};

/**
 * What a statement stages, in one statement: `rows` (the transition table's rows, each with its
 * sign) per kept zone with their shop days computed once (`r`), then each target's sums.
 */
const stageAll = (perZone: string, stages: string[]) => `
    with r as materialized (${perZone})
    insert into report_pending (tx, target, ${Object.keys(STAGED).join(', ')})${stages.join(`
      union all`)};`;

/** The staged rows of one target, moved into its counters: summed, in key order, as increments (no lost update). */
const apply = (target: Target) => `
  with moved as (delete from report_pending where tx = new.tx and target = ${target.id} returning *)
  insert into ${target.table} as t (${target.keys.join(', ')}, ${sumsOf(target).map(([, column]) => column).join(', ')})
  select ${target.keys.join(', ')}, ${sumsOf(target).map(([staged]) => `sum(${staged})`).join(', ')} from moved
  group by ${target.keys.join(', ')} having ${sumsOf(target).map(([staged]) => `sum(${staged}) <> 0`).join(' or ')}
  order by ${target.keys.join(', ')}
  on conflict (${target.keys.join(', ')}) do update set ${sumsOf(target).map(([, column]) => `${column} = t.${column} + excluded.${column}`).join(', ')};`;

/**
 * At its commit (a deferred constraint trigger, once per writing transaction: the first statement
 * that stages inserts the marker), everything the transaction staged is applied, targets in one
 * order and keys in order: every writer takes the counter rows it needs at the same point and in
 * the same global order, so two writers never wait for each other in a cycle, however many
 * statements each ran (measured: 16 writers of one to three statements a transaction, with the
 * counters upserted by each statement instead, deadlocked about once a transaction), and a counter
 * row is held from commit to commit, not for the whole transaction.
 */
const APPLY = `
create function report_apply() returns trigger language plpgsql set jit = off as $$
begin
  delete from report_pending_tx where tx = new.tx;${Object.values(TARGETS).map(apply).join('')}
  return null;
end
$$;
create constraint trigger report_pending_apply after insert on report_pending_tx
  deferrable initially deferred for each row execute function report_apply();`;

/**
 * One statement-level trigger function per table: a transition table exists only for the kinds of
 * statement that have it. No JIT in these functions (nor in report_apply): compiling the staging
 * statement took 0.68 s of a 10,000-order insert whose counting took 30 ms.
 */
function triggers(table: string, body: (rows: string) => string): string {
  const fn = `${table}_reports_after_change`;
  const staged = (rows: string) => `${body(rows)}
    if found then
      insert into report_pending_tx (tx) values (txid_current()) on conflict do nothing;
    end if;`;
  return `
create function ${fn}() returns trigger language plpgsql set jit = off as $$
begin
  if tg_op = 'INSERT' then${staged('select r.*, 1 as sign from new_rows r')}
  elsif tg_op = 'UPDATE' then${staged('select r.*, 1 as sign from new_rows r union all select r.*, -1 as sign from old_rows r')}
  else${staged('select r.*, -1 as sign from old_rows r')}
  end if;
  return null;
end
$$;
create trigger ${table}_reports_after_insert after insert on ${table}
  referencing new table as new_rows for each statement execute function ${fn}();
create trigger ${table}_reports_after_update after update on ${table}
  referencing old table as old_rows new table as new_rows for each statement execute function ${fn}();
create trigger ${table}_reports_after_delete after delete on ${table}
  referencing old table as old_rows for each statement execute function ${fn}();`;
}

const ordersBody = (rows: string) =>
  stageAll(
    `select z.time_zone, x.sign, x.status, x.amount, x.completed_by, x.package_id, report_day(x.created_at, z.time_zone) as placed_day,
            case when x.status = 'completed' and x.completed_at is not null then report_day(x.completed_at, z.time_zone) end as done_day
     from (${rows}) x cross join report_zones z`,
    [
      stage(
        TARGETS.days,
        `select time_zone, 'placed' as what, placed_day as day, sign as n, 0::numeric as amount from r
         union all select time_zone, 'placed_completed', placed_day, sign, 0 from r where status = 'completed'
         union all select time_zone, 'sold', done_day, sign, sign * amount from r where done_day is not null`,
      ),
      stage(TARGETS.adminDays, `select time_zone, done_day as day, completed_by as admin_id, package_id, sign as n from r where done_day is not null and completed_by is not null`),
      stage(
        TARGETS.adminMonths,
        `select time_zone, date_trunc('month', done_day)::date as month, completed_by as admin_id, sign as n from r where done_day is not null and completed_by is not null`,
      ),
      // Per admin, not per zone: from the rows themselves.
      stage(TARGETS.adminTotals, `select x.completed_by as admin_id, x.sign as n from (${rows}) x where x.status = 'completed' and x.completed_by is not null`),
    ],
  );

const transactionsBody = (rows: string) =>
  stageAll(
    `select z.time_zone, x.sign, x.amount, report_day(x.completed_at, z.time_zone) as done_day
     from (${rows}) x cross join report_zones z where x.status = 'completed' and x.completed_at is not null`,
    [stage(TARGETS.days, `select time_zone, 'wallet_added' as what, done_day as day, sign as n, sign * amount as amount from r`)],
  );

const customersBody = (rows: string) =>
  stageAll(
    `select z.time_zone, x.sign, report_day(x.created_at, z.time_zone) as joined_day
     from (${rows}) x cross join report_zones z where x.deleted_at is null`,
    [
      stage(TARGETS.days, `select time_zone, 'joined' as what, joined_day as day, sign as n, 0::numeric as amount from r`),
      // Not per zone: from the rows themselves.
      stage(TARGETS.customers, `select x.id % 16 as shard, x.sign as n, x.sign * x.wallet as amount from (${rows}) x where x.deleted_at is null`),
    ],
  );

/**
 * The lists' totals and their totals per day (0006 and 0009 upserted them statement by statement,
 * so two writers of more than one statement a transaction took the same total rows in different
 * orders and deadlocked: 149 of 320 transactions with 16 writers) staged like the counters above
 * and applied at commit, in order.
 * The live notification stays per statement (pg_notify delivers at commit). Same names as 0006's,
 * so its triggers call these. `announce`: what a statement says of its rows (0023 journals it instead).
 * `allStatuses`: each day's rows are also kept under the status `*`, whatever their status (0026).
 */
export function listTotals(table: string, list: string, scope: string, announce = totalsNotify, allStatuses = false): string {
  // `rows`: the statement's rows with their list, scope, status, day of creation and sign (n).
  const days = 'select list, scope, status, day, n from r';
  const staged = (rows: string) => `${stageAll(rows, [
    stage(TARGETS.lists, 'select list, scope, status, n from r'),
    stage(TARGETS.listDays, allStatuses ? `${days} union all select list, scope, '*', day, n from r` : days),
  ])}
    if found then
      insert into report_pending_tx (tx) values (txid_current()) on conflict do nothing;
    end if;`;
  const day = `(created_at at time zone 'UTC')::date`;
  const added = `select '${list}' as list, ${scope} as scope, status, ${day} as day, 1 as n from new_rows`;
  const removed = `select '${list}' as list, ${scope} as scope, status, ${day} as day, -1 as n from old_rows`;
  return `
create or replace function ${table}_totals_after_change() returns trigger language plpgsql set jit = off as $$
begin
  if tg_op = 'INSERT' then${staged(added)}${announce(list, scope, 'new_rows')}
  elsif tg_op = 'UPDATE' then${staged(`${added} union all ${removed}`)}${announce(list, scope, 'new_rows')}
  else${staged(removed)}${announce(list, scope, 'old_rows')}
  end if;
  return null;
end
$$;`;
}

/** A zone's days from the rows as they are: one grouped pass per kind. */
const KEEP_ZONE = `
create function report_keep_zone(p_zone text) returns boolean language plpgsql as $$
begin
  insert into report_zones (time_zone) values (p_zone) on conflict do nothing;
  if not found then
    return false;
  end if;
  -- The triggers plan for the zones there are (a table never analyzed is guessed at 1,200 rows).
  analyze report_zones;
  insert into report_days (time_zone, what, day, n, amount)
  select p_zone, 'placed', report_day(created_at, p_zone), count(*), 0 from orders group by 3
  union all
  select p_zone, 'placed_completed', report_day(created_at, p_zone), count(*), 0 from orders where status = 'completed' group by 3
  union all
  select p_zone, 'sold', report_day(completed_at, p_zone), count(*), sum(amount) from orders
    where status = 'completed' and completed_at is not null group by 3
  union all
  select p_zone, 'wallet_added', report_day(completed_at, p_zone), count(*), sum(amount) from transactions
    where status = 'completed' and completed_at is not null group by 3
  union all
  select p_zone, 'joined', report_day(created_at, p_zone), count(*), 0 from customers where deleted_at is null group by 3;
  insert into report_admin_days (time_zone, day, admin_id, package_id, n)
  select p_zone, report_day(completed_at, p_zone), completed_by, package_id, count(*) from orders
    where status = 'completed' and completed_by is not null and completed_at is not null group by 2, 3, 4;
  insert into report_admin_months (time_zone, month, admin_id, n)
  select p_zone, date_trunc('month', day)::date, admin_id, sum(n) from report_admin_days where time_zone = p_zone group by 2, 3;
  return true;
end
$$;`;

/** TRUNCATE fires no row or statement trigger of the kinds above: its counters go with it. */
const EMPTIED = `
create function report_counters_emptied() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'orders' then
    delete from report_pending where tx = txid_current() and (target <> ${TARGETS.days.id} or what in ('placed', 'placed_completed', 'sold'))
      and target <> ${TARGETS.customers.id};
    delete from report_days where what in ('placed', 'placed_completed', 'sold');
    delete from report_admin_days;
    delete from report_admin_months;
    delete from report_admin_totals;
  elsif tg_table_name = 'transactions' then
    delete from report_pending where tx = txid_current() and what = 'wallet_added';
    delete from report_days where what = 'wallet_added';
  else
    delete from report_pending where tx = txid_current() and (target = ${TARGETS.customers.id} or what = 'joined');
    delete from report_days where what = 'joined';
    delete from report_customer_totals;
  end if;
  return null;
end
$$;
create trigger orders_reports_emptied after truncate on orders for each statement execute function report_counters_emptied();
create trigger transactions_reports_emptied after truncate on transactions for each statement execute function report_counters_emptied();
create trigger customers_reports_emptied after truncate on customers for each statement execute function report_counters_emptied();`;

const up = `
-- No write between the triggers' creation and the backfills below.
lock table orders, transactions, customers in share row exclusive mode;
create table report_zones (
  time_zone text primary key,
  kept_since timestamptz not null default now()
);
create table report_days (
  time_zone text not null references report_zones (time_zone) on delete cascade,
  what text not null,
  day date not null,
  n bigint not null default 0,
  amount numeric not null default 0,
  primary key (time_zone, what, day)
);
create table report_admin_days (
  time_zone text not null references report_zones (time_zone) on delete cascade,
  day date not null,
  admin_id integer not null,
  package_id integer not null,
  n bigint not null default 0,
  primary key (time_zone, day, admin_id, package_id)
);
create table report_admin_months (
  time_zone text not null references report_zones (time_zone) on delete cascade,
  month date not null,
  admin_id integer not null,
  n bigint not null default 0,
  primary key (time_zone, month, admin_id)
);
create table report_admin_totals (
  admin_id integer primary key,
  n bigint not null default 0
);
create table report_customer_totals (
  shard integer primary key,
  customers bigint not null default 0,
  wallet numeric not null default 0
);
-- What each writing statement stages for its transaction's commit (report_apply): rows that live
-- only inside their transaction, so nothing of them needs to survive a crash.
create unlogged table report_pending (
  tx bigint not null,
  target smallint not null,
  time_zone text,
  what text,
  day date,
  month date,
  admin_id integer,
  package_id integer,
  shard integer,
  list text,
  scope integer,
  status text,
  n bigint not null default 0,
  amount numeric not null default 0
);
create index report_pending_tx_idx on report_pending (tx, target);
create unlogged table report_pending_tx (tx bigint primary key);
${REPORT_DAY}
${KEEP_ZONE}
${APPLY}
${triggers('orders', ordersBody)}
${triggers('transactions', transactionsBody)}
${triggers('customers', customersBody)}
${listTotals('orders', 'orders', 'package_id')}
${listTotals('transactions', 'transactions', 'is_automated')}
${listTotals('physical_orders', 'physical_orders', '0')}
${EMPTIED}
insert into report_admin_totals (admin_id, n)
select completed_by, count(*) from orders where status = 'completed' and completed_by is not null group by 1;
insert into report_customer_totals (shard, customers, wallet)
select id % 16, count(*), coalesce(sum(wallet), 0) from customers where deleted_at is null group by 1;
`;

/** The migration's SQL (tests read it), then the shop's zone kept, as the server will read it (config.ts's default). */
export const REPORT_COUNTERS_SQL = up;

export const reportCounters: Migration = {
  up: async (db: Kysely<unknown>) => {
    await sql.raw(up).execute(db);
    const zone = process.env.SHOP_TIMEZONE || 'Asia/Dhaka';
    // An unknown zone is config.ts's error to give; the first report read keeps the right one.
    await sql`select report_keep_zone(name) from pg_timezone_names where name = ${zone}`.execute(db);
  },
};
