/**
 * The dashboard, the reports and the customer list on a large shop, on PostgreSQL (a database of
 * its own, created and dropped here; TEST_POSTGRES_URL to point elsewhere): 200,000 customers,
 * 1,000,000 orders and 300,000 wallet-adds spread over a year, filled in SQL. Prints the median of
 * 3 answers per call, end to end (HTTP, guard, handler, serialization). Figures, not a timed test.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createTopupPackage } from '../tests/support/fixtures';
import { apiClient, startTestServer } from '../tests/support/test-server';

const CUSTOMERS = 200_000;
const ORDERS = 1_000_000;
const WALLET_ADDS = 300_000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const server = await startTestServer('postgres', { SMS_PROVIDER: 'off' });
  try {
    const { db } = server;
    const fill = performance.now();
    const packages = await Promise.all([createTopupPackage(db, 'in_game', { buy_price: 0.82 }), createTopupPackage(db, 'voucher', { buy_price: 5 })]);
    const admins = await db.selectFrom('admins').select('id').execute();
    await sql`insert into customers (username, phone, email, wallet, created_at)
      select 'c' || g, '017' || lpad(g::text, 8, '0'), 'c' || g || '@mail.test', (g % 900)::numeric, now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
      from generate_series(1, ${CUSTOMERS}) g`.execute(db);
    await sql`insert into orders (customer_id, product_id, package_id, name, amount, status, created_at, completed_at, completed_by)
      select 1 + g % ${CUSTOMERS}, ${packages[0].productId}, ${packages[0].packageId}, 'Pkg', 100 + g % 900,
             (array['pending','in_progress','completed','completed','completed','cancel'])[1 + g % 6],
             now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
             case when g % 6 in (2, 3, 4) then now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second' + interval '10 minutes' end,
             case when g % 6 in (2, 3, 4) then ${admins[0].id}::int end
      from generate_series(1, ${ORDERS}) g`.execute(db);
    await sql`insert into transactions (customer_id, amount, status, created_at, completed_at)
      select 1 + g % ${CUSTOMERS}, 50 + g % 500, (array['pending','under_review','completed','cancel'])[1 + g % 4],
             now() - (g % 365) * interval '1 day', case when g % 4 = 2 then now() - (g % 365) * interval '1 day' end
      from generate_series(1, ${WALLET_ADDS}) g`.execute(db);
    // What autovacuum does on a live shop: statistics, and the visibility map index-only scans need.
    await sql`vacuum analyze`.execute(db);
    console.log(`filled ${CUSTOMERS.toLocaleString()} customers, ${ORDERS.toLocaleString()} orders, ${WALLET_ADDS.toLocaleString()} wallet-adds in ${((performance.now() - fill) / 1000).toFixed(1)} s`);

    const api = apiClient(server.app, await server.login());
    const calls = [
      '/admin/dashboard-stats',
      '/admin/orders-chart-data?days=30',
      '/admin/orders-chart-data?days=365',
      '/admin/this-month-sale-chart-data?days=30',
      '/admin/this-month-sale-chart-data?days=365',
      '/admin/order-completed-by-admin',
      '/admin/this-month-completed-order',
      '/admin/shell-used-by-admin',
      '/admin/users?page=1&limit=10',
      '/admin/users?q=c1234&limit=10',
      '/admin/users?page=1000&limit=100&sort=-wallet',
      '/admin/user/777/wallet-adds',
      '/admin/audit-log?limit=25',
    ];
    for (const url of calls) {
      const times: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const start = performance.now();
        const res = await api.get(url);
        times.push(performance.now() - start);
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      }
      console.log(`${url.padEnd(48)} ${median(times).toFixed(0).padStart(6)} ms`);
    }
  } finally {
    await server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
