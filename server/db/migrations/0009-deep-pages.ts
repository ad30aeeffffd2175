import { script } from './script';

/**
 * Deep pages without skipping tens of thousands of rows: `list_day_totals` holds, per list, scope,
 * status and day (UTC) of `created_at`, how many rows there are, kept by the same statement-level
 * triggers as `list_totals` (in the writing transaction, so a statement reads both consistent with
 * the rows). A page far into a list sorted by creation time first finds the day its first row
 * falls in by summing whole days from the list's end, then skips only within that day
 * (list-totals.ts, `pageIds`). The functions are replaced (`create or replace`); their triggers,
 * made by 0006, stay.
 */
function totalsFunction(table: string, list: string, scope: string): string {
  const fn = `${table}_totals_after_change`;
  // The rows a statement added (+1) and removed (-1), per scope, status and day; a transition
  // table exists only for the kinds of statement that have it, hence one branch per kind. Rows are
  // upserted in key order, so statements touching the same totals lock them in the same order.
  const change = (rows: string) => `
    insert into list_totals as t (list, scope, status, total)
    select '${list}', scope, status, sum(n) from (${rows}) changes
    group by scope, status having sum(n) <> 0 order by scope, status
    on conflict (list, scope, status) do update set total = t.total + excluded.total;
    insert into list_day_totals as t (list, scope, status, day, total)
    select '${list}', scope, status, day, sum(n) from (${rows}) changes
    group by scope, status, day having sum(n) <> 0 order by scope, status, day
    on conflict (list, scope, status, day) do update set total = t.total + excluded.total;`;
  const notify = (rows: string) => `
    perform pg_notify('shop_events', json_build_object('list', '${list}', 'scope', scope, 'op', lower(tg_op), 'ids', ids)::text)
    from (select ${scope} as scope, (array_agg(id order by id))[1:20] as ids from ${rows} r group by 1) touched;`;
  const day = `(created_at at time zone 'UTC')::date`;
  const added = `select ${scope} as scope, status, ${day} as day, 1 as n from new_rows`;
  const removed = `select ${scope} as scope, status, ${day} as day, -1 as n from old_rows`;
  return `
create or replace function ${fn}() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then${change(added)}${notify('new_rows')}
  elsif tg_op = 'UPDATE' then${change(`${added} union all ${removed}`)}${notify('new_rows')}
  else${change(removed)}${notify('old_rows')}
  end if;
  return null;
end
$$;`;
}

/**
 * Where row number \`row_offset\` (0-based) of a kept list sits: walking the list's days from its
 * newest (\`descending\`) or oldest end, one day at a time (two index probes each), until their
 * rows pass the offset. Answers the edge of that day on the walk's side (the next day's start when
 * descending, its own start otherwise) and how many of the list's rows from the edge on come before
 * the row; nothing when the list is shorter. STABLE: it reads with its caller's snapshot.
 */
const SEEK = `
create function list_seek(p_list text, p_scopes integer[], p_status text, p_offset bigint, p_descending boolean)
returns table (edge timestamptz, skip bigint) language plpgsql stable rows 1 as $$
declare
  d date;
  n bigint;
  upto bigint := 0;
begin
  d := case when p_descending then (select max(day) from list_day_totals where list = p_list)
            else (select min(day) from list_day_totals where list = p_list) end;
  while d is not null loop
    select coalesce(sum(total), 0) into n from list_day_totals
    where list = p_list and day = d and (p_scopes is null or scope = any(p_scopes)) and (p_status is null or status = p_status);
    if upto + n > p_offset then
      edge := (case when p_descending then d + 1 else d end)::timestamp at time zone 'UTC';
      skip := p_offset - upto;
      return next;
      return;
    end if;
    upto := upto + n;
    d := case when p_descending then (select max(day) from list_day_totals where list = p_list and day < d)
              else (select min(day) from list_day_totals where list = p_list and day > d) end;
  end loop;
end
$$;`;

const up = `
create table list_day_totals (
  list text not null,
  scope integer not null,
  status text not null,
  day date not null,
  total bigint not null default 0,
  primary key (list, scope, status, day)
);
-- The seek walks a list's days from either end, across its scopes and statuses.
create index list_day_totals_day_idx on list_day_totals (list, day);
insert into list_day_totals (list, scope, status, day, total)
select 'orders', package_id, status, (created_at at time zone 'UTC')::date, count(*) from orders group by 2, 3, 4
union all
select 'transactions', is_automated, status, (created_at at time zone 'UTC')::date, count(*) from transactions group by 2, 3, 4
union all
select 'physical_orders', 0, status, (created_at at time zone 'UTC')::date, count(*) from physical_orders group by 3, 4;
${SEEK}
${totalsFunction('orders', 'orders', 'package_id')}
${totalsFunction('transactions', 'transactions', 'is_automated')}
${totalsFunction('physical_orders', 'physical_orders', '0')}
`;

export const deepPages = script(up);
