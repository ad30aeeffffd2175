import { sql, type Kysely } from 'kysely';
import { pageWindow } from '../../db/prepared-statements';
import type { Selectable } from 'kysely';
import type { AdminsTable, Database } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { revokeAdminSessions } from '../../auth/sessions';
import { paged, ok, pageOf } from '../../http/envelope';
import { badRequest, conflict, fieldError, forbidden, notFound, type ErrorItem } from '../../http/errors';
import { say, sayAll } from '../../http/messages';
import { handlers, withOptions } from '../../http/handler';
import { containsPattern, sortOf } from '../../http/list-query';
import { releaseClaimsOf } from '../orders/claims';
import { ADMIN_VIEW_COLUMNS, adminView } from '../session/admin-view';
import { requiredText } from '../shared/text';

const ADMIN_COLUMNS = [...ADMIN_VIEW_COLUMNS, 'is_super_admin', 'deactivated_at', 'created_at'] as const;
type AdminSort = 'created_at' | 'first_name' | 'last_name' | 'username' | 'email';

const liveAdmins = (db: Kysely<Database>) => db.selectFrom('admins').where('deleted_at', 'is', null);

/** The admin as the admin screens show it: their role and whether they may sign in, never a password or hash. */
const adminRow = (r: Selectable<Pick<AdminsTable, (typeof ADMIN_COLUMNS)[number]>>) => ({
  ...adminView(r),
  is_super_admin: r.is_super_admin,
  is_active: r.deactivated_at === null,
  created_at: r.created_at,
});

