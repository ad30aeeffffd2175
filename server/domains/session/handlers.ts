import { sql } from 'kysely';
import { ok } from '../../http/envelope';
import { fieldError, forbidden, HttpError, notFound } from '../../http/errors';
import { say } from '../../http/messages';
import { handlers, withOptions } from '../../http/handler';
import { grantedOperations } from '../../auth/guard';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { acceptCode, codeRefused, secondFactorRequired } from '../../auth/second-factor';
import { findKnownDevice, rememberDevice } from '../../auth/known-devices';
import { createSession, revokeAdminSessions, revokeSession } from '../../auth/sessions';
import { changePasswordKey, signInKeys, Throttle } from '../../auth/throttle';
import { ADMIN_VIEW_COLUMNS, adminView } from './admin-view';

const WRONG_CREDENTIALS = say('wrongCredentials');
const DEACTIVATED = say('deactivated');

export const sessionHandlers = handlers({
  // The password is checked outside any transaction: hashing is slow on purpose.
  login: withOptions({ transaction: 'manual' }, async ({ body, db, config, req }) => {
    const identity = body.identity.trim().toLowerCase();
    // The account first, so every spelling of it and every address share one counter. An email is
    // looked up among emails and anything else among usernames: one live admin at most either way,
    // even among rows stored before usernames could not hold an `@` (migration 0014).
    const admin = await db
      .selectFrom('admins')
      .select([...ADMIN_VIEW_COLUMNS, 'password_hash', 'is_super_admin', 'second_factor_secret', 'deactivated_at'])
      .where((eb) => eb(eb.fn('lower', [identity.includes('@') ? 'email' : 'username']), '=', identity))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    // A browser that signed in to this account before is counted on its own: guesses from elsewhere
    // never lock it out. Looked up for an unknown identity too (it finds nothing), so both take as long.
    const device = await findKnownDevice(db, admin?.id ?? 0, body.device);
    const keys = signInKeys(device ? { deviceId: device.id } : admin ? { adminId: admin.id } : { identity }, req.ip);
    // Reserved before the password is verified: at most the limit is ever checked, whatever arrives at once.
    const reservation = await new Throttle(db, config.loginWindowMinutes).reserve(
      [
        { key: keys.client, max: config.loginMaxFailuresPerClient },
        { key: keys.lane, max: config.loginMaxFailures, growing: true },
      ],
      (minutes) => say('tooManySignIns', { minutes }),
    );
    const valid = await reservation.whileChecking(async () => verifyPassword(admin?.password_hash ?? (await decoyPasswordHash()), body.password));
    if (!admin || !valid) throw new HttpError(401, WRONG_CREDENTIALS);
    // Said only to whoever knows the password: not a failed attempt, but no session either.
    if (admin.deactivated_at !== null) {
      await reservation.release();
      throw forbidden(DEACTIVATED);
    }
    const secret = admin.second_factor_secret;
    if (secret) {
      // The password was right: asking for the code is not a failed attempt; a wrong or used code is.
      if (!body.code?.trim()) {
        await reservation.release();
        throw codeRefused(say('codeNeeded'));
      }
      const accepted = await reservation.whileChecking(() => acceptCode(db, { id: admin.id, secret }, body.code as string, { recovery: true }));
      if (!accepted) throw codeRefused(say('codeWrong'));
    }
    // A success is not a failure: its attempt is given back and its lane's count forgotten (a known
    // device's only: the account's stays, so an attacker's guesses are not made fresh by it).
    await reservation.release();
    await reservation.reset(keys.lane);
    const setupRequired = !secret && secondFactorRequired(config, admin.is_super_admin);
    const session = await createSession(db, admin.id, body.remember === 1, {
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
      secondFactorSetupPending: setupRequired,
    });
    const deviceToken = await rememberDevice(db, admin.id, device);
    return ok(
      { user: adminView(admin), token: session.token, expires_at: session.expiresAt, second_factor_setup_required: setupRequired, device_token: deviceToken },
      'Signed in',
    );
  }),

  logout: async ({ db, sessionId }) => {
    await revokeSession(db, sessionId);
    return ok(null, 'Signed out');
  },

  getMe: async ({ db, admin, req, config, sessionId }) => {
    const row = await db
      .selectFrom('admins')
      .select([
        ...ADMIN_VIEW_COLUMNS,
        'language',
        'bengali_digits',
        (eb) => eb.selectFrom('sessions').select('second_factor_setup_pending').where('id', '=', sessionId).as('setup_pending'),
        (eb) =>
          eb
            .selectFrom('admin_recovery_codes')
            .select((c) => c.fn.countAll<string>().as('n'))
            .where('admin_id', '=', admin.id)
            .where('used_at', 'is', null)
            .as('recovery_codes_left'),
      ])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    const operations = req.server.contract.operations;
    const granted = new Set(admin.is_super_admin ? operations.map((o) => o.operationId) : await grantedOperations(db, admin.id));
    const permissions = operations.filter((o) => o.alwaysAllowed || granted.has(o.grantedWith ?? o.operationId)).map((o) => o.operationId);
    const enrolled = row.second_factor_enabled_at !== null;
    const second_factor = {
      enrolled,
      required: secondFactorRequired(config, admin.is_super_admin),
      setup_pending: row.setup_pending === true,
      recovery_codes_left: enrolled ? Number(row.recovery_codes_left ?? 0) : 0,
    };
    const preferences = { language: row.language, bengali_digits: row.bengali_digits };
    return ok({ user: adminView(row), is_super_admin: admin.is_super_admin, shop_timezone: config.shopTimezone, permissions, second_factor, preferences });
  },

  updateMyPreferences: async ({ db, admin, body }) => {
    const saved = await db
      .updateTable('admins')
      .set({ language: body.language, bengali_digits: body.bengali_digits })
      .where('id', '=', admin.id)
      .returning(['language', 'bengali_digits'])
      .executeTakeFirstOrThrow();
    return ok(saved);
  },

  // Verifying the old password and hashing the new one happen before the transaction that stores it.
  // The old password is guessed no faster than a sign-in: the same limit per admin and window.
  changePassword: withOptions({ transaction: 'manual' }, async ({ body, db, config, admin, sessionId, transaction }) => {
    if (body.new_password !== body.confirm_password) throw fieldError('confirm_password', say('newPasswordMismatch'));
    if (body.new_password === body.old_password) throw fieldError('new_password', say('newPasswordSame'));
    const key = changePasswordKey(admin.id);
    const reservation = await new Throttle(db, config.loginWindowMinutes).reserve(
      [{ key, max: config.loginMaxFailures }],
      (minutes) => say('tooManyOldPasswords', { minutes }),
    );
    const row = await db.selectFrom('admins').select('password_hash').where('id', '=', admin.id).executeTakeFirstOrThrow();
    if (!(await reservation.whileChecking(() => verifyPassword(row.password_hash, body.old_password)))) throw fieldError('old_password', say('oldPasswordWrong'));
    await reservation.reset(key);
    const password_hash = await hashPassword(body.new_password);
    await transaction(async (trx) => {
      await trx.updateTable('admins').set({ password_hash, updated_at: new Date() }).where('id', '=', admin.id).execute();
      await revokeAdminSessions(trx, admin.id, sessionId);
    });
    return ok(null, 'Password changed successfully');
  }),

  /** The signed-in admin's own live sessions only, most recently used first. */
  listMySessions: async ({ db, admin, sessionId }) => {
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
      .where('admin_id', '=', admin.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<string>`now()`)
      .orderBy(sql`coalesce(last_seen_at, created_at)`, 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return ok(rows.map((r) => ({ ...r, current: r.id === sessionId })));
  },

  /** Another admin's session, or one already ended, is not found: nobody can end someone else's. */
  revokeMySession: async ({ db, admin, params }) => {
    const row = await db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', params.id)
      .where('admin_id', '=', admin.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<string>`now()`)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound('session');
    return ok({ id: row.id }, 'Signed out of that session');
  },

  revokeMyOtherSessions: async ({ db, admin, sessionId, audit }) => {
    const result = await db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('admin_id', '=', admin.id)
      .where('id', '!=', sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    audit.target('admin', admin.id);
    const revoked = Number(result.numUpdatedRows);
    return ok({ revoked }, revoked ? `Signed out of ${revoked} other session(s)` : 'No other session was signed in');
  },
});
