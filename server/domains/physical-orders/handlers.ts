import { sql, type Kysely } from 'kysely';
import type { Database, PhysicalOrderStatus } from '../../db/schema';
import { ok, pageOf } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { say, statusWord } from '../../http/messages';
import { csvExport } from '../../http/csv';
import { handlers, type BodyOf } from '../../http/handler';
import { containsPattern, idOf, sortOf } from '../../http/list-query';
import { statementKey } from '../../db/compiled-statements';
import { pageWithTotal, type KeptList } from '../shared/list-totals';
import { adminNameOf, perHandle, windowRows, type ListWindow } from '../shared/list-window';
import { optionalText } from '../shared/text';
import { moveWallet } from '../shared/wallet';

/**
 * Physical product orders (docs/business-rules.md#physical-orders). Only pending
 * and in-progress orders change. Cancelling refunds the amount (once: the ledger's partial unique
 * index) and puts the quantity back in stock, in the same database transaction as the status.
 */
type PhysicalOrderSort = 'created_at' | 'amount' | 'status' | 'id';
export type PhysicalOrderFilters = Partial<BodyOf<'listPhysicalOrders'>>;

/** The physical orders matching `q` (a product or user id, else the product's name) and status. */
export function filteredPhysicalOrders(db: Kysely<Database>, filters: PhysicalOrderFilters) {
  let q = db.selectFrom('physical_orders as po');
  let keptOnly = true;
  let planPerCall = false;
  if (filters.status) q = q.where('po.status', '=', filters.status);
  if (filters.id) {
    keptOnly = false;
    q = q.where('po.id', '=', filters.id);
  }
  const id = idOf(filters.q);
  const name = containsPattern(filters.q);
  if (id) {
    keptOnly = false;
    // A product's id matches a third of the list, a customer's a few rows: planned for its value.
    planPerCall = true;
    q = q.where((eb) => eb.or([eb('po.product_id', '=', id), eb('po.customer_id', '=', id)]));
  } else if (name) {
    keptOnly = false;
    q = q.where('po.product_id', 'in', db.selectFrom('physical_products').select('id').where('name', 'ilike', name));
  }
  const kept: KeptList | null = keptOnly ? { list: 'physical_orders', scopes: null, status: filters.status } : null;
  return { q, kept, planPerCall };
}

/** Orders with their product's name, the customer's name and phone and the admin, each looked up by key (for a window's rows only). */
const withDetails = perHandle((db) =>
  db
    .selectFrom('physical_orders as po')
    .select((eb) => [
      'po.id',
      'po.customer_id as user_id',
      eb.selectFrom('customers as c').select('c.username').whereRef('c.id', '=', 'po.customer_id').as('username'),
      eb.selectFrom('customers as c').select('c.phone').whereRef('c.id', '=', 'po.customer_id').as('user_phone'),
      'po.product_id',
      eb.selectFrom('physical_products as pp').select('pp.name').whereRef('pp.id', '=', 'po.product_id').as('product_name'),
      'po.quantity',
      'po.amount',
      'po.status',
      'po.order_note',
      'po.phone',
      'po.address',
      'po.completed_at',
      'po.created_at',
      adminNameOf('po.completed_by').as('completed_by_name'),
    ]));

/** A window of the list (ids found first, on the orders alone), with product and admin names. */
export function physicalOrderRowsQuery(db: Kysely<Database>, filters: PhysicalOrderFilters, window: ListWindow, filtered = filteredPhysicalOrders(db, filters)) {
  return windowRows(db, withDetails(db), filtered.q.select('po.id'), 'po', sortOf<PhysicalOrderSort>(filters.sort, '-created_at'), window, filtered);
}

export const physicalOrderRows = (db: Kysely<Database>, filters: PhysicalOrderFilters, window: ListWindow) =>
  physicalOrderRowsQuery(db, filters, window).execute();

const CHANGEABLE: PhysicalOrderStatus[] = ['pending', 'in_progress'];

type PhysicalOrderRow = Awaited<ReturnType<typeof physicalOrderRows>>[number];

export const physicalOrderHandlers = handlers({
  exportPhysicalOrders: csvExport<PhysicalOrderRow, PhysicalOrderFilters>('physical-orders.csv', physicalOrderRows, [
    { header: say('csvOrderId'), value: (o) => o.id },
    { header: say('csvUserId'), value: (o) => o.user_id },
    { header: say('csvProductId'), value: (o) => o.product_id },
    { header: say('csvProduct'), value: (o) => o.product_name },
    { header: say('csvQuantity'), value: (o) => o.quantity },
    { header: say('csvAmountTk'), value: (o) => o.amount },
    { header: say('csvPhone'), value: (o) => o.phone },
    { header: say('csvAddress'), value: (o) => o.address },
    { header: say('csvStatus'), value: (o) => o.status },
    { header: say('csvNote'), value: (o) => o.order_note },
    { header: say('csvChangedBy'), value: (o) => o.completed_by_name },
    { header: say('csvCreated'), time: (o) => o.created_at },
  ]),

  /** A POST that only reads (the existing dashboard's call; `x-read-only`: no transaction, no audit record). */
  listPhysicalOrders: async ({ db, body }) => {
    const filters = body ?? {};
    const { limit, offset } = pageOf(filters);
    const { rows, total } = await pageWithTotal(
      db,
      {
        key: statementKey('physical-orders', filters, limit, offset),
        build: () => {
          const filtered = filteredPhysicalOrders(db, filters);
          return { rows: physicalOrderRowsQuery(db, filters, { limit, offset }, filtered), filtered };
        },
      },
      { limit, offset },
    );
    return ok({ orders: rows, order_count: total.total, total_capped: total.capped });
  },

  updatePhysicalOrderStatus: async ({ db, body, params, admin, audit }) => {
    const order = await db
      .selectFrom('physical_orders')
      .select(['id', 'customer_id', 'product_id', 'quantity', 'amount', 'status', 'order_note'])
      .where('id', '=', params.id)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound('order');
    if (!CHANGEABLE.includes(order.status)) throw conflict(say('orderNotChangeable', { status: statusWord(order.status) }));
    if (body.status === 'cancelled') {
      await moveWallet(db, order.customer_id, order.amount, { reason: 'physical_order_refund', adminId: admin.id, physicalOrderId: order.id });
      await db
        .updateTable('physical_products')
        .set({ quantity: sql`quantity + ${order.quantity}`, updated_at: sql`now()` })
        .where('id', '=', order.product_id)
        .execute();
    }
    await db
      .updateTable('physical_orders')
      .set({
        status: body.status,
        completed_by: admin.id,
        completed_at: body.status === 'completed' ? sql`now()` : null,
        updated_at: sql`now()`,
        ...(body.order_note !== undefined && { order_note: optionalText(body.order_note) }),
      })
      .where('id', '=', order.id)
      .execute();
    const row = await withDetails(db).where('po.id', '=', order.id).executeTakeFirstOrThrow();
    audit.changes('physical_order', order.id, { status: order.status, order_note: order.order_note }, { status: row.status, order_note: row.order_note });
    return ok(row, 'Order updated successfully');
  },
});
