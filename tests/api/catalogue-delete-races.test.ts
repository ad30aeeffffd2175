import { apiClient, startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 20, point 1: a product deleted while packages are being added to it (and one moved to it)
 * on two servers of one PostgreSQL. PGlite runs one query at a time, so only PostgreSQL can show it.
 */
describe('a product deleted while packages are attached to it, on two servers [postgres]', () => {
  const servers: TestServer[] = [];
  let apis: ReturnType<typeof apiClient>[];

  beforeAll(async () => {
    servers.push(await startTestServer('postgres', { SMS_PROVIDER: 'off' }));
    servers.push(await startTestServer('postgres', { SMS_PROVIDER: 'off' }, { existingDatabaseUrl: servers[0].config.databaseUrl! }));
    const token = await servers[0].login();
    apis = servers.map((server) => apiClient(server.app, token));
  });
  afterAll(async () => {
    // The second server first: the first one's close drops the database they share.
    for (const server of [...servers].reverse()) await server.close();
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('after the delete commits no live package is left under the deleted product, and a create that lost answers 404, never a 5xx', async () => {
    const [a, b] = apis;
    const { db } = servers[0];
    const product = async (name: string) => (await a.post('/admin/topup-product/create', { name, topup_type: 'in_game', logo: 'f6e00576-f126-3161-8f72-8cdae1d657a4.png' })).body.data.id as number;
    const elsewhere = await product('Elsewhere');
    for (let round = 0; round < 12; round += 1) {
      const doomed = await product(`Doomed ${round}`);
      const moving = (await a.post('/admin/topup-package/add', { product_id: elsewhere, name: `Moving ${round}`, price: 10, buy_price: 0 })).body.data.id as number;
      const add = (i: number) => (i % 2 ? a : b).post('/admin/topup-package/add', { product_id: doomed, name: `Pack ${i}`, price: 10 + i, buy_price: 0 });
      // The delete arrives among the creates: half sent before it, half 0–33 ms after it; on each server in turn.
      const before = Array.from({ length: 15 }, (_, i) => add(i));
      const move = b.post(`/admin/topup-package/update/${moving}`, { product_id: doomed, name: `Moving ${round}`, price: 10, buy_price: 0 });
      await pause(round % 3);
      const deleted = (round % 2 ? a : b).post(`/admin/topup-product/delete/${doomed}`);
      await pause(3 * round);
      const after = Array.from({ length: 15 }, (_, i) => add(15 + i));
      const answers = await Promise.all([...before, move, deleted, ...after]);

      expect(answers.map((r) => r.status).filter((s) => s !== 200 && s !== 404)).toEqual([]);
      expect((await deleted).status).toBe(200);
      for (const lost of answers.filter((r) => r.status === 404)) expect(lost.body.message).toBe('Top-up product not found');
      const live = await db.selectFrom('topup_packages').select('id').where('product_id', '=', doomed).where('deleted_at', 'is', null).execute();
      expect({ round, livePackagesOfDeletedProduct: live.length }).toEqual({ round, livePackagesOfDeletedProduct: 0 });
      // The move either reached the product before its delete (and went with it) or stayed where it was.
      const moved = await db.selectFrom('topup_packages').select(['product_id', 'deleted_at']).where('id', '=', moving).executeTakeFirstOrThrow();
      if (moved.product_id === doomed) expect(moved.deleted_at).not.toBeNull();
      else expect(moved).toEqual({ product_id: elsewhere, deleted_at: null });
    }
  });
});
