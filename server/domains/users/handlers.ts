import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { ok, pageOf } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { handlers, withOptions } from '../../http/handler';
import { sortOf } from '../../http/list-query';
import { lockCustomerForEdit, setWallet } from '../shared/wallet';
import { optionalText } from '../shared/text';
import { CUSTOMER_COLUMNS, customerPage, type CustomerSort } from './customer-list';
import { customerHistoryHandlers } from './history';

/** What a customer's history records of an admin's edit (docs/business-rules.md#a-records-history). */
const TRACKED = ['phone', 'address', 'city', 'zip_code', 'wallet'] as const;
const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;

export const liveCustomers = (db: Kysely<Database>) => db.selectFrom('customers').where('deleted_at', 'is', null);

export const userHandlers = {
  ...customerHistoryHandlers,
  ...handlers({
    listUsers: async ({ db, query }) => {
      const { rows, total } = await customerPage(db, query.q, sortOf<CustomerSort>(query.sort, '-created_at'), pageOf(query));
      return ok({ data: rows, user_count: total });
    },

    getUser: async ({ db, params }) => {
      const row = await liveCustomers(db).select(CUSTOMER_COLUMNS).where('id', '=', params.id).executeTakeFirst();
      if (!row) throw notFound('user');
      return ok(row);
    },

    /**
     * Only the fields sent change. The new password is hashed before the transaction; in it, the
     * customer's row is locked, a wallet edit is checked against the balance it names, the wallet is
     * set through the ledger (admin, old and new balance, why) and the other fields are written,
     * all or nothing.
     */
    updateUser: withOptions({ transaction: 'manual' }, async ({ body, params, admin, transaction, audit }) => {
      const password = body.password ? await hashPassword(body.password) : undefined;
      const row = await transaction(async (trx) => {
        if (!(await lockCustomerForEdit(trx, params.id, { wallet: body.wallet, walletWas: body.wallet_was }))) throw notFound('user');
        const before = await trx.selectFrom('customers').select(TRACKED).where('id', '=', params.id).executeTakeFirstOrThrow();
        if (body.wallet !== undefined) {
          await setWallet(trx, params.id, body.wallet, { reason: 'admin_adjustment', adminId: admin.id, note: optionalText(body.note) });
        }
        const values = {
          ...(body.phone !== undefined && { phone: optionalText(body.phone) }),
          ...(body.address !== undefined && { address: optionalText(body.address) }),
          ...(body.city !== undefined && { city: optionalText(body.city) }),
          ...(body.zip_code !== undefined && { zip_code: optionalText(body.zip_code) }),
          ...(password && { password_hash: password }),
        };
        const after = await trx
          .updateTable('customers')
          .set({ ...values, updated_at: sql`now()` })
          .where('id', '=', params.id)
          .returning(CUSTOMER_COLUMNS)
          .executeTakeFirstOrThrow();
        // A new password is named in the history, never a value of it (server/http/audit.ts).
        audit.changes('customer', params.id, { ...before, ...(password && { password: 'old' }) }, { ...pick(after, TRACKED), ...(password && { password: 'new' }) });
        return after;
      });
      return ok(row, 'User updated successfully');
    }),

    /** Soft delete: the customer leaves the lists; their orders, transactions and wallet history stay. */
    deleteUser: async ({ db, params, audit }) => {
      const row = await db
        .updateTable('customers')
        .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', params.id)
        .where('deleted_at', 'is', null)
        .returning(['id', 'deleted_at'])
        .executeTakeFirst();
      if (!row) throw notFound('user');
      audit.changes('customer', row.id, { deleted_at: null }, { deleted_at: row.deleted_at });
      return ok({ id: row.id }, 'User deleted successfully');
    },
  }),
};
