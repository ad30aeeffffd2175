import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

/** The one place the database's tables are declared for Kysely (mirrors migrations/). */

/** timestamptz: read as ISO-8601 text with its offset (see database.ts); written as Date, text or SQL (`now()`). */
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
/**
 * NUMERIC (money): read as exact decimal text ("95.50", see database.ts), never a float; written
 * from the contract's validated numbers or decimal text. Arithmetic on it happens in SQL.
 */
type Money = ColumnType<string, number | string, number | string>;
type MoneyWithDefault = ColumnType<string, number | string | undefined, number | string>;
type Flag = 0 | 1;

export interface AdminsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password_hash: string;
  gender: string | null;
  date_of_birth: string | null;
  image: string | null;
  phone: string | null;
  is_super_admin: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  /** Set while the admin is deactivated (migration 0019): no sign-in, no session accepted. */
  deactivated_at: NullableTimestamp;
  /** Two-step sign-in (domains/second-factor): the confirmed base32 secret; never in an answer, a log or an audit record. */
  second_factor_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set up but not yet confirmed with a code. */
  second_factor_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  second_factor_enabled_at: NullableTimestamp;
  /** The last 30-second step whose code was accepted: only a later one is accepted next. */
  second_factor_last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  /** The dashboard's language saved on the account (migration 0025): null until chosen. */
  language: ColumnType<'en' | 'bn' | null, 'en' | 'bn' | null | undefined, 'en' | 'bn' | null>;
  /** In Bengali, numbers in Bengali digits. */
  bengali_digits: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Single-use recovery codes of two-step sign-in, stored only as SHA-256. */
export interface AdminRecoveryCodesTable {
  id: Generated<string>;
  admin_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Generated<Timestamp>;
}

/** Browsers that have signed in to an admin's account (auth/known-devices.ts): only each token's SHA-256. */
export interface AdminDevicesTable {
  id: Generated<string>;
  admin_id: number;
  token_hash: string;
  created_at: Generated<Timestamp>;
  last_used_at: Generated<Timestamp>;
}

export interface SessionsTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
  /** Written at most once a minute (see guard.ts). */
  last_seen_at: NullableTimestamp;
  /** Signed in while REQUIRE_SECOND_FACTOR asks its admin to enrol: only what leads there until confirmed. */
  second_factor_setup_pending: Generated<boolean>;
}

/** One throttling counter per key (auth/throttle.ts): attempts reserved since `window_start`. */
export interface AuthThrottleTable {
  key: string;
  window_start: Generated<Timestamp>;
  attempts: Generated<number>;
  /** Account counters: when each failure of the last window was counted, those in a row, and the last. */
  recent: Generated<string[]>;
  streak: Generated<number>;
  last_at: NullableTimestamp;
  /** `last_at` before the attempt last reserved: restored when that attempt is given back. */
  prior_last_at: NullableTimestamp;
}

/** Uploaded images when IMAGE_STORAGE=database (shared by every server). */
export interface ImagesTable {
  name: string;
  content_type: string;
  bytes: Buffer;
  created_at: Generated<Timestamp>;
}

