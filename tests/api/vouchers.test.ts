import { sql } from 'kysely';
import { createOrder, createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

describeOnEachDatabase('vouchers', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  const add = (package_id: number, data: string[]) => api.post('/admin/packages/add-voucher', { package_id, data });
  const codesOf = async (packageId: number) =>
    (await db().selectFrom('vouchers').select('data').where('package_id', '=', packageId).orderBy('id').execute()).map((v) => v.data);
  const markUsed = (ids: number[], usedAt = sql<Date>`now()`) =>
    db().updateTable('vouchers').set({ is_used: 1, used_at: usedAt }).where('id', 'in', ids).execute();

  describe('addVouchers', () => {
    it('trims lines, drops blanks, skips duplicates within the batch and against the package\'s codes, and counts them', async () => {
      const { packageId } = await createTopupPackage(db(), 'voucher');
      const first = await add(packageId, ['  AAA-1 ', 'BBB-2', '', '   ', 'AAA-1', '\tCCC-3\r']);
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({ inserted: 3, skipped_blank: 2, skipped_duplicate: 1 });
      expect(first.body.message).toBe('3 vouchers added; skipped 2 blank lines and 1 duplicate.');
      // Kept in the order given, so the oldest code is delivered first.
      expect(await codesOf(packageId)).toEqual(['AAA-1', 'BBB-2', 'CCC-3']);

      const second = await add(packageId, ['CCC-3', 'DDD-4', ' BBB-2', 'DDD-4', '']);
      expect(second.body.data).toEqual({ inserted: 1, skipped_blank: 1, skipped_duplicate: 3 });
      expect(await codesOf(packageId)).toEqual(['AAA-1', 'BBB-2', 'CCC-3', 'DDD-4']);

      // Another package may hold the same code.
      const other = await createTopupPackage(db(), 'voucher');
      expect((await add(other.packageId, ['AAA-1'])).body.data).toEqual({ inserted: 1, skipped_blank: 0, skipped_duplicate: 0 });
    });

    it('takes codes for id-code products too, and an empty batch adds nothing', async () => {
      const { packageId } = await createTopupPackage(db(), 'id_code');
      expect((await add(packageId, ['ID-1', 'ID-2'])).body.data).toEqual({ inserted: 2, skipped_blank: 0, skipped_duplicate: 0 });
      expect((await add(packageId, [])).body.data).toEqual({ inserted: 0, skipped_blank: 0, skipped_duplicate: 0 });
      expect((await add(packageId, ['', ' '])).body.data).toEqual({ inserted: 0, skipped_blank: 2, skipped_duplicate: 0 });
    });

    it('needs a package of a voucher or id-code product: 409 for in-game, 404 for unknown or deleted, and nothing changes', async () => {
      const inGame = await createTopupPackage(db(), 'in_game');
      const res = await add(inGame.packageId, ['X-1']);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: 'Codes can only be added to packages of voucher or id-code products' });
      expect(await codesOf(inGame.packageId)).toEqual([]);

      expect((await add(987654, ['X-1'])).status).toBe(404);
      const deleted = await createTopupPackage(db(), 'voucher');
      await api.post(`/admin/topup-package/delete/${deleted.packageId}`);
      const gone = await add(deleted.packageId, ['X-1']);
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('Package not found');
      expect(await codesOf(deleted.packageId)).toEqual([]);
    });

    it('refuses malformed input with a field error: data must be a list of codes of at most 500 characters', async () => {
      const { packageId } = await createTopupPackage(db(), 'voucher');
      for (const data of ['AAA\nBBB', [1, 2], ['x'.repeat(501)], ['ok', 'NUL\u0000']]) {
        const res = await api.post('/admin/packages/add-voucher', { package_id: packageId, data });
        expect(res.status).toBe(400);
        expect(res.body.errors[0].param).toMatch(/^data/);
      }
      expect(await codesOf(packageId)).toEqual([]);
    });

    it('takes 100,000 lines in one request, in one transaction', async () => {
      const { packageId } = await createTopupPackage(db(), 'voucher');
      const lines = Array.from({ length: 100_000 }, (_, i) => `BULK-${String(i).padStart(6, '0')}-${(i * 7919).toString(36).toUpperCase()}`);
      const res = await add(packageId, lines);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ inserted: 100_000, skipped_blank: 0, skipped_duplicate: 0 });
      const count = await db().selectFrom('vouchers').select((eb) => eb.fn.countAll<number>().as('n')).where('package_id', '=', packageId).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(100_000);
      const again = await add(packageId, [...lines.slice(0, 50_000), 'BULK-NEW']);
      expect(again.body.data).toEqual({ inserted: 1, skipped_blank: 0, skipped_duplicate: 50_000 });
    }, 60_000);

    it('leaves the planner\'s statistics current after a paste that changes the codes by more than autovacuum\'s threshold', async () => {
      // The embedded database has no autovacuum: without this its planner never learned how many codes a package has.
      const { packageId } = await createTopupPackage(db(), 'voucher');
      const stored = async () => Number((await db().selectFrom('vouchers').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
      const known = async () => (await sql<{ n: number }>`select reltuples::float8 as n from pg_class where oid = 'vouchers'::regclass`.execute(db())).rows[0].n;
      const lines = Array.from({ length: Math.ceil((await stored()) * 0.1) + 1_000 }, (_, i) => `STATS-${i}`);
      expect((await add(packageId, lines)).status).toBe(200);
      const n = await stored();
      // Exact for a table ANALYZE reads whole, an estimate from its sample beyond 30,000 rows.
      expect(Math.abs((await known()) - n) / n).toBeLessThan(0.05);
    }, 60_000);

    it('checks each code of a paste against the package in its index, whatever the statistics say of the package', async () => {
      // Statistics taken while the package was empty, then 100,000 codes it holds: as an anti-join over
      // a copy of those codes, a paste of 10,000 of them made 10^9 comparisons (7 s on the embedded database).
      const { packageId } = await createTopupPackage(db(), 'voucher');
      await sql`analyze vouchers`.execute(db());
      await sql`insert into vouchers (package_id, data) select ${packageId}, 'HELD-' || n from generate_series(1, 100000) as n`.execute(db());
      const started = Date.now();
      const res = await add(packageId, [...Array.from({ length: 10_000 }, (_, i) => `HELD-${i * 10 + 1}`), 'HELD-NEW']);
      expect(res.body.data).toEqual({ inserted: 1, skipped_blank: 0, skipped_duplicate: 10_000 });
      expect(Date.now() - started).toBeLessThan(3_000);
    }, 60_000);

    it('two simultaneous adds of overlapping codes never insert a code twice and their counts stay truthful', async () => {
      const { packageId } = await createTopupPackage(db(), 'voucher');
      const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `RACE-${from + i}`);
      // The second batch holds the shared codes in the opposite order, the shape that deadlocks row by row.
      const batches = [range(0, 6000), [...range(3000, 9000)].reverse(), range(4500, 5500)];
      const results = await Promise.all(batches.map((b) => add(packageId, b)));
      for (const [i, res] of results.entries()) {
        expect(res.status).toBe(200);
        expect(res.body.data.inserted + res.body.data.skipped_duplicate).toBe(batches[i].length);
      }
      expect(results.reduce((sum, r) => sum + r.body.data.inserted, 0)).toBe(9000);
      const stored = await codesOf(packageId);
      expect(stored).toHaveLength(9000);
      expect(new Set(stored).size).toBe(9000);
    }, 60_000);
  });

  describe('getPackageVouchers', () => {
    it('shows the product, the package and a page of its vouchers not hidden, newest first, with their total', async () => {
      const { productId, packageId } = await createTopupPackage(db(), 'voucher', { name: '$10 Card' });
      await add(packageId, Array.from({ length: 15 }, (_, i) => `PAGE-${i + 1}`));
      const [oldest] = await db().selectFrom('vouchers').select('id').where('package_id', '=', packageId).orderBy('id').limit(1).execute();
      await markUsed([oldest.id]);
      await db().updateTable('vouchers').set({ hidden_at: sql`now()` }).where('id', '=', oldest.id).execute();

      const page1 = await api.get(`/admin/packages/${packageId}/voucher?page=1&limit=10`);
      expect(page1.status).toBe(200);
      const product = await db().selectFrom('topup_products').select('name').where('id', '=', productId).executeTakeFirstOrThrow();
      expect(page1.body.data.product).toEqual({ id: productId, name: product.name, topup_type: 'voucher' });
      expect(page1.body.data.package).toEqual({ id: packageId, name: '$10 Card' });
      expect(page1.body.data.total).toBe(14);
      expect(page1.body.data.vouchers).toHaveLength(10);
      expect(page1.body.data.vouchers[0]).toMatchObject({ package_id: packageId, data: 'PAGE-15', is_used: 0, claim_by: null, used_at: null });
      const page2 = await api.get(`/admin/packages/${packageId}/voucher?page=2&limit=10`);
      expect(page2.body.data.vouchers.map((v: { data: string }) => v.data)).toEqual(['PAGE-5', 'PAGE-4', 'PAGE-3', 'PAGE-2']);
    });

    it('searches, filters and sorts the whole list of a package on the server, the total counting the matches', async () => {
      const { packageId } = await createTopupPackage(db(), 'voucher');
      // 25 codes over three pages of ten: a sort of one page only would not find the last ones first.
      await add(packageId, Array.from({ length: 25 }, (_, i) => `SORT-${String(i + 1).padStart(2, '0')}`));
      const ids = (await db().selectFrom('vouchers').select('id').where('package_id', '=', packageId).orderBy('id').execute()).map((v) => v.id);
      await markUsed([ids[0], ids[24]]);
      const codes = async (query: string) => {
        const res = await api.get(`/admin/packages/${packageId}/voucher?${query}`);
        expect(res.status).toBe(200);
        return { codes: res.body.data.vouchers.map((v: { data: string }) => v.data), total: res.body.data.total };
      };

      expect(await codes('page=1&limit=3&sort=data')).toEqual({ codes: ['SORT-01', 'SORT-02', 'SORT-03'], total: 25 });
      expect(await codes('page=1&limit=3&sort=-data')).toEqual({ codes: ['SORT-25', 'SORT-24', 'SORT-23'], total: 25 });
      expect(await codes('page=9&limit=3&sort=data')).toEqual({ codes: ['SORT-25'], total: 25 });
      expect(await codes('page=1&limit=3&sort=created_at')).toEqual({ codes: ['SORT-01', 'SORT-02', 'SORT-03'], total: 25 });
      // Which customer got code X: a search anywhere in the code, case-insensitive, its `%` taken literally.
      expect(await codes('page=1&limit=10&q=rt-2')).toEqual({ codes: ['SORT-25', 'SORT-24', 'SORT-23', 'SORT-22', 'SORT-21', 'SORT-20'], total: 6 });
      expect(await codes('page=1&limit=10&q=%25')).toEqual({ codes: [], total: 0 });
      expect(await codes('page=1&limit=10&status=used&sort=data')).toEqual({ codes: ['SORT-01', 'SORT-25'], total: 2 });
      expect((await codes('page=1&limit=100&status=available')).total).toBe(23);
      // Used first by when they were used, the unused (no date) after them.
      expect((await codes('page=1&limit=3&sort=-used_at')).codes.slice(0, 2).sort()).toEqual(['SORT-01', 'SORT-25']);

      for (const bad of ['sort=password', 'sort=-id;drop', 'status=sold']) {
        const res = await api.get(`/admin/packages/${packageId}/voucher?page=1&limit=10&${bad}`);
        expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      }
    });

    it('shows the order a code went to, and counts a code given to an order as used even before it is marked used', async () => {
      const { productId, packageId } = await createTopupPackage(db(), 'voucher');
      await add(packageId, ['GIVEN-1', 'GIVEN-2', 'GIVEN-3']);
      const ids = (await db().selectFrom('vouchers').select('id').where('package_id', '=', packageId).orderBy('id').execute()).map((v) => v.id);
      const order = await createOrder(db(), productId, packageId);
      await db().updateTable('orders').set({ voucher_id: ids[1] }).where('id', '=', order.id).execute();
      const rows = async (query: string) => {
        const res = await api.get(`/admin/packages/${packageId}/voucher?${query}`);
        expect(res.status).toBe(200);
        return res.body.data.vouchers.map((v: { data: string; order_id: number | null }) => [v.data, v.order_id]);
      };
      expect(await rows('sort=data')).toEqual([['GIVEN-1', null], ['GIVEN-2', order.id], ['GIVEN-3', null]]);
      expect(await rows('page=1&limit=10&sort=data')).toEqual([['GIVEN-1', null], ['GIVEN-2', order.id], ['GIVEN-3', null]]);
      expect(await rows('status=used')).toEqual([['GIVEN-2', order.id]]);
      expect(await rows('page=1&limit=10&status=available&sort=data')).toEqual([['GIVEN-1', null], ['GIVEN-3', null]]);
    });

    it('answers the whole list (no page or limit) up to its cap of 10,000, in the order and under the filters a page has', async () => {
      const { packageId } = await createTopupPackage(db(), 'voucher');
      // More codes than the cap, over many of the windows the whole list is read in.
      await add(packageId, Array.from({ length: 10_050 }, (_, i) => `WHOLE-${String((i * 7919) % 10_050).padStart(5, '0')}`));
      const ids = (await db().selectFrom('vouchers').select('id').where('package_id', '=', packageId).orderBy('id').execute()).map((v) => v.id);
      await markUsed([ids[3], ids[5_000], ids[10_049]]);
      const whole = async (query = '') => {
        const res = await api.get(`/admin/packages/${packageId}/voucher${query}`);
        expect(res.status).toBe(200);
        return { codes: res.body.data.vouchers.map((v: { data: string }) => v.data) as string[], total: res.body.data.total as number };
      };
      const all = await db().selectFrom('vouchers').select(['id', 'data']).where('package_id', '=', packageId).execute();
      const newestFirst = [...all].sort((a, b) => b.id - a.id).map((v) => v.data);
      expect(await whole()).toEqual({ codes: newestFirst.slice(0, 10_000), total: 10_050 });
      const byCode = all.map((v) => v.data).sort();
      expect(await whole('?sort=data')).toEqual({ codes: byCode.slice(0, 10_000), total: 10_050 });
      const used = (await whole('?status=used&sort=-data')).codes;
      expect(used).toEqual([ids[3], ids[5_000], ids[10_049]].map((id) => all.find((v) => v.id === id)!.data).sort().reverse());
      // The used ones first (most recent use first), then the unused.
      expect((await whole('?sort=-used_at')).codes.slice(0, 3).sort()).toEqual([...used].sort());
    });

    it('lets other requests through while a whole list of 10,000 codes is read', async () => {
      const { packageId } = await createTopupPackage(db(), 'voucher');
      await add(packageId, Array.from({ length: 10_000 }, (_, i) => `BUSY-${i}`));
      const finished: string[] = [];
      const list = api.get(`/admin/packages/${packageId}/voucher`).then((res) => finished.push(`list ${res.status}`));
      // Sent after the list's request: on the embedded database the list is read a window at a time,
      // the event loop turning after each statement, so a health check is answered between windows.
      await new Promise((resolve) => setImmediate(resolve));
      const health = server().app.inject({ method: 'GET', url: '/api/health' }).then((res) => finished.push(`health ${res.statusCode}`));
      await Promise.all([list, health]);
      expect(finished).toEqual(['health 200', 'list 200']);
    });

    it('shows product null when the package\'s product no longer exists, and 404 for an unknown or deleted package', async () => {
      const { productId, packageId } = await createTopupPackage(db(), 'voucher');
      await db().updateTable('topup_products').set({ deleted_at: sql`now()` }).where('id', '=', productId).execute();
      const orphan = await api.get(`/admin/packages/${packageId}/voucher`);
      expect(orphan.status).toBe(200);
      expect(orphan.body.data).toMatchObject({ product: null, vouchers: [], total: 0 });
      expect((await api.get('/admin/packages/987654/voucher')).status).toBe(404);
      await db().updateTable('topup_packages').set({ deleted_at: sql`now()` }).where('id', '=', packageId).execute();
      expect((await api.get(`/admin/packages/${packageId}/voucher`)).status).toBe(404);
    });
  });

  describe('deleteVoucher', () => {
    it('removes an unused voucher; a used one is proof of delivery (409) and an unknown one is 404', async () => {
      const { packageId } = await createTopupPackage(db(), 'voucher');
      await add(packageId, ['DEL-1', 'DEL-2']);
      const [unused, used] = await db().selectFrom('vouchers').select('id').where('package_id', '=', packageId).orderBy('id').execute();
      await markUsed([used.id]);

      const ok = await api.get(`/admin/packages/delete-voucher/${unused.id}`);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ message: 'Voucher deleted successfully', data: { id: unused.id } });

      const refused = await api.get(`/admin/packages/delete-voucher/${used.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ success: false, message: 'A used voucher cannot be deleted' });
      expect(await codesOf(packageId)).toEqual(['DEL-2']);

      expect((await api.get(`/admin/packages/delete-voucher/${unused.id}`)).status).toBe(404);
    });
  });

  describe('hideUsedVouchers', () => {
    it('hides every used voucher from the package lists, destroys nothing, and answers how many it hid', async () => {
      const { packageId } = await createTopupPackage(db(), 'voucher');
      await add(packageId, ['H-1', 'H-2', 'H-3']);
      const ids = (await db().selectFrom('vouchers').select('id').where('package_id', '=', packageId).orderBy('id').execute()).map((v) => v.id);
      await markUsed(ids.slice(0, 2));
      const stillUsedElsewhere = await db().selectFrom('vouchers').select((eb) => eb.fn.countAll<number>().as('n')).where('is_used', '=', 1).where('hidden_at', 'is', null).executeTakeFirstOrThrow();

      const res = await api.get('/admin/soft-delete-voucher');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ hidden: Number(stillUsedElsewhere.n) });
      expect(res.body.data.hidden).toBeGreaterThanOrEqual(2);

      const list = (await api.get(`/admin/packages/${packageId}/voucher`)).body.data;
      expect(list.vouchers.map((v: { data: string }) => v.data)).toEqual(['H-3']);
      expect(list.total).toBe(1);
      const rows = await db().selectFrom('vouchers').select(['data', 'is_used', 'hidden_at']).where('package_id', '=', packageId).orderBy('id').execute();
      expect(rows.map((r) => [r.data, r.is_used, r.hidden_at !== null])).toEqual([['H-1', 1, true], ['H-2', 1, true], ['H-3', 0, false]]);

      expect((await api.get('/admin/soft-delete-voucher')).body.data).toEqual({ hidden: 0 });
    });
  });
});
