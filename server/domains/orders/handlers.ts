import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database, OrderStatus, TopupType } from '../../db/schema';
import { orderPackageScope } from '../../auth/package-access';
import type { SessionAdmin } from '../../auth/sessions';
import { ok, pageOf } from '../../http/envelope';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { say, statusWord } from '../../http/messages';
import { keysetBy, sendCsv, type CsvColumn } from '../../http/csv';
import { handlers, type AuditTarget, type QueryOf } from '../../http/handler';
import { imageUrl } from '../../http/image-url';
import { prefixPattern, sortOf } from '../../http/list-query';
import { statementKey } from '../../db/compiled-statements';
import { pageWithTotal, type KeptList } from '../shared/list-totals';
import { adminNameOf, perHandle, windowRows, type ListWindow } from '../shared/list-window';
import { shopDateStart } from '../shared/shop-days';
import { optionalText } from '../shared/text';
import { moveWallet } from '../shared/wallet';
import { claimedConflict, claimHeld, heldByOther, lapsedClaimOf, recordLapsedClaims, releaseIdleClaims, takeOldestPending } from './claims';

/**
 * Top-up orders (docs/business-rules.md#top-up-orders). Only pending and in-progress orders change.
 * Cancelling refunds the amount once (the ledger's partial unique index allows one refund per
 * order); completing a voucher-type order hands it the oldest unused voucher of its package, taken
 * with SKIP LOCKED so simultaneous completions never wait on nor share one; none left: 409 and
 * nothing changes. An order another admin has taken changes only by their hand or a super
 * admin's (claims.ts, docs/order-claims.md). All of it in the operation's one database
 * transaction, with its audit record.
 */
export type OrderSort = 'created_at' | 'amount' | 'status' | 'id';
export type OrderFilters = QueryOf<'listOrders'>;

const ORDER_COLUMNS = [
  'o.id',
  'o.customer_id as user_id',
  'o.package_id',
  'o.name',
  'o.amount',
  'o.status',
  'o.playerid',
  'o.ingamepassword',
  'o.accounttype',
  'o.securitycode',
  'o.transaction_id',
  'o.phone',
  'o.completed_by',
  'o.order_note',
  'o.completed_at',
  'o.claimed_by',
  'o.claimed_at',
  'o.created_at',
] as const;

/** The orders matching a list's filters within `packages` (null: all); `kept` when the kept totals answer for them; `planPerCall` for a phone search. */
export function filteredOrders(db: Kysely<Database>, filters: OrderFilters, packages: readonly number[] | null, timeZone: string) {
  let q = db.selectFrom('orders as o');
  let keptOnly = true;
  let planPerCall = false;
  if (packages) q = q.where('o.package_id', 'in', packages.length ? packages : [0]);
  if (filters.status) q = q.where('o.status', '=', filters.status);
  if (filters.order_id) {
    keptOnly = false;
    q = q.where('o.id', '=', filters.order_id);
  }
  if (filters.user_id) {
    keptOnly = false;
    q = q.where('o.customer_id', '=', filters.user_id);
  }
  const phone = prefixPattern(filters.phone);
  if (phone) {
    keptOnly = false;
    planPerCall = true;
    q = q.where('o.phone', 'like', phone);
  }
  if (filters.date_from) {
    keptOnly = false;
    q = q.where('o.created_at', '>=', shopDateStart(timeZone, filters.date_from));
  }
  if (filters.date_to) {
    keptOnly = false;
    q = q.where('o.created_at', '<', shopDateStart(timeZone, filters.date_to, 1));
  }
  const kept: KeptList | null = keptOnly ? { list: 'orders', scopes: packages, status: filters.status } : null;
  return { q, kept, planPerCall };
}

/** A window of the list with each order's product, customer, voucher and admin; the window's ids are found first, on the orders alone (`filtered`: the filter already built by the caller). */
export function orderRowsQuery(
  db: Kysely<Database>,
  filters: OrderFilters,
  packages: readonly number[] | null,
  timeZone: string,
  window: ListWindow,
  filtered = filteredOrders(db, filters, packages, timeZone),
) {
  return windowRows(db, withDetails(db), filtered.q.select('o.id'), 'o', sortOf<OrderSort>(filters.sort, '-created_at'), window, filtered);
}

export const orderRows = (db: Kysely<Database>, filters: OrderFilters, packages: readonly number[] | null, timeZone: string, window: ListWindow) =>
  orderRowsQuery(db, filters, packages, timeZone, window).execute();

