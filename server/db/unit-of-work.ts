import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * What the current async context holds: set while a unit of work's transaction is open, so the
 * drivers refuse a query issued on `db` instead of the transaction (on PGlite's single connection
 * that query would wait for the transaction forever; on PostgreSQL it would silently run outside
 * it). Work meant to outlive the request starts with `detached()`.
 */
export interface TransactionScope {
  open: boolean;
}
export const transactionScope = new AsyncLocalStorage<TransactionScope>();

export class QueryOutsideTransactionError extends Error {
  constructor() {
    super('A query was issued on the database while this request holds a transaction: use the transaction it was given.');
  }
}

/** Serialization failures and deadlocks: the work is safe to run again from the start. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

function isRetryable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && RETRYABLE.has((err as { code?: string }).code ?? '');
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));

/**
 * Runs `work` in one transaction: everything it writes commits together or not at all. A
 * serialization failure or deadlock rolls back and runs `work` again (bounded, with jitter), so
 * the client never sees one unless it persists; lock waits are bounded by the connection's
 * `lock_timeout` (see database.ts). Transactions do not nest.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  assertNoOpenTransaction();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const scope: TransactionScope = { open: false };
      return await transactionScope.run(scope, () =>
        db.transaction().execute(async (trx) => {
          scope.open = true;
          try {
            return await work(trx);
          } finally {
            scope.open = false;
          }
        }),
      );
    } catch (err) {
      if (!isRetryable(err) || attempt >= MAX_ATTEMPTS) throw err;
      await pause(attempt);
    }
  }
}

/** Asserts the current async context holds no open transaction (called when a driver hands out a connection). */
export function assertNoOpenTransaction(): void {
  if (transactionScope.getStore()?.open) throw new QueryOutsideTransactionError();
}

/** Starts background work outside any transaction of the current request (it may use `db`). */
export function detached<T>(work: () => Promise<T>): Promise<T> {
  return transactionScope.exit(work);
}
