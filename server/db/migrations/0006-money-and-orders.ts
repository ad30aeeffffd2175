import { script } from './script';

/**
 * Money and orders:
 * - list totals without counting: `list_totals` holds, per list, scope and status, how many rows
 *   there are. Statement-level triggers keep it in the same transaction as whatever inserts,
 *   changes the status of or deletes the rows, so an unfiltered or status-only total (and a
 *   sub-admin's, summed over their packages) is a handful of rows, never a count of a million.
 *   Scopes: orders by package id; transactions by is_automated (0 manual, 1 automated); physical
 *   orders 0.
 * - the indexes the lists page through: each sort order with the id as its tie-breaker, per status,
 *   and the prefix searches (phone, number, the provider's transaction id);
 * - live: after each statement that adds or changes orders, transactions or physical orders, one
 *   notification on the `shop_events` channel per list and scope (`pg_notify`, delivered at commit,
 *   so a rolled-back change is never announced). Every server LISTENs and streams them to its
 *   dashboards, so several servers behind a load balancer all hear every change.
 */
/** Live: one notification per list and scope a statement touched, with up to 20 of its ids (delivered at commit). */
export const totalsNotify = (list: string, scope: string, rows: string) => `
    perform pg_notify('shop_events', json_build_object('list', '${list}', 'scope', scope, 'op', lower(tg_op), 'ids', ids)::text)
    from (select ${scope} as scope, (array_agg(id order by id))[1:20] as ids from ${rows} r group by 1) touched;`;

function totalsTrigger(table: string, list: string, scope: string): string {
  const fn = `${table}_totals_after_change`;
  // The rows a statement added (+1) and removed (-1), per scope and status; a transition table
  // exists only for the kinds of statement that have it, hence one branch per kind.
  const change = (rows: string) => `
    insert into list_totals as t (list, scope, status, total)
    select '${list}', scope, status, sum(n) from (${rows}) changes
    group by scope, status having sum(n) <> 0 order by scope, status
    on conflict (list, scope, status) do update set total = t.total + excluded.total;`;
  const notify = (rows: string) => totalsNotify(list, scope, rows);
  const added = `select ${scope} as scope, status, 1 as n from new_rows`;
  const removed = `select ${scope} as scope, status, -1 as n from old_rows`;
  return `
create function ${fn}() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then${change(added)}${notify('new_rows')}
  elsif tg_op = 'UPDATE' then${change(`${added} union all ${removed}`)}${notify('new_rows')}
  else${change(removed)}${notify('old_rows')}
  end if;
  return null;
end
$$;
create trigger ${table}_totals_after_insert after insert on ${table}
  referencing new table as new_rows for each statement execute function ${fn}();
create trigger ${table}_totals_after_update after update on ${table}
  referencing old table as old_rows new table as new_rows for each statement execute function ${fn}();
create trigger ${table}_totals_after_delete after delete on ${table}
  referencing old table as old_rows for each statement execute function ${fn}();
`;
}

const up = `
create table list_totals (
  list text not null,
  scope integer not null,
  status text not null,
  total bigint not null default 0,
  primary key (list, scope, status)
);
insert into list_totals (list, scope, status, total)
select 'orders', package_id, status, count(*) from orders group by package_id, status
union all
select 'transactions', is_automated, status, count(*) from transactions group by is_automated, status
union all
select 'physical_orders', 0, status, count(*) from physical_orders group by status;
${totalsTrigger('orders', 'orders', 'package_id')}
${totalsTrigger('transactions', 'transactions', 'is_automated')}
${totalsTrigger('physical_orders', 'physical_orders', '0')}

drop index if exists orders_created_idx;
create index orders_created_idx on orders (created_at desc, id desc);
drop index if exists orders_status_idx;
create index orders_status_idx on orders (status, created_at desc, id desc);
drop index if exists orders_package_idx;
create index orders_package_idx on orders (package_id, created_at desc, id desc);
create index orders_phone_idx on orders (phone text_pattern_ops);

drop index if exists transactions_list_idx;
create index transactions_list_idx on transactions (is_automated, created_at desc, id desc);
drop index if exists transactions_status_idx;
create index transactions_status_idx on transactions (is_automated, status, created_at desc, id desc);
create index transactions_number_idx on transactions (number text_pattern_ops);
create index transactions_provider_id_idx on transactions (upper(transaction_id) text_pattern_ops);
create index transactions_provider_order_idx on transactions (order_id);

drop index if exists physical_orders_created_idx;
create index physical_orders_created_idx on physical_orders (created_at desc, id desc);
create index physical_orders_status_idx on physical_orders (status, created_at desc, id desc);
create index physical_orders_customer_idx on physical_orders (customer_id);
create index physical_orders_product_idx on physical_orders (product_id);
`;

export const moneyAndOrders = script(up);