/**
 * Orders with their product, customer, voucher and admin, each looked up by its key in a subquery
 * of its own rather than joined. A search (a phone number's start, a date range) is planned anew on
 * every call, for its values; a five-table join took PostgreSQL about 1 ms to plan, every time, for
 * 0.1 ms of work, while key lookups plan in microseconds. Run, they cost the same.
 */
const withDetails = perHandle((db) =>
  db
    .selectFrom('orders as o')
    .select(ORDER_COLUMNS)
    .select((eb) => {
      const product = eb.selectFrom('topup_products as p').whereRef('p.id', '=', 'o.product_id');
      const customer = eb.selectFrom('customers as c').whereRef('c.id', '=', 'o.customer_id');
      return [
        eb.selectFrom('vouchers as v').select('v.data').whereRef('v.id', '=', 'o.voucher_id').as('voucher_data'),
        product.select('p.name').as('product_name'),
        product.select('p.logo').as('product_logo'),
        customer.select('c.username').as('username'),
        customer.select('c.email').as('user_email'),
        customer.select('c.phone').as('user_phone'),
        adminNameOf('o.completed_by').as('completed_by_name'),
        adminNameOf('o.claimed_by').as('claimed_by_name'),
      ];
    }),
);

type OrderRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

/** An order as the contract shows it: the product's image as an address. */
export function present(req: FastifyRequest, row: OrderRow): OrderRow & { product_image: string | null } {
  // Added to the row itself, not copied: `product_logo` stays unseen (answers are serialized through the contract's schema).
  const order = row as OrderRow & { product_image: string | null };
  order.product_image = imageUrl(req, row.product_logo);
  return order;
}

async function listOrders(db: Kysely<Database>, req: FastifyRequest, filters: OrderFilters, packages: readonly number[] | null, timeZone: string) {
  const { limit, offset } = pageOf(filters);
  const { rows, total } = await pageWithTotal(
    db,
    {
      key: statementKey('orders', filters, packages, timeZone, limit, offset),
      build: () => {
        const filtered = filteredOrders(db, filters, packages, timeZone);
        return { rows: orderRowsQuery(db, filters, packages, timeZone, { limit, offset }, filtered), filtered };
      },
    },
    { limit, offset },
  );
  return ok({ orders: rows.map((r) => present(req, r)), order_count: total.total, total_capped: total.capped });
}

interface LockedOrder {
  id: number;
  customer_id: number;
  package_id: number;
  amount: string;
  status: OrderStatus;
  voucher_id: number | null;
  order_note: string | null;
  topup_type: TopupType | null;
  claimed_by: number | null;
  /** Claimed and not idle (CLAIM_IDLE_MINUTES). */
  claim_held: boolean;
}

const CHANGEABLE: OrderStatus[] = ['pending', 'in_progress'];
export const NO_VOUCHER = say('noVoucher');

/** Locks the orders (in id order, so simultaneous bulk calls never deadlock) for the rest of the database transaction. */
async function lockOrders(trx: Kysely<Database>, ids: number[], idleMinutes: number): Promise<LockedOrder[]> {
  const locked = await trx
    .selectFrom('orders')
    .select(['id', 'customer_id', 'package_id', 'amount', 'status', 'voucher_id', 'order_note', 'product_id', 'claimed_by'])
    .select(claimHeld(idleMinutes).as('claim_held'))
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (!locked.length) return [];
  const types = await trx
    .selectFrom('topup_products')
    .select(['id', 'topup_type'])
    .where('id', 'in', [...new Set(locked.map((o) => o.product_id))])
    .execute();
  const typeOf = new Map(types.map((t) => [t.id, t.topup_type]));
  return locked.map(({ product_id, ...o }) => ({ ...o, topup_type: typeOf.get(product_id) ?? null }));
}

/**
 * The oldest unused voucher of the package, marked used by the customer: SKIP LOCKED hands
 * simultaneous completions different vouchers without waiting; when every unused one is locked by
 * someone else, one blocking look decides (a voucher freed by a rollback is taken, else none).
 */
async function takeVoucher(trx: Kysely<Database>, packageId: number, customerId: number): Promise<number> {
  for (const skipLocked of [true, false]) {
    const { rows } = await sql<{ id: number }>`
      update vouchers set is_used = 1, used_at = now(), claim_by = ${customerId}
      where id = (
        select id from vouchers where package_id = ${packageId} and is_used = 0
        order by id limit 1 for update ${sql.raw(skipLocked ? 'skip locked' : '')}
      )
      returning id`.execute(trx);
    if (rows[0]) return rows[0].id;
  }
  throw conflict(NO_VOUCHER);
}

interface Change {
  status: OrderStatus;
  note?: string | null;
  adminId: number;
}

