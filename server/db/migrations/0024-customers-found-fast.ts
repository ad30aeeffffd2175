import { script } from './script';

/**
 * The customers list at 200,000 customers (issue 23):
 * - its search (`q` anywhere in the username, phone or email, any case) reads one trigram index
 *   (pg_trgm: PostgreSQL's contrib; PGlite loads its contrib bundle, db/database.ts) of the three
 *   joined, the expression domains/users/customer-list.ts searches; before it every search read
 *   every customer. One index of the joined text answered a phone fragment at twice the rate of
 *   three indexes OR-ed (at concurrency 16), and is the smaller (15 MB against 20). Its pending
 *   list stays on but short: a wallet change is no longer a HOT update (see below), so it adds
 *   the customer's trigrams, and with fastupdate off that doubled a wallet update's time;
 * - deep pages by wallet and by username find their ids in an index of the sort, then the rows
 *   (list-window.ts): page 500 by wallet 1 ms against 52 ms sorting every customer.
 * The unsearched list's total is report_customer_totals' (0022), as the dashboard's.
 */
const up = `
create extension if not exists pg_trgm;
create index customers_live_search_idx on customers
  using gin ((username || ' ' || coalesce(phone, '') || ' ' || coalesce(email, '')) gin_trgm_ops)
  with (gin_pending_list_limit = 256) where deleted_at is null;
-- PostgreSQL keeps no statistics of a partial index's expression: these let a search's plan know
-- how many customers hold its text (example.com: 120,000, read in order, 0.2 ms; guessed at 20, bitmap and sort, 130 ms).
create statistics customers_search_text_stats on ((username || ' ' || coalesce(phone, '') || ' ' || coalesce(email, ''))) from customers;
create index customers_live_wallet_idx on customers (wallet, id) where deleted_at is null;
create index customers_live_username_idx on customers (username, id) where deleted_at is null;
analyze customers;
`;

export const customersFoundFast = script(up);
