import { script } from './script';

/**
 * The command palette's search (domains/search) finds each row through an index. The lists had
 * those of the orders' phone and the wallet-adds' number, transaction id (upper(), whose pattern
 * index answers equality too) and gateway order id; these add the rest: an order's player id and
 * transaction id (exact, any case), a live customer's phone and a physical order's phone (their
 * start, as a LIKE prefix: text_pattern_ops, whatever the database's collation).
 * The player id's index leaves out the voucher orders (none) and the customers' the deleted ones;
 * the transaction id's is whole: PostgreSQL keeps no statistics of a partial index's expression,
 * so it guessed 5,000 matches of an id, and read the million orders newest first instead (0.5 s on
 * the 1,000,000-order shop; 0.2 ms through the index).
 */
const up = `
create index orders_playerid_idx on orders (playerid) where playerid is not null;
create index orders_provider_id_idx on orders (upper(transaction_id));
create index customers_live_phone_idx on customers (phone text_pattern_ops) where deleted_at is null;
create index physical_orders_phone_idx on physical_orders (phone text_pattern_ops);
`;

export const searchLookups = script(up);
