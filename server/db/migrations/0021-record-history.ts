import { script } from './script';

/**
 * A record's history (GET /admin/history/{kind}/{id}, domains/audit/history.ts): the audit records
 * name the record they changed as `target_kind` and `target_id` (an order, a wallet-add
 * transaction, a physical order, a customer, …), found newest first through one index, and carry
 * the fields the change made (`changes`: `[{ field, before, after }]`, secrets never, see
 * server/http/audit.ts). Records written before this carry no field details.
 *
 * The backfill reads what the stored `target` allows, as the audit log screen has read it since
 * (domains/audit/audit-target.ts): `id=N` is a record of the operation's domain (the list below,
 * the contract's mutations as they were when this was written), `field=N` the record its field
 * names. A bulk call's list of ids (`orders=1,2,3`) names no one record and stays as it is. One
 * statement, one pass over the table, before the index exists (no index to keep up while it runs):
 * about 8 s for a million audit records on PostgreSQL, and 1.4 s for the index.
 */

/** The backfill alone (tests/api/record-history.test.ts runs it again on records written the old way). */
export const BACKFILL_RECORD_TARGETS = `
with kind_of_operation (operation_id, kind) as (values
  ('activateAllAuthModules', 'auth_module'),
  ('activateAuthModule', 'auth_module'),
  ('activateTopupPaymentMethod', 'topup_payment_method'),
  ('addVouchers', 'voucher'),
  ('beginSecondFactorSetup', 'session'),
  ('cancelAllPendingTransactions', 'transaction'),
  ('changePassword', 'session'),
  ('claimOrder', 'order'),
  ('completeSelectedOrders', 'order'),
  ('completeSelectedTransactions', 'transaction'),
  ('confirmSecondFactor', 'session'),
  ('createAdmin', 'admin'),
  ('createAutoServer', 'auto_server'),
  ('createBanner', 'banner'),
  ('createNotice', 'notice'),
  ('createOrderMessage', 'order_message'),
  ('createPaymentMethod', 'payment_method'),
  ('createPhysicalProduct', 'physical_product'),
  ('createTopupPackage', 'topup_package'),
  ('createTopupProduct', 'topup_product'),
  ('deactivateAdmin', 'admin'),
  ('deactivateTopupPaymentMethod', 'topup_payment_method'),
  ('deleteAdmin', 'admin'),
  ('deleteAutoServer', 'auto_server'),
  ('deleteBanner', 'banner'),
  ('deleteNotice', 'notice'),
  ('deleteOrderMessage', 'order_message'),
  ('deletePaymentMethod', 'payment_method'),
  ('deletePhysicalProduct', 'physical_product'),
  ('deleteTopupPackage', 'topup_package'),
  ('deleteTopupProduct', 'topup_product'),
  ('deleteUser', 'customer'),
  ('deleteVoucher', 'voucher'),
  ('disableMySecondFactor', 'session'),
  ('hideUsedVouchers', 'voucher'),
  ('login', 'session'),
  ('logout', 'session'),
  ('reactivateAdmin', 'admin'),
  ('regenerateRecoveryCodes', 'session'),
  ('releaseOrderClaim', 'order'),
  ('resetAdminPassword', 'admin'),
  ('resetAdminSecondFactor', 'session'),
  ('revokeMyOtherSessions', 'session'),
  ('revokeMySession', 'session'),
  ('sendSms', 'sms_broadcast'),
  ('setAdminPackagePermissions', 'auth_module'),
  ('syncPermissions', 'auth_module'),
  ('takeNextOrder', 'order'),
  ('updateAdmin', 'admin'),
  ('updateAdminAuthModules', 'auth_module'),
  ('updateAutoServer', 'auto_server'),
  ('updateBanner', 'banner'),
  ('updateDollarRate', 'topup_package'),
  ('updateNotice', 'notice'),
  ('updateOrderStatus', 'order'),
  ('updatePaymentMethod', 'payment_method'),
  ('updatePhysicalOrderStatus', 'physical_order'),
  ('updatePhysicalProduct', 'physical_product'),
  ('updateTopupPackage', 'topup_package'),
  ('updateTopupProduct', 'topup_product'),
  ('updateTransaction', 'transaction'),
  ('updateTransactionStatus', 'transaction'),
  ('updateUser', 'customer')
), kind_of_field (field, kind) as (values
  ('admin_id', 'admin'),
  ('adminId', 'admin'),
  ('package_id', 'topup_package'),
  ('product_id', 'topup_product'),
  ('productId', 'topup_product'),
  ('transaction_id', 'transaction')
)
update audit_log l
set target_kind = case
    when split_part(l.target, '=', 1) = 'id' then coalesce((select o.kind from kind_of_operation o where o.operation_id = l.operation_id), 'record')
    else coalesce((select f.kind from kind_of_field f where f.field = split_part(l.target, '=', 1)), split_part(l.target, '=', 1))
  end,
  target_id = substr(l.target, strpos(l.target, '=') + 1)
where l.target_kind is null and l.target like '_%=_%' and l.target not like '%,%';
`;

const up = `
alter table audit_log add column target_kind text;
alter table audit_log add column target_id text;
alter table audit_log add column changes jsonb;
${BACKFILL_RECORD_TARGETS}
create index audit_log_target_idx on audit_log (target_kind, target_id, created_at desc) where target_kind is not null;
`;

export const recordHistory = script(up);
