import { script } from './script';

/**
 * The orders' and transactions' customer indexes of 0001 (customer_id alone) are covered by the
 * (customer_id, created_at desc) indexes of 0005: every query that used them (a customer's orders
 * or wallet-adds, their counts, the foreign keys' checks) plans the same on the wider index
 * (EXPLAIN on the 1,000,000-order shop: the same scans, no planning time added). Kept, they only
 * cost every insert of an order or a wallet-add one more index to write, and 23 MB of that shop.
 */
const up = `
drop index if exists orders_customer_idx;
drop index if exists transactions_customer_idx;
`;

export const noRedundantCustomerIndexes = script(up);
