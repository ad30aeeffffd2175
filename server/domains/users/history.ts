import { sql, type Kysely } from 'kysely';
import type { WalletChange } from '../../../openapi/generated/contract';
import { pageWindow } from '../../db/prepared-statements';
import type { Database } from '../../db/schema';
import { pageOf, paged } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { handlers } from '../../http/handler';

/**
 * The customer edit screen's history: wallet movements, orders and wallet-adds, each newest first
 * and paged, read through (customer_id, created_at) indexes. Deleted customers keep their history,
 * but the screens reach it through the live customer, so an unknown or deleted one is a 404.
 */
async function assertCustomer(db: Kysely<Database>, id: number): Promise<void> {
  const row = await db.selectFrom('customers').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw notFound('user');
}

/** `{ id, first_name, last_name }` of the admin behind a row, or null (the system). */
const adminRef = (alias: string) =>
  sql<{ id: number; first_name: string; last_name: string } | null>`case when ${sql.ref(`${alias}.id`)} is null then null
    else json_build_object('id', ${sql.ref(`${alias}.id`)}, 'first_name', ${sql.ref(`${alias}.first_name`)}, 'last_name', ${sql.ref(`${alias}.last_name`)}) end`;

const countOf = async (db: Kysely<Database>, table: 'wallet_changes' | 'orders' | 'transactions', customerId: number) => {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('total')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  return Number(row.total);
};

export const customerHistoryHandlers = handlers({
  listUserWalletChanges: async ({ db, params, query }) => {
    await assertCustomer(db, params.id);
    const { limit, offset } = pageOf(query);
    const [rows, total] = await Promise.all([
      db
        .selectFrom('wallet_changes as w')
        .leftJoin('admins as a', 'a.id', 'w.admin_id')
        .select(['w.id', 'w.reason', 'w.old_balance', 'w.new_balance', 'w.note', 'w.transaction_id', 'w.order_id', 'w.physical_order_id', 'w.created_at'])
        .select([sql<string>`(w.new_balance - w.old_balance)::text`.as('change'), adminRef('a').as('admin')])
        .where('w.customer_id', '=', params.id)
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .$call((q) => pageWindow(q, limit, offset))
        .execute(),
      countOf(db, 'wallet_changes', params.id),
    ]);
    return paged(rows as WalletChange[], total);
  },

  listUserOrders: async ({ db, params, query }) => {
    await assertCustomer(db, params.id);
    const { limit, offset } = pageOf(query);
    const [rows, total] = await Promise.all([
      db
        .selectFrom('orders as o')
        .leftJoin('topup_products as pr', 'pr.id', 'o.product_id')
        .leftJoin('admins as a', 'a.id', 'o.completed_by')
        // Named columns only: the customer's in-game password and security code never leave here.
        .select(['o.id', 'o.product_id', 'pr.name as product_name', 'o.package_id', 'o.name', 'o.amount', 'o.status', 'o.created_at', 'o.completed_at'])
        .select(adminRef('a').as('completed_by'))
        .where('o.customer_id', '=', params.id)
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .$call((q) => pageWindow(q, limit, offset))
        .execute(),
      countOf(db, 'orders', params.id),
    ]);
    return paged(rows, total);
  },

  listUserWalletAdds: async ({ db, params, query }) => {
    await assertCustomer(db, params.id);
    const { limit, offset } = pageOf(query);
    const [rows, total] = await Promise.all([
      db
        .selectFrom('transactions as t')
        .leftJoin('payment_methods as m', 'm.id', 't.payment_method_id')
        .select(['t.id', 't.amount', 't.status', 'm.name as payment_method', 't.number', 't.transaction_id', 't.is_automated', 't.created_at', 't.completed_at'])
        .where('t.customer_id', '=', params.id)
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .$call((q) => pageWindow(q, limit, offset))
        .execute(),
      countOf(db, 'transactions', params.id),
    ]);
    return paged(rows, total);
  },
});
