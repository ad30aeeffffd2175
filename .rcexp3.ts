import { sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import { startTestServer } from './tests/support/test-server';
import { createTopupPackage } from './tests/support/fixtures';

async function main() {
  const server = await startTestServer('postgres');
  const db = server.db;
  try {
    const pkg = await createTopupPackage(db, 'in_game', { buy_price: 1 });
    const admin = (await db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
    await sql`insert into customers (username, wallet) select 'c' || g, 10 from generate_series(1, 1000) g`.execute(db);
    const toggle = async (on: boolean) => {
      for (const t of ['orders', 'transactions', 'customers'])
        for (const k of ['insert', 'update', 'delete']) await sql.raw(`alter table ${t} ${on ? 'enable' : 'disable'} trigger ${t}_reports_after_${k}`).execute(db);
    };
    for (const round of [1, 2]) for (const on of [false, true]) {
      await toggle(on);
      let t = performance.now();
      for (let b = 0; b < 10; b += 1) {
        await sql`insert into orders (customer_id, product_id, package_id, name, amount, status, created_at, completed_at, completed_by)
          select 1 + g % 1000, ${pkg.productId}, ${pkg.packageId}, 'P', 100 + g % 900, (array['pending','completed','completed','cancel'])[1 + g % 4],
                 now() - (g % 365) * interval '1 day', case when g % 4 in (1, 2) then now() - (g % 365) * interval '1 day' end, case when g % 4 in (1, 2) then ${admin}::int end
          from generate_series(1, 10000) g`.execute(db);
      }
      const bulk = performance.now() - t;
      const ids = (await sql<{ id: number }>`select id from orders where status = 'pending' order by id desc limit 2000`.execute(db)).rows.map((r) => r.id);
      t = performance.now();
      for (const id of ids) await sql`update orders set status = 'completed', completed_at = now(), completed_by = ${admin} where id = ${id}`.execute(db);
      const single = (performance.now() - t) / ids.length;
      t = performance.now();
      for (let i = 0; i < 1000; i += 1) await sql`update customers set wallet = wallet + 1 where id = ${1 + i}`.execute(db);
      const wallet = (performance.now() - t) / 1000;
      console.log(`round ${round}, report triggers ${on ? 'on ' : 'off'}: 100,000 orders in 10 inserts ${(bulk / 1000).toFixed(2)} s; one order completed ${single.toFixed(2)} ms; one wallet moved ${wallet.toFixed(2)} ms`);
    }
  } finally {
    await server.close();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
