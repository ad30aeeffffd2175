import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { serverMessages, type Say } from '../http/messages';
import { base32Encode, matchingStep } from './totp';

/** Two-step sign-in (docs/business-rules.md#two-step-sign-in): the rules shared by sign-in and the admin's own settings. */
/** The English texts of sign-in's code refusals (`say('codeNeeded')`, `say('codeWrong')`), as tests read them. */
export const CODE_NEEDED: string = serverMessages.en.codeNeeded;
export const CODE_WRONG: string = serverMessages.en.codeWrong;
export const ISSUER = 'Shop Admin';
export const RECOVERY_CODE_COUNT = 10;

/** A 401 of sign-in naming the code field, so a form can show it there. */
export const codeRefused = (message: Say) => new HttpError(401, message, [{ param: 'code', msg: message }]);

/** Whether REQUIRE_SECOND_FACTOR asks this admin to enrol. */
export const secondFactorRequired = (config: Pick<Config, 'requireSecondFactor'>, isSuperAdmin: boolean) =>
  config.requireSecondFactor === 'all' || (config.requireSecondFactor === 'super' && isSuperAdmin);

/** A code as typed: six digits from the app, or a recovery code (spaces and dashes ignored, any case). */
export function readCode(code: string): { kind: 'app'; digits: string } | { kind: 'recovery'; text: string } | null {
  const text = code.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(text)) return { kind: 'app', digits: text };
  if (/^[a-z2-7]{10}$/.test(text)) return { kind: 'recovery', text };
  return null;
}

/**
 * Recovery codes carry 50 random bits each (ten base32 characters), so a fast hash is enough: there is
 * no dictionary to try, and whoever can read the table can read the authenticator secret beside it.
 * The admin's id is part of what is hashed, so one admin's code never matches another's.
 */
export const recoveryCodeHash = (adminId: number, text: string) => createHash('sha256').update(`${adminId}:${text}`).digest('hex');

/** The database's clock, in seconds: every server judges codes by the same time. */
export async function databaseSeconds(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ now: number }>`select extract(epoch from now())::float8 as now`.execute(db);
  return Number(rows[0].now);
}

/**
 * Accepts a code of an enrolled admin at most once. An app code is accepted only for a step later
 * than the last one accepted, by one conditional update, so two requests with the same code cannot
 * both pass; a recovery code is marked used the same way.
 */
export async function acceptCode(db: Kysely<Database>, admin: { id: number; secret: string }, code: string, options: { recovery: boolean }): Promise<boolean> {
  const read = readCode(code);
  if (!read) return false;
  if (read.kind === 'recovery') {
    if (!options.recovery) return false;
    const used = await db
      .updateTable('admin_recovery_codes')
      .set({ used_at: sql`now()` })
      .where('admin_id', '=', admin.id)
      .where('code_hash', '=', recoveryCodeHash(admin.id, read.text))
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return Boolean(used);
  }
  const step = matchingStep(admin.secret, read.digits, await databaseSeconds(db));
  if (step === null) return false;
  const accepted = await db
    .updateTable('admins')
    .set({ second_factor_last_step: step })
    .where('id', '=', admin.id)
    .where('second_factor_secret', '=', admin.secret)
    .where((eb) => eb.or([eb('second_factor_last_step', 'is', null), eb('second_factor_last_step', '<', String(step))]))
    .returning('id')
    .executeTakeFirst();
  return Boolean(accepted);
}

/** Ten new recovery codes (`xxxxx-xxxxx`) in place of the admin's old ones; only their hashes are stored. */
export async function issueRecoveryCodes(trx: Kysely<Database>, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => base32Encode(randomBytes(7)).slice(0, 10).toLowerCase());
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await trx
    .insertInto('admin_recovery_codes')
    .values(codes.map((text) => ({ admin_id: adminId, code_hash: recoveryCodeHash(adminId, text) })))
    .execute();
  return codes.map((text) => `${text.slice(0, 5)}-${text.slice(5)}`);
}