/** What an order's history records of a change (docs/business-rules.md#a-records-history). */
const trackedOf = (order: Pick<LockedOrder, 'status' | 'order_note' | 'voucher_id'>) => ({ status: order.status, order_note: order.order_note, voucher_id: order.voucher_id });

/**
 * Applies a status change to a locked, changeable order: voucher or refund first, then the row. In
 * progress is the admin's claim; any other status ends it. Records the change for the order's history.
 */
async function changeOrder(trx: Kysely<Database>, order: LockedOrder, change: Change, audit: AuditTarget): Promise<void> {
  let voucherId = order.voucher_id;
  if (change.status === 'completed' && order.topup_type === 'voucher' && voucherId === null) {
    voucherId = await takeVoucher(trx, order.package_id, order.customer_id);
  }
  if (change.status === 'cancel') {
    await moveWallet(trx, order.customer_id, order.amount, { reason: 'order_refund', adminId: change.adminId, orderId: order.id });
  }
  await trx
    .updateTable('orders')
    .set({
      status: change.status,
      voucher_id: voucherId,
      completed_by: change.adminId,
      completed_at: change.status === 'completed' ? sql`now()` : null,
      claimed_by: change.status === 'in_progress' ? change.adminId : null,
      claimed_at: change.status === 'in_progress' ? sql`now()` : null,
      updated_at: sql`now()`,
      ...(change.note !== undefined && { order_note: optionalText(change.note) }),
    })
    .where('id', '=', order.id)
    .execute();
  const note = change.note !== undefined ? optionalText(change.note) : order.order_note;
  audit.changes('order', order.id, trackedOf(order), trackedOf({ status: change.status, order_note: note, voucher_id: voucherId }));
}

/** The export's columns: what the order screens show, except the customers' secrets. */
const ORDER_CSV: CsvColumn<OrderRow>[] = [
  { header: say('csvOrderId'), value: (o) => o.id },
  { header: say('csvUserId'), value: (o) => o.user_id },
  { header: say('csvUsername'), value: (o) => o.username },
  { header: say('csvUserPhone'), value: (o) => o.user_phone },
  { header: say('csvUserEmail'), value: (o) => o.user_email },
  { header: say('csvProduct'), value: (o) => o.product_name },
  { header: say('csvPackage'), value: (o) => o.name },
  { header: say('csvAmountTk'), value: (o) => o.amount },
  { header: say('csvPlayerId'), value: (o) => o.playerid },
  { header: say('csvAccountType'), value: (o) => o.accounttype },
  { header: say('csvTransactionId'), value: (o) => o.transaction_id },
  { header: say('csvPhone'), value: (o) => o.phone },
  { header: say('csvVoucherCode'), value: (o) => o.voucher_data },
  { header: say('csvStatus'), value: (o) => o.status },
  { header: say('csvNote'), value: (o) => o.order_note },
  { header: say('csvCompletedBy'), value: (o) => o.completed_by_name },
  { header: say('csvCompleted'), time: (o) => o.completed_at },
  { header: say('csvCreated'), time: (o) => o.created_at },
];

const exportOrders = (reply: FastifyReply, db: Kysely<Database>, filters: OrderFilters, packages: readonly number[] | null, timeZone: string, fileName: string) =>
  sendCsv(reply, fileName, ORDER_CSV, (window) => orderRows(db, filters, packages, timeZone, window), keysetBy<OrderRow>(sortOf(filters.sort, '-created_at').column));

const inScope = (scope: readonly number[] | null, order: LockedOrder) => scope === null || scope.includes(order.package_id);

const finalConflict = (status: OrderStatus) => conflict(say('orderNotChangeable', { status: statusWord(status) }));

/** The one order of a claim or release, locked, after the checks every change of it makes: it exists, and its package is the admin's. */
async function lockOrderOfAdmin(db: Kysely<Database>, admin: SessionAdmin, id: number, idleMinutes: number): Promise<LockedOrder> {
  const scope = await orderPackageScope(db, admin);
  const [order] = await lockOrders(db, [id], idleMinutes);
  if (!order) throw notFound('order');
  if (!inScope(scope, order)) throw forbidden(say('noPackageAccess'));
  return order;
}

const orderAnswer = async (db: Kysely<Database>, req: FastifyRequest, id: number, message: string) =>
  ok(present(req, await withDetails(db).where('o.id', '=', id).executeTakeFirstOrThrow()), message);

