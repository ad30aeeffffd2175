import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { SessionAdmin } from './sessions';

/**
 * Voucher and id codes are money: a sub-admin sees and loads the codes of a package only when the
 * package is among their package permissions (the same set that decides which orders they handle).
 * Super admins see every package.
 */
const NO_ACCESS = 'You do not handle this package. Ask a super admin for its permission.';

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
  if (!voucher) throw notFound('Voucher');
  if (!(await holdsPackage(db, admin.id, voucher.package_id))) throw forbidden(NO_ACCESS);
}

/** The packages whose codes the admin may see: null means all of them (a super admin). */
export async function visiblePackageIds(db: Kysely<Database>, admin: SessionAdmin): Promise<number[] | null> {
  if (admin.is_super_admin) return null;
  const rows = await db.selectFrom('admin_package_permissions').select('package_id').where('admin_id', '=', admin.id).execute();
  return rows.map((r) => r.package_id);
}
