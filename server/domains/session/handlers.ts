import { sql } from 'kysely';
import { ok } from '../../http/envelope';
import { fieldError, HttpError, notFound } from '../../http/errors';
import { handlers, withOptions } from '../../http/handler';
import { grantedOperations } from '../../auth/guard';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { createSession, revokeAdminSessions, revokeSession } from '../../auth/sessions';
import { changePasswordKey, signInKeys, Throttle } from '../../auth/throttle';
import { ADMIN_VIEW_COLUMNS, adminView } from './admin-view';

const WRONG_CREDENTIALS = 'Wrong email or password';

export const sessionHandlers = handlers({
  // The password is checked outside any transaction: hashing is slow on purpose.
  login: withOptions({ transaction: 'manual' }, async ({ body, db, config, req }) => {
    const identity = body.identity.trim().toLowerCase();
    const keys = signInKeys(identity, req.ip);
    // Reserved before the password is verified: at most the limit is ever checked, whatever arrives at once.
    const reservation = await new Throttle(db, config.loginWindowMinutes).reserve(
      [
        { key: keys.client, max: config.loginMaxFailuresPerClient },
        { key: keys.identityAndClient, max: config.loginMaxFailures },
      ],
      (minutes) => `Too many failed sign-in attempts. Try again in ${minutes} minute(s).`,
    );
    const admin = await db
      .selectFrom('admins')
      .select([...ADMIN_VIEW_COLUMNS, 'password_hash'])
      .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', identity), eb(eb.fn('lower', ['username']), '=', identity)]))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const valid = await reservation.whileChecking(async () => verifyPassword(admin?.password_hash ?? (await decoyPasswordHash()), body.password));
    if (!admin || !valid) throw new HttpError(401, WRONG_CREDENTIALS);
    // A success is not a failure: its attempt is given back and this identity's count from this client forgotten.
    await reservation.release();
    await reservation.reset(keys.identityAndClient);
    const session = await createSession(db, admin.id, body.remember === 1, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
    return ok({ user: adminView(admin), token: session.token, expires_at: session.expiresAt }, 'Signed in');
  }),

  logout: async ({ db, sessionId }) => {
    await revokeSession(db, sessionId);
    return ok(null, 'Signed out');
  },

  getMe: async ({ db, admin, req, config }) => {
    const row = await db.selectFrom('admins').select(ADMIN_VIEW_COLUMNS).where('id', '=', admin.id).executeTakeFirstOrThrow();
    const operations = req.server.contract.operations;
    const granted = new Set(admin.is_super_admin ? operations.map((o) => o.operationId) : await grantedOperations(db, admin.id));
    const permissions = operations.filter((o) => o.alwaysAllowed || granted.has(o.operationId)).map((o) => o.operationId);
    return ok({ user: adminView(row), is_super_admin: admin.is_super_admin, shop_timezone: config.shopTimezone, permissions });
  },

  // Verifying the old password and hashing the new one happen before the transaction that stores it.
  // The old password is guessed no faster than a sign-in: the same limit per admin and window.
  changePassword: withOptions({ transaction: 'manual' }, async ({ body, db, config, admin, sessionId, transaction }) => {
    if (body.new_password !== body.confirm_password) throw fieldError('confirm_password', 'New password and confirmation do not match');
    if (body.new_password === body.old_password) throw fieldError('new_password', 'The new password must differ from the old one');
    const key = changePasswordKey(admin.id);
    const reservation = await new Throttle(db, config.loginWindowMinutes).reserve(
      [{ key, max: config.loginMaxFailures }],
      (minutes) => `Too many wrong old passwords. Try again in ${minutes} minute(s).`,
    );
    const row = await db.selectFrom('admins').select('password_hash').where('id', '=', admin.id).executeTakeFirstOrThrow();
    if (!(await reservation.whileChecking(() => verifyPassword(row.password_hash, body.old_password)))) throw fieldError('old_password', 'The old password is not correct');
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
    if (!row) throw notFound('Session');
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
