import { script } from './script';

/**
 * Team, customers and insight:
 * - sessions remember when they were last used (written at most once a minute);
 * - a manual wallet change says why (`wallet_changes.note`);
 * - the SMS outbox is a work queue that survives restarts and several servers: a recipient is
 *   claimed for a lease (`claimed_by`, `claimed_until`), retried with backoff (`attempts`,
 *   `next_attempt_at`) and ends `sent` or `failed`, once;
 * - the indexes the dashboard, the reports, the audit screen and the customer page read through.
 */
const up = `
alter table sessions add column last_seen_at timestamptz;
create index sessions_admin_live_idx on sessions (admin_id, created_at desc) where revoked_at is null;

alter table wallet_changes add column note text;

alter table sms_outbox drop constraint sms_outbox_status_check;
alter table sms_outbox
  add constraint sms_outbox_status_check check (status in ('pending', 'sending', 'sent', 'failed')),
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz not null default now(),
  add column claimed_by text,
  add column claimed_until timestamptz;
-- The queue: due recipients in id order (a broadcast is sent in the order it was written), and
-- claims whose lease ran out (a server that stopped mid-batch).
create index sms_outbox_due_idx on sms_outbox (id) where status = 'pending';
create index sms_outbox_lease_idx on sms_outbox (claimed_until) where status = 'sending';
create index sms_outbox_broadcast_open_idx on sms_outbox (broadcast_id) where status in ('pending', 'sending');
create index sms_broadcasts_created_idx on sms_broadcasts (created_at desc);

-- Sales by day and shells by admin read completed orders by completion time.
create index orders_completed_at_idx on orders (completed_at) include (amount, completed_by, package_id) where status = 'completed';
create index customers_live_created_idx on customers (created_at desc, id desc) where deleted_at is null;
create index transactions_customer_created_idx on transactions (customer_id, created_at desc);
create index orders_customer_created_idx on orders (customer_id, created_at desc);
create index audit_log_operation_idx on audit_log (operation_id, created_at desc);
`;

export const teamCustomersInsight = script(up);