export const orderHandlers = handlers({
  listOrders: ({ db, req, query, config }) => listOrders(db, req, query, null, config.shopTimezone),

  /** The orders of the packages the signed-in admin holds (their package permissions, held with the session; none: an empty list). */
  listMyPackageOrders: async ({ db, req, query, config, admin }) => listOrders(db, req, query, admin.package_ids, config.shopTimezone),

  exportOrders: async ({ db, reply, query, config }) => exportOrders(reply, db, query, null, config.shopTimezone, 'orders.csv'),

  exportMyPackageOrders: async ({ db, reply, query, config, admin }) =>
    exportOrders(reply, db, query, admin.package_ids, config.shopTimezone, 'admin-orders.csv'),

  /** Another admin's held claim: only a super admin may change the order. */
  updateOrderStatus: async ({ db, req, body, params, admin, config, audit }) => {
    const order = await lockOrderOfAdmin(db, admin, params.id, config.claimIdleMinutes);
    if (!CHANGEABLE.includes(order.status)) throw finalConflict(order.status);
    if (heldByOther(order, admin.id) && !admin.is_super_admin) throw await claimedConflict(db, order.id);
    if (lapsedClaimOf(order, admin.id)) await recordLapsedClaims(db, [order.id]);
    await changeOrder(db, order, { status: body.status, note: body.order_note, adminId: admin.id }, audit);
    return orderAnswer(db, req, order.id, 'Order updated successfully');
  },

  /**
   * Each listed pending or in-progress order completed by the same rules, in one database
   * transaction; others skipped and counted. One held by another admin fails the whole call (409
   * naming it and its owner) for anyone but a super admin: a selection made before it was taken.
   */
  completeSelectedOrders: async ({ db, body, admin, audit, config }) => {
    const ids = body.ordersId;
    audit.target('orders', ids.length > 20 ? `${ids.slice(0, 20).join(',')},…` : ids.join(','));
    const scope = await orderPackageScope(db, admin);
    const open = (await lockOrders(db, ids, config.claimIdleMinutes)).filter((order) => CHANGEABLE.includes(order.status) && inScope(scope, order));
    const takenByOther = admin.is_super_admin ? undefined : open.find((order) => heldByOther(order, admin.id));
    if (takenByOther) throw await claimedConflict(db, takenByOther.id, true);
    await recordLapsedClaims(db, open.filter((order) => lapsedClaimOf(order, admin.id)).map((order) => order.id));
    for (const order of open) await changeOrder(db, order, { status: 'completed', adminId: admin.id }, audit);
    const completed = open.length;
    return ok({ completed, skipped: ids.length - completed }, `Total completed ${completed} orders.`);
  },

  /** The order becomes the caller's, in progress from now on; another admin's held claim: 409 naming them, whoever calls. */
  claimOrder: async ({ db, req, params, admin, config, audit }) => {
    const order = await lockOrderOfAdmin(db, admin, params.id, config.claimIdleMinutes);
    if (!CHANGEABLE.includes(order.status)) throw finalConflict(order.status);
    if (heldByOther(order, admin.id)) throw await claimedConflict(db, order.id);
    if (lapsedClaimOf(order, admin.id)) await recordLapsedClaims(db, [order.id]);
    await db
      .updateTable('orders')
      .set({ status: 'in_progress', claimed_by: admin.id, claimed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', order.id)
      .execute();
    audit.changes('order', order.id, { status: order.status }, { status: 'in_progress' });
    return orderAnswer(db, req, order.id, 'Order taken');
  },

  /** Back to pending, held by nobody: a held claim only by its owner or a super admin. */
  releaseOrderClaim: async ({ db, req, params, admin, config, audit }) => {
    const order = await lockOrderOfAdmin(db, admin, params.id, config.claimIdleMinutes);
    if (!CHANGEABLE.includes(order.status)) throw finalConflict(order.status);
    if (heldByOther(order, admin.id) && !admin.is_super_admin) throw await claimedConflict(db, order.id);
    if (order.status === 'in_progress') {
      await db
        .updateTable('orders')
        .set({ status: 'pending', claimed_by: null, claimed_at: null, updated_at: sql`now()` })
        .where('id', '=', order.id)
        .execute();
    }
    audit.changes('order', order.id, { status: order.status }, { status: 'pending' });
    return orderAnswer(db, req, order.id, 'Order released');
  },

  /** The oldest waiting order the caller may change, idle claims released first; none: 404. */
  takeNextOrder: async ({ db, req, admin, config, audit }) => {
    const scope = await orderPackageScope(db, admin);
    await releaseIdleClaims(db, config.claimIdleMinutes, scope);
    const id = await takeOldestPending(db, admin.id, scope);
    if (id === null) throw new HttpError(404, say('noOrderWaiting'));
    audit.target('id', id);
    audit.changes('order', id, { status: 'pending' }, { status: 'in_progress' });
    return orderAnswer(db, req, id, 'Order taken');
  },
});
