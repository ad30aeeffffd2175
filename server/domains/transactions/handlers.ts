import { sql, type Kysely } from 'kysely';
import type { Database, TransactionStatus } from '../../db/schema';
import { ok, pageOf } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { say } from '../../http/messages';
import { csvExport } from '../../http/csv';
import { handlers, type QueryOf } from '../../http/handler';
import { idOf, prefixPattern, sortOf } from '../../http/list-query';
import { statementKey } from '../../db/compiled-statements';
import { pageWithTotal, type KeptList } from '../shared/list-totals';
import { adminNameOf, perHandle, windowRows, type ListWindow } from '../shared/list-window';
import { moveWallet } from '../shared/wallet';

/**
 * Wallet-add transactions (docs/business-rules.md#wallet-adds). Completing one credits
 * the customer's wallet exactly once: the row is locked, its status checked, the status changed and
 * the wallet credited through the ledger (wallet_changes, whose partial unique index allows one
 * credit per transaction) in the operation's one database transaction, with its audit record.
 */
type TransactionSort = 'created_at' | 'updated_at' | 'amount' | 'status' | 'id';

export const TRANSACTION_COLUMNS = [
  't.id',
  't.customer_id as user_id',
  't.payment_method_id',
  't.amount',
  't.number',
  't.transaction_id',
  't.order_id',
  't.status',
  't.is_automated',
  't.completed_at',
  't.created_at',
  't.updated_at',
] as const;

/** The filters both lists (and their CSV exports) take. */
export type TransactionFilters = Partial<QueryOf<'listManualTransactions'> & QueryOf<'listAutomatedTransactions'>>;

/** The transactions of one list matching its filters; `kept` when the kept totals answer for them; `planPerCall` for a prefix search. */
export function filteredTransactions(db: Kysely<Database>, automated: 0 | 1, filters: TransactionFilters) {
  let q = db.selectFrom('transactions as t').where('t.is_automated', '=', automated);
  let statusOnly = true;
  let planPerCall = false;
  if (filters.status) q = q.where('t.status', '=', filters.status);
  if (filters.id) {
    statusOnly = false;
    q = q.where('t.id', '=', filters.id);
  }
  const search = prefixPattern(filters.q);
  if (search) {
    statusOnly = false;
    planPerCall = true;
    const id = idOf(filters.q);
    q = q.where((eb) =>
      eb.or([
        eb('t.number', 'like', search),
        eb(sql`upper(t.transaction_id)`, 'like', search.toUpperCase()),
        ...(id ? [eb('t.customer_id', '=', id)] : []),
      ]),
    );
  }
  if (filters.user_id) {
    statusOnly = false;
    q = q.where('t.customer_id', '=', filters.user_id);
  }
  // `phone` is the existing dashboard's name for `number`; each one sent must match.
  for (const number of [prefixPattern(filters.number), prefixPattern(filters.phone)]) {
    if (!number) continue;
    statusOnly = false;
    planPerCall = true;
    q = q.where('t.number', 'like', number);
  }
  const providerId = prefixPattern(filters.transaction_id);
  if (providerId) {
    statusOnly = false;
    planPerCall = true;
    q = q.where(sql`upper(t.transaction_id)`, 'like', providerId.toUpperCase());
  }
  const orderId = filters.order_id?.trim();
  if (orderId) {
    statusOnly = false;
    q = q.where('t.order_id', '=', orderId);
  }
  const kept: KeptList | null = statusOnly ? { list: 'transactions', scopes: [automated], status: filters.status } : null;
  return { q, kept, planPerCall };
}

/** A window of a filtered list with each row's payment method; the window's ids are found first, on the transactions alone. */
export function transactionRowsQuery(
  db: Kysely<Database>,
  automated: 0 | 1,
  filters: TransactionFilters,
  window: ListWindow,
  filtered = filteredTransactions(db, automated, filters),
) {
  return windowRows(db, withMethod(db), filtered.q.select('t.id'), 't', sortOf<TransactionSort>(filters.sort, '-created_at'), window, filtered);
}

export const transactionRows = (db: Kysely<Database>, automated: 0 | 1, filters: TransactionFilters, window: ListWindow) =>
  transactionRowsQuery(db, automated, filters, window).execute();

