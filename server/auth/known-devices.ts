import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from './sessions';

/**
 * Known devices (docs/business-rules.md#known-devices): a sign-in answers a device token that the browser keeps
 * for that account, and a later attempt that sends it back is counted on that device's own counter.
 * Only the token's SHA-256 is stored. An account remembers the devices it signed in with most recently.
 */
export const DEVICES_KEPT = 50;

/** A device token as this server makes them: 32 random bytes, base64url. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The admin's known device that `token` names, or null: unknown, another admin's, forgotten, or no token at all. */
export async function findKnownDevice(db: Kysely<Database>, adminId: number, token: string | undefined): Promise<{ id: string; token: string } | null> {
  if (!token || !DEVICE_TOKEN.test(token)) return null;
  const row = await db.selectFrom('admin_devices').select('id').where('token_hash', '=', hashToken(token)).where('admin_id', '=', adminId).executeTakeFirst();
  return row ? { id: row.id, token } : null;
}

/**
 * The device token a successful sign-in answers: a known device keeps its own (its use noted); any
 * other browser gets a new one, and the account forgets its least recently used devices past
 * DEVICES_KEPT.
 */
export async function rememberDevice(db: Kysely<Database>, adminId: number, known: { id: string; token: string } | null): Promise<string> {
  // Forgotten meanwhile (the password changed since it was looked up): it gets a new one like any other browser.
  if (known && (await db.updateTable('admin_devices').set({ last_used_at: sql`now()` }).where('id', '=', known.id).returning('id').executeTakeFirst())) {
    return known.token;
  }
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('admin_devices').values({ admin_id: adminId, token_hash: hashToken(token) }).execute();
  await sql`
    delete from admin_devices where admin_id = ${adminId} and id not in (
      select id from admin_devices where admin_id = ${adminId} order by last_used_at desc, id desc limit ${DEVICES_KEPT})`.execute(db);
  return token;
}
