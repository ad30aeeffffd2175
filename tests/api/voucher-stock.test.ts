import { sql } from 'kysely';
import { createOrder, createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

/**
 * Per-package stock (unused codes, used codes still shown) is kept in the same transactions that
 * add, hand out, hide and delete codes, so the statistics and the voucher page never count rows.
 */
describeOnEachDatabase('voucher stock counts', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  /** The kept counts against a real count of the rows, for every package. */
  async function expectCountsTrue() {
    const { rows } = await sql<{ package_id: number; kept_available: number; real_available: number; kept_shown: number; real_shown: number }>`
      select p.id as package_id,
             coalesce(s.available, 0) as kept_available,
             (select count(*)::int from vouchers v where v.package_id = p.id and v.is_used = 0) as real_available,
             coalesce(s.used_shown, 0) as kept_shown,
             (select count(*)::int from vouchers v where v.package_id = p.id and v.is_used = 1 and v.hidden_at is null) as real_shown
      from topup_packages p left join voucher_stock s on s.package_id = p.id`.execute(db());
    for (const row of rows) expect({ id: row.package_id, available: row.kept_available, shown: row.kept_shown }).toEqual({ id: row.package_id, available: row.real_available, shown: row.real_shown });
    return rows;
  }

  it('follow codes being added, handed out, hidden and deleted', async () => {
    const { productId, packageId } = await createTopupPackage(db(), 'voucher');
    await api.post('/admin/packages/add-voucher', { package_id: packageId, data: Array.from({ length: 50 }, (_, i) => `STOCK-${i}`) });
    await api.post('/admin/packages/add-voucher', { package_id: packageId, data: ['STOCK-1', 'STOCK-50'] });
    await expectCountsTrue();

    const codes = await db().selectFrom('vouchers').select('id').where('package_id', '=', packageId).orderBy('id').limit(3).execute();
    for (const { id } of codes) {
      const order = await createOrder(db(), productId, packageId);
      await db().updateTable('vouchers').set({ is_used: 1, used_at: sql`now()`, claim_by: order.customer_id }).where('id', '=', id).execute();
      await db().updateTable('orders').set({ voucher_id: id }).where('id', '=', order.id).execute();
    }
    await expectCountsTrue();
    const unused = await db().selectFrom('vouchers').select('id').where('package_id', '=', packageId).where('is_used', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    expect((await api.get(`/admin/packages/delete-voucher/${unused.id}`)).status).toBe(200);
    expect((await api.get(`/admin/packages/delete-voucher/${codes[0].id}`)).status).toBe(409);
    await expectCountsTrue();
    expect((await api.get(`/admin/packages/${packageId}/voucher?page=1&limit=5`)).body.data.total).toBe(50);

    await api.get('/admin/soft-delete-voucher');
    const rows = await expectCountsTrue();
    expect(rows.find((r) => r.package_id === packageId)).toMatchObject({ kept_available: 47, kept_shown: 0 });
    const stats = (await api.get('/admin/voucher/available-voucher-by-package')).body.data;
    expect(stats.find((s: { package_id: number }) => s.package_id === packageId)).toMatchObject({ available: 47, voucher_count: 47, sold_today: 3, today_sell: 3 });
  });
});