async function listTransactions(db: Kysely<Database>, automated: 0 | 1, filters: TransactionFilters & { page?: number; limit?: number }) {
  const { limit, offset } = pageOf(filters);
  const { rows, total } = await pageWithTotal(
    db,
    {
      key: statementKey('transactions', automated, filters, limit, offset),
      build: () => {
        const filtered = filteredTransactions(db, automated, filters);
        return { rows: transactionRowsQuery(db, automated, filters, { limit, offset }, filtered), filtered };
      },
    },
    { limit, offset },
  );
  return ok({ transactions: rows, total: total.total, total_capped: total.capped });
}

/**
 * Transactions with their payment method's name, the customer's name and phone and the admin who
 * last changed them, each looked up by key (cheap to plan, as the orders' details: withDetails
 * there), for the window's rows only: the list finds its page on the transactions alone first.
 */
const withMethod = perHandle((db) =>
  db
    .selectFrom('transactions as t')
    .select(TRANSACTION_COLUMNS)
    .select((eb) => {
      const customer = eb.selectFrom('customers as c').whereRef('c.id', '=', 't.customer_id');
      return [
        eb.selectFrom('payment_methods as m').select('m.name').whereRef('m.id', '=', 't.payment_method_id').as('payment_method_name'),
        customer.select('c.username').as('username'),
        customer.select('c.phone').as('user_phone'),
        adminNameOf('t.updated_by').as('updated_by_name'),
      ];
    }));

const readTransaction = (db: Kysely<Database>, id: number) => withMethod(db).where('t.id', '=', id).executeTakeFirst();

interface LockedTransaction {
  id: number;
  customer_id: number;
  amount: string;
  status: TransactionStatus;
  number?: string | null;
}

