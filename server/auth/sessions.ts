import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Token lifetimes (docs/business-rules.md#sessions): 24 h, or 300 h with Remember me. */
export const SESSION_HOURS = { standard: 24, remembered: 300 } as const;

export interface SessionAdmin {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  is_super_admin: boolean;
  /**
   * The packages of the admin's package permissions, ascending, whatever their role (a super admin's
   * Admins Order list is these too). Read with the session, so the lists and checks that follow them
   * ask nothing more; a grant or a withdrawal is announced (migration 0015) like any change of access.
   */
  package_ids: readonly number[];
}

/** Tokens are stored only as a SHA-256 hash: a leaked table holds nothing that signs in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Accepts the raw token (as the existing dashboard sends it) or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

export async function createSession(
  db: Kysely<Database>,
  adminId: number,
  remember: boolean,
  meta: { ip: string | null; userAgent: string | null; secondFactorSetupPending?: boolean },
): Promise<{ token: string; expiresAt: string; sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const hours = remember ? SESSION_HOURS.remembered : SESSION_HOURS.standard;
  // Expiry on the database's clock, the one every server checks it against.
  const row = await db
    .insertInto('sessions')
    .values({
      admin_id: adminId,
      token_hash: hashToken(token),
      expires_at: sql<string>`now() + make_interval(hours => ${hours})`,
      // Seen as it signs in: its first requests have no last-seen time to write.
      last_seen_at: sql<string>`now()`,
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      second_factor_setup_pending: meta.secondFactorSetupPending ?? false,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { token, expiresAt: row.expires_at, sessionId: row.id };
}

/** How often a session's last-seen time is written: at most once a minute, so reads stay reads. */
const LAST_SEEN_EVERY = sql`interval '1 minute'`;

/** A live session as the guard needs it: whose it is and which operations a sub-admin was granted. */
export interface LiveSession {
  sessionId: number;
  admin: SessionAdmin;
  /** The operationIds granted through active auth modules (empty for a super admin, who may call all). */
  granted: ReadonlySet<string>;
  /** Signed in while REQUIRE_SECOND_FACTOR asks its admin to enrol: only `x-allowed-before-second-factor` operations until confirmed. */
  setupPending: boolean;
}

/**
 * The live session of a token's hash, read in one query (its admin's granted operations and
 * packages with it): null when unknown, revoked, expired or its admin deleted or deactivated.
 * `stale` says its last-seen time is due to be written (touchSession); `expiresInMs` how long it
 * has left, on the database's clock.
 */
export async function readSession(db: Kysely<Database>, tokenHash: string): Promise<{ session: LiveSession; stale: boolean; expiresInMs: number } | null> {
  // Written as SQL rather than built: it runs whenever a server checks a session it does not hold.
  const { rows } = await sql<SessionAdmin & { sessionId: number; setupPending: boolean; stale: boolean; expiresInMs: number; granted: string[] }>`
    select s.id as "sessionId", s.second_factor_setup_pending as "setupPending", a.id, a.first_name, a.last_name, a.username, a.email, a.is_super_admin,
           coalesce(s.last_seen_at < now() - ${LAST_SEEN_EVERY}, true) as stale,
           (extract(epoch from s.expires_at - now()) * 1000)::float8 as "expiresInMs",
           case when a.is_super_admin then '{}'::text[] else array(
             select m.operation_id::text from admin_auth_modules g join auth_modules m on m.id = g.auth_module_id
             where g.admin_id = a.id and m.status = 1) end as granted,
           array(select p.package_id from admin_package_permissions p where p.admin_id = a.id order by p.package_id) as package_ids
    from sessions s join admins a on a.id = s.admin_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now() and a.deleted_at is null and a.deactivated_at is null`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const { sessionId, setupPending, stale, expiresInMs, granted, ...admin } = row;
  return { session: { sessionId, admin, granted: new Set(granted), setupPending }, stale, expiresInMs };
}

/** The live session for a token, asked of the database now (see readSession). */
export async function findSession(db: Kysely<Database>, token: string): Promise<LiveSession | null> {
  return (await readSession(db, hashToken(token)))?.session ?? null;
}

/** Records that a session was used now; conditional, so simultaneous requests write it once. */
export async function touchSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()` })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', sql<string>`now() - ${LAST_SEEN_EVERY}`)]))
    .execute();
}

export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Revokes every live session of an admin, except one (the caller's own, on a password change). */
export async function revokeAdminSessions(db: Kysely<Database>, adminId: number, exceptSessionId?: number): Promise<void> {
  let q = db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('admin_id', '=', adminId).where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}
