import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { say } from '../http/messages';
import type { SessionAdmin } from './sessions';

/**
 * Voucher and id codes are money: a sub-admin sees and loads the codes of a package only when the
 * package is among their package permissions (the same set that decides which orders they handle).
 * Super admins see every package. The admin's packages are those of their session (SessionAdmin's
 * package_ids, read with it and forgotten when a grant changes): no statement of their own.
 */
const NO_ACCESS = say('noPackageAccess');

/** 403 unless the admin may see the codes of this package. */
export function assertPackageAccess(admin: SessionAdmin, packageId: number): void {
  if (admin.is_super_admin) return;
  if (!admin.package_ids.includes(packageId)) throw forbidden(NO_ACCESS);
}

/** 404 for an unknown voucher, 403 unless the admin may see the codes of its package. */
export async function assertVoucherAccess(db: Kysely<Database>, admin: SessionAdmin, voucherId: number): Promise<void> {
  if (admin.is_super_admin) return;
  const voucher = await db.selectFrom('vouchers').select('package_id').where('id', '=', voucherId).executeTakeFirst();
  if (!voucher) throw notFound('voucher');
  assertPackageAccess(admin, voucher.package_id);
}

/** The packages whose codes the admin may see: null means all of them (a super admin). */
export function visiblePackageIds(admin: SessionAdmin): readonly number[] | null {
  return admin.is_super_admin ? null : admin.package_ids;
}

/**
 * The packages whose orders the admin handles: null means every order (a super admin, or a
 * sub-admin granted the all-orders list); otherwise their package permissions (the Admins Order
 * screen's set). Changing an order, and hearing about it live, follows the same set.
 */
export async function orderPackageScope(db: Kysely<Database>, admin: SessionAdmin): Promise<readonly number[] | null> {
  if (admin.is_super_admin) return null;
  const allOrders = await db
    .selectFrom('admin_auth_modules as g')
    .innerJoin('auth_modules as m', 'm.id', 'g.auth_module_id')
    .select('m.id')
    .where('g.admin_id', '=', admin.id)
    .where('m.operation_id', '=', 'listOrders')
    .where('m.status', '=', 1)
    .executeTakeFirst();
  return allOrders ? null : admin.package_ids;
}
