import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { say } from '../http/messages';
import type { SessionAdmin } from './sessions';

/**
 * Voucher and id codes are money: a sub-admin sees and loads the codes of a package only when the
 * package is among their package permissions (the same set that decides which orders they handle).
 * Super admins see every package.
 */
const NO_ACCESS = say('noPackageAccess');

async function holdsPackage(db: Kysely<Database>, adminId: number, packageId: number): Promise<boolean> {
  const row = await db
    .selectFrom('admin_package_permissions')
    .select('package_id')
    .where('admin_id', '=', adminId)
    .where('package_id', '=', packageId)
    .executeTakeFirst();
  return row !== undefined;
}

/** 403 unless the admin may see the codes of this package. */
export async function assertPackageAccess(db: Kysely<Database>, admin: SessionAdmin, packageId: number): Promise<void> {
  if (admin.is_super_admin) return;
  if (!(await holdsPackage(db, admin.id, packageId))) throw forbidden(NO_ACCESS);
}

/** 404 for an unknown voucher, 403 unless the admin may see the codes of its package. */
export async function assertVoucherAccess(db: Kysely<Database>, admin: SessionAdmin, voucherId: number): Promise<void> {
  if (admin.is_super_admin) return;
  const voucher = await db.selectFrom('vouchers').select('package_id').where('id', '=', voucherId).executeTakeFirst();
  if (!voucher) throw notFound('voucher');
  if (!(await holdsPackage(db, admin.id, voucher.package_id))) throw forbidden(NO_ACCESS);
}

/** The packages whose codes the admin may see: null means all of them (a super admin). */
export async function visiblePackageIds(db: Kysely<Database>, admin: SessionAdmin): Promise<number[] | null> {
  if (admin.is_super_admin) return null;
  const rows = await db.selectFrom('admin_package_permissions').select('package_id').where('admin_id', '=', admin.id).execute();
  return rows.map((r) => r.package_id);
}

/**
 * The packages whose orders the admin handles: null means every order (a super admin, or a
 * sub-admin granted the all-orders list); otherwise their package permissions (the Admins Order
 * screen's set). Changing an order, and hearing about it live, follows the same set.
 */
export async function orderPackageScope(db: Kysely<Database>, admin: SessionAdmin): Promise<number[] | null> {
  if (admin.is_super_admin) return null;
  const allOrders = await db
    .selectFrom('admin_auth_modules as g')
    .innerJoin('auth_modules as m', 'm.id', 'g.auth_module_id')
    .select('m.id')
    .where('g.admin_id', '=', admin.id)
    .where('m.operation_id', '=', 'listOrders')
    .where('m.status', '=', 1)
    .executeTakeFirst();
  if (allOrders) return null;
  return heldPackageIds(db, admin.id);
}

/** The packages among the admin's own package permissions (whatever their role). */
export async function heldPackageIds(db: Kysely<Database>, adminId: number): Promise<number[]> {
  const rows = await db.selectFrom('admin_package_permissions').select('package_id').where('admin_id', '=', adminId).execute();
  return rows.map((r) => r.package_id);
}
