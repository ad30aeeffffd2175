import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

/**
 * Why a wallet moved. `transaction_completed`, `order_refund` and `physical_order_refund` happen at
 * most once per transaction, order and physical order: partial unique indexes on wallet_changes
 * make that a fact of the database (migrations 0001 and 0003).
 */
export type WalletReason = 'transaction_completed' | 'order_refund' | 'physical_order_refund' | 'admin_adjustment';

export interface WalletCause {
  reason: WalletReason;
  /** The admin who made the change (null for the system). */
  adminId: number | null;
  transactionId?: number;
  orderId?: number;
  physicalOrderId?: number;
  /** Why an admin changed the wallet by hand (shown in the customer's wallet history). */
  note?: string | null;
}

export interface WalletMove {
  oldBalance: string;
  newBalance: string;
}

async function record(trx: Kysely<Database>, customerId: number, move: WalletMove, cause: WalletCause): Promise<WalletMove> {
  await trx
    .insertInto('wallet_changes')
    .values({
      customer_id: customerId,
      admin_id: cause.adminId,
      old_balance: move.oldBalance,
      new_balance: move.newBalance,
      reason: cause.reason,
      transaction_id: cause.transactionId ?? null,
      order_id: cause.orderId ?? null,
      physical_order_id: cause.physicalOrderId ?? null,
      note: cause.note ?? null,
    })
    .execute();
  return move;
}

/**
 * Credits (or, negative, debits) a customer's wallet by `amount` in SQL and writes its ledger row,
 * in the caller's transaction: the balance never passes through a JavaScript number. A wallet that
 * would go below zero is refused (409) and nothing changes.
 */
export async function moveWallet(trx: Kysely<Database>, customerId: number, amount: string | number, cause: WalletCause): Promise<WalletMove> {
  const delta = sql<string>`${String(amount)}::numeric`;
  const row = await trx
    .updateTable('customers')
    .set({ wallet: sql`wallet + ${delta}`, updated_at: sql`now()` })
    .where('id', '=', customerId)
    .where(sql<boolean>`wallet + ${delta} >= 0`)
    .returning([sql<string>`(wallet - ${delta})::text`.as('old_balance'), 'wallet as new_balance'])
    .executeTakeFirst();
  if (!row) {
    const exists = await trx.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst();
    if (!exists) throw notFound('Customer');
    throw conflict('The wallet does not hold that much');
  }
  return record(trx, customerId, { oldBalance: row.old_balance, newBalance: row.new_balance }, cause);
}

/** Sets a customer's wallet to `balance` (an admin's correction) and records old and new balance, in the caller's transaction. */
export async function setWallet(trx: Kysely<Database>, customerId: number, balance: string | number, cause: WalletCause): Promise<WalletMove> {
  const current = await trx.selectFrom('customers').select('wallet').where('id', '=', customerId).forUpdate().executeTakeFirst();
  if (!current) throw notFound('Customer');
  const row = await trx
    .updateTable('customers')
    .set({ wallet: String(balance), updated_at: sql`now()` })
    .where('id', '=', customerId)
    .returning('wallet')
    .executeTakeFirstOrThrow();
  if (row.wallet === current.wallet) return { oldBalance: current.wallet, newBalance: row.wallet };
  return record(trx, customerId, { oldBalance: current.wallet, newBalance: row.wallet }, cause);
}
