import { sql, type Kysely } from 'kysely';
import { pageWindow } from '../../db/prepared-statements';
import type { Database } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { revokeAdminSessions } from '../../auth/sessions';
import { paged, ok, pageOf } from '../../http/envelope';
import { badRequest, conflict, fieldError, forbidden, notFound, type ErrorItem } from '../../http/errors';
import { handlers, withOptions } from '../../http/handler';
import { containsPattern, sortOf } from '../../http/list-query';
import { ADMIN_VIEW_COLUMNS, adminView } from '../session/admin-view';
import { requiredText } from '../shared/text';

const ADMIN_COLUMNS = [...ADMIN_VIEW_COLUMNS, 'is_super_admin', 'created_at'] as const;
type AdminSort = 'created_at' | 'first_name' | 'last_name' | 'username' | 'email';

const liveAdmins = (db: Kysely<Database>) => db.selectFrom('admins').where('deleted_at', 'is', null);

/** The live admin already holding this email or username (case-insensitive), as field errors. */
async function takenFields(db: Kysely<Database>, email: string, username: string): Promise<ErrorItem[]> {
  const rows = await liveAdmins(db)
    .select([sql<string>`lower(email)`.as('email'), sql<string>`lower(username)`.as('username')])
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', email), eb(eb.fn('lower', ['username']), '=', username)]))
    .execute();
  const errors: ErrorItem[] = [];
  if (rows.some((r) => r.username === username)) errors.push({ param: 'username', msg: 'This username is already taken' });
  if (rows.some((r) => r.email === email)) errors.push({ param: 'email', msg: 'This email is already taken' });
  return errors;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

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
    return paged(
      rows.map((r) => ({ ...adminView(r), is_super_admin: r.is_super_admin, created_at: r.created_at })),
      Number(count.total),
    );
  },

  getAdmin: async ({ db, params }) => {
    const row = await liveAdmins(db).select(ADMIN_COLUMNS).where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound('Admin');
    return ok({ ...adminView(row), is_super_admin: row.is_super_admin, created_at: row.created_at });
  },

  // The password is hashed before the transaction that stores it (hashing is slow on purpose).
  createAdmin: withOptions({ transaction: 'manual' }, async ({ body, db, transaction, audit }) => {
    if (body.password !== body.confirm_password) throw fieldError('confirm_password', 'Password and confirm password do not match');
    const first_name = requiredText(body.first_name, 'first_name', 'First name is required');
    const last_name = requiredText(body.last_name, 'last_name', 'Last name is required');
    const email = body.email.trim().toLowerCase();
    // Kept as typed; unique (and signed in with) case-insensitively.
    const username = requiredText(body.username, 'username', 'Username is required');
    // Sign-in takes either: a username never looks like an email, so it can never name another admin's.
    if (username.includes('@')) throw fieldError('username', 'A username cannot contain @');
    const taken = await takenFields(db, email, username.toLowerCase());
    if (taken.length) throw badRequest(taken.map((t) => t.msg).join('. '), taken);
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
      return ok({ ...adminView(row), is_super_admin: row.is_super_admin, created_at: row.created_at }, 'Admin created successfully');
    } catch (err) {
      // Someone took the email or username between the check and the insert: the same field errors.
      if (!isUniqueViolation(err)) throw err;
      const raced = await takenFields(db, email, username.toLowerCase());
      throw badRequest(raced.map((t) => t.msg).join('. ') || 'This username or email is already taken', raced);
    }
  }),

  /**
   * Soft delete (orders and audit records keep the admin's name), with every session revoked for
   * good and the grants removed, in one transaction. The live super admins are locked first, in id
   * order, so two super admins deleting each other at once cannot leave the shop without one.
   */
  deleteAdmin: async ({ db, params, admin }) => {
    if (params.id === admin.id) throw conflict('You cannot delete yourself');
    const supers = await liveAdmins(db).select(['id']).where('is_super_admin', '=', true).orderBy('id').forUpdate().execute();
    // The caller was deleted by another super admin while this request waited for the lock.
    if (!supers.some((s) => s.id === admin.id)) throw forbidden('Only a super admin can do this.');
    const target = await liveAdmins(db).select(['id', 'is_super_admin']).where('id', '=', params.id).forUpdate().executeTakeFirst();
    if (!target) throw notFound('Admin');
    if (target.is_super_admin && supers.length <= 1) throw conflict('The last super admin cannot be deleted');
    await db.updateTable('admins').set({ deleted_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', target.id).execute();
    await revokeAdminSessions(db, target.id);
    await db.deleteFrom('admin_auth_modules').where('admin_id', '=', target.id).execute();
    await db.deleteFrom('admin_package_permissions').where('admin_id', '=', target.id).execute();
    return ok({ id: target.id }, 'Admin deleted successfully');
  },
});
