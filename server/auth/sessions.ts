import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Token lifetimes (business-rules.md): 24 h, or 300 h with Remember me. */
export const SESSION_HOURS = { standard: 24, remembered: 300 } as const;

export interface SessionAdmin {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  is_super_admin: boolean;
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
  meta: { ip: string | null; userAgent: string | null },
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
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { token, expiresAt: row.expires_at, sessionId: row.id };
}

/** How often a session's last-seen time is written: at most once a minute, so reads stay reads. */
const LAST_SEEN_EVERY = sql`interval '1 minute'`;

/**
 * The live session for a token, with its admin; null when unknown, revoked, expired or the admin is
 * deleted. `stale` says its last-seen time is due to be written (see touchSession). With an
 * `operationId`, `granted` says (in the same query) whether the admin holds an active auth module
 * for it: the guard's whole question in one round trip.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  operationId?: string,
): Promise<{ sessionId: number; admin: SessionAdmin; stale: boolean; granted: boolean } | null> {
  // Written as SQL rather than built: it runs on every signed-in request, and building it (the
  // EXISTS above all) cost more of the server's time than the query does in the database.
  const granted = operationId
    ? sql<boolean>`exists (select 1 from admin_auth_modules g join auth_modules m on m.id = g.auth_module_id
        where g.admin_id = a.id and m.operation_id = ${operationId} and m.status = 1)`
    : sql<boolean>`false`;
  const { rows } = await sql<SessionAdmin & { sessionId: number; stale: boolean; granted: boolean }>`
    select s.id as "sessionId", a.id, a.first_name, a.last_name, a.username, a.email, a.is_super_admin,
           coalesce(s.last_seen_at < now() - ${LAST_SEEN_EVERY}, true) as stale, ${granted} as granted
    from sessions s join admins a on a.id = s.admin_id
    where s.token_hash = ${hashToken(token)} and s.revoked_at is null and s.expires_at > now() and a.deleted_at is null`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const { sessionId, stale, granted: isGranted, ...admin } = row;
  return { sessionId, admin, stale, granted: Boolean(isGranted) };
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
