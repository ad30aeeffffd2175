import { sql } from 'kysely';
import { createSubAdmin, createTopupPackage, grantOperations } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

const dhakaDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

describeOnEachDatabase('the audit record', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  it('listAuditLog: every action, newest first, with admin, operation, structured target, outcome and time', async () => {
    const customer = await db().insertInto('customers').values({ username: 'audited', wallet: 5 }).returning('id').executeTakeFirstOrThrow();
    await api.post(`/admin/user/update/${customer.id}`, { wallet: 7, wallet_was: 5, note: 'fix' });
    await api.post('/admin/banner/delete/999999');
    const res = await api.get('/admin/audit-log?limit=2');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    const [refused, update] = res.body.data;
    expect(refused).toMatchObject({ operation_id: 'deleteBanner', outcome: 'refused', status_code: 404, target: { kind: 'banner', id: '999999' } });
    expect(update).toMatchObject({
      operation_id: 'updateUser',
      summary: expect.any(String),
      outcome: 'success',
      status_code: 200,
      target: { kind: 'customer', id: String(customer.id) },
      admin: { id: expect.any(Number), first_name: 'Super' },
    });
  });

  it('money movements name the transaction or order they changed', async () => {
    const { packageId } = await createTopupPackage(db(), 'in_game');
    await db().insertInto('audit_log').values([
      { admin_id: null, operation_id: 'updateTransactionStatus', method: 'POST', path: '/api/admin/transaction/update', target: 'transaction_id=41', status_code: 200 },
      { admin_id: null, operation_id: 'updateOrderStatus', method: 'POST', path: '/api/admin/order/update-order-status/42', target: 'id=42', status_code: 200 },
      { admin_id: null, operation_id: 'completeSelectedOrders', method: 'POST', path: '/api/admin/order/complete-selected-all', target: 'order=43', status_code: 200 },
      { admin_id: null, operation_id: 'setAdminPackagePermissions', method: 'POST', path: '/x', target: `package_id=${packageId}`, status_code: 200 },
    ]).execute();
    const rows = (await api.get('/admin/audit-log?limit=4')).body.data as { operation_id: string; target: unknown }[];
    const target = (op: string) => rows.find((r) => r.operation_id === op)?.target;
    expect(target('updateTransactionStatus')).toEqual({ kind: 'transaction', id: '41' });
    expect(target('updateOrderStatus')).toEqual({ kind: 'order', id: '42' });
    expect(target('completeSelectedOrders')).toEqual({ kind: 'order', id: '43' });
    expect(target('setAdminPackagePermissions')).toEqual({ kind: 'topup_package', id: String(packageId) });
  });

  it('filters by admin, operation, outcome and the shop\'s date range', async () => {
    const sub = await createSubAdmin(db());
    await grantOperations(db(), sub.id, ['deleteNotice']);
    const subApi = apiClient(server().app, await server().login(sub.email, sub.password));
    await subApi.post('/admin/notice/delete/999999');
    await subApi.post('/admin/banner/delete/999999');
    const mine = await api.get(`/admin/audit-log?admin_id=${sub.id}`);
    expect(mine.body.total).toBe(2);
    const op = await api.get(`/admin/audit-log?admin_id=${sub.id}&operation_id=deleteBanner`);
    expect(op.body.data).toEqual([expect.objectContaining({ status_code: 403, outcome: 'refused' })]);
    expect((await api.get(`/admin/audit-log?admin_id=${sub.id}&outcome=success`)).body.total).toBe(0);
    const today = dhakaDate(new Date());
    expect((await api.get(`/admin/audit-log?admin_id=${sub.id}&date_from=${today}&date_to=${today}`)).body.total).toBe(2);
    const tomorrow = dhakaDate(new Date(Date.now() + 86_400_000));
    expect((await api.get(`/admin/audit-log?admin_id=${sub.id}&date_from=${tomorrow}`)).body.total).toBe(0);
    // A record from a second before the shop's midnight belongs to yesterday.
    const midnight = new Date(`${today}T00:00:00+06:00`);
    await db().insertInto('audit_log').values({ admin_id: sub.id, operation_id: 'deleteNotice', method: 'POST', path: '/x', status_code: 200, created_at: new Date(midnight.getTime() - 1000) }).execute();
    expect((await api.get(`/admin/audit-log?admin_id=${sub.id}&date_from=${today}`)).body.total).toBe(2);
    expect((await api.get(`/admin/audit-log?admin_id=${sub.id}&date_to=${dhakaDate(new Date(midnight.getTime() - 1000))}`)).body.total).toBe(1);
    expect((await api.get('/admin/audit-log?operation_id=not-an-op!')).status).toBe(400);
  });

  it('is for super admins only', async () => {
    const sub = await createSubAdmin(db());
    const subApi = apiClient(server().app, await server().login(sub.email, sub.password));
    expect((await subApi.get('/admin/audit-log')).status).toBe(403);
  });

  it('counts a long log up to 10,000 records: the total is exact below, "10,000 or more" (total_capped) beyond', async () => {
    const records = (n: number) =>
      sql`insert into audit_log (admin_id, operation_id, method, path, status_code)
          select null, 'sendSms', 'POST', '/api/admin/sms/send', 200 from generate_series(1, ${n}::int)`.execute(db());
    await records(9_999);
    const below = await api.get('/admin/audit-log?operation_id=sendSms&limit=10');
    expect(below.body).toMatchObject({ total: 9_999, total_capped: false });
    expect(below.body.data).toHaveLength(10);
    // The last page, not full, says the total itself.
    expect((await api.get('/admin/audit-log?operation_id=sendSms&limit=10&page=1000')).body).toMatchObject({ total: 9_999, total_capped: false, data: expect.any(Array) });
    await records(2);
    const beyond = await api.get('/admin/audit-log?operation_id=sendSms&limit=10');
    expect(beyond.body).toMatchObject({ total: 10_000, total_capped: true });
    expect(beyond.body.data).toHaveLength(10);
  });
});