/** The live admin (other than `exceptId`) already holding this email or username (case-insensitive), as field errors. */
async function takenFields(db: Kysely<Database>, email: string, username: string, exceptId?: number): Promise<ErrorItem[]> {
  let q = liveAdmins(db)
    .select([sql<string>`lower(email)`.as('email'), sql<string>`lower(username)`.as('username')])
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', email), eb(eb.fn('lower', ['username']), '=', username)]));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  const rows = await q.execute();
  const errors: ErrorItem[] = [];
  if (rows.some((r) => r.username === username)) errors.push({ param: 'username', msg: say('usernameTaken') });
  if (rows.some((r) => r.email === email)) errors.push({ param: 'email', msg: say('emailTaken') });
  return errors;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/** Name, username and email as createAdmin and updateAdmin take them: trimmed, the email lower-cased. */
function identityFields(body: { first_name: string; last_name: string; username: string; email: string }) {
  const first_name = requiredText(body.first_name, 'first_name', say('firstNameRequired'));
  const last_name = requiredText(body.last_name, 'last_name', say('lastNameRequired'));
  const email = body.email.trim().toLowerCase();
  // Kept as typed; unique (and signed in with) case-insensitively.
  const username = requiredText(body.username, 'username', say('usernameRequired'));
  // Sign-in takes either: a username never looks like an email, so it can never name another admin's.
  if (username.includes('@')) throw fieldError('username', say('usernameHasAt'));
  return { first_name, last_name, email, username };
}

/**
 * Locks the live super admins in id order and returns the active ones' ids: whatever changes who
 * is a working super admin (a delete, a deactivation, a change of role) takes these locks first,
 * so two super admins acting on each other at once cannot leave the shop without one. 403 when
 * the caller is no active super admin any more (changed by another while this request waited).
 */
async function lockSuperAdmins(db: Kysely<Database>, caller: { id: number }): Promise<number[]> {
  const supers = await liveAdmins(db).select(['id', 'deactivated_at']).where('is_super_admin', '=', true).orderBy('id').forUpdate().execute();
  const active = supers.filter((s) => s.deactivated_at === null).map((s) => s.id);
  if (!active.includes(caller.id)) throw forbidden(say('superAdminOnly'));
  return active;
}

const lockAdmin = (db: Kysely<Database>, id: number) => liveAdmins(db).select(ADMIN_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();

export const adminHandlers = handlers({
  listAdmins: async ({ db, query }) => {
    const { limit, offset } = pageOf(query);
    const sort = sortOf<AdminSort>(query.sort, '-created_at');
    let q = liveAdmins(db);
    const like = containsPattern(query.q);
    if (like) {
      q = q.where((eb) => eb.or(['first_name', 'last_name', 'username', 'email'].map((c) => eb(c as 'email', 'ilike', like))));
    }
    const [rows, count] = await Promise.all([
      q.select(ADMIN_COLUMNS).orderBy(sort.column, sort.direction).orderBy('id', sort.direction).$call((q) => pageWindow(q, limit, offset)).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return paged(rows.map(adminRow), Number(count.total));
  },

  getAdmin: async ({ db, params }) => {
    const row = await liveAdmins(db).select(ADMIN_COLUMNS).where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound('admin');
    return ok(adminRow(row));
  },

  // The password is hashed before the transaction that stores it (hashing is slow on purpose).
  createAdmin: withOptions({ transaction: 'manual' }, async ({ body, db, transaction, audit }) => {
    if (body.password !== body.confirm_password) throw fieldError('confirm_password', say('passwordMismatch'));
    const { first_name, last_name, email, username } = identityFields(body);
    const taken = await takenFields(db, email, username.toLowerCase());
    if (taken.length) throw badRequest(sayAll(taken.map((t) => t.msg)) ?? say('usernameOrEmailTaken'), taken);
    const password_hash = await hashPassword(body.password);
    try {
      const row = await transaction(async (trx) => {
        const created = await trx
          .insertInto('admins')
          .values({ first_name, last_name, username, email, password_hash })
          .returning(ADMIN_COLUMNS)
          .executeTakeFirstOrThrow();
        audit.target('admin', created.id);
        return created;
      });
      return ok(adminRow(row), 'Admin created successfully');
    } catch (err) {
      // Someone took the email or username between the check and the insert: the same field errors.
      if (!isUniqueViolation(err)) throw err;
      const raced = await takenFields(db, email, username.toLowerCase());
      throw badRequest(sayAll(raced.map((t) => t.msg)) ?? say('usernameOrEmailTaken'), raced);
    }
  }),

  /**
   * Soft delete (orders and audit records keep the admin's name), with every session revoked for
   * good, the grants removed and the orders they had taken released, in one transaction. The super admins are locked first
   * (lockSuperAdmins), so two deleting each other at once cannot leave the shop without one.
   */
  deleteAdmin: async ({ db, params, admin }) => {
    if (params.id === admin.id) throw conflict(say('cannotDeleteSelf'));
    const activeSupers = await lockSuperAdmins(db, admin);
    const target = await lockAdmin(db, params.id);
    if (!target) throw notFound('admin');
    if (target.is_super_admin && !activeSupers.some((id) => id !== target.id)) throw conflict(say('lastSuperAdminDelete'));
    await db.updateTable('admins').set({ deleted_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', target.id).execute();
    await revokeAdminSessions(db, target.id);
    await db.deleteFrom('admin_auth_modules').where('admin_id', '=', target.id).execute();
    await db.deleteFrom('admin_package_permissions').where('admin_id', '=', target.id).execute();
    // The orders they had taken go back to pending for the others (docs/order-claims.md).
    await releaseClaimsOf(db, target.id, admin.id);
    return ok({ id: target.id }, 'Admin deleted successfully');
  },

  /**
   * Name, username, email and role. A change of role ends the admin's sessions (their next sign-in
   * is judged on the new role: two-step sign-in may be required of a super admin), except the
   * caller's own when they change their own; the last active super admin keeps the role.
   */
  updateAdmin: async ({ db, params, body, admin, sessionId, audit }) => {
    const fields = identityFields(body);
    const activeSupers = await lockSuperAdmins(db, admin);
    const target = await lockAdmin(db, params.id);
    if (!target) throw notFound('admin');
    audit.target('admin', target.id);
    const taken = await takenFields(db, fields.email, fields.username.toLowerCase(), target.id);
    if (taken.length) throw badRequest(sayAll(taken.map((t) => t.msg)) ?? say('usernameOrEmailTaken'), taken);
    const roleChanged = body.is_super_admin !== target.is_super_admin;
    if (roleChanged && !body.is_super_admin && !activeSupers.some((id) => id !== target.id)) {
      throw conflict(say('lastSuperAdminDemote'));
    }
    const row = await db
      .updateTable('admins')
      .set({ ...fields, is_super_admin: body.is_super_admin, updated_at: sql`now()` })
      .where('id', '=', target.id)
      .returning(ADMIN_COLUMNS)
      .executeTakeFirstOrThrow();
    if (roleChanged) await revokeAdminSessions(db, target.id, target.id === admin.id ? sessionId : undefined);
    return ok(adminRow(row), roleChanged ? 'Admin updated; their sessions have ended' : 'Admin updated successfully');
  },

  // The new password is hashed before the transaction that stores it (hashing is slow on purpose).
  resetAdminPassword: withOptions({ transaction: 'manual' }, async ({ db, params, body, admin, transaction, audit }) => {
    if (params.id === admin.id) throw conflict(say('ownPasswordElsewhere'));
    if (body.new_password !== body.confirm_password) throw fieldError('confirm_password', say('passwordMismatch'));
    if (!(await liveAdmins(db).select('id').where('id', '=', params.id).executeTakeFirst())) throw notFound('admin');
    const password_hash = await hashPassword(body.new_password);
    await transaction(async (trx) => {
      audit.target('admin', params.id);
      // A new hash also forgets the devices they signed in from (migration 0016).
      const row = await liveAdmins(trx).select('id').where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!row) throw notFound('admin');
      await trx.updateTable('admins').set({ password_hash, updated_at: sql`now()` }).where('id', '=', row.id).execute();
      await revokeAdminSessions(trx, row.id);
    });
    return ok(null, 'Password reset; their sessions have ended');
  }),

  /**
   * No sign-in and no session any more, and the orders they had taken released; record, grants,
   * package permissions, completed orders and audit records stay, for a reactivation.
   */
  deactivateAdmin: async ({ db, params, admin, audit }) => {
    if (params.id === admin.id) throw conflict(say('cannotDeactivateSelf'));
    const activeSupers = await lockSuperAdmins(db, admin);
    const target = await lockAdmin(db, params.id);
    if (!target) throw notFound('admin');
    audit.target('admin', target.id);
    if (target.deactivated_at !== null) return ok(adminRow(target), 'This admin is deactivated already');
    if (target.is_super_admin && !activeSupers.some((id) => id !== target.id)) throw conflict(say('lastSuperAdminDeactivate'));
    const row = await db
      .updateTable('admins')
      .set({ deactivated_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', target.id)
      .returning(ADMIN_COLUMNS)
      .executeTakeFirstOrThrow();
    await revokeAdminSessions(db, target.id);
    // The orders they had taken go back to pending for the others; what they completed stays theirs.
    await releaseClaimsOf(db, target.id, admin.id);
    return ok(adminRow(row), 'Admin deactivated; their sessions have ended');
  },

  reactivateAdmin: async ({ db, params, audit }) => {
    const target = await lockAdmin(db, params.id);
    if (!target) throw notFound('admin');
    audit.target('admin', target.id);
    if (target.deactivated_at === null) return ok(adminRow(target), 'This admin is active already');
    const row = await db
      .updateTable('admins')
      .set({ deactivated_at: null, updated_at: sql`now()` })
      .where('id', '=', target.id)
      .returning(ADMIN_COLUMNS)
      .executeTakeFirstOrThrow();
    return ok(adminRow(row), 'Admin reactivated: they can sign in again');
  },
});
