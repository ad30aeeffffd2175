import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { BACKFILL_RECORD_TARGETS } from '../../server/db/migrations/0021-record-history';
import { changesBetween, isSecretField } from '../../server/http/audit';
import {
  createCustomer,
  createCustomerOrder,
  createPhysicalOrder,
  createSubAdmin,
  createTopupPackage,
  createTransaction,
  grantOperations,
} from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

interface Change {
  field: string;
  before: unknown;
  after: unknown;
  redacted?: boolean;
}
interface Entry {
  id: number;
  admin: { id: number; first_name: string; last_name: string } | null;
  operation_id: string;
  summary: string;
  changes: Change[] | null;
  created_at: string;
}

/**
 * A record's history (GET /admin/history/{kind}/{id}): who did what to an order, a wallet-add, a
 * physical order or a customer, and when, with the fields each change made, newest first; never a
 * secret's value; open to the admins who may see the record; the change and its record commit
 * together; records written before fields were recorded show without them.
 */
describeOnEachDatabase('record history', (server) => {
  let api: ReturnType<typeof apiClient>;
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = server().db;
    api = apiClient(server().app, await server().login());
  });

  const history = async (client: ReturnType<typeof apiClient>, kind: string, id: number, query = '') => {
    const res = await client.get(`/admin/history/${kind}/${id}${query}`);
    return { status: res.status, body: res.body, entries: (res.body?.data ?? []) as Entry[] };
  };

  it('a wallet-add: who completed it and when, the status before and after, newest first and paged', async () => {
    const customer = await createCustomer(db, 0);
    const tx = await createTransaction(db, customer.id, { amount: 100, status: 'under_review' });
    expect((await api.post(`/admin/transaction/update-full-row/${tx.id}`, { amount: '120.50', number: '01711222333' })).status).toBe(200);
    expect((await api.post('/admin/transaction/update', { transaction_id: tx.id, status: 'completed' })).status).toBe(200);
    // Refused (completed is final): it changed nothing, so it is no part of the history.
    expect((await api.post('/admin/transaction/update', { transaction_id: tx.id, status: 'cancel' })).status).toBe(409);

    const { status, body, entries } = await history(api, 'transaction', tx.id);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(entries.map((e) => e.operation_id)).toEqual(['updateTransactionStatus', 'updateTransaction']);
    const [completed, edited] = entries;
    expect(completed).toMatchObject({
      admin: { id: expect.any(Number), first_name: expect.any(String) },
      summary: expect.any(String),
      changes: [{ field: 'status', before: 'under_review', after: 'completed' }],
    });
    expect(Date.parse(completed.created_at)).toBeGreaterThanOrEqual(Date.parse(edited.created_at));
    expect(edited.changes).toEqual(
      expect.arrayContaining([
        { field: 'amount', before: '100.00', after: '120.50' },
        { field: 'number', before: expect.any(String), after: '01711222333' },
      ]),
    );
    expect(edited.changes?.map((c) => c.field)).not.toContain('status');

    const second = await history(api, 'transaction', tx.id, '?page=2&limit=1');
    expect(second.entries.map((e) => e.operation_id)).toEqual(['updateTransaction']);
    expect(second.body.total).toBe(2);
  });

  it('a bulk completion or Cancel All records each wallet-add it changed in that wallet-add\'s history', async () => {
    const customer = await createCustomer(db, 0);
    const a = await createTransaction(db, customer.id, { amount: 10 });
    const b = await createTransaction(db, customer.id, { amount: 20, status: 'under_review' });
    const c = await createTransaction(db, customer.id, { amount: 30 });
    expect((await api.post('/admin/transaction/complete-selected-all', { transaction_ids: [a.id, b.id] })).body.data.completed).toBe(2);
    expect((await history(api, 'transaction', a.id)).entries).toEqual([
      expect.objectContaining({ operation_id: 'completeSelectedTransactions', changes: [{ field: 'status', before: 'pending', after: 'completed' }] }),
    ]);
    expect((await history(api, 'transaction', b.id)).entries[0].changes).toEqual([{ field: 'status', before: 'under_review', after: 'completed' }]);

    expect((await api.post('/admin/transaction/cancel-all')).status).toBe(200);
    expect((await history(api, 'transaction', c.id)).entries).toEqual([
      expect.objectContaining({ operation_id: 'cancelAllPendingTransactions', changes: [{ field: 'status', before: 'pending', after: 'cancel' }] }),
    ]);
  });

  it('orders, physical orders and customers record the fields their changes made', async () => {
    const { productId, packageId } = await createTopupPackage(db, 'in_game');
    const customer = await createCustomer(db, 50, { phone: '01700000001' });
    const order = await createCustomerOrder(db, customer.id, productId, packageId, { amount: 100 });
    expect((await api.post(`/admin/order/claim/${order.id}`)).status).toBe(200);
    expect((await api.post(`/admin/order/update-order-status/${order.id}`, { status: 'cancel', order_note: 'Wrong player id' })).status).toBe(200);
    const orderHistory = (await history(api, 'order', order.id)).entries;
    expect(orderHistory.map((e) => e.operation_id)).toEqual(['updateOrderStatus', 'claimOrder']);
    expect(orderHistory[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'in_progress', after: 'cancel' },
        { field: 'order_note', before: null, after: 'Wrong player id' },
      ]),
    );
    expect(orderHistory[1].changes).toEqual([{ field: 'status', before: 'pending', after: 'in_progress' }]);

    const { orderId: physicalId } = await createPhysicalOrder(db, customer.id);
    expect((await api.post(`/admin/update-physical-order-status/${physicalId}`, { status: 'completed', order_note: 'Sent by courier' })).status).toBe(200);
    expect((await history(api, 'physical_order', physicalId)).entries[0]).toMatchObject({
      operation_id: 'updatePhysicalOrderStatus',
      changes: expect.arrayContaining([{ field: 'status', before: 'pending', after: 'completed' }, { field: 'order_note', before: null, after: 'Sent by courier' }]),
    });

    const wallet = (await db.selectFrom('customers').select('wallet').where('id', '=', customer.id).executeTakeFirstOrThrow()).wallet;
    expect((await api.post(`/admin/user/update/${customer.id}`, { phone: '01700000002', wallet: 75, wallet_was: wallet, note: 'Refund' })).status).toBe(200);
    expect((await api.post(`/admin/user/delete/${customer.id}`)).status).toBe(200);
    const [deleted, edited] = (await history(api, 'customer', customer.id)).entries;
    expect(edited.changes).toEqual(
      expect.arrayContaining([
        { field: 'phone', before: '01700000001', after: '01700000002' },
        { field: 'wallet', before: wallet, after: '75.00' },
      ]),
    );
    // A deleted customer's history stays readable, their deletion in it.
    expect(deleted).toMatchObject({ operation_id: 'deleteUser', changes: [{ field: 'deleted_at', before: null, after: expect.any(String) }] });
  });

  it('never holds a secret: a new password is named as changed, no value of it (nor its hash) is stored or answered', async () => {
    const customer = await createCustomer(db, 0);
    const password = 'history-secret-password-77';
    expect((await api.post(`/admin/user/update/${customer.id}`, { password, city: 'Khulna' })).status).toBe(200);
    const { entries, body } = await history(api, 'customer', customer.id);
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'password', before: null, after: null, redacted: true },
        { field: 'city', before: null, after: 'Khulna' },
      ]),
    );
    const hash = (await db.selectFrom('customers').select('password_hash').where('id', '=', customer.id).executeTakeFirstOrThrow()).password_hash as string;
    const stored = JSON.stringify(await db.selectFrom('audit_log').selectAll().where('target_kind', '=', 'customer').where('target_id', '=', String(customer.id)).execute());
    for (const text of [JSON.stringify(body), stored]) {
      expect(text).not.toContain(password);
      expect(text).not.toContain(hash);
    }

    // Whatever a record holds (written by other code), a secret field's values never leave.
    await db
      .insertInto('audit_log')
      .values({
        admin_id: null,
        operation_id: 'updateUser',
        method: 'POST',
        path: '/x',
        status_code: 200,
        target_kind: 'customer',
        target_id: String(customer.id),
        changes: JSON.stringify([{ field: 'ingamepassword', before: 'leaked-old', after: 'leaked-new' }]),
      })
      .execute();
    const answered = JSON.stringify((await history(api, 'customer', customer.id)).body);
    expect(answered).not.toContain('leaked-');
    expect((await history(api, 'customer', customer.id)).entries[0].changes).toEqual([{ field: 'ingamepassword', before: null, after: null, redacted: true }]);
  });

  it('the deny-list is central: secret fields by name or by kind are named, never their values', () => {
    for (const field of ['password', 'password_hash', 'token_hash', 'ingamepassword', 'securitycode', 'second_factor_secret', 'recovery_codes', 'device_token', 'new_gateway_token']) {
      expect(isSecretField(field)).toBe(true);
    }
    for (const field of ['status', 'amount', 'number', 'transaction_id', 'order_note', 'phone', 'wallet']) expect(isSecretField(field)).toBe(false);
    expect(changesBetween({ status: 'pending', password_hash: 'a', wallet: '1.00' }, { status: 'completed', password_hash: 'b', wallet: '1.00' })).toEqual([
      { field: 'status', before: 'pending', after: 'completed' },
      { field: 'password_hash', before: null, after: null, redacted: true },
    ]);
  });

  it('the change and its record commit together: a record that cannot be written undoes the change, and none is left', async () => {
    const customer = await createCustomer(db, 0);
    const tx = await createTransaction(db, customer.id, { amount: 40 });
    await sql`
      create function refuse_history_audit() returns trigger language plpgsql as $$
      begin
        if new.operation_id = 'updateTransactionStatus' and new.status_code < 400 then raise exception 'audit store refused'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger refuse_history_audit before insert on audit_log for each row execute function refuse_history_audit()`.execute(db);
    try {
      expect((await api.post('/admin/transaction/update', { transaction_id: tx.id, status: 'completed' })).status).toBe(500);
    } finally {
      await sql`drop trigger refuse_history_audit on audit_log`.execute(db);
      await sql`drop function refuse_history_audit()`.execute(db);
    }
    const row = await db.selectFrom('transactions').select('status').where('id', '=', tx.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect((await db.selectFrom('customers').select('wallet').where('id', '=', customer.id).executeTakeFirstOrThrow()).wallet).toBe('0.00');
    expect((await history(api, 'transaction', tx.id)).entries).toEqual([]);
  });

  it('records written before fields were recorded show who and when, without field details (backfilled from their target)', async () => {
    const customer = await createCustomer(db, 0);
    const tx = await createTransaction(db, customer.id);
    const { orderId } = await createPhysicalOrder(db, customer.id);
    const [me] = await db.selectFrom('admins').select('id').orderBy('id').limit(1).execute();
    await db
      .insertInto('audit_log')
      .values([
        { admin_id: me.id, operation_id: 'updateTransactionStatus', method: 'POST', path: '/api/admin/transaction/update', target: `transaction_id=${tx.id}`, status_code: 200 },
        { admin_id: me.id, operation_id: 'updatePhysicalOrderStatus', method: 'POST', path: `/api/admin/update-physical-order-status/${orderId}`, target: `id=${orderId}`, status_code: 200 },
        { admin_id: me.id, operation_id: 'completeSelectedTransactions', method: 'POST', path: '/x', target: `transactions=${tx.id},${tx.id + 1}`, status_code: 200 },
      ])
      .execute();
    await sql.raw(BACKFILL_RECORD_TARGETS).execute(db);
    expect((await history(api, 'transaction', tx.id)).entries).toEqual([
      expect.objectContaining({ operation_id: 'updateTransactionStatus', admin: expect.objectContaining({ id: me.id }), changes: null }),
    ]);
    expect((await history(api, 'physical_order', orderId)).entries).toEqual([expect.objectContaining({ operation_id: 'updatePhysicalOrderStatus', changes: null })]);
  });

  it('is open to the admins who may see the record, as its list decides; 404 for none; 400 for a kind without a history', async () => {
    const customer = await createCustomer(db, 0);
    const manual = await createTransaction(db, customer.id);
    const automated = await createTransaction(db, customer.id, { is_automated: 1 });
    const mine = await createTopupPackage(db, 'in_game');
    const theirs = await createTopupPackage(db, 'in_game');
    const myOrder = await createCustomerOrder(db, customer.id, mine.productId, mine.packageId);
    const theirOrder = await createCustomerOrder(db, customer.id, theirs.productId, theirs.packageId);
    const { orderId: physicalId } = await createPhysicalOrder(db, customer.id);

    const sub = await createSubAdmin(db);
    await grantOperations(db, sub.id, ['listMyPackageOrders', 'listManualTransactions']);
    await db.insertInto('admin_package_permissions').values({ admin_id: sub.id, package_id: mine.packageId }).execute();
    const subApi = apiClient(server().app, await server().login(sub.email, sub.password));
    expect((await history(subApi, 'transaction', manual.id)).status).toBe(200);
    expect((await history(subApi, 'transaction', automated.id)).status).toBe(403);
    expect((await history(subApi, 'order', myOrder.id)).status).toBe(200);
    expect((await history(subApi, 'order', theirOrder.id)).status).toBe(403);
    expect((await history(subApi, 'physical_order', physicalId)).status).toBe(403);
    const forbidden = await history(subApi, 'customer', customer.id);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ success: false, message: expect.any(String) });
    // The kind is checked first: an admin who sees no customer learns nothing of which exist.
    expect((await history(subApi, 'customer', 99_999_999)).status).toBe(403);

    const other = await createSubAdmin(db);
    await grantOperations(db, other.id, ['listOrders', 'listAutomatedTransactions', 'listUsers', 'listPhysicalOrders']);
    const otherApi = apiClient(server().app, await server().login(other.email, other.password));
    for (const [kind, id] of [['order', theirOrder.id], ['transaction', automated.id], ['customer', customer.id], ['physical_order', physicalId]] as const) {
      expect((await history(otherApi, kind, id)).status).toBe(200);
    }
    expect((await history(otherApi, 'transaction', manual.id)).status).toBe(403);

    expect((await history(api, 'order', 99_999_999)).status).toBe(404);
    expect((await history(api, 'transaction', 99_999_999)).status).toBe(404);
    const badKind = await history(api, 'admin', 1);
    expect(badKind.status).toBe(400);
    expect(badKind.body).toMatchObject({ success: false });
    expect((await history(api, 'order', 0)).status).toBe(400);
  });
});
