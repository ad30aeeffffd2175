import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { keepZone } from '../../server/domains/dashboard/report-zone';
import { completedByAdmin, dashboardStats, myCompletedThisMonth, perDay, shellsByAdmin } from '../../server/domains/dashboard/reports';
import { createTopupPackage } from '../support/fixtures';
import { catalogue, concurrentWriters, edgeInstants, iso, random, step, ZONES, type Catalogue } from '../support/report-writes';
import {
  chartFromScratch,
  completedByAdminFromScratch,
  countersFromScratch,
  keptCounters,
  myMonthFromScratch,
  shellsFromScratch,
  statsFromScratch,
} from '../support/reports-from-scratch';
import { apiClient, describeOnEachDatabase, startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 23, item 4: the dashboard and the per-admin reports read counters the database keeps in
 * every writing transaction (migration 0022). After any mix of writes — inserts, status changes
 * back and forth, reassigned admins, changed amounts and times, deletes, customers joining, leaving
 * and moving money — the counters equal a count from the rows, and every report answers what the
 * old statements (counting the rows) answered, for any day: in the shop's zone and in zones whose
 * midnights are odd (Kathmandu +5:45) or fall in a repeated or skipped hour (Havana's DST changes
 * at midnight), at the instants either side of a midnight. On PostgreSQL, 16 writers at once leave
 * them exact too.
 */

/** Every report, as read from the counters and as counted from the rows, for a zone at an instant. */
async function expectReportsAsCounted(db: Kysely<Database>, tz: string, at: string, admins: number[]) {
  const instant = sql<string>`${at}::timestamptz`;
  const label = `${tz} at ${at}`;
  expect({ label, stats: await dashboardStats(db, tz, instant) }).toEqual({ label, stats: await statsFromScratch(db, tz, instant) });
  for (const days of [1, 30, 365]) {
    expect({ label, days, chart: await perDay(db, tz, days, 'orders', instant) }).toEqual({ label, days, chart: await chartFromScratch(db, tz, days, 'orders', instant) });
    expect({ label, days, chart: await perDay(db, tz, days, 'sales', instant) }).toEqual({ label, days, chart: await chartFromScratch(db, tz, days, 'sales', instant) });
  }
  expect({ label, rows: await completedByAdmin(db, tz, instant) }).toEqual({ label, rows: await completedByAdminFromScratch(db, tz, instant) });
  expect({ label, rows: await shellsByAdmin(db, tz, instant) }).toEqual({ label, rows: await shellsFromScratch(db, tz, instant) });
  for (const admin of admins) {
    expect({ label, admin, n: await myCompletedThisMonth(db, tz, admin, instant) }).toEqual({ label, admin, n: await myMonthFromScratch(db, tz, admin, instant) });
  }
}

describeOnEachDatabase('report counters (kept in the writing transaction) equal a count from the rows', (server) => {
  const db = (): Kysely<Database> => server().db;
  let cat: Catalogue;
  let at: string[];

  beforeAll(async () => {
    expect(server().config.shopTimezone).toBe('Asia/Dhaka');
    cat = await catalogue(db());
    at = edgeInstants();
    // Havana kept before the writes (its triggers count them), Kathmandu after (counted from the rows when registered).
    await keepZone(db(), 'America/Havana');
  });

  it('after a mixed sequence of creates, status changes, reassignments, edits and deletes, every counter equals a count from the rows', async () => {
    const rnd = random(23);
    const own = { orders: [] as number[], customers: [] as number[], transactions: [] as number[] };
    for (let i = 0; i < 160; i += 1) await step(db(), rnd, cat, own, at);
    await keepZone(db(), 'Asia/Kathmandu');
    const kept = await keptCounters(db());
    expect(new Set(kept.days.map((d) => d.time_zone))).toEqual(new Set(ZONES));
    expect(kept.days.filter((d) => d.what === 'sold').length).toBeGreaterThan(10);
    expect(kept.adminDays.length).toBeGreaterThan(10);
    expect(kept).toEqual(await countersFromScratch(db()));
  });

  it('every report answers as the old statements counting the rows did: each zone, at midnights and either side of them', async () => {
    const instants = [...at, iso(Date.now())];
    for (const tz of ZONES) for (const instant of instants) await expectReportsAsCounted(db(), tz, instant, cat.admins);
  });

  it('the operations answer the same as the old statements at the database\'s now', async () => {
    const api = apiClient(server().app, await server().login());
    const now = sql<string>`now()`;
    const tz = server().config.shopTimezone;
    expect((await api.get('/admin/dashboard-stats')).body.data).toEqual(await statsFromScratch(db(), tz, now));
    expect((await api.get('/admin/orders-chart-data?days=365')).body.data).toEqual(await chartFromScratch(db(), tz, 365, 'orders', now));
    expect((await api.get('/admin/this-month-sale-chart-data?days=30')).body.data).toEqual(await chartFromScratch(db(), tz, 30, 'sales', now));
    expect((await api.get('/admin/order-completed-by-admin')).body.data).toEqual(await completedByAdminFromScratch(db(), tz, now));
    expect((await api.get('/admin/shell-used-by-admin')).body.data).toEqual(await shellsFromScratch(db(), tz, now));
    expect((await api.get('/admin/this-month-completed-order')).body.data).toBe(await myMonthFromScratch(db(), tz, cat.admins[0], now));
  });

  it('a shop whose SHOP_TIMEZONE changed has its new zone counted from the rows on the first report', async () => {
    const other = await startTestServer(server().kind, { SHOP_TIMEZONE: 'Europe/London' });
    try {
      // Its own database: a few rows before the zone is kept, read through the operations.
      const pkg = await createTopupPackage(other.db, 'in_game', { buy_price: 1.5 });
      const customer = (await other.db.insertInto('customers').values({ username: 'london', wallet: 3 }).returning('id').executeTakeFirstOrThrow()).id;
      const owner = (await other.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
      await other.db
        .insertInto('orders')
        .values([
          { customer_id: customer, product_id: pkg.productId, package_id: pkg.packageId, name: 'P', amount: 10.5, status: 'completed', completed_at: sql`now()`, completed_by: owner },
          { customer_id: customer, product_id: pkg.productId, package_id: pkg.packageId, name: 'P', amount: 2, status: 'pending' },
        ])
        .execute();
      expect(await other.db.selectFrom('report_zones').select('time_zone').where('time_zone', '=', 'Europe/London').executeTakeFirst()).toBeUndefined();
      const api = apiClient(other.app, await other.login());
      const now = sql<string>`now()`;
      expect((await api.get('/admin/dashboard-stats')).body.data).toEqual(await statsFromScratch(other.db, 'Europe/London', now));
      expect((await api.get('/admin/shell-used-by-admin')).body.data).toEqual(await shellsFromScratch(other.db, 'Europe/London', now));
      expect(await other.db.selectFrom('report_zones').select('time_zone').where('time_zone', '=', 'Europe/London').executeTakeFirst()).toBeDefined();
      expect(await keptCounters(other.db)).toEqual(await countersFromScratch(other.db));
    } finally {
      await other.close();
    }
  });
});

describe('report counters with 16 writers at once [postgres]', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer('postgres');
  });
  afterEach(async () => {
    await server?.close();
  });

  it('16 concurrent writers of one to three statements a transaction (and a zone registered meanwhile) leave every counter and list total exact', async () => {
    const db = server.db;
    const cat = await catalogue(db);
    const at = edgeInstants();
    await keepZone(db, 'America/Havana');
    const registering = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await keepZone(db, 'Asia/Kathmandu');
    })();
    // A zone registers under a SHARE lock of the three tables (taken one by one): a writer of two
    // of them may meet it in a deadlock, retried as every unit of work retries one.
    await Promise.all([concurrentWriters(server.config.databaseUrl as string, cat, at, { transactions: 20 }), registering]);
    const kept = await keptCounters(db);
    expect(new Set(kept.days.map((d) => d.time_zone))).toEqual(new Set(ZONES));
    expect(kept.days.length).toBeGreaterThan(50);
    expect(kept).toEqual(await countersFromScratch(db));
    for (const tz of ZONES) for (const instant of [iso(Date.now()), '2024-11-03T04:30:00Z']) await expectReportsAsCounted(db, tz, instant, cat.admins);
  });

  it('the counters, list totals and live events never make writers deadlock, however many statements a transaction runs (applied at commit, in key order)', async () => {
    const db = server.db;
    const cat = await catalogue(db);
    // Before list totals were applied at commit too (upserted by each statement), 149 of 320 transactions met a deadlock here.
    const retried = await concurrentWriters(server.config.databaseUrl as string, cat, edgeInstants(), { transactions: 30 });
    expect(retried).toEqual({ deadlocks: 0, serialization: 0 });
    expect(await keptCounters(db)).toEqual(await countersFromScratch(db));
  });
});
