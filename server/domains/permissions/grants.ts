import { sql, type Kysely } from 'kysely';
import type { AdminAuthModuleGrants, AdminPackageGrants } from '../../../openapi/generated/contract';
import type { Contract } from '../../contract';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';

/** The contract's domain of each operation, as a table SQL can join: modules are grouped and filtered by it. */
export function operationTags(contract: Contract) {
  const ops = contract.operations;
  return sql`unnest(${ops.map((o) => o.operationId)}::text[], ${ops.map((o) => o.tag)}::text[])`;
}

/** Locks a live admin's row (serialising changes to their grants); 404 when unknown or deleted. */
export async function lockLiveAdmin(db: Kysely<Database>, adminId: number): Promise<void> {
  const row = await db.selectFrom('admins').select('id').where('id', '=', adminId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
  if (!row) throw notFound('admin');
}

export async function assertLiveAdmin(db: Kysely<Database>, adminId: number): Promise<void> {
  const row = await db.selectFrom('admins').select('id').where('id', '=', adminId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw notFound('admin');
}

/** An admin's granted modules, and every active module (by domain, then name) to choose from. */
export async function authModuleGrants(db: Kysely<Database>, contract: Contract, adminId: number): Promise<AdminAuthModuleGrants> {
  const granted = await db.selectFrom('admin_auth_modules').select('auth_module_id').where('admin_id', '=', adminId).orderBy('auth_module_id').execute();
  const ids = new Set(granted.map((g) => g.auth_module_id));
  const { rows } = await sql<Omit<AdminAuthModuleGrants['modules'][number], 'granted'>>`
    select m.id, m.name, m.slug, m.description, m.operation_id, m.method, m.path, coalesce(t.tag, 'untagged') as tag
    from auth_modules m
    left join ${operationTags(contract)} as t(operation_id, tag) on t.operation_id = m.operation_id
    where m.status = 1
    order by tag, m.name, m.id`.execute(db);
  return { admin_id: adminId, auth_ids: [...ids], modules: rows.map((m) => ({ ...m, granted: ids.has(m.id) })) };
}

/** An admin's granted packages, and every live package of every live product (in their sort order) to choose from. */
export async function packageGrants(db: Kysely<Database>, adminId: number): Promise<AdminPackageGrants> {
  const granted = await db.selectFrom('admin_package_permissions').select('package_id').where('admin_id', '=', adminId).orderBy('package_id').execute();
  const ids = new Set(granted.map((g) => g.package_id));
  const rows = await db
    .selectFrom('topup_products as pr')
    .leftJoin('topup_packages as p', (join) => join.onRef('p.product_id', '=', 'pr.id').on('p.deleted_at', 'is', null))
    .select(['pr.id as product_id', 'pr.name as product_name', 'pr.topup_type', 'p.id as package_id', 'p.name as package_name', 'p.price'])
    .where('pr.deleted_at', 'is', null)
    .orderBy('pr.sort_order')
    .orderBy('pr.id')
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
  const products: AdminPackageGrants['products'] = [];
  for (const r of rows) {
    let product = products[products.length - 1];
    if (product?.id !== r.product_id) {
      product = { id: r.product_id, name: r.product_name, topup_type: r.topup_type, packages: [] };
      products.push(product);
    }
    if (r.package_id !== null) product.packages.push({ id: r.package_id, name: r.package_name as string, price: r.price as string, granted: ids.has(r.package_id) });
  }
  return { admin_id: adminId, topup_package_id: [...ids], products };
}
