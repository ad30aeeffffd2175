import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { detached, inTransaction } from '../../db/unit-of-work';
import { HttpError } from '../../http/errors';
import { say, type Say } from '../../http/messages';

/**
 * Order claims (docs/order-claims.md): an admin takes a top-up order ("I'm on it") and holds it
 * while it is in progress; a claim untouched for CLAIM_IDLE_MINUTES is idle, free for anyone to
 * take, and returned to pending with an audit record of its own, lazily by whatever takes it and
 * by a periodic sweep. Every write here runs in its caller's transaction.
 */

/** The claim is held (not idle) as of the transaction's start: false for no claim. */
export const claimHeld = (idleMinutes: number, alias = 'orders'): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${alias}.claimed_by`)} is not null and ${sql.ref(`${alias}.claimed_at`)} >= now() - make_interval(mins => ${idleMinutes}))`;

/** What a locked order says about its claim. */
export interface ClaimState {
  id: number;
  claimed_by: number | null;
  claim_held: boolean;
}

/** Held by someone other than `adminId`: they alone (or a super admin, where the rule says so) may change it. */
export const heldByOther = (order: ClaimState, adminId: number) => order.claim_held && order.claimed_by !== adminId;

/** Another admin's claim ran idle: taking or changing the order ends it, with its own audit record. */
export const lapsedClaimOf = (order: ClaimState, adminId: number) => order.claimed_by !== null && !order.claim_held && order.claimed_by !== adminId;

function ago(minutes: number): Say {
  if (minutes < 1) return say('justNow');
  if (minutes < 60) return say(minutes === 1 ? 'minuteAgo' : 'minutesAgo', { n: minutes });
  const hours = Math.floor(minutes / 60);
  return say(hours === 1 ? 'hourAgo' : 'hoursAgo', { n: hours });
}

/**
 * 409 naming who holds the order and since when ("Taken by Rahim Uddin 3 minutes ago."), with the
 * same facts as `claim` for a client to act on. `inBulk`: the order's id leads the message.
 */
export async function claimedConflict(db: Kysely<Database>, orderId: number, inBulk = false): Promise<HttpError> {
  const { rows } = await sql<{ claimed_by: number; claimed_by_name: string | null; claimed_at: string; minutes: number }>`
    select o.claimed_by, nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') as claimed_by_name, o.claimed_at,
      floor(extract(epoch from now() - o.claimed_at) / 60)::int as minutes
    from orders o left join admins a on a.id = o.claimed_by
    where o.id = ${orderId}`.execute(db);
  const claim = rows[0];
  const taken = { who: claim.claimed_by_name ?? say('anotherAdmin'), when: ago(Math.max(0, claim.minutes)) };
  const message = inBulk ? say('orderTakenBy', { id: orderId, ...taken }) : say('takenBy', taken);
  return new HttpError(409, message, undefined, undefined, {
    claim: { order_id: orderId, claimed_by: claim.claimed_by, claimed_by_name: claim.claimed_by_name, claimed_at: claim.claimed_at },
  });
}

/**
 * The audit records of idle claims ended: by the system (no admin), as a release of the order,
 * so the audit log says when each claim lapsed and which order it was.
 */
export async function recordLapsedClaims(db: Kysely<Database>, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await db
    .insertInto('audit_log')
    .values(
      orderIds.map((id) => ({
        admin_id: null,
        operation_id: 'releaseOrderClaim',
        method: 'SYSTEM',
        path: `/api/admin/order/release/${id}`,
        target: `id=${id}`,
        target_kind: 'order',
        target_id: String(id),
        status_code: 200,
        ip: null,
      })),
    )
    .execute();
}

/**
 * Returns idle claims, and any claim of an admin deactivated or deleted since (within `packages`, null: all), to pending with their audit records, in one
 * statement. Claims being taken or changed right now are skipped, never waited for (SKIP LOCKED),
 * and a claim another server released meanwhile no longer matches when locked: any number of
 * servers may sweep at once, and each claim is released and recorded once. Answers the orders released.
 */
