import { script } from './script';

/** Every entity of the product, with the indexes their lists and rules need. */
const up = `
create table admins (
  id serial primary key,
  first_name text not null,
  last_name text not null,
  username text not null,
  email text not null,
  password_hash text not null,
  gender text,
  date_of_birth date,
  image text,
  phone text,
  is_super_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index admins_email_key on admins (lower(email)) where deleted_at is null;
create unique index admins_username_key on admins (lower(username)) where deleted_at is null;

create table sessions (
  id serial primary key,
  admin_id integer not null references admins(id),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index sessions_admin_idx on sessions (admin_id) where revoked_at is null;

create table login_attempts (
  id serial primary key,
  identity text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index login_attempts_identity_idx on login_attempts (identity, created_at);
create index login_attempts_ip_idx on login_attempts (ip, created_at);

create table auth_modules (
  id serial primary key,
  operation_id text not null unique,
  method text not null,
  path text not null,
  name text,
  slug text unique check (slug ~ '^[a-z0-9_]+$'),
  description text,
  auth_url text,
  status smallint not null default 0 check (status in (0, 1)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table admin_auth_modules (
  admin_id integer not null references admins(id),
  auth_module_id integer not null references auth_modules(id),
  primary key (admin_id, auth_module_id)
);

create table audit_log (
  id bigserial primary key,
  admin_id integer references admins(id),
  operation_id text not null,
  method text not null,
  path text not null,
  target text,
  status_code integer not null,
  ip text,
  created_at timestamptz not null default now()
);
create index audit_log_admin_idx on audit_log (admin_id, created_at desc);
create index audit_log_created_idx on audit_log (created_at desc);

create table customers (
  id serial primary key,
  username text not null,
  email text,
  phone text,
  password_hash text,
  account_status text not null default 'active',
  is_banned smallint not null default 0 check (is_banned in (0, 1)),
  avatar text,
  wallet numeric(14, 2) not null default 0 check (wallet >= 0),
  earn_wallet numeric(14, 2) not null default 0,
  scores integer not null default 0,
  provider text,
  is_phone_verify smallint not null default 0 check (is_phone_verify in (0, 1)),
  address text,
  city text,
  zip_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index customers_created_idx on customers (created_at desc);
create index customers_phone_idx on customers (phone);

create table payment_methods (
  id serial primary key,
  name text not null,
  logo text,
  info text,
  status text not null default '1',
  is_automated smallint not null default 0 check (is_automated in (0, 1)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table topup_payment_methods (
  id serial primary key,
  name text not null,
  logo text,
  is_active smallint not null default 1 check (is_active in (0, 1)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table transactions (
  id serial primary key,
  customer_id integer not null references customers(id),
  payment_method_id integer references payment_methods(id),
  amount numeric(14, 2) not null check (amount > 0),
  number text,
  transaction_id text,
  order_id text,
  status text not null default 'pending' check (status in ('pending', 'under_review', 'completed', 'cancel')),
  is_automated smallint not null default 0 check (is_automated in (0, 1)),
  updated_by integer references admins(id),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index transactions_list_idx on transactions (is_automated, created_at desc);
create index transactions_status_idx on transactions (status, is_automated);
create index transactions_customer_idx on transactions (customer_id);
create index transactions_completed_idx on transactions (completed_at) where status = 'completed';

create table wallet_changes (
  id serial primary key,
  customer_id integer not null references customers(id),
  admin_id integer references admins(id),
  old_balance numeric(14, 2) not null,
  new_balance numeric(14, 2) not null,
  reason text not null,
  transaction_id integer references transactions(id),
  order_id integer,
  physical_order_id integer,
  created_at timestamptz not null default now()
);
create index wallet_changes_customer_idx on wallet_changes (customer_id, created_at desc);
-- A wallet-add transaction credits a wallet at most once, whatever arrives at the same time.
create unique index wallet_changes_transaction_credit_key on wallet_changes (transaction_id) where reason = 'transaction_completed';

create table topup_products (
  id serial primary key,
  name text not null,
  topup_type text not null check (topup_type in ('in_game', 'id_code', 'voucher')),
  logo text,
  rules text,
  is_active smallint not null default 1 check (is_active in (0, 1)),
  sort_order integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index topup_products_sort_idx on topup_products (sort_order, id) where deleted_at is null;

create table topup_packages (
  id serial primary key,
  product_id integer not null references topup_products(id),
  name text not null,
  price numeric(14, 2) not null check (price >= 0),
  buy_price numeric(14, 4) not null default 0 check (buy_price >= 0),
  tag text,
  in_stock smallint not null default 1 check (in_stock in (0, 1)),
  auto_delivery smallint not null default 0 check (auto_delivery in (0, 1)),
  map_voucher_package_id integer references topup_packages(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index topup_packages_product_idx on topup_packages (product_id) where deleted_at is null;

create table admin_package_permissions (
  admin_id integer not null references admins(id),
  package_id integer not null references topup_packages(id),
  primary key (admin_id, package_id)
);

create table orders (
  id serial primary key,
  customer_id integer not null references customers(id),
  product_id integer not null references topup_products(id),
  package_id integer not null references topup_packages(id),
  name text not null,
  amount numeric(14, 2) not null check (amount >= 0),
  playerid text,
  ingamepassword text,
  accounttype text,
  securitycode text,
  transaction_id text,
  phone text,
  voucher_id integer,
  status text not null default 'pending' check (status in ('pending', 'in_progress', 'completed', 'cancel')),
  order_note text,
  completed_by integer references admins(id),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_created_idx on orders (created_at desc);
create index orders_status_idx on orders (status, created_at desc);
create index orders_package_idx on orders (package_id, created_at desc);
create index orders_customer_idx on orders (customer_id);
create index orders_completed_idx on orders (completed_by, completed_at) where status = 'completed';

create table vouchers (
  id serial primary key,
  package_id integer not null references topup_packages(id),
  data text not null,
  is_used smallint not null default 0 check (is_used in (0, 1)),
  claim_by integer references customers(id),
  order_id integer references orders(id),
  used_at timestamptz,
  hidden_at timestamptz,
  created_at timestamptz not null default now(),
  unique (package_id, data)
);
-- The oldest unused voucher of a package is what an order gets.
create index vouchers_unused_idx on vouchers (package_id, id) where is_used = 0;
create index vouchers_used_at_idx on vouchers (package_id, used_at) where is_used = 1;
create unique index vouchers_order_key on vouchers (order_id) where order_id is not null;
alter table orders add constraint orders_voucher_fk foreign key (voucher_id) references vouchers(id);

create table banners (
  id serial primary key,
  note text not null,
  link text,
  banner text not null,
  isactive smallint not null default 1 check (isactive in (0, 1)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table notices (
  id serial primary key,
  title text not null default '',
  image text,
  link text,
  notice text not null,
  type text not null default 'popup' check (type in ('popup', 'flat_page_top')),
  is_active smallint not null default 1 check (is_active in (0, 1)),
  for_home_modal smallint not null default 1 check (for_home_modal in (0, 1)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table physical_products (
  id serial primary key,
  name text not null,
  image text,
  sale_price numeric(14, 2) not null check (sale_price >= 0),
  regular_price numeric(14, 2) not null check (regular_price >= 0),
  quantity integer not null check (quantity >= 0),
  is_active smallint not null default 1 check (is_active in (0, 1)),
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table physical_orders (
  id serial primary key,
  customer_id integer not null references customers(id),
  product_id integer not null references physical_products(id),
  quantity integer not null default 1 check (quantity > 0),
  amount numeric(14, 2) not null check (amount >= 0),
  phone text,
  address text,
  status text not null default 'pending' check (status in ('pending', 'in_progress', 'completed', 'cancelled')),
  order_note text,
  completed_by integer references admins(id),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index physical_orders_created_idx on physical_orders (created_at desc);

create table auto_servers (
  id serial primary key,
  name text not null,
  link text not null,
  status text not null default 'active' check (status in ('active', 'inactive')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table order_messages (
  id serial primary key,
  message text not null,
  created_at timestamptz not null default now()
);

create table sms_broadcasts (
  id serial primary key,
  admin_id integer references admins(id),
  message text not null,
  user_limit integer,
  only_wallet_user smallint not null default 0,
  status text not null default 'queued' check (status in ('queued', 'sending', 'finished', 'failed')),
  total integer not null default 0,
  sent integer not null default 0,
  failed integer not null default 0,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);

create table sms_outbox (
  id serial primary key,
  broadcast_id integer not null references sms_broadcasts(id),
  phone text not null,
  message text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (broadcast_id, phone)
);
`;

export const initialSchema = script(up);
