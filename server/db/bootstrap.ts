import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Contract } from '../contract';
import { hashPassword } from '../auth/passwords';
import type { Database } from './schema';

/** Auth modules are the contract's operations that a grant can matter for. */
export function grantableOperations(contract: Contract) {
  return contract.operations.filter((o) => o.requiresAuth && !o.alwaysAllowed && !o.superAdminOnly);
}

/** Adds a module (status 0) for every grantable operation not yet listed; never duplicates. Returns how many were added. */
export async function syncAuthModules(db: Kysely<Database>, contract: Contract): Promise<number> {
  // Only the missing ones are written: an insert, even of nothing, announces a change of every admin's access (0012).
  const listed = new Set((await db.selectFrom('auth_modules').select('operation_id').execute()).map((m) => m.operation_id));
  const ops = grantableOperations(contract).filter((o) => !listed.has(o.operationId));
  if (ops.length === 0) return 0;
  const result = await db
    .insertInto('auth_modules')
    .values(ops.map((o) => ({ operation_id: o.operationId, method: o.method.toUpperCase(), path: `/api${o.path}`, description: o.summary || null })))
    .onConflict((oc) => oc.column('operation_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * First start on an empty database: the super admin from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password that is printed once. Returns the generated password, if any.
 */
export async function ensureSuperAdmin(
  db: Kysely<Database>,
  options: { email: string; password: string | null },
): Promise<{ created: boolean; generatedPassword: string | null }> {
  const existing = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (existing) return { created: false, generatedPassword: null };
  const generatedPassword = options.password ? null : randomBytes(12).toString('base64url');
  const password = options.password ?? (generatedPassword as string);
  await db
    .insertInto('admins')
    .values({
      first_name: 'Super',
      last_name: 'Admin',
      username: options.email.split('@')[0].toLowerCase(),
      email: options.email.toLowerCase(),
      password_hash: await hashPassword(password),
      is_super_admin: true,
    })
    .execute();
  return { created: true, generatedPassword };
}
