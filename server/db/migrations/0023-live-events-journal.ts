import { listTotals } from './0022-report-counters';
import { script } from './script';

/**
 * Live events that a dashboard can resume (GET /api/events with `Last-Event-ID`): every change
 * the lists' triggers announce is kept in `live_events` under an id that increases in commit
 * order, so a stream that saw id N and reconnects to any server gets exactly what followed N
 * (domains/live/journal.ts), or `resync` once N is older than the kept window.
 *
 * Commit order, not statement order: an id taken from a sequence when the statement runs lets a
 * transaction that started first commit last, and a client that saw 105 would miss 104. So a
 * statement only stages what it announces (`live_events_pending`, one row per statement, list and
 * scope with up to 20 row ids, as 0006's notification said it), and at commit one deferred
 * trigger per transaction (`live_events_publish`) takes a transaction-level advisory lock, numbers
 * the staged rows from a sequence, stores them and notifies each with its id. The lock is released
 * only once the commit is visible, so the next transaction to number its rows commits after it:
 * ids are in commit order, a reader that sees id N sees every id below it, and the notifications
 * arrive in id order (they are queued at commit under PostgreSQL's own notify lock, which every
 * notifying transaction already waits for in the same place).
 *
 * The trigger runs last among the deferred triggers: the first time it fires it queues itself
 * again behind the others (the counters' report_apply takes row locks at commit; taking them
 * while holding the advisory lock could deadlock with a writer that holds them and waits for it).
 *
 * The window: every 1,000 ids the publishing transaction deletes what is beyond the last 10,000
 * events or older than 10 minutes (`live_events_prune`), and `live_events_horizon` says up to
 * which id rows are gone (a missing id above it is one whose transaction rolled back).
 */

/** The advisory lock that numbers the events in commit order. */
export const LIVE_EVENTS_LOCK = `hashtext('shop-admin:live-events')`;

/**
 * What a statement stages (0006's announcement, kept until its transaction commits): per scope, the
 * kind of change and up to 20 ids. A later migration that redefines `<table>_totals_after_change`
 * passes this to listTotals, or the changes it announces cannot be resumed.
 */
export const stageEvents = (list: string, scope: string, rows: string) => `
    insert into live_events_pending (tx, list, scope, op, ids)
    select txid_current(), '${list}', scope, lower(tg_op), (array_agg(id order by id))[1:20]
    from (select ${scope} as scope, id from ${rows} r) touched group by scope;
    if found then
      insert into live_events_tx (tx) values (txid_current()) on conflict do nothing;
    end if;`;

const PUBLISH = `
create function live_events_publish() returns trigger language plpgsql set jit = off as $$
declare
  e record;
  first_id bigint;
  last_id bigint;
begin
  delete from live_events_tx where tx = new.tx;
  if new.round = 0 then
    -- Behind every deferred trigger queued so far: the lock below is the last one this transaction takes.
    insert into live_events_tx (tx, round) values (new.tx, 1);
    return null;
  end if;
  perform pg_advisory_xact_lock(${LIVE_EVENTS_LOCK});
  for e in
    insert into live_events (id, list, scope, op, ids)
    select nextval('live_events_id_seq'), list, scope, op, ids
    from (select list, scope, op, ids from live_events_pending where tx = new.tx order by n) staged
    returning id, list, scope, op, ids
  loop
    perform pg_notify('shop_events', json_build_object('id', e.id, 'list', e.list, 'scope', e.scope, 'op', e.op, 'ids', e.ids)::text);
    first_id := coalesce(first_id, e.id);
    last_id := e.id;
  end loop;
  delete from live_events_pending where tx = new.tx;
  if last_id / 1000 > (first_id - 1) / 1000 then
    perform live_events_prune();
  end if;
  return null;
end
$$;
create constraint trigger live_events_publish after insert on live_events_tx
  deferrable initially deferred for each row execute function live_events_publish();`;

/** Keeps the last `keep` events and those younger than `keep_for`, whichever is fewer; answers the new horizon. */
const PRUNE = `
create function live_events_prune(keep bigint default 10000, keep_for interval default '10 minutes') returns bigint
language plpgsql set jit = off as $$
declare
  through bigint;
begin
  perform pg_advisory_xact_lock(${LIVE_EVENTS_LOCK});
  select greatest(
    (select max(id) from live_events) - keep,
    (select max(id) from live_events where at < clock_timestamp() - keep_for),
    (select pruned_through from live_events_horizon)
  ) into through;
  delete from live_events where id <= through;
  update live_events_horizon set pruned_through = through where pruned_through < through;
  return through;
end
$$;`;

export const LIVE_EVENTS_SQL = `
create sequence live_events_id_seq as bigint;
create table live_events (
  id bigint primary key,
  at timestamptz not null default clock_timestamp(),
  list text not null,
  scope integer not null,
  op text not null,
  ids integer[] not null
);
create table live_events_horizon (
  one boolean primary key default true check (one),
  pruned_through bigint not null default 0
);
insert into live_events_horizon default values;
-- Staged by the statements of a transaction until it commits (nothing of it outlives the transaction).
create unlogged table live_events_pending (
  n bigint generated always as identity,
  tx bigint not null,
  list text not null,
  scope integer not null,
  op text not null,
  ids integer[] not null
);
create index live_events_pending_tx_idx on live_events_pending (tx, n);
create unlogged table live_events_tx (
  tx bigint primary key,
  round smallint not null default 0
);
${PRUNE}
${PUBLISH}
${listTotals('orders', 'orders', 'package_id', stageEvents)}
${listTotals('transactions', 'transactions', 'is_automated', stageEvents)}
${listTotals('physical_orders', 'physical_orders', '0', stageEvents)}
`;

export const liveEventsJournal = script(LIVE_EVENTS_SQL);