export async function releaseIdleClaims(db: Kysely<Database>, idleMinutes: number, packages: readonly number[] | null = null): Promise<number[]> {
  if (packages && !packages.length) return [];
  const inScope = packages ? sql`and package_id in (${sql.join(packages)})` : sql``;
  const { rows } = await sql<{ id: number }>`
    with idle as (
      select id from orders
      where claimed_by is not null ${inScope}
        and (claimed_at < now() - make_interval(mins => ${idleMinutes})
          -- An admin deactivated or deleted holds nothing (their claims are released then; this catches a take that raced it).
          or claimed_by in (select a.id from admins a where a.deactivated_at is not null or a.deleted_at is not null))
      order by id
      for update skip locked
    ), released as (
      update orders o set status = 'pending', claimed_by = null, claimed_at = null, updated_at = now()
      from idle where o.id = idle.id
      returning o.id
    ), recorded as (
      insert into audit_log (admin_id, operation_id, method, path, target, target_kind, target_id, changes, status_code)
      select null, 'releaseOrderClaim', 'SYSTEM', '/api/admin/order/release/' || id, 'id=' || id, 'order', id::text,
        '[{"field": "status", "before": "in_progress", "after": "pending"}]'::jsonb, 200 from released
    )
    select id from released order by id`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * Releases every claim of an admin who is being deactivated or deleted (`adminId`), held or idle:
 * their in-progress orders go back to pending for anyone to take, each with an audit record of the
 * release by `byAdminId` (who deactivated or deleted them), as a release of that order. Runs in
 * the caller's transaction, after the admin's row is locked. Answers the orders released.
 */
export async function releaseClaimsOf(db: Kysely<Database>, adminId: number, byAdminId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with held as (
      select id from orders where claimed_by = ${adminId} order by id for update
    ), released as (
      update orders o set status = 'pending', claimed_by = null, claimed_at = null, updated_at = now()
      from held where o.id = held.id and o.claimed_by = ${adminId}
      returning o.id
    ), recorded as (
      insert into audit_log (admin_id, operation_id, method, path, target, target_kind, target_id, changes, status_code)
      select ${byAdminId}, 'releaseOrderClaim', 'SYSTEM', '/api/admin/order/release/' || id, 'id=' || id, 'order', id::text,
        '[{"field": "status", "before": "in_progress", "after": "pending"}]'::jsonb, 200 from released
    )
    select id from released order by id`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * Takes the oldest pending order (within `packages`, null: all) for the admin. SKIP LOCKED: an
 * order another admin is taking right now is passed over, not waited for, so simultaneous calls
 * get different orders; one taken and committed meanwhile is pending no more when locked, and
 * passed over too. Answers its id, or null when none waits.
 */
export async function takeOldestPending(db: Kysely<Database>, adminId: number, packages: readonly number[] | null): Promise<number | null> {
  if (packages && !packages.length) return null;
  const inScope = packages ? sql`and package_id in (${sql.join(packages)})` : sql``;
  const { rows } = await sql<{ id: number }>`
    update orders set status = 'in_progress', claimed_by = ${adminId}, claimed_at = now(), updated_at = now()
    where id = (
      select id from orders where status = 'pending' ${inScope}
      order by created_at, id limit 1
      for update skip locked
    )
    returning id`.execute(db);
  return rows[0]?.id ?? null;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * The periodic sweep of idle claims, for as long as the server runs (every server runs one; see
 * releaseIdleClaims). Stopping waits for a sweep under way.
 */
export function sweepIdleClaims(db: Kysely<Database>, idleMinutes: number, onError: (err: unknown) => void): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A sweep still under way (a slow database) is not joined by the next.
    running ??= detached(() => inTransaction(db, (trx) => releaseIdleClaims(trx, idleMinutes)))
      .catch(onError)
      .finally(() => (running = null));
  }, SWEEP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
