import { sql, type Kysely } from 'kysely';
import type { Database, TopupType, TransactionStatus } from '../db/schema';
import { detached, inTransaction } from '../db/unit-of-work';

/**
 * A storefront simulation: the shop's customers, playing against the same database as the
 * dashboard — new customers, manual and automated wallet-adds, top-up orders of every product type
 * with realistic player ids, physical orders (taking stock). Used for demos, the live view and
 * load: inside the server (`SIMULATE_ORDERS_PER_MINUTE`, the only way on the embedded database)
 * or as `npm run simulate` against PostgreSQL.
 */
export type Action = 'customer' | 'manual_wallet_add' | 'automated_wallet_add' | 'order' | 'physical_order';

/** Per top-up order placed, how many of the others happen on average. */
const PER_ORDER: Record<Exclude<Action, 'order'>, number> = {
  customer: 0.2,
  manual_wallet_add: 0.35,
  automated_wallet_add: 0.25,
  physical_order: 0.1,
};

const FIRST = ['rahim', 'karim', 'sadia', 'nusrat', 'tanvir', 'farhan', 'mim', 'arif', 'jannat', 'shakil', 'rupa', 'hasan', 'sabbir', 'tania', 'rakib'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
/** Bangladeshi mobile numbers: 013–019 and eleven digits. */
export const phoneNumber = () => `01${pick(['3', '4', '5', '6', '7', '8', '9'])}${digits(8)}`;
const providerId = () => `${pick(['BK', 'NG', 'RK'])}${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

/** Player ids as the games print them: Free Fire 9–10 digits, PUBG Mobile 10 digits from 5. */
export function playerId(productName: string): string {
  if (/pubg/i.test(productName)) return `5${digits(9)}`;
  return `${1 + Math.floor(Math.random() * 9)}${digits(7 + Math.floor(Math.random() * 3))}`;
}

/** A random live row id of a table (ids are dense enough: the first id at or after a random point). */
async function randomId(db: Kysely<Database>, table: 'customers' | 'payment_methods'): Promise<number | null> {
  const row = await sql<{ id: number }>`
    select id from ${sql.table(table)}
    where deleted_at is null and id >= (select floor(random() * (max(id) - min(id) + 1))::int + min(id) from ${sql.table(table)})
    order by id limit 1`.execute(db);
  return row.rows[0]?.id ?? null;
}

/*
 * The rows a customer's action writes, as plain values: the simulation inserts them one at a time
 * and `fillLargeShop` (large-shop.ts) by the hundred thousand, so both make the same data. `at` is
 * when it happened (now, when absent).
 */

/** A new customer. */
export function customerRow(at?: string) {
  const name = `${pick(FIRST)}${digits(4)}`;
  return {
    username: name,
    email: Math.random() < 0.6 ? `${name}@example.com` : null,
    phone: phoneNumber(),
    provider: pick(['phone', 'google', 'facebook']),
    city: pick(['Dhaka', 'Chattogram', 'Sylhet', 'Khulna']),
    ...(at && { created_at: at }),
  };
}

/** A wallet-add as the customer sends it: pending (an automated one sometimes held for review). */
export function walletAddRow(customerId: number, paymentMethodId: number | null, automated: 0 | 1, at?: string) {
  return {
    customer_id: customerId,
    payment_method_id: paymentMethodId,
    amount: pick([50, 100, 200, 250, 500, 1000, 1500, 2000]),
    number: phoneNumber(),
    transaction_id: providerId(),
    order_id: automated ? `PAY-${Date.now().toString(36).toUpperCase()}${digits(3)}` : null,
    status: (automated && Math.random() < 0.3 ? 'under_review' : 'pending') as TransactionStatus,
    is_automated: automated,
    ...(at && { created_at: at, updated_at: at }),
  };
}

/** A package of the catalogue as an order needs it. */
export interface OrderablePackage {
  id: number;
  product_id: number;
  name: string;
  price: string;
  product_name: string;
  topup_type: TopupType;
}

/** A top-up order of a package: what the game needs to deliver it, by the product's type. */
export function topupOrderRow(customerId: number, pkg: OrderablePackage, at?: string) {
  const inGame = pkg.topup_type === 'in_game';
  return {
    customer_id: customerId,
    product_id: pkg.product_id,
    package_id: pkg.id,
    name: pkg.name,
    amount: pkg.price,
    playerid: pkg.topup_type === 'voucher' ? null : playerId(pkg.product_name),
    accounttype: inGame ? pick(['Facebook', 'Google', 'VK']) : null,
    ingamepassword: inGame && Math.random() < 0.3 ? `pw-${Math.random().toString(36).slice(2, 10)}` : null,
    securitycode: inGame && Math.random() < 0.2 ? digits(6) : null,
    transaction_id: Math.random() < 0.5 ? providerId() : null,
    phone: phoneNumber(),
    ...(at && { created_at: at }),
  };
}

/** How many of a physical product a customer orders. */
export const physicalQuantity = () => (Math.random() < 0.8 ? 1 : 2);

/** A price (exact decimal text, two places) times a whole number, in whole cents: money never becomes a float. */
function times(price: string, quantity: number): string {
  const [whole, fraction = ''] = price.split('.');
  const cents = (BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) * BigInt(quantity)).toString().padStart(3, '0');
  return `${cents.slice(0, -2)}.${cents.slice(-2)}`;
}

/** A physical order of `quantity` of a product (its stock is taken by whoever inserts it). */
export function physicalOrderRow(customerId: number, product: { id: number; sale_price: string }, quantity: number, at?: string) {
  return {
    customer_id: customerId,
    product_id: product.id,
    quantity,
    amount: times(product.sale_price, quantity),
    phone: phoneNumber(),
    address: `House ${1 + Math.floor(Math.random() * 90)}, Road ${1 + Math.floor(Math.random() * 30)}, Dhaka`,
    ...(at && { created_at: at }),
  };
}

/** A voucher code as the suppliers print them: sixteen upper-case letters and digits. */
export const voucherCode = () => Array.from({ length: 16 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)]).join('');

/** The packages customers can order now. */
export const orderablePackages = (db: Kysely<Database>) =>
  db
    .selectFrom('topup_packages as k')
    .innerJoin('topup_products as p', 'p.id', 'k.product_id')
    .select(['k.id', 'k.product_id', 'k.name', 'k.price', 'p.name as product_name', 'p.topup_type'])
    .where('k.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .where('p.is_active', '=', 1);

async function newCustomer(db: Kysely<Database>): Promise<void> {
  await db.insertInto('customers').values(customerRow()).execute();
}

async function walletAdd(db: Kysely<Database>, automated: 0 | 1): Promise<void> {
  const customer = await randomId(db, 'customers');
  if (!customer) return;
  const method = await db
    .selectFrom('payment_methods')
    .select('id')
    .where('deleted_at', 'is', null)
    .where('is_automated', '=', automated)
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
  await db
    .insertInto('transactions')
    .values(walletAddRow(customer, method?.id ?? null, automated))
    .execute();
}

async function topupOrder(db: Kysely<Database>): Promise<void> {
  const customer = await randomId(db, 'customers');
  const pkg = await orderablePackages(db)
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
  if (!customer || !pkg) return;
  await db.insertInto('orders').values(topupOrderRow(customer, pkg)).execute();
}

/** A physical order takes its quantity from stock in the same transaction (never below 0). */
async function physicalOrder(db: Kysely<Database>): Promise<void> {
  const customer = await randomId(db, 'customers');
  if (!customer) return;
  const quantity = physicalQuantity();
  await inTransaction(db, async (trx) => {
    const product = await trx
      .updateTable('physical_products')
      .set({ quantity: sql`quantity - ${quantity}`, updated_at: sql`now()` })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('physical_products')
          .select('id')
          .where('deleted_at', 'is', null)
          .where('is_active', '=', 1)
          .where('quantity', '>=', quantity)
          .orderBy(sql`random()`)
          .limit(1),
      )
      .where('quantity', '>=', quantity)
      .returning(['id', 'sale_price'])
      .executeTakeFirst();
    if (!product) return;
    await trx
      .insertInto('physical_orders')
      .values(physicalOrderRow(customer, product, quantity))
      .execute();
  });
}

export async function act(db: Kysely<Database>, action: Action): Promise<void> {
  if (action === 'customer') return newCustomer(db);
  if (action === 'manual_wallet_add') return walletAdd(db, 0);
  if (action === 'automated_wallet_add') return walletAdd(db, 1);
  if (action === 'physical_order') return physicalOrder(db);
  return topupOrder(db);
}

/** One tick: a top-up order, and each other action with its proportionate chance. */
export async function tick(db: Kysely<Database>): Promise<Action[]> {
  const done: Action[] = ['order'];
  await act(db, 'order');
  for (const [action, chance] of Object.entries(PER_ORDER) as [Exclude<Action, 'order'>, number][]) {
    if (Math.random() < chance) {
      await act(db, action);
      done.push(action);
    }
  }
  return done;
}

/**
 * Plays the storefront at `ordersPerMinute` (ticks spread with jitter) until stopped. Errors are
 * reported and the next tick goes on.
 */
export function runStorefront(db: Kysely<Database>, ordersPerMinute: number, onError: (err: unknown) => void): { stop(): Promise<void> } {
  const interval = 60_000 / ordersPerMinute;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = detached(() => tick(db))
          .catch(onError)
          .finally(schedule);
      },
      interval * (0.5 + Math.random()),
    );
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
