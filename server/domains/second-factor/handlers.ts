import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { verifyPassword } from '../../auth/passwords';
import { acceptCode, databaseSeconds, ISSUER, issueRecoveryCodes, readCode, secondFactorRequired } from '../../auth/second-factor';
import { revokeAdminSessions } from '../../auth/sessions';
import { secondFactorKey, Throttle, type Reservation } from '../../auth/throttle';
import { matchingStep, newTotpSecret, otpauthUrl } from '../../auth/totp';
import { ok } from '../../http/envelope';
import { conflict, fieldError, notFound } from '../../http/errors';
import { say } from '../../http/messages';
import { handlers, withOptions } from '../../http/handler';

const ALREADY_ON = say('secondFactorAlreadyOn');
const NOT_ON = say('secondFactorNotOn');
const WRONG_APP_CODE = say('appCodeWrong');

/**
 * Codes checked for a signed-in admin are throttled like sign-in (an account's counter, per admin),
 * reserved before the check; the throttle is written outside the operation's transaction, so a
 * refusal keeps its count.
 */
const reserveCodeCheck = (db: Kysely<Database>, config: Config, adminId: number) =>
  new Throttle(db, config.loginWindowMinutes).reserve([{ key: secondFactorKey(adminId), max: config.loginMaxFailures, growing: true }], (minutes) => say('tooManyCodes', { minutes }));

/** The admin's own password, checked under the reservation of the code beside it: a wrong one is a counted 400. */
async function checkPassword(db: Kysely<Database>, reservation: Reservation, adminId: number, password: string): Promise<void> {
  const { password_hash } = await db.selectFrom('admins').select('password_hash').where('id', '=', adminId).executeTakeFirstOrThrow();
  if (!(await reservation.whileChecking(() => verifyPassword(password_hash, password)))) throw fieldError('password', say('passwordWrong'));
}

/** The enrolled secret of an admin, or 409. */
async function enrolledSecret(db: Kysely<Database>, adminId: number): Promise<string> {
  const row = await db.selectFrom('admins').select('second_factor_secret').where('id', '=', adminId).executeTakeFirstOrThrow();
  if (!row.second_factor_secret) throw conflict(NOT_ON);
  return row.second_factor_secret;
}

/**
 * Turns two-step sign-in off for an admin who has it on or begun: secret, pending secret, last step
 * and recovery codes go. False, with nothing changed, when there was nothing to turn off.
 */
async function removeSecondFactor(trx: Kysely<Database>, adminId: number): Promise<boolean> {
  const row = await trx
    .updateTable('admins')
    .set({ second_factor_secret: null, second_factor_pending_secret: null, second_factor_enabled_at: null, second_factor_last_step: null, updated_at: sql`now()` })
    .where('id', '=', adminId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('second_factor_secret', 'is not', null), eb('second_factor_pending_secret', 'is not', null)]))
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  return true;
}