/** Locks a transaction's row for the rest of the database transaction (a concurrent change waits, then sees this one's outcome). */
async function lockTransaction(trx: Kysely<Database>, id: number): Promise<LockedTransaction> {
  const row = await trx.selectFrom('transactions').select(['id', 'customer_id', 'amount', 'status', 'number']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound('transaction');
  return row;
}


/** Completes a locked, not yet completed transaction: the credit (with its ledger row) and the status, together. */
async function completeTransaction(trx: Kysely<Database>, tx: LockedTransaction, adminId: number): Promise<void> {
  await moveWallet(trx, tx.customer_id, tx.amount, { reason: 'transaction_completed', adminId, transactionId: tx.id });
  await trx
    .updateTable('transactions')
    .set({ status: 'completed', completed_at: sql`now()`, updated_by: adminId, updated_at: sql`now()` })
    .where('id', '=', tx.id)
    .execute();
}

async function setStatus(trx: Kysely<Database>, id: number, status: TransactionStatus, adminId: number): Promise<void> {
  await trx.updateTable('transactions').set({ status, updated_by: adminId, updated_at: sql`now()` }).where('id', '=', id).execute();
}

async function answer(trx: Kysely<Database>, id: number) {
  const row = await readTransaction(trx, id);
  if (!row) throw notFound('transaction');
  return ok(row, 'Transaction updated successfully');
}

type TransactionRow = Awaited<ReturnType<typeof transactionRows>>[number];

const exportTransactions = (automated: 0 | 1, fileName: string) =>
  csvExport<TransactionRow, TransactionFilters>(fileName, (db, filters, window) => transactionRows(db, automated, filters, window), [
    { header: say('csvId'), value: (t) => t.id },
    { header: say('csvUserId'), value: (t) => t.user_id },
    { header: say('csvPaymentMethod'), value: (t) => t.payment_method_name },
    { header: say('csvAmountTk'), value: (t) => t.amount },
    { header: say('csvNumber'), value: (t) => t.number },
    { header: say('csvTransactionId'), value: (t) => t.transaction_id },
    ...(automated ? [{ header: say('csvOrderId'), value: (t: TransactionRow) => t.order_id }] : []),
    { header: say('csvStatus'), value: (t) => t.status },
    { header: say('csvCreated'), time: (t) => t.created_at },
    { header: say('csvUpdated'), time: (t) => t.updated_at },
  ]);

export const transactionHandlers = handlers({
  exportManualTransactions: exportTransactions(0, 'manual-wallet-adds.csv'),

  exportAutomatedTransactions: exportTransactions(1, 'automated-wallet-adds.csv'),

  listManualTransactions: ({ db, query }) => listTransactions(db, 0, query),

  listAutomatedTransactions: ({ db, query }) => listTransactions(db, 1, query),

  getTransaction: async ({ db, params }) => {
    const row = await readTransaction(db, params.id);
    if (!row) throw notFound('transaction');
    return ok(row);
  },

  /** From pending or under review to completed (credited once), cancel or pending; completed is final, a cancelled one changes through its full edit. */
  updateTransactionStatus: async ({ db, body, admin, audit }) => {
    const tx = await lockTransaction(db, body.transaction_id);
    if (tx.status === 'completed') throw conflict(say('transactionFinal'));
    if (tx.status === 'cancel') throw conflict(say('transactionCancelled'));
    if (body.status === 'completed') await completeTransaction(db, tx, admin.id);
    else await setStatus(db, tx.id, body.status, admin.id);
    audit.changes('transaction', tx.id, { status: tx.status }, { status: body.status });
    return answer(db, tx.id);
  },

  /**
   * Amount and number; the status only when the transaction is cancelled (to pending, or to
   * completed, which credits the new amount once). A completed transaction keeps its amount and
   * its status (409); its number may still be corrected.
   */
  updateTransaction: async ({ db, body, params, admin, audit }) => {
    const tx = await lockTransaction(db, params.id);
    const amount = String(body.amount);
    const { same } = await db
      .selectNoFrom(sql<boolean>`${tx.amount}::numeric = ${amount}::numeric`.as('same'))
      .executeTakeFirstOrThrow();
    const newStatus = body.status && body.status !== tx.status ? body.status : undefined;
    if (tx.status === 'completed' && (!same || newStatus)) throw conflict(say('transactionFinalAmount'));
    if (newStatus && tx.status !== 'cancel') throw conflict(say('transactionStatusOnlyWhenCancelled'));
    const updated = await db
      .updateTable('transactions')
      .set({ amount, number: body.number.trim(), updated_by: admin.id, updated_at: sql`now()` })
      .where('id', '=', tx.id)
      .returning('amount')
      .executeTakeFirstOrThrow();
    if (newStatus === 'completed') await completeTransaction(db, { ...tx, amount: updated.amount }, admin.id);
    else if (newStatus) await setStatus(db, tx.id, newStatus, admin.id);
    const after = await answer(db, tx.id);
    const { amount: was, number, status } = tx;
    audit.changes('transaction', tx.id, { amount: was, number, status }, { amount: after.data.amount, number: after.data.number, status: after.data.status });
    return after;
  },

  /** Every pending manual wallet-add cancelled; rows locked in id order, like every bulk write. */
  cancelAllPendingTransactions: async ({ db, admin, audit }) => {
    const pending = db.selectFrom('transactions').select('id').where('status', '=', 'pending').where('is_automated', '=', 0).orderBy('id').forUpdate();
    const rows = await db
      .updateTable('transactions')
      .set({ status: 'cancel', updated_by: admin.id, updated_at: sql`now()` })
      .where('id', 'in', pending)
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
    for (const { id } of rows) audit.changes('transaction', id, { status: 'pending' }, { status: 'cancel' });
    return ok({ total: rows.length }, `Total cancelled ${rows.length} transaction.`);
  },

  /** Each listed pending or under-review transaction completed and credited, in one database transaction; rows locked in id order. */
  completeSelectedTransactions: async ({ db, body, admin, audit }) => {
    const ids = body.transaction_ids;
    audit.target('transactions', ids.length > 20 ? `${ids.slice(0, 20).join(',')},…` : ids.join(','));
    const locked = await db
      .selectFrom('transactions')
      .select(['id', 'customer_id', 'amount', 'status'])
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    let completed = 0;
    for (const tx of locked) {
      if (tx.status !== 'pending' && tx.status !== 'under_review') continue;
      await completeTransaction(db, tx, admin.id);
      audit.changes('transaction', tx.id, { status: tx.status }, { status: 'completed' });
      completed += 1;
    }
    return ok({ completed, skipped: ids.length - completed }, `Total completed ${completed} transaction.`);
  },
});
