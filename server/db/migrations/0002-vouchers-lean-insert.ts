import { script } from './script';

/**
 * Vouchers arrive 100,000 at a time. `claim_by` and `order_id` only repeat what the order that
 * received a voucher already says (orders.voucher_id → vouchers, orders.customer_id), so their
 * foreign keys cost a check per inserted row for nothing: keep the columns, drop the checks.
 */
const up = `
alter table vouchers drop constraint if exists vouchers_claim_by_fkey;
alter table vouchers drop constraint if exists vouchers_order_id_fkey
`;

export const vouchersLeanInsert = script(up);
