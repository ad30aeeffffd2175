import { apiClient, describeOnEachDatabase } from '../support/test-server';

describeOnEachDatabase('top-up payment methods', (server) => {
  let api: ReturnType<typeof apiClient>;
  let wallet: number;
  let nagad: number;
  const db = () => server().db;
  const stored = (id: number) => db().selectFrom('topup_payment_methods').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
    const rows = await db()
      .insertInto('topup_payment_methods')
      .values([{ name: 'Wallet', is_active: 1 }, { name: 'Nagad', is_active: 0, logo: 'ea29dc29-0d48-f48c-2d69-e1c808584c19.png' }])
      .returning('id')
      .execute();
    [wallet, nagad] = rows.map((r) => r.id);
  });

  it('lists every top-up payment method under the path spelled as the existing backend has it', async () => {
    const res = await api.get('/admin/topup-pyament-methods');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(wallet)).toMatchObject({ name: 'Wallet', is_active: 1, logo: null, logo_full_url: null });
    expect(byId.get(nagad)).toMatchObject({ name: 'Nagad', is_active: 0, logo: 'ea29dc29-0d48-f48c-2d69-e1c808584c19.png' });
    expect((byId.get(nagad) as { logo_full_url: string }).logo_full_url).toMatch(/^\/images\/ea29dc29-0d48-f48c-2d69-e1c808584c19\.png$/);
  });

  it('inactivates an active method (is_active 0) with its message', async () => {
    const res = await api.post(`/admin/topup-payment-method/inactive/${wallet}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payment method inactivated successfully');
    expect(res.body.data).toMatchObject({ id: wallet, is_active: 0 });
    expect((await stored(wallet)).is_active).toBe(0);
  });

  it('activates an inactive method (is_active 1) with its message', async () => {
    const res = await api.post(`/admin/topup-payment-method/active/${nagad}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payment method activated successfully');
    expect(res.body.data).toMatchObject({ id: nagad, is_active: 1 });
    expect((await stored(nagad)).is_active).toBe(1);
    const listed = (await api.get('/admin/topup-pyament-methods')).body.data.find((m: { id: number }) => m.id === nagad);
    expect(listed.is_active).toBe(1);
  });

  it('is idempotent: activating an active method (or inactivating an inactive one) succeeds and changes nothing', async () => {
    const before = await stored(nagad);
    const again = await api.post(`/admin/topup-payment-method/active/${nagad}`);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Payment method activated successfully');
    expect(await stored(nagad)).toEqual(before);

    await api.post(`/admin/topup-payment-method/inactive/${wallet}`);
    const inactive = await stored(wallet);
    expect((await api.post(`/admin/topup-payment-method/inactive/${wallet}`)).status).toBe(200);
    expect(await stored(wallet)).toEqual(inactive);
  });

  it('answers 404 for an unknown method and changes nothing', async () => {
    const before = await db().selectFrom('topup_payment_methods').selectAll().orderBy('id').execute();
    for (const path of ['active', 'inactive']) {
      const res = await api.post(`/admin/topup-payment-method/${path}/987654`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Payment method not found' });
    }
    expect((await api.post('/admin/topup-payment-method/active/abc')).status).toBe(400);
    expect(await db().selectFrom('topup_payment_methods').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
