import type { AuditTarget } from '../../../openapi/generated/contract';
import type { Operation } from '../../contract';

/** The record a path id names, by the operation's domain (`POST /admin/order/update-order-status/{id}` → an order). */
const KIND_OF_TAG: Record<string, string> = {
  admins: 'admin',
  auth: 'session',
  permissions: 'auth_module',
  transactions: 'transaction',
  orders: 'order',
  'order-messages': 'order_message',
  'physical-orders': 'physical_order',
  'topup-products': 'topup_product',
  'topup-packages': 'topup_package',
  vouchers: 'voucher',
  banners: 'banner',
  notices: 'notice',
  'payment-methods': 'payment_method',
  'topup-payment-methods': 'topup_payment_method',
  'physical-products': 'physical_product',
  users: 'customer',
  'auto-servers': 'auto_server',
  sms: 'sms_broadcast',
};

/** The record a body or path field names, whatever the operation (writeAudit's TARGET_FIELDS). */
const KIND_OF_FIELD: Record<string, string> = {
  admin_id: 'admin',
  adminId: 'admin',
  package_id: 'topup_package',
  product_id: 'topup_product',
  productId: 'topup_product',
  // The body field of a wallet-add status change is the transaction's own id.
  transaction_id: 'transaction',
};

/**
 * The stored target (`field=value`, or `kind=value` when a handler named it with
 * `ctx.audit.target`) as a link the screen can follow: `{ kind, id }`.
 */
export function auditTarget(stored: string | null, operation: Operation | undefined): AuditTarget {
  if (!stored) return null;
  const at = stored.indexOf('=');
  if (at < 0) return null;
  const field = stored.slice(0, at);
  const id = stored.slice(at + 1);
  if (field === 'id') return { kind: (operation && KIND_OF_TAG[operation.tag]) ?? 'record', id };
  return { kind: KIND_OF_FIELD[field] ?? field, id };
}