export const secondFactorHandlers = handlers({
  /** A new pending secret (replacing one not yet confirmed); the only answer that carries it. */
  beginSecondFactorSetup: async ({ db, admin, audit }) => {
    const secret = newTotpSecret();
    const row = await db
      .updateTable('admins')
      .set({ second_factor_pending_secret: secret })
      .where('id', '=', admin.id)
      .where('second_factor_enabled_at', 'is', null)
      .returning('email')
      .executeTakeFirst();
    if (!row) throw conflict(ALREADY_ON);
    audit.target('admin', admin.id);
    return ok({ secret, otpauth_url: otpauthUrl(ISSUER, row.email, secret) }, 'Scan the code with your authenticator app');
  },

  confirmSecondFactor: withOptions({ transaction: 'manual' }, async ({ body, db, config, admin, sessionId, transaction, audit }) => {
    const row = await db.selectFrom('admins').select(['second_factor_pending_secret', 'second_factor_enabled_at']).where('id', '=', admin.id).executeTakeFirstOrThrow();
    if (row.second_factor_enabled_at) throw conflict(ALREADY_ON);
    const pending = row.second_factor_pending_secret;
    if (!pending) throw conflict(say('secondFactorBeginFirst'));
    const reservation = await reserveCodeCheck(db, config, admin.id);
    // The password too, so a stolen session token cannot enrol the thief's authenticator and keep the recovery codes.
    await checkPassword(db, reservation, admin.id, body.password);
    // Read as sign-in reads it (spaces and dashes ignored); only an app code confirms the secret.
    const read = readCode(body.code);
    const step = await reservation.whileChecking(async () => (read?.kind === 'app' ? matchingStep(pending, read.digits, await databaseSeconds(db)) : null));
    if (step === null) throw fieldError('code', WRONG_APP_CODE);
    const codes = await transaction(async (trx) => {
      // The code confirms the secret it was made from: a setup begun again meanwhile is not enrolled.
      const enrolled = await trx
        .updateTable('admins')
        .set({ second_factor_secret: pending, second_factor_pending_secret: null, second_factor_enabled_at: sql`now()`, second_factor_last_step: step, updated_at: sql`now()` })
        .where('id', '=', admin.id)
        .where('second_factor_pending_secret', '=', pending)
        .where('second_factor_enabled_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!enrolled) throw conflict(say('secondFactorSetupChanged'));
      audit.target('admin', admin.id);
      await trx.updateTable('sessions').set({ second_factor_setup_pending: false }).where('id', '=', sessionId).execute();
      // Other sessions that signed in with a password alone while enrolment was required can never become whole.
      await trx
        .updateTable('sessions')
        .set({ revoked_at: sql`now()` })
        .where('admin_id', '=', admin.id)
        .where('second_factor_setup_pending', '=', true)
        .where('revoked_at', 'is', null)
        .execute();
      return issueRecoveryCodes(trx, admin.id);
    });
    await reservation.reset(secondFactorKey(admin.id));
    return ok({ recovery_codes: codes }, 'Two-step sign-in is on');
  }),

  regenerateRecoveryCodes: withOptions({ transaction: 'manual' }, async ({ body, db, config, admin, transaction, audit }) => {
    const secret = await enrolledSecret(db, admin.id);
    const reservation = await reserveCodeCheck(db, config, admin.id);
    if (!(await reservation.whileChecking(() => acceptCode(db, { id: admin.id, secret }, body.code, { recovery: false })))) throw fieldError('code', WRONG_APP_CODE);
    const codes = await transaction(async (trx) => {
      audit.target('admin', admin.id);
      return issueRecoveryCodes(trx, admin.id);
    });
    await reservation.reset(secondFactorKey(admin.id));
    return ok({ recovery_codes: codes }, 'New recovery codes made; the old ones no longer work');
  }),

  disableMySecondFactor: withOptions({ transaction: 'manual' }, async ({ body, db, config, admin, transaction, audit }) => {
    if (secondFactorRequired(config, admin.is_super_admin)) throw conflict(say('secondFactorRequired'));
    const secret = await enrolledSecret(db, admin.id);
    const reservation = await reserveCodeCheck(db, config, admin.id);
    await checkPassword(db, reservation, admin.id, body.password);
    if (!(await reservation.whileChecking(() => acceptCode(db, { id: admin.id, secret }, body.code, { recovery: true })))) {
      throw fieldError('code', say('appOrRecoveryCodeWrong'));
    }
    await transaction(async (trx) => {
      audit.target('admin', admin.id);
      await removeSecondFactor(trx, admin.id);
    });
    await reservation.reset(secondFactorKey(admin.id));
    return ok(null, 'Two-step sign-in is off');
  }),

  /** For an admin who lost their authenticator and recovery codes: they sign in with the password alone, everywhere anew. */
  resetAdminSecondFactor: async ({ db, params, admin, audit }) => {
    if (params.id === admin.id) throw conflict(say('secondFactorOwnInProfile'));
    audit.target('admin', params.id);
    if (!(await removeSecondFactor(db, params.id))) {
      const known = await db.selectFrom('admins').select('id').where('id', '=', params.id).where('deleted_at', 'is', null).executeTakeFirst();
      throw known ? conflict(say('secondFactorNotOnForAdmin')) : notFound('admin');
    }
    await revokeAdminSessions(db, params.id);
    return ok(null, 'Two-step sign-in was reset; their sessions have ended');
  },
});
