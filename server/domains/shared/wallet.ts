import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/errors';
import { say } from '../../http/messages';

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
    if (!exists) throw notFound('customer');
    throw conflict(say('walletTooLow'));
  }
  return record(trx, customerId, { oldBalance: row.old_balance, newBalance: row.new_balance }, cause);
}

/** Sets a customer's wallet to `balance` (an admin's correction) and records old and new balance, in the caller's transaction. */
export async function setWallet(trx: Kysely<Database>, customerId: number, balance: string | number, cause: WalletCause): Promise<WalletMove> {
  const current = await trx.selectFrom('customers').select('wallet').where('id', '=', customerId).forUpdate().executeTakeFirst();
  if (!current) throw notFound('customer');
  const row = await trx
    .updateTable('customers')
    .set({ wallet: String(balance), updated_at: sql`now()` })
    .where('id', '=', customerId)
    .returning('wallet')
    .executeTakeFirstOrThrow();
  if (row.wallet === current.wallet) return { oldBalance: current.wallet, newBalance: row.wallet };
  return record(trx, customerId, { oldBalance: current.wallet, newBalance: row.wallet }, cause);
}

/** Taka in a message, as the dashboard writes it (`৳1,250.5`: thousands grouped, no trailing zeros), by the database. */
const takaText = (amount: RawBuilder<unknown>) => sql<string>`'\u09F3' || rtrim(rtrim(to_char(${amount}, 'FM999,999,999,990.00'), '0'), '.')`;

/**
 * Locks a live customer's row for an admin's edit (false when there is none) and checks a wallet
 * edit against the balance it names (`wallet_was`, what the form showed), so a credit or refund
 * that landed since is never silently overwritten. Refused (409, on the wallet field) when that
 * balance is no longer the wallet's, or when a changed wallet comes without it; a wallet sent back
 * as it is, without it, is no change. The database compares the balances, in the locking SELECT.
 */
export async function lockCustomerForEdit(trx: Kysely<Database>, customerId: number, edit: { wallet?: number | string; walletWas?: number | string }): Promise<boolean> {
  const named = sql`${edit.walletWas ?? edit.wallet ?? null}::numeric`;
  const row = await trx
    .selectFrom('customers')
    .select([sql<boolean | null>`wallet = ${named}`.as('same'), takaText(sql`wallet`).as('now'), takaText(named).as('named')])
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return false;
  if (row.same !== false) return true;
  const message = edit.walletWas !== undefined ? say('walletChanged', { now: row.now, was: row.named }) : say('walletEditWithoutBalance', { now: row.now });
  throw new HttpError(409, message, [{ msg: message, param: 'wallet' }]);
}
