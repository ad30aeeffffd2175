import { createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

/**
 * Catalogue writes that arrive at the same time. PGlite runs one query at a time, so these prove
 * something in their PostgreSQL run; they run on both so the embedded database keeps up too.
 */
describeOnEachDatabase('catalogue writes at the same time', (server) => {
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  it('an update racing a delete answers 200 or 404, never a 5xx, and a deleted row stays deleted', async () => {
    for (let round = 0; round < 30; round += 1) {
      // A banner is deleted for real; a product softly: both race the same way.
      const banner = (await api.post('/admin/banner/create', { note: `Race ${round}`, banner: 'f6e00576-f126-3161-8f72-8cdae1d657a4.png' })).body.data.id;
      const { productId } = await createTopupPackage(server().db, 'in_game');
      const [bannerUpdate, bannerDelete, productUpdate, productDelete] = await Promise.all([
        api.post(`/admin/banner/update/${banner}`, { note: `Renamed ${round}`, link: 'https://shop.test' }),
        api.post(`/admin/banner/delete/${banner}`),
        api.post(`/admin/topup-product/update/${productId}`, { name: `Renamed ${round}`, topup_type: 'in_game', sort_order: 2 }),
        api.post(`/admin/topup-product/delete/${productId}`),
      ]);
      expect([bannerUpdate.status, productUpdate.status].every((s) => s === 200 || s === 404)).toBe(true);
      expect([bannerDelete.status, productDelete.status]).toEqual([200, 200]);
      expect((await api.get(`/admin/banner/${banner}`)).status).toBe(404);
      expect((await api.get(`/admin/topup-product/${productId}`)).status).toBe(404);
    }
  });

  it('simultaneous dollar-rate updates of one product all answer 2xx and leave every package at one rate, the last applied', async () => {
    const { productId } = await createTopupPackage(server().db, 'in_game', { buy_price: 1, price: 1 });
    // Buy prices that tell rates apart: 1, 1.5, 2.25, 3.375 … in dollars.
    for (let i = 1; i < 6; i += 1) {
      await api.post('/admin/topup-package/add', { product_id: productId, name: `Pack ${i}`, price: 1, buy_price: Number((1.5 ** i).toFixed(4)) });
    }
    const rates = Array.from({ length: 32 }, (_, i) => 100 + i);
    const answers = await Promise.all(rates.map((dollar_rate) => api.post('/admin/topup-package/update-dollar', { product_id: productId, dollar_rate })));
    expect(answers.map((a) => a.status).filter((s) => s >= 300)).toEqual([]);

    const packages = await server().db.selectFrom('topup_packages').select(['buy_price', 'price']).where('product_id', '=', productId).execute();
    const consistentWith = rates.filter((rate) =>
      packages.every((p) => p.price === `${Math.ceil(Number(p.buy_price) * rate - 1e-9)}.00`),
    );
    expect(consistentWith).toHaveLength(1);
  });
});
