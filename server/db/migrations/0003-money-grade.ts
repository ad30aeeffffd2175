import { script } from './script';

/**
 * The money-grade foundation:
 * - "credited once" and "refunded once" are facts of the database: at most one refund row per
 *   order and per physical order (a transaction's credit already had its key), with foreign keys;
 * - orders and vouchers refer to each other in one direction: orders.voucher_id (unique, with its
 *   foreign key); the voucher's own order_id goes;
 * - per-package voucher stock (unused codes, used codes still shown), kept by statement-level
 *   triggers in the same transaction as whatever adds, hands out, hides or deletes codes, so the
 *   statistics and the voucher page never count a million rows;
 * - the existing dashboard's catalogue fields: products' redeem and video links, packages' sort
 *   order and admin commission.
 */
const up = `
alter table wallet_changes
  add constraint wallet_changes_order_fk foreign key (order_id) references orders(id),
  add constraint wallet_changes_physical_order_fk foreign key (physical_order_id) references physical_orders(id);
create unique index wallet_changes_order_refund_key on wallet_changes (order_id) where reason = 'order_refund';
create unique index wallet_changes_physical_order_refund_key on wallet_changes (physical_order_id) where reason = 'physical_order_refund';

drop index if exists vouchers_order_key;
alter table vouchers drop column order_id;
create unique index orders_voucher_key on orders (voucher_id) where voucher_id is not null;

alter table topup_products add column redeem_link text, add column video_link text;
alter table topup_packages
  add column sort_order integer not null default 1,
  add column admin_com numeric(14, 2) not null default 0 check (admin_com >= 0);
drop index if exists topup_packages_product_idx;
create index topup_packages_product_idx on topup_packages (product_id, sort_order, id) where deleted_at is null;

create table voucher_stock (
  package_id integer primary key references topup_packages(id),
  available integer not null default 0 check (available >= 0),
  used_shown integer not null default 0 check (used_shown >= 0)
);
insert into voucher_stock (package_id, available, used_shown)
select package_id,
       count(*) filter (where is_used = 0),
       count(*) filter (where is_used = 1 and hidden_at is null)
from vouchers group by package_id;

-- One function for the three triggers: the difference each statement made, per package, in
-- package order (concurrent statements lock stock rows in the same order).
create function voucher_stock_after_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into voucher_stock as s (package_id, available, used_shown)
    select package_id, count(*) filter (where is_used = 0), count(*) filter (where is_used = 1 and hidden_at is null)
    from new_rows group by package_id order by package_id
    on conflict (package_id) do update
      set available = s.available + excluded.available, used_shown = s.used_shown + excluded.used_shown;
  elsif tg_op = 'UPDATE' then
    update voucher_stock s
       set available = s.available + d.available, used_shown = s.used_shown + d.used_shown
      from (
        select package_id, sum(available)::int as available, sum(used_shown)::int as used_shown
        from (
          select package_id, (is_used = 0)::int as available, (is_used = 1 and hidden_at is null)::int as used_shown from new_rows
          union all
          select package_id, -(is_used = 0)::int, -(is_used = 1 and hidden_at is null)::int from old_rows
        ) changes
        group by package_id
        having sum(available) <> 0 or sum(used_shown) <> 0
        order by package_id
      ) d
     where s.package_id = d.package_id;
  else
    update voucher_stock s
       set available = s.available - d.available, used_shown = s.used_shown - d.used_shown
      from (
        select package_id, count(*) filter (where is_used = 0)::int as available,
               count(*) filter (where is_used = 1 and hidden_at is null)::int as used_shown
        from old_rows group by package_id order by package_id
      ) d
     where s.package_id = d.package_id;
  end if;
  return null;
end
$$;
create trigger vouchers_stock_after_insert after insert on vouchers
  referencing new table as new_rows for each statement execute function voucher_stock_after_change();
create trigger vouchers_stock_after_update after update on vouchers
  referencing old table as old_rows new table as new_rows for each statement execute function voucher_stock_after_change();
create trigger vouchers_stock_after_delete after delete on vouchers
  referencing old table as old_rows for each statement execute function voucher_stock_after_change();
`;

export const moneyGrade = script(up);
