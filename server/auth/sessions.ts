import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

const HOUR_MS = 3_600_000;
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
  const expiresAt = new Date(Date.now() + (remember ? SESSION_HOURS.remembered : SESSION_HOURS.standard) * HOUR_MS);
  const row = await db
    .insertInto('sessions')
    .values({ admin_id: adminId, token_hash: hashToken(token), expires_at: expiresAt, ip: meta.ip, user_agent: meta.userAgent?.slice(0, 300) ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, expiresAt: expiresAt.toISOString(), sessionId: row.id };
}

/** How often a session's last-seen time is written: at most once a minute, so reads stay reads. */
const LAST_SEEN_EVERY = sql`interval '1 minute'`;

/**
 * The live session for a token, with its admin; null when unknown, revoked, expired or the admin is
 * deleted. `stale` says its last-seen time is due to be written (see touchSession).
 */
export async function findSession(db: Kysely<Database>, token: string): Promise<{ sessionId: number; admin: SessionAdmin; stale: boolean } | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select(['s.id as sessionId', 'a.id', 'a.first_name', 'a.last_name', 'a.username', 'a.email', 'a.is_super_admin'])
    .select(sql<boolean>`coalesce(s.last_seen_at < now() - ${LAST_SEEN_EVERY}, true)`.as('stale'))
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<string>`now()`)
    .where('a.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { sessionId, stale, ...admin } = row;
  return { sessionId, admin, stale };
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
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Revokes every live session of an admin, except one (the caller's own, on a password change). */
export async function revokeAdminSessions(db: Kysely<Database>, adminId: number, exceptSessionId?: number): Promise<void> {
  let q = db.updateTable('sessions').set({ revoked_at: new Date() }).where('admin_id', '=', adminId).where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}
