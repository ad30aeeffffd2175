import { apiClient, describeOnEachDatabase } from '../support/test-server';

describeOnEachDatabase('order messages', (server) => {
  let api: ReturnType<typeof apiClient>;
  const stored = () => server().db.selectFrom('order_messages').select(['id', 'message']).orderBy('id').execute();

  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  it("stores a trimmed message and says 'Order message created successfully'", async () => {
    const res = await api.post('/admin/topup-order-message/create', { message: '  Your top-up is on its way.  ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order message created successfully');
    expect(res.body.data).toMatchObject({ message: 'Your top-up is on its way.' });
    expect(await stored()).toContainEqual({ id: res.body.data.id, message: 'Your top-up is on its way.' });
  });

  it('lists the same messages with or without the order being edited', async () => {
    await api.post('/admin/topup-order-message/create', { message: 'Wrong player id, please check.' });
    const plain = await api.get('/admin/topup-order-message');
    expect(plain.status).toBe(200);
    expect(plain.body.data.map((m: { message: string }) => m.message)).toContain('Wrong player id, please check.');
    const forOrder = await api.get('/admin/topup-order-message?order_id=42');
    expect(forOrder.status).toBe(200);
    expect(forOrder.body.data).toEqual(plain.body.data);
    expect((await api.get('/admin/topup-order-message?order_id=abc')).status).toBe(400);
  });

  it('requires the message, blank included, and stores nothing when refused', async () => {
    const before = await stored();
    const missing = await api.post('/admin/topup-order-message/create', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ param: 'message', msg: 'Message is required' }]);
    for (const message of ['', '  \t ']) {
      const res = await api.post('/admin/topup-order-message/create', { message });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ param: 'message', msg: 'Message is required' }]);
    }
    expect((await api.post('/admin/topup-order-message/create', { message: 'ok', order_id: 1 })).status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("deletes through the GET delete call, says 'Order message deleted successfully', and audits it", async () => {
    const { id } = (await api.post('/admin/topup-order-message/create', { message: 'Delivered, please check your account.' })).body.data;
    const res = await api.get(`/admin/topup-order-message/delete/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order message deleted successfully');
    expect((await stored()).map((m) => m.id)).not.toContain(id);
    expect((await api.get('/admin/topup-order-message')).body.data.map((m: { id: number }) => m.id)).not.toContain(id);
    const audit = await server().db.selectFrom('audit_log').select(['operation_id', 'target', 'status_code']).where('operation_id', '=', 'deleteOrderMessage').execute();
    expect(audit.some((a) => a.status_code === 200)).toBe(true);
  });

  it('answers 404 for a message that does not exist, deleting nothing', async () => {
    await api.post('/admin/topup-order-message/create', { message: 'Keep this one.' });
    const before = await stored();
    const res = await api.get('/admin/topup-order-message/delete/987654');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Order message not found' });
    expect(await stored()).toEqual(before);
  });
});
