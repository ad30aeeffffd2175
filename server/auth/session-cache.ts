import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { hashToken, readSession, touchSession, type LiveSession } from './sessions';

/**
 * The longest a server trusts a session it checked without asking the database again. Changes are
 * announced (below), so this only bounds what a lost announcement could cost.
 */
export const SESSION_CACHE_MS = 30_000;
/** Sessions held per server, at most (the oldest checked is dropped first). */
const MAX_SESSIONS = 10_000;

/**
 * Which sessions an access announcement names: `session:<id>` that one, `admin:<id>` all of that
 * admin's; null (`*`, anything else) every session. The live streams hear them the same way.
 */
export function sessionsNamed(announcement: string): ((sessionId: number, adminId: number) => boolean) | null {
  const [kind, id] = announcement.split(':');
  const which = Number(id);
  if (!Number.isSafeInteger(which)) return null;
  if (kind === 'session') return (sessionId) => sessionId === which;
  if (kind === 'admin') return (_sessionId, adminId) => adminId === which;
  return null;
}

interface Held {
  session: LiveSession;
  /** performance.now() after which the session is asked again. */
  until: number;
}

/**
 * The sessions this server has checked, so a signed-in request costs no database round trip of its
 * own — the largest part of a cheap list page's cost. Whatever changes who may do what (a sign-out,
 * a revoked session, a password change, a deleted admin, a withdrawn module or package: by a
 * handler or by hand in SQL) is announced by the database (migrations 0012, 0015) and heard by
 * every server:
 * - this server's own changes before their commit returns to the handler that made them, so its
 *   next request is judged on them (database.ts, listenForAccess);
 * - another server's within the notification's delay, a millisecond or so;
 * - while the announcements cannot be heard (the listening connection lost, or not yet started),
 *   nothing is held: every request asks the database, as without a cache.
 * A session read while a change is announced is used for its own request but not kept (the
 * generation below), so what was read before a change never outlives it. Nothing is held longer
 * than SESSION_CACHE_MS or the session's own expiry.
 */
export class SessionCache {
  readonly #held = new Map<string, Held>();
  /** Bumped by every announcement: a read that started before one is not kept. */
  #generation = 0;
  #heard = false;
  #stop: (() => Promise<void>) | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** The live session for a token, from what this server holds or from the database. */
  async find(token: string): Promise<LiveSession | null> {
    const key = hashToken(token);
    const held = this.#held.get(key);
    if (held) {
      if (held.until > performance.now()) return held.session;
      this.#held.delete(key);
    }
    const generation = this.#generation;
    const read = await readSession(this.db, key);
    if (!read) return null;
    // The touch is itself announced (last_seen_at), so the session is kept from the next read on.
    if (read.stale) await touchSession(this.db, read.session.sessionId);
    if (this.#heard && generation === this.#generation) {
      if (this.#held.size >= MAX_SESSIONS) this.#held.delete(this.#held.keys().next().value as string);
      this.#held.set(key, { session: read.session, until: performance.now() + Math.min(SESSION_CACHE_MS, read.expiresInMs) });
    }
    return read.session;
  }

  /** Forgets what an announcement names (sessionsNamed). */
  forget(announcement: string): void {
    this.#generation += 1;
    const named = sessionsNamed(announcement);
    if (!named) return this.#held.clear();
    for (const [key, held] of this.#held) if (named(held.session.sessionId, held.session.admin.id)) this.#held.delete(key);
  }

  /** Whether the announcements are heard; sessions are held only while they are. */
  get heard(): boolean {
    return this.#heard;
  }

  /** Starts hearing the database's announcements; until then (and whenever they cannot be heard) nothing is held. */
  async listen(database: Pick<DatabaseHandle, 'listenForAccess'>): Promise<this> {
    this.#stop = await database.listenForAccess(
      (announcement) => this.forget(announcement),
      (heard) => {
        // Lost or found again: what was announced in between is unknown.
        this.forget('*');
        this.#heard = heard;
      },
    );
    return this;
  }

  async close(): Promise<void> {
    this.#heard = false;
    this.forget('*');
    await this.#stop?.();
    this.#stop = null;
  }
}