export interface AuthModulesTable {
  id: Generated<number>;
  operation_id: string;
  method: string;
  path: string;
  name: string | null;
  slug: string | null;
  description: string | null;
  /** `path` without the /api base, derived by the database (migration 0017). */
  auth_url: GeneratedAlways<string>;
  status: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminAuthModulesTable {
  admin_id: number;
  auth_module_id: number;
}

export interface AdminPackagePermissionsTable {
  admin_id: number;
  package_id: number;
}

export interface AuditLogTable {
  id: Generated<string>;
  admin_id: number | null;
  operation_id: string;
  method: string;
  path: string;
  target: string | null;
  /** The one record the action changed (migration 0021): its kind (`order`, `transaction`, …) and id, for its history. */
  target_kind: ColumnType<string | null, string | null | undefined, string | null>;
  target_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The fields it changed, `[{ field, before, after }]` (server/http/audit.ts: secrets never); null before 0021 and for actions that name none. */
  changes: ColumnType<RecordChange[] | null, string | null | undefined, string | null>;
  status_code: number;
  ip: string | null;
  created_at: Timestamp;
}

/** One field an audited change changed; a secret field is named, its values never (`redacted`). */
export interface RecordChange {
  field: string;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
  redacted?: true;
}

export interface CustomersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  account_status: ColumnType<string, string | undefined, string>;
  is_banned: ColumnType<Flag, Flag | undefined, Flag>;
  avatar: string | null;
  wallet: MoneyWithDefault;
  earn_wallet: MoneyWithDefault;
  scores: ColumnType<number, number | undefined, number>;
  provider: string | null;
  is_phone_verify: ColumnType<Flag, Flag | undefined, Flag>;
  address: string | null;
  city: string | null;
  zip_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface WalletChangesTable {
  id: Generated<number>;
  customer_id: number;
  admin_id: number | null;
  old_balance: Money;
  new_balance: Money;
  reason: string;
  transaction_id: number | null;
  order_id: number | null;
  physical_order_id: number | null;
  /** Why an admin changed the wallet by hand. */
  note: string | null;
  created_at: Timestamp;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  name: string;
  logo: string | null;
  info: string | null;
  status: string;
  is_automated: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface TopupPaymentMethodsTable {
  id: Generated<number>;
  name: string;
  logo: string | null;
  is_active: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type TransactionStatus = 'pending' | 'under_review' | 'completed' | 'cancel';

export interface TransactionsTable {
  id: Generated<number>;
  customer_id: number;
  payment_method_id: number | null;
  amount: Money;
  number: string | null;
  transaction_id: string | null;
  order_id: string | null;
  status: ColumnType<TransactionStatus, TransactionStatus | undefined, TransactionStatus>;
  is_automated: ColumnType<Flag, Flag | undefined, Flag>;
  updated_by: number | null;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type TopupType = 'in_game' | 'id_code' | 'voucher';

export interface TopupProductsTable {
  id: Generated<number>;
  name: string;
  topup_type: TopupType;
  logo: string | null;
  rules: string | null;
  is_active: ColumnType<Flag, Flag | undefined, Flag>;
  sort_order: ColumnType<number, number | undefined, number>;
  redeem_link: string | null;
  video_link: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface TopupPackagesTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  price: Money;
  buy_price: MoneyWithDefault;
  tag: string | null;
  in_stock: ColumnType<Flag, Flag | undefined, Flag>;
  auto_delivery: ColumnType<Flag, Flag | undefined, Flag>;
  map_voucher_package_id: number | null;
  sort_order: ColumnType<number, number | undefined, number>;
  admin_com: MoneyWithDefault;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface VouchersTable {
  id: Generated<number>;
  package_id: number;
  data: string;
  is_used: ColumnType<Flag, Flag | undefined, Flag>;
  claim_by: number | null;
  used_at: NullableTimestamp;
  hidden_at: NullableTimestamp;
  created_at: Timestamp;
}

export type OrderStatus = 'pending' | 'in_progress' | 'completed' | 'cancel';

/** Per package: its unused codes and its used codes still shown, kept by triggers on vouchers (migration 0003). */
export interface VoucherStockTable {
  package_id: number;
  available: number;
  used_shown: number;
}

/**
 * How many rows each list holds, per scope and status, kept by triggers (migration 0006): orders
 * by package id, transactions by is_automated, physical orders 0. Lists read totals here.
 */
export interface ListTotalsTable {
  list: 'orders' | 'transactions' | 'physical_orders';
  scope: number;
  status: string;
  total: number;
}

/** Report counters (migration 0022): the shop time zones whose days are kept. */
export interface ReportZonesTable {
  time_zone: string;
  kept_since: Timestamp;
}

/** Per zone, shop day and `what` (`placed`, `placed_completed`, `sold`, `wallet_added`, `joined`): a count and, for money, its sum. */
export interface ReportDaysTable {
  time_zone: string;
  what: string;
  day: string;
  n: ColumnType<string, string | number | undefined, string | number>;
  amount: MoneyWithDefault;
}

/** Per zone, day of completion, admin and package: the orders the admin completed. */
export interface ReportAdminDaysTable {
  time_zone: string;
  day: string;
  admin_id: number;
  package_id: number;
  n: ColumnType<string, string | number | undefined, string | number>;
}

/** Per zone, shop month (its first day) and admin: the orders the admin completed. */
export interface ReportAdminMonthsTable {
  time_zone: string;
  month: string;
  admin_id: number;
  n: ColumnType<string, string | number | undefined, string | number>;
}

/** Per admin: all the orders they completed. */
export interface ReportAdminTotalsTable {
  admin_id: number;
  n: ColumnType<string, string | number | undefined, string | number>;
}

/** What a writing transaction's statements staged for its commit (0022's `report_apply`): empty between transactions. */
export interface ReportPendingTable {
  tx: string;
  target: number;
  time_zone: string | null;
  what: string | null;
  day: string | null;
  month: string | null;
  admin_id: number | null;
  package_id: number | null;
  shard: number | null;
  /** A list total's key (`list_totals`), staged like the counters'. */
  list: string | null;
  scope: number | null;
  status: string | null;
  n: ColumnType<string, string | number | undefined, string | number>;
  amount: MoneyWithDefault;
}

/** The writing transactions with staged rows (one deferred apply each). */
export interface ReportPendingTxTable {
  tx: string;
}

/** The live events in commit order (0023, domains/live/journal.ts): what a stream that reconnects replays. */
export interface LiveEventsTable {
  id: number;
  at: Timestamp;
  list: 'orders' | 'transactions' | 'physical_orders';
  scope: number;
  op: 'insert' | 'update' | 'delete';
  ids: number[];
}

/** One row: every live event up to `pruned_through` is gone from the window. */
export interface LiveEventsHorizonTable {
  one: Generated<boolean>;
  pruned_through: ColumnType<number, number | undefined, number>;
}

/** What a transaction's statements staged for its commit (0023's `live_events_publish`): empty between transactions. */
export interface LiveEventsPendingTable {
  n: GeneratedAlways<number>;
  tx: number;
  list: string;
  scope: number;
  op: string;
  ids: number[];
}

/** The writing transactions with staged live events (one deferred publish each). */
export interface LiveEventsTxTable {
  tx: number;
  round: Generated<number>;
}

/** Per shard (customer id % 16): live customers and the sum of their wallets. */
export interface ReportCustomerTotalsTable {
  shard: number;
  customers: ColumnType<string, string | number | undefined, string | number>;
  wallet: MoneyWithDefault;
}

export interface ListDayTotalsTable {
  list: ListTotalsTable['list'];
  scope: number;
  /** A row status, or `*`: the day's rows of the scope whatever their status (0026). */
  status: string;
  /** The UTC day of the rows' `created_at` (YYYY-MM-DD). */
  day: string;
  total: number;
}

export interface OrdersTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  package_id: number;
  name: string;
  amount: Money;
  playerid: string | null;
  ingamepassword: string | null;
  accounttype: string | null;
  securitycode: string | null;
  transaction_id: string | null;
  phone: string | null;
  voucher_id: number | null;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  order_note: string | null;
  completed_by: number | null;
  completed_at: NullableTimestamp;
  /** The admin who took the order and when (migration 0018): set only while it is in progress, both or neither. */
  claimed_by: number | null;
  claimed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BannersTable {
  id: Generated<number>;
  note: string;
  link: string | null;
  banner: string;
  isactive: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NoticesTable {
  id: Generated<number>;
  title: ColumnType<string, string | undefined, string>;
  image: string | null;
  link: string | null;
  notice: string;
  type: ColumnType<'popup' | 'flat_page_top', 'popup' | 'flat_page_top' | undefined, 'popup' | 'flat_page_top'>;
  is_active: ColumnType<Flag, Flag | undefined, Flag>;
  for_home_modal: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PhysicalProductsTable {
  id: Generated<number>;
  name: string;
  image: string | null;
  sale_price: Money;
  regular_price: Money;
  quantity: number;
  is_active: ColumnType<Flag, Flag | undefined, Flag>;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export type PhysicalOrderStatus = 'pending' | 'in_progress' | 'completed' | 'cancelled';

export interface PhysicalOrdersTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  quantity: number;
  amount: Money;
  phone: string | null;
  address: string | null;
  status: ColumnType<PhysicalOrderStatus, PhysicalOrderStatus | undefined, PhysicalOrderStatus>;
  order_note: string | null;
  completed_by: number | null;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AutoServersTable {
  id: Generated<number>;
  name: string;
  link: string;
  status: 'active' | 'inactive';
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface OrderMessagesTable {
  id: Generated<number>;
  message: string;
  created_at: Timestamp;
}

export type SmsBroadcastStatus = 'queued' | 'sending' | 'finished' | 'failed';
export type SmsOutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface SmsBroadcastsTable {
  id: Generated<number>;
  admin_id: number | null;
  message: string;
  user_limit: number | null;
  only_wallet_user: ColumnType<Flag, Flag | undefined, Flag>;
  status: ColumnType<SmsBroadcastStatus, SmsBroadcastStatus | undefined, SmsBroadcastStatus>;
  total: ColumnType<number, number | undefined, number>;
  sent: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  broadcast_id: number;
  phone: string;
  message: string;
  status: ColumnType<SmsOutboxStatus, SmsOutboxStatus | undefined, SmsOutboxStatus>;
  error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  /** Sending tries so far (a claim counts as one). */
  attempts: ColumnType<number, number | undefined, number>;
  /** A pending recipient is not claimed before this (retry backoff). */
  next_attempt_at: Timestamp;
  /** The worker holding a `sending` recipient, until its lease ends. */
  claimed_by: string | null;
  claimed_until: NullableTimestamp;
}

export interface Database {
  admins: AdminsTable;
  sessions: SessionsTable;
  auth_throttle: AuthThrottleTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_devices: AdminDevicesTable;
  images: ImagesTable;
  auth_modules: AuthModulesTable;
  admin_auth_modules: AdminAuthModulesTable;
  admin_package_permissions: AdminPackagePermissionsTable;
  audit_log: AuditLogTable;
  customers: CustomersTable;
  wallet_changes: WalletChangesTable;
  payment_methods: PaymentMethodsTable;
  topup_payment_methods: TopupPaymentMethodsTable;
  transactions: TransactionsTable;
  topup_products: TopupProductsTable;
  topup_packages: TopupPackagesTable;
  vouchers: VouchersTable;
  voucher_stock: VoucherStockTable;
  orders: OrdersTable;
  banners: BannersTable;
  notices: NoticesTable;
  physical_products: PhysicalProductsTable;
  physical_orders: PhysicalOrdersTable;
  auto_servers: AutoServersTable;
  order_messages: OrderMessagesTable;
  sms_broadcasts: SmsBroadcastsTable;
  sms_outbox: SmsOutboxTable;
  list_totals: ListTotalsTable;
  list_day_totals: ListDayTotalsTable;
  report_zones: ReportZonesTable;
  report_days: ReportDaysTable;
  report_admin_days: ReportAdminDaysTable;
  report_admin_months: ReportAdminMonthsTable;
  report_admin_totals: ReportAdminTotalsTable;
  report_customer_totals: ReportCustomerTotalsTable;
  report_pending: ReportPendingTable;
  report_pending_tx: ReportPendingTxTable;
  live_events: LiveEventsTable;
  live_events_horizon: LiveEventsHorizonTable;
  live_events_pending: LiveEventsPendingTable;
  live_events_tx: LiveEventsTxTable;
}

export type Admin = Selectable<AdminsTable>;
export type NewAdmin = Insertable<AdminsTable>;
export type AdminUpdate = Updateable<AdminsTable>;
