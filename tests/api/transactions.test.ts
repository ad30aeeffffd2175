import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { createCustomer, createTransaction } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

const walletOf = async (db: Kysely<Database>, customerId: number) =>
  (await db.selectFrom('customers').select('wallet').where('id', '=', customerId).executeTakeFirstOrThrow()).wallet;

const creditsOf = (db: Kysely<Database>, transactionId: number) =>
  db.selectFrom('wallet_changes').selectAll().where('transaction_id', '=', transactionId).where('reason', '=', 'transaction_completed').execute();

/**
 * Wallet-add transactions: a completion credits the wallet exactly once, with its ledger row and
 * its audit record in the same database transaction; completed is final.
 */
describeOnEachDatabase('wallet-add transactions', (server) => {
  let api: ReturnType<typeof apiClient>;
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = server().db;
    api = apiClient(server().app, await server().login());
  });

  it('completing a wallet-add credits the wallet once, writes its ledger row and audit record, and completed is final (409)', async () => {
    const customer = await createCustomer(db, '10.50');
    const tx = await createTransaction(db, customer.id, { amount: '249.75' });
    const res = await api.post('/admin/transaction/update', { transaction_id: tx.id, status: 'completed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Transaction updated successfully', data: { id: tx.id, status: 'completed', amount: '249.75', user_id: customer.id } });
    expect(await walletOf(db, customer.id)).toBe('260.25');
    const [credit] = await creditsOf(db, tx.id);
    expect(credit).toMatchObject({ old_balance: '10.50', new_balance: '260.25', customer_id: customer.id, admin_id: expect.any(Number) });
    const audit = await db.selectFrom('audit_log').select(['operation_id', 'target']).where('operation_id', '=', 'updateTransactionStatus').where('target', '=', `transaction_id=${tx.id}`).execute();
    expect(audit).toHaveLength(1);

    for (const status of ['completed', 'pending', 'cancel']) {
      const again = await api.post('/admin/transaction/update', { transaction_id: tx.id, status });
      expect(again.status).toBe(409);
    }
    const edit = await api.post(`/admin/transaction/update-full-row/${tx.id}`, { amount: 999, number: '01700000000', status: 'pending' });
    expect(edit.status).toBe(409);
    expect(await walletOf(db, customer.id)).toBe('260.25');
    expect(await creditsOf(db, tx.id)).toHaveLength(1);
  });

  it('a status change to pending or cancel moves no money; a cancelled one changes only through its full edit', async () => {
    const customer = await createCustomer(db, 0);
    const tx = await createTransaction(db, customer.id, { status: 'under_review' });
    expect((await api.post('/admin/transaction/update', { transaction_id: tx.id, status: 'pending' })).body.data.status).toBe('pending');
    expect((await api.post('/admin/transaction/update', { transaction_id: tx.id, status: 'cancel' })).body.data.status).toBe('cancel');
    expect((await api.post('/admin/transaction/update', { transaction_id: tx.id, status: 'completed' })).status).toBe(409);
    expect(await walletOf(db, customer.id)).toBe('0.00');
    const missing = await api.post('/admin/transaction/update', { transaction_id: 99_999_999, status: 'completed' });
    expect(missing.status).toBe(404);
    const noStatus = await api.post('/admin/transaction/update', { transaction_id: tx.id });
    expect(noStatus.status).toBe(400);
    expect(noStatus.body.errors).toEqual([{ param: 'status', msg: 'Select an option to update' }]);
  });

  it('an under-review manual wallet-add can be completed (credited once) or cancelled (no money moves) from its status call', async () => {
    const customer = await createCustomer(db, '5.00');
    const toComplete = await createTransaction(db, customer.id, { amount: '120.25', status: 'under_review' });
    const completed = await api.post('/admin/transaction/update', { transaction_id: toComplete.id, status: 'completed' });
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({ id: toComplete.id, status: 'completed', is_automated: 0 });
    expect(await walletOf(db, customer.id)).toBe('125.25');
    expect(await creditsOf(db, toComplete.id)).toHaveLength(1);
    expect((await api.post('/admin/transaction/update', { transaction_id: toComplete.id, status: 'completed' })).status).toBe(409);
    expect(await creditsOf(db, toComplete.id)).toHaveLength(1);

    const toCancel = await createTransaction(db, customer.id, { amount: '80.00', status: 'under_review' });
    const cancelled = await api.post('/admin/transaction/update', { transaction_id: toCancel.id, status: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancel');
    expect(await walletOf(db, customer.id)).toBe('125.25');
    expect(await creditsOf(db, toCancel.id)).toHaveLength(0);
  });

  it('the full edit changes amount and number; its status only when cancelled, and completing then credits the new amount once', async () => {
    const customer = await createCustomer(db, 0);
    const pending = await createTransaction(db, customer.id, { amount: 100 });
    const refused = await api.post(`/admin/transaction/update-full-row/${pending.id}`, { amount: 120, number: '01811111111', status: 'completed' });
    expect(refused.status).toBe(409);
    const edited = await api.post(`/admin/transaction/update-full-row/${pending.id}`, { amount: 120, number: ' 01811111111 ' });
    expect(edited.body.data).toMatchObject({ amount: '120.00', number: '01811111111', status: 'pending' });

    const cancelled = await createTransaction(db, customer.id, { amount: 100, status: 'cancel' });
    const completed = await api.post(`/admin/transaction/update-full-row/${cancelled.id}`, { amount: '150.50', number: '01822222222', status: 'completed' });
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({ amount: '150.50', status: 'completed' });
    expect(await walletOf(db, customer.id)).toBe('150.50');
    // A completed one keeps amount and status; its number may still be corrected.
    expect((await api.post(`/admin/transaction/update-full-row/${cancelled.id}`, { amount: 1, number: '01822222222' })).status).toBe(409);
    const renumbered = await api.post(`/admin/transaction/update-full-row/${cancelled.id}`, { amount: 150.5, number: '01833333333' });
    expect(renumbered.body.data.number).toBe('01833333333');
    expect(await walletOf(db, customer.id)).toBe('150.50');
    expect((await api.post(`/admin/transaction/update-full-row/${cancelled.id}`, { amount: 0, number: '1' })).status).toBe(400);
  });

  it('complete-selected completes and credits pending and under-review rows in one go, skipping and counting the others', async () => {
    const customer = await createCustomer(db, 0);
    const a = await createTransaction(db, customer.id, { amount: 100 });
    const b = await createTransaction(db, customer.id, { amount: 200, status: 'under_review' });
    const c = await createTransaction(db, customer.id, { amount: 400, status: 'cancel' });
    const res = await api.post('/admin/transaction/complete-selected-all', { transaction_ids: [a.id, b.id, c.id, 99_999_999] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Total completed 2 transaction.', data: { completed: 2, skipped: 2 } });
    expect(await walletOf(db, customer.id)).toBe('300.00');
    const again = await api.post('/admin/transaction/complete-selected-all', { transaction_ids: [a.id, b.id] });
    expect(again.body.data).toEqual({ completed: 0, skipped: 2 });
    expect(await walletOf(db, customer.id)).toBe('300.00');
  });

  it('cancel-all cancels every pending manual transaction, and no automated or other one', async () => {
    const customer = await createCustomer(db, 0);
    const manual = await createTransaction(db, customer.id);
    const automated = await createTransaction(db, customer.id, { is_automated: 1 });
    const review = await createTransaction(db, customer.id, { status: 'under_review' });
    const res = await api.post('/admin/transaction/cancel-all');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThanOrEqual(1);
    const statuses = await db.selectFrom('transactions').select(['id', 'status']).where('id', 'in', [manual.id, automated.id, review.id]).orderBy('id').execute();
    expect(statuses.map((s) => s.status)).toEqual(['cancel', 'pending', 'under_review']);
    expect((await api.post('/admin/transaction/cancel-all')).body).toMatchObject({ data: { total: 0 }, message: 'Total cancelled 0 transaction.' });
  });

  it('lists are paged on the server, searched, filtered and sorted, with totals', async () => {
    const customer = await createCustomer(db, 0);
    const marker = `ZQ${Date.now().toString(36).toUpperCase()}`;
    const rows = [];
    for (let i = 0; i < 5; i += 1) rows.push(await createTransaction(db, customer.id, { amount: 100 + i, transaction_id: `${marker}${i}`, number: `0199${marker.length}${i}000000` }));
    const searched = await api.get(`/admin/transaction?q=${marker.toLowerCase()}&limit=2&sort=amount`);
    expect(searched.status).toBe(200);
    expect(searched.body.data).toMatchObject({ total: 5, total_capped: false });
    expect(searched.body.data.transactions.map((t: { amount: string }) => t.amount)).toEqual(['100.00', '101.00']);
    const page3 = await api.get(`/admin/transaction?q=${marker}&limit=2&page=3&sort=amount`);
    expect(page3.body.data.transactions.map((t: { id: number }) => t.id)).toEqual([rows[4].id]);
    // The last page (not full) says the total itself; a full one counts; a search that finds nothing says none.
    expect(page3.body.data).toMatchObject({ total: 5, total_capped: false });
    expect((await api.get(`/admin/transaction?q=${marker}&limit=5`)).body.data).toMatchObject({ total: 5, total_capped: false });
    expect((await api.get(`/admin/transaction?q=${marker}&limit=2&page=4`)).body.data).toMatchObject({ transactions: [], total: 5 });
    expect((await api.get(`/admin/transaction?q=${marker}X`)).body.data).toEqual({ transactions: [], total: 0, total_capped: false });
    const byCustomer = await api.get(`/admin/transaction?q=${customer.id}`);
    expect(byCustomer.body.data.transactions.every((t: { user_id: number }) => t.user_id === customer.id)).toBe(true);
    const newest = await api.get('/admin/transaction?limit=100');
    const dates = newest.body.data.transactions.map((t: { created_at: string; id: number }) => [t.created_at, t.id]);
    expect(dates).toEqual([...dates].sort((x, y) => (x[0] === y[0] ? y[1] - x[1] : x[0] < y[0] ? 1 : -1)));
    expect(newest.body.data.transactions.every((t: { is_automated: number }) => t.is_automated === 0)).toBe(true);

    // The kept totals follow every change: unfiltered and per status, manual and automated apart.
    const count = async (automated: 0 | 1, status?: string) => {
      let q = db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('is_automated', '=', automated);
      if (status) q = q.where('status', '=', status as 'pending');
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    expect((await api.get('/admin/transaction')).body.data.total).toBe(await count(0));
    expect((await api.get('/admin/transaction?status=pending')).body.data.total).toBe(await count(0, 'pending'));
    expect((await api.get('/admin/automated-transaction')).body.data.total).toBe(await count(1));
    expect((await api.get('/admin/transaction?sort=nonsense')).status).toBe(400);
  });

  it('the automated list filters on number, order id, user id, transaction id and status', async () => {
    const customer = await createCustomer(db, 0);
    const marker = `AU${Date.now().toString(36).toUpperCase()}`;
    const one = await createTransaction(db, customer.id, { is_automated: 1, transaction_id: `${marker}A`, order_id: `${marker}-ORD`, number: '01555000111', status: 'under_review' });
    await createTransaction(db, customer.id, { is_automated: 1, transaction_id: `${marker}B`, number: '01555000222' });
    const ids = async (query: string) => (await api.get(`/admin/automated-transaction?${query}`)).body.data.transactions.map((t: { id: number }) => t.id);
    expect(await ids(`transaction_id=${marker}A`)).toEqual([one.id]);
    expect(await ids(`order_id=${marker}-ORD`)).toEqual([one.id]);
    expect(await ids(`user_id=${customer.id}&status=under_review`)).toEqual([one.id]);
    expect(await ids(`user_id=${customer.id}&number=01555000`)).toHaveLength(2);
    const got = await api.get(`/admin/transaction/${one.id}`);
    expect(got.body.data).toMatchObject({ id: one.id, is_automated: 1, order_id: `${marker}-ORD` });
    expect((await api.get('/admin/transaction/99999999')).status).toBe(404);
  });

  it('exports every row of the current filter as CSV, across many batches, in the list\'s order', async () => {
    const customer = await createCustomer(db, 0);
    await db
      .insertInto('transactions')
      .values(Array.from({ length: 2_345 }, (_, i) => ({ customer_id: customer.id, amount: 1 + (i % 7), number: `0177${String(i).padStart(7, '0')}`, transaction_id: `=EXP${i}`, created_at: new Date(Date.UTC(2025, 0, 1, 0, 0, i % 600)) })))
      .execute();
    const res = await server().app.inject({ method: 'GET', url: `/api/admin/transaction/export?q=${customer.id}&sort=-amount`, headers: { authorization: `Bearer ${await server().login()}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="manual-wallet-adds.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,User ID,Payment method,Amount (tk),Number,Transaction ID,Status,Created,Updated');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows).toHaveLength(2_345);
    expect(new Set(rows.map((r) => r[0])).size).toBe(2_345);
    const amounts = rows.map((r) => Number(r[3]));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // A spreadsheet never runs a cell as a formula.
    expect(rows.every((r) => r[5].startsWith("'=EXP"))).toBe(true);
    const filtered = await server().app.inject({ method: 'GET', url: `/api/admin/automated-transaction/export?user_id=${customer.id}`, headers: { authorization: `Bearer ${await server().login()}` } });
    expect(filtered.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('24 simultaneous completes of one wallet-add credit once', async () => {
    const customer = await createCustomer(db, 0);
    const tx = await createTransaction(db, customer.id, { amount: 500 });
    const answers = await Promise.all(Array.from({ length: 24 }, () => api.post('/admin/transaction/update', { transaction_id: tx.id, status: 'completed' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(23);
    expect(await walletOf(db, customer.id)).toBe('500.00');
    expect(await creditsOf(db, tx.id)).toHaveLength(1);
  });

  it('a complete-selected racing single completes credits each row once', async () => {
    const customer = await createCustomer(db, 0);
    const txs = [];
    for (let i = 0; i < 12; i += 1) txs.push(await createTransaction(db, customer.id, { amount: 10 }));
    const ids = txs.map((t) => t.id);
    const answers = await Promise.all([
      api.post('/admin/transaction/complete-selected-all', { transaction_ids: ids }),
      api.post('/admin/transaction/complete-selected-all', { transaction_ids: [...ids].reverse() }),
      ...ids.map((id) => api.post('/admin/transaction/update', { transaction_id: id, status: 'completed' })),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const bulkCompleted = answers.slice(0, 2).reduce((sum, a) => sum + a.body.data.completed, 0);
    const singles = answers.slice(2).filter((a) => a.status === 200).length;
    expect(bulkCompleted + singles).toBe(12);
    expect(await walletOf(db, customer.id)).toBe('120.00');
    for (const id of ids) expect(await creditsOf(db, id)).toHaveLength(1);
  });
});
