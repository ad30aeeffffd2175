import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database, OrderStatus } from '../../server/db/schema';
import { compiled, KeptByKey, sameStatement, statementKey } from '../../server/db/compiled-statements';
import { createOrder, createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

/** Compiles queries only (never connected). */
const compiler = new Kysely<Database>({
  dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new PostgresIntrospector(db), createQueryCompiler: () => new PostgresQueryCompiler() },
});
const byStatus = (status: OrderStatus) => compiler.selectFrom('orders').select('id').where('status', '=', status);

/** Runs `work` with the test suite's verification of kept statements on or off. */
function verifying<T>(on: boolean, work: () => T): T {
  const was = process.env.VERIFY_COMPILED_STATEMENTS;
  process.env.VERIFY_COMPILED_STATEMENTS = on ? '1' : '0';
  try {
    return work();
  } finally {
    process.env.VERIFY_COMPILED_STATEMENTS = was;
  }
}

describe('statements compiled once and kept by key', () => {
  it('a kept statement is compiled once, and holds its text and values only', () => {
    const kept = new KeptByKey(sameStatement);
    let builds = 0;
    const build = () => {
      builds += 1;
      return compiled(byStatus('pending'));
    };
    const first = verifying(false, () => kept.of(statementKey('orders', 'pending'), build));
    const again = verifying(false, () => kept.of(statementKey('orders', 'pending'), build));
    expect(again).toBe(first);
    expect(builds).toBe(1);
    expect(first.sql).toBe('select "id" from "orders" where "status" = $1');
    expect(first.parameters).toEqual(['pending']);
    // Not the builder's tree: a kept statement is small.
    expect(first.query.kind).toBe('RawNode');
  });

  it('verifying, a key that leaves out an input the statement is built from fails its next use', () => {
    const kept = new KeptByKey(sameStatement);
    verifying(true, () => kept.of('orders', () => compiled(byStatus('pending'))));
    expect(() => verifying(true, () => kept.of('orders', () => compiled(byStatus('pending'))))).not.toThrow();
    expect(() => verifying(true, () => kept.of('orders', () => compiled(byStatus('completed'))))).toThrow(/leaves out an input/);
    // Not verifying (a running shop), the kept statement is used as it is.
    expect(verifying(false, () => kept.of('orders', () => compiled(byStatus('completed')))).parameters).toEqual(['pending']);
  });

  it('keeps at most its bound, forgetting the least recently used first', () => {
    const kept = new KeptByKey<string>((a, b) => a === b, 3);
    const made: string[] = [];
    const of = (key: string) => verifying(false, () => kept.of(key, () => (made.push(key), key)));
    ['a', 'b', 'c'].forEach(of);
    of('a'); // used again: now the most recent
    of('d'); // forgets b, the least recent
    expect(kept.size).toBe(3);
    of('a');
    of('c');
    of('b');
    expect(made).toEqual(['a', 'b', 'c', 'd', 'b']);
  });
});

/**
 * The lists run kept statements (the suite verifies each against a fresh build): what a statement
 * keeps is its text, never an answer. The same page asked again shows what changed since.
 */
describeOnEachDatabase('lists on kept statements', (server) => {
  it('the same page and tab asked again show the orders added and changed since', async () => {
    const { db, app } = server();
    const api = apiClient(app, await server().login());
    const { productId, packageId } = await createTopupPackage(db, 'in_game');
    await createOrder(db, productId, packageId, 'pending');

    const pendingIds = async () => {
      const { status, body } = await api.get('/admin/orders?status=pending&limit=10');
      expect(status).toBe(200);
      return { ids: body.data.orders.map((o: { id: number }) => o.id), total: body.data.order_count };
    };
    const before = await pendingIds();
    const added = await createOrder(db, productId, packageId, 'pending');
    const after = await pendingIds();
    expect(after.ids).toEqual([added.id, ...before.ids]);
    expect(after.total).toBe(before.total + 1);

    // Another tab in between: each status has its own statement, and its own rows.
    const completed = await api.get('/admin/orders?status=completed&limit=10');
    expect(completed.body.data.orders).toEqual([]);
    await db.updateTable('orders').set({ status: 'completed' }).where('id', '=', added.id).execute();
    expect((await pendingIds()).ids).toEqual(before.ids);
    const nowCompleted = await api.get('/admin/orders?status=completed&limit=10');
    expect(nowCompleted.body.data.orders.map((o: { id: number }) => o.id)).toEqual([added.id]);
    expect(nowCompleted.body.data.order_count).toBe(1);
  });
});
