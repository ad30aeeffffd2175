import { createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

type Statistic = { package_id: number; product_id: number; available: number; sold_today: number; sold_yesterday: number };

describeOnEachDatabase('voucher and id-code statistics', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  /** The midnight that began today in Dhaka (UTC+6 all year, no DST), shifted by `seconds`. */
  const aroundMidnight = (seconds: number) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    return new Date(new Date(`${today}T00:00:00+06:00`).getTime() + seconds * 1000);
  };

  /** A package with `unused` fresh codes and one used code per offset (seconds from local midnight today). */
  async function packageWithSales(type: 'voucher' | 'id_code' | 'in_game', unused: number, usedAt: number[]) {
    const ids = await createTopupPackage(db(), type);
    const codes = Array.from({ length: unused + usedAt.length }, (_, i) => ({ package_id: ids.packageId, data: `${type}-${ids.packageId}-${i}` }));
    if (codes.length === 0) return ids;
    const rows = await db().insertInto('vouchers').values(codes).returning('id').execute();
    for (const [i, offset] of usedAt.entries()) {
      await db().updateTable('vouchers').set({ is_used: 1, used_at: aroundMidnight(offset) }).where('id', '=', rows[unused + i].id).execute();
    }
    return ids;
  }

  const DAY = 24 * 60 * 60;
  const statisticOf = (list: Statistic[], packageId: number) => list.find((s) => s.package_id === packageId);

  it('getVoucherStatistics: per live package of voucher products, available codes and codes sold today and yesterday in the shop\'s time zone', async () => {
    expect(server().app.config.shopTimezone).toBe('Asia/Dhaka');
    // Just after local midnight and an hour later: today. Just before it and just after yesterday's
    // midnight: yesterday. Just before yesterday's midnight: neither.
    const sold = await packageWithSales('voucher', 3, [1, 3600, -1, -DAY + 1, -DAY - 1]);
    const quiet = await packageWithSales('voucher', 0, []);
    const idCode = await packageWithSales('id_code', 2, [1]);

    const res = await api.get('/admin/voucher/available-voucher-by-package');
    expect(res.status).toBe(200);
    const list = res.body.data as Statistic[];
    expect(statisticOf(list, sold.packageId)).toEqual(
      expect.objectContaining({ product_id: sold.productId, package_name: expect.any(String), product_name: expect.any(String), available: 3, sold_today: 2, sold_yesterday: 2 }),
    );
    expect(statisticOf(list, quiet.packageId)).toMatchObject({ available: 0, sold_today: 0, sold_yesterday: 0 });
    expect(statisticOf(list, idCode.packageId)).toBeUndefined();
  });

  it('getIdCodeStatistics: the same figures for id-code products only', async () => {
    const idCode = await packageWithSales('id_code', 4, [2, -2]);
    const voucher = await packageWithSales('voucher', 1, []);
    const inGame = await createTopupPackage(db(), 'in_game');
    const list = (await api.get('/admin/packages/id-code-stat-by-package')).body.data as Statistic[];
    expect(statisticOf(list, idCode.packageId)).toMatchObject({ available: 4, sold_today: 1, sold_yesterday: 1 });
    expect(statisticOf(list, voucher.packageId)).toBeUndefined();
    expect(statisticOf(list, inGame.packageId)).toBeUndefined();
  });

  it('hidden used vouchers stay in the sold figures; deleted packages and products leave the statistics', async () => {
    const kept = await packageWithSales('voucher', 1, [5, -5]);
    await api.get('/admin/soft-delete-voucher');
    const list = (await api.get('/admin/voucher/available-voucher-by-package')).body.data as Statistic[];
    expect(statisticOf(list, kept.packageId)).toMatchObject({ available: 1, sold_today: 1, sold_yesterday: 1 });

    const deletedPackage = await packageWithSales('voucher', 1, []);
    const deletedProduct = await packageWithSales('voucher', 1, []);
    await api.post(`/admin/topup-package/delete/${deletedPackage.packageId}`);
    await api.post(`/admin/topup-product/delete/${deletedProduct.productId}`);
    const after = (await api.get('/admin/voucher/available-voucher-by-package')).body.data as Statistic[];
    expect(statisticOf(after, deletedPackage.packageId)).toBeUndefined();
    expect(statisticOf(after, deletedProduct.packageId)).toBeUndefined();
    expect(statisticOf(after, kept.packageId)).toBeDefined();
  });
});
