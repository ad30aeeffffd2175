import { format } from '../../lib/format';
import type { AuditTarget } from '../../store/api';
import { auditMessages as m } from './messages';

/**
 * Where a record's target is shown in the dashboard: wallet-adds, orders, physical orders and
 * customers open in their list's record drawer (`?open=id`: every field and the history), catalogue
 * records their edit screen. Kinds without a screen of their own get no link.
 */
const TARGET_PATHS: Record<string, (id: string) => string> = {
  transaction: (id) => `/add-wallet?open=${id}`,
  order: (id) => `/order?open=${id}`,
  physical_order: (id) => `/product-order?open=${id}`,
  customer: (id) => `/user?open=${id}`,
  admin: (id) => `/manage-auth-permission/${id}`,
  topup_product: (id) => `/topup-product/edit/${id}`,
  topup_package: (id) => `/topup-package/edit/${id}`,
  banner: (id) => `/banner/edit/${id}`,
  notice: (id) => `/notice/edit/${id}`,
  payment_method: (id) => `/payment-method/edit/${id}`,
  physical_product: (id) => `/physical-product/edit/${id}`,
  auto_server: (id) => `/auto-server/edit/${id}`,
};

/** `Order #42`. */
export function targetLabel(target: NonNullable<AuditTarget>): string {
  return format(m.targetLabel, { kind: m.targetKinds[target.kind] ?? target.kind, id: target.id });
}

/** The screen showing this target, if there is one (ids with anything but digits get none). */
export function targetPath(target: NonNullable<AuditTarget>): string | undefined {
  if (!/^\d+$/.test(target.id)) return undefined;
  return TARGET_PATHS[target.kind]?.(target.id);
}
