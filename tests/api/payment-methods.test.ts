import { apiClient, describeOnEachDatabase } from '../support/test-server';

const BKASH = { name: 'bKash', logo: 'b983fc9d-e040-34a2-fbd6-34f2e9525692.png', info: '01700000001', status: '1', is_automated: 1 };

describeOnEachDatabase('payment methods', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  const rows = () => db().selectFrom('payment_methods').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  it('creates, lists, reads and updates a payment method with the spec messages and the logo URL', async () => {
    const created = await api.post('/admin/payment-method/create', { ...BKASH, name: '  bKash  ' });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Payment method created successfully');
    const method = created.body.data;
    expect(method).toMatchObject({ name: 'bKash', logo: 'b983fc9d-e040-34a2-fbd6-34f2e9525692.png', info: '01700000001', status: '1', is_automated: 1 });
    expect(method.logo_full_url).toMatch(/^\/images\/b983fc9d-e040-34a2-fbd6-34f2e9525692\.png$/);
    expect(method).not.toHaveProperty('deleted_at');

    const list = await api.get('/admin/payment-methods');
    expect(list.status).toBe(200);
    expect(list.body.data.find((m: { id: number }) => m.id === method.id)).toMatchObject({ name: 'bKash', logo_full_url: method.logo_full_url });

    const updated = await api.post(`/admin/payment-method/update/${method.id}`, { name: 'bKash Personal', logo: 'ff466a70-bf37-9968-d27d-9916fbc48519.png', info: '01800000000', status: '0', is_automated: 0 });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Payment method updated successfully');
    const read = await api.get(`/admin/payment-method/${method.id}`);
    expect(read.body.data).toMatchObject({ name: 'bKash Personal', logo: 'ff466a70-bf37-9968-d27d-9916fbc48519.png', info: '01800000000', status: '0', is_automated: 0 });
    expect(read.body.data.logo_full_url).toMatch(/\/images\/ff466a70-bf37-9968-d27d-9916fbc48519\.png$/);
  });

  it('is manual unless marked automated', async () => {
    const { is_automated: _automated, ...manual } = BKASH;
    const res = await api.post('/admin/payment-method/create', { ...manual, name: 'Nagad' });
    expect(res.status).toBe(200);
    expect(res.body.data.is_automated).toBe(0);
  });

  it('requires name, logo, information and status, and changes nothing when refused', async () => {
    const before = await rows();
    const missing = await api.post('/admin/payment-method/create', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { param: 'name', msg: 'Name is required' },
        { param: 'logo', msg: 'Logo is required' },
        { param: 'info', msg: 'Information is required' },
        { param: 'status', msg: 'Status is required' },
      ]),
    );
    const blank = await api.post('/admin/payment-method/create', { ...BKASH, name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ param: 'name', msg: 'Name is required' }]);
    const blankStatus = await api.post('/admin/payment-method/create', { ...BKASH, status: ' ' });
    expect(blankStatus.body.errors).toEqual([{ param: 'status', msg: 'Status is required' }]);
    expect(await rows()).toEqual(before);
  });

  it('accepts only digits as information, and changes nothing when refused', async () => {
    const created = (await api.post('/admin/payment-method/create', { ...BKASH, name: 'Rocket' })).body.data;
    const before = await rows();
    for (const info of ['0170-000', '12a', ' 017', '1.5', '', '1'.repeat(51)]) {
      const res = await api.post('/admin/payment-method/create', { ...BKASH, info });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ param: 'info', msg: 'Information must be a number of at most 50 digits' }]);
    }
    const asNumber = await api.post(`/admin/payment-method/update/${created.id}`, { ...BKASH, info: 1700000001 });
    expect(asNumber.status).toBe(400);
    const flag = await api.post(`/admin/payment-method/update/${created.id}`, { ...BKASH, is_automated: 2 });
    expect(flag.status).toBe(400);
    const extra = await api.post(`/admin/payment-method/update/${created.id}`, { ...BKASH, balance: 5 });
    expect(extra.status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('soft-deletes: the method leaves the list while its transactions keep referring to it', async () => {
    const method = (await api.post('/admin/payment-method/create', { ...BKASH, name: 'Upay' })).body.data;
    const customer = await db().insertInto('customers').values({ username: 'payer', phone: '01900000000' }).returning('id').executeTakeFirstOrThrow();
    const txn = await db()
      .insertInto('transactions')
      .values({ customer_id: customer.id, payment_method_id: method.id, amount: 500, number: '01900000000', transaction_id: 'TX-UPAY-1', status: 'completed' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const deleted = await api.post(`/admin/payment-method/delete/${method.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Payment method deleted successfully');

    expect((await api.get('/admin/payment-methods')).body.data.map((m: { id: number }) => m.id)).not.toContain(method.id);
    expect((await api.get(`/admin/payment-method/${method.id}`)).status).toBe(404);
    expect((await api.post(`/admin/payment-method/update/${method.id}`, BKASH)).status).toBe(404);
    expect((await api.post(`/admin/payment-method/delete/${method.id}`)).status).toBe(404);

    // The history stays whole: the transaction and the method it names are both still there.
    const transaction = await db().selectFrom('transactions').selectAll().where('id', '=', txn.id).executeTakeFirstOrThrow();
    expect(transaction).toMatchObject({ payment_method_id: method.id, amount: '500.00', status: 'completed' });
    const stored = await db().selectFrom('payment_methods').selectAll().where('id', '=', method.id).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Upay');
    expect(stored.deleted_at).not.toBeNull();
  });

  it('answers 404 in the error shape for a payment method that does not exist', async () => {
    const res = await api.get('/admin/payment-method/987654');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Payment method not found' });
    expect((await api.post('/admin/payment-method/update/987654', BKASH)).status).toBe(404);
  });
});
