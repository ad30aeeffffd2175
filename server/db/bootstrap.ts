import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Contract, Operation } from '../contract';
import { hashPassword } from '../auth/passwords';
import type { Database } from './schema';

/** Auth modules are the contract's operations that a grant can matter for (one granted with another has none of its own). */
export function grantableOperations(contract: Contract) {
  return contract.operations.filter((o) => o.requiresAuth && !o.alwaysAllowed && !o.superAdminOnly && !o.grantedWith);
}

/** `completeSelectedOrders` → `complete_selected_orders`: a module's slug, as the activate dialog suggests it too. */
export const slugOf = (operationId: string) => operationId.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** A module's name and description from the contract: its summary, and the screen and grant it belongs to. */
export function moduleNaming(operation: Operation): { name: string; description: string } {
  return {
    name: operation.summary || operation.operationId,
    description: operation.screen && operation.grant ? `${operation.screen}: ${operation.grant}` : operation.summary || operation.operationId,
  };
}

/**
 * Adds a module (status 0) for every grantable operation not yet listed, never duplicating one, and
 * names every module not yet named (new or not) from the contract (moduleNaming; the slug from the
 * operationId, left empty when another module holds it), so activating one takes a click. A module
 * a super admin named keeps its name. Returns how many were added and how many named.
 */
export async function syncAuthModules(db: Kysely<Database>, contract: Contract): Promise<{ added: number; named: number }> {
  const rows = await db.selectFrom('auth_modules').select(['id', 'operation_id', 'name', 'slug']).execute();
  const listed = new Map(rows.map((m) => [m.operation_id, m]));
  const slugs = new Set(rows.map((m) => m.slug));
  const freeSlug = (operationId: string) => {
    const slug = slugOf(operationId);
    if (slugs.has(slug)) return null;
    slugs.add(slug);
    return slug;
  };
  const grantable = grantableOperations(contract);
  // Only what is missing or unnamed is written: a statement, even one changing nothing, announces a change of every admin's access (0012).
  const unnamed = grantable.flatMap((o) => {
    const row = listed.get(o.operationId);
    return row && row.name === null ? [{ id: row.id, slug: row.slug ?? freeSlug(o.operationId), ...moduleNaming(o) }] : [];
  });
  if (unnamed.length > 0) {
    await sql`
      update auth_modules m set name = v.name, slug = v.slug, description = v.description, updated_at = now()
      from unnest(${unnamed.map((u) => u.id)}::int[], ${unnamed.map((u) => u.name)}::text[], ${unnamed.map((u) => u.slug)}::text[],
                  ${unnamed.map((u) => u.description)}::text[]) as v(id, name, slug, description)
      where m.id = v.id and m.name is null`.execute(db);
  }
  const missing = grantable.filter((o) => !listed.has(o.operationId));
  if (missing.length === 0) return { added: 0, named: unnamed.length };
  const result = await db
    .insertInto('auth_modules')
    .values(
      missing.map((o) => ({
        operation_id: o.operationId,
        method: o.method.toUpperCase(),
        path: `/api${o.path}`,
        slug: freeSlug(o.operationId),
        ...moduleNaming(o),
      })),
    )
    // Any unique conflict (the same operation or slug added meanwhile by another server's sync): skipped, the next sync sees it.
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const added = Number(result.numInsertedOrUpdatedRows ?? 0);
  return { added, named: unnamed.length + added };
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
