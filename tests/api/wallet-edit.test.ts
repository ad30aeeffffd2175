import { createCustomer, createTransaction } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

/**
 * Issue 20, point 2: an admin's wallet edit names the balance it was made against (`wallet_was`),
 * so a credit that lands while the form is open is never silently erased.
 */
describeOnEachDatabase('a wallet edit names the balance it was made against', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const walletOf = async (id: number) => (await db().selectFrom('customers').select('wallet').where('id', '=', id).executeTakeFirstOrThrow()).wallet;
  const ledgerOf = (id: number) => db().selectFrom('wallet_changes').select(['reason', 'old_balance', 'new_balance', 'note']).where('customer_id', '=', id).orderBy('id').execute();
  const auditOf = (id: number) =>
    db().selectFrom('audit_log').select(['status_code']).where('operation_id', '=', 'updateUser').where('path', '=', `/api/admin/user/update/${id}`).orderBy('id').execute();

  it('an edit completed at the same moment as a credit never erases it: the edit lands first (0 → 50, then +100 = 150) or is refused (409, 100 stays)', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 20; round += 1) {
      const customer = await createCustomer(db(), '0.00');
      const credit = await createTransaction(db(), customer.id, { amount: '100.00' });
      const complete = () => api.post('/admin/transaction/update', { transaction_id: credit.id, status: 'completed' });
      const edit = () => api.post(`/admin/user/update/${customer.id}`, { wallet: '50.00', wallet_was: '0.00', note: 'Counted again' });
      // Either is sent first, the other up to 4 ms later: on PGlite, which runs one transaction at a time, that order decides.
      const [completed, edited] =
        round % 2 ? await Promise.all([complete(), pause(round % 5).then(edit)]) : (await Promise.all([edit(), pause(round % 5).then(complete)])).reverse();

      expect(completed.status).toBe(200);
      const wallet = await walletOf(customer.id);
      if (edited.status === 200) {
        expect({ round, wallet }).toEqual({ round, wallet: '150.00' });
      } else {
        expect({ round, status: edited.status, wallet }).toEqual({ round, status: 409, wallet: '100.00' });
        expect(edited.body.message).toBe('The wallet is now ৳100 (it was ৳0 when you opened the form). Review it and try again.');
      }
      outcomes.add(String(edited.status));
      // The ledger adds up to the balance whichever way it went.
      const ledger = await ledgerOf(customer.id);
      expect(ledger.at(-1)?.new_balance).toBe(wallet);
    }
    // Both orders happened, so both outcomes were seen.
    expect([...outcomes].sort()).toEqual(['200', '409']);
  });

  it('a stale wallet_was is refused with 409 on the wallet field and changes nothing, not even the phone or address sent with it', async () => {
    const customer = await createCustomer(db(), '100.00', { phone: '01711000001' });
    const res = await api.post(`/admin/user/update/${customer.id}`, { wallet: 50, wallet_was: '1234.5', phone: '01722000002', address: 'New road', note: 'Stale form' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: 'The wallet is now ৳100 (it was ৳1,234.5 when you opened the form). Review it and try again.',
      errors: [{ param: 'wallet', msg: 'The wallet is now ৳100 (it was ৳1,234.5 when you opened the form). Review it and try again.' }],
    });
    const row = await db().selectFrom('customers').select(['wallet', 'phone', 'address']).where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ wallet: '100.00', phone: '01711000001', address: null });
    expect(await ledgerOf(customer.id)).toEqual([]);
    expect(await auditOf(customer.id)).toEqual([{ status_code: 409 }]);
  });

  it('a matching wallet_was applies the edit with its ledger row and audit record; 100 and 100.00 are the same balance', async () => {
    const customer = await createCustomer(db(), '100.00');
    const res = await api.post(`/admin/user/update/${customer.id}`, { wallet: '75.50', wallet_was: 100, city: 'Sylhet', note: 'Counted again' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ wallet: '75.50', city: 'Sylhet' });
    expect(await ledgerOf(customer.id)).toEqual([{ reason: 'admin_adjustment', old_balance: '100.00', new_balance: '75.50', note: 'Counted again' }]);
    expect(await auditOf(customer.id)).toEqual([{ status_code: 200 }]);
  });

  it('a wallet without wallet_was: the balance sent back as it is is no change; any other is refused with 409 saying why, changing nothing', async () => {
    const customer = await createCustomer(db(), '1250.00', { phone: '01711000003' });
    const same = await api.post(`/admin/user/update/${customer.id}`, { phone: '01733000004', wallet: '1250', address: 'Road 9' });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ phone: '01733000004', wallet: '1250.00', address: 'Road 9' });
    const changed = await api.post(`/admin/user/update/${customer.id}`, { phone: '01744000005', wallet: '1300', address: 'Road 10' });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(
      'The wallet is now ৳1,250. This edit does not say which balance it was made against, so it could erase a change made meanwhile; nothing was changed. Review the wallet and set it from a form that sends the balance it showed.',
    );
    const row = await db().selectFrom('customers').select(['wallet', 'phone', 'address']).where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ wallet: '1250.00', phone: '01733000004', address: 'Road 9' });
    expect(await ledgerOf(customer.id)).toEqual([]);
  });
});
