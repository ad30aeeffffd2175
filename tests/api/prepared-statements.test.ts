import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../server/db/schema';
import { pageWindow, plannedPerCall, prepareRepeated, StatementNames } from '../../server/db/prepared-statements';
import { orderRowsQuery } from '../../server/domains/orders/handlers';
import { physicalOrderRowsQuery } from '../../server/domains/physical-orders/handlers';
import { transactionRowsQuery } from '../../server/domains/transactions/handlers';
import { startTestServer, type TestServer } from '../support/test-server';

/** Compiles queries only (never connected). */
const compiler = new Kysely<Database>({
  dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new PostgresIntrospector(db), createQueryCompiler: () => new PostgresQueryCompiler() },
});

/**
 * Repeated statements are parsed and planned once per pooled connection (named), one-off and
 * unsafe ones never; page windows are literals so the prepared plan can be the generic one.
 */
describe('which statements are prepared', () => {
  const LIST = 'select "o"."id" from "orders" as "o" where "o"."status" = $1 order by "o"."created_at" desc limit 10';

  it('a statement seen again is named; the name is stable and tied to its text', () => {
    const names = new StatementNames();
    expect(names.nameFor(LIST, 1)).toBeUndefined();
    const name = names.nameFor(LIST, 1);
    expect(name).toMatch(/^q[\w-]{27}$/);
    expect(names.nameFor(LIST, 1)).toBe(name);
    expect(names.nameFor(`${LIST} offset 10`, 1)).toBeUndefined();
    expect(names.nameFor(`${LIST} offset 10`, 1)).not.toBe(name);
  });

  it('never names a * selection, DDL, a bulk write or a long text', () => {
    const names = new StatementNames();
    const never = [
      ['select * from "orders" where "id" = $1', 1],
      ['select "o".* from "orders" as "o" where "id" = $1', 1],
      ['update "orders" set "status" = $1 returning *', 1],
      ['create index x on orders (id)', 0],
      [`insert into "vouchers" ("data") values ${Array.from({ length: 150 }, (_, i) => `($${i + 1})`).join(', ')}`, 150],
      [`select "id" from "orders" where "phone" = $1 -- ${'x'.repeat(9_000)}`, 1],
    ] as const;
    for (const [text, values] of never) {
      names.nameFor(text, values);
      expect(names.nameFor(text, values)).toBeUndefined();
    }
    const perCall = plannedPerCall(compiler.selectFrom('orders').select('id').where('phone', 'like', '0171%')).compile().sql;
    for (let i = 0; i < 3; i += 1) expect(names.nameFor(perCall, 1)).toBeUndefined();
    for (const text of ['select count(*) as "n" from "orders"', 'with seek as (select 1) select "id" from "orders"']) {
      names.nameFor(text, 0);
      expect(names.nameFor(text, 0)).toBeDefined();
    }
  });
});

describe('prepared statements on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres');
  });
  afterAll(() => server.close());

  it('a statement run again on a connection is prepared there, and answers the same', async () => {
    const answers = await server.db.connection().execute(async (conn) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i += 1) runs.push((await sql<{ n: number }>`select ${i}::int + 1 as n, 'prepared-check' as tag`.execute(conn)).rows[0].n);
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn);
      return { runs, prepared: prepared.rows.map((r) => r.statement) };
    });
    expect(answers.runs).toEqual([1, 2, 3]);
    expect(answers.prepared).toContainEqual(expect.stringContaining("'prepared-check' as tag"));
  });

  it("a prepared statement that fails rejects with PostgreSQL's error, and the connection goes on", async () => {
    const outcome = await server.db.connection().execute(async (conn) => {
      const divide = (by: number) => sql<{ n: number }>`select 10 / ${by}::int as n, 'divide-check' as tag`.execute(conn);
      const answers = [(await divide(2)).rows[0].n, (await divide(5)).rows[0].n];
      const failure = await divide(0).then(
        () => null,
        (err: Error & { code?: string }) => err,
      );
      answers.push((await divide(10)).rows[0].n);
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn);
      return { answers, failure, prepared: prepared.rows.map((r) => r.statement) };
    });
    expect(outcome.answers).toEqual([5, 2, 1]);
    expect(outcome.failure).toBeInstanceOf(Error);
    expect(outcome.failure?.code).toBe('22012');
    expect(outcome.failure?.message).toBe('division by zero');
    // Its stack leads back to the statement's caller, as node-pg's own promise makes it.
    expect(outcome.failure?.stack).toMatch(/prepared-statements\.test\.ts/);
    expect(outcome.prepared).toContainEqual(expect.stringContaining("'divide-check' as tag"));
  });

  it("a search, whose values decide its plan, is planned for them on every call: never prepared; a list's plain pages are", async () => {
    const window = { limit: 10, offset: 0 };
    const searches = [
      transactionRowsQuery(server.db, 0, { q: '0171' }, window),
      transactionRowsQuery(server.db, 1, { number: '0171', status: 'pending' }, window),
      orderRowsQuery(server.db, { phone: '0191' }, null, 'UTC', window),
      physicalOrderRowsQuery(server.db, { q: '7' }, window),
    ];
    const plain = [
      transactionRowsQuery(server.db, 0, { status: 'pending' }, window),
      orderRowsQuery(server.db, { user_id: 7 }, [1, 2], 'UTC', window),
      physicalOrderRowsQuery(server.db, {}, window),
    ];
    const prepared = await server.db.connection().execute(async (conn) => {
      for (let i = 0; i < 7; i += 1) for (const q of [...searches, ...plain]) await conn.executeQuery(q.compile());
      return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn)).rows.map((r) => r.statement);
    });
    for (const q of searches) expect(prepared).not.toContain(q.compile().sql);
    for (const q of plain) expect(prepared).toContain(q.compile().sql);
  });

  it('page windows are literals, a deep offset a parameter', () => {
    const q = (offset: number) => pageWindow(server.db.selectFrom('orders').select('id').orderBy('id'), 10, offset).compile();
    expect(q(20).sql).toMatch(/limit 10 offset 20$/);
    expect(q(20).parameters).toEqual([]);
    expect(q(50_000).sql).toMatch(/limit 10 offset \$1$/);
    expect(q(50_000).parameters).toEqual([50_000]);
  });
});

/**
 * The rows of a repeated statement are made by a kept literal of its columns (row-shapes.ts): they
 * must be node-pg's own rows, key for key, in order, through the same type parsers.
 */
describe("repeated statements' rows", () => {
  let server: TestServer;
  let plain: pg.Client;
  let shaped: pg.Client;
  const names = new StatementNames();
  beforeAll(async () => {
    server = await startTestServer('postgres');
    const types = { getTypeParser: (oid: number) => (oid === 20 ? Number : pg.types.getTypeParser(oid, 'text')) } as pg.CustomTypesConfig;
    plain = new pg.Client({ connectionString: server.config.databaseUrl as string, types });
    shaped = new pg.Client({ connectionString: server.config.databaseUrl as string, types });
    await Promise.all([plain.connect(), shaped.connect()]);
    prepareRepeated(shaped as pg.PoolClient, names);
  });
  afterAll(async () => {
    await Promise.all([plain.end(), shaped.end()]);
    await server.close();
  });

  /** Rows as key–value lists: key order counts, and a key such as `__proto__` is compared as an own key. */
  const entries = (rows: object[]) => rows.map((row) => [Object.getPrototypeOf(row) === Object.prototype, Object.entries(row)]);

  it("are node-pg's: keys in order, a repeated name in its first place with its last value, nulls, parsed types", async () => {
    const text = `select g as "id", g::int8 * 3 as "big", 'n' || g as "name", case when g % 2 = 0 then null else g end as "odd",
      timestamptz '2026-12-07 10:00+06' - make_interval(days => g) as "at", 1.50::numeric as "price", g > 1 as "later", -g as "id"
      from generate_series(1, 3) g where g <= $1`;
    const expected = entries((await plain.query(text, [3])).rows);
    const before = names.shapes.size;
    for (let run = 0; run < 3; run += 1) expect(entries((await shaped.query(text, [3])).rows)).toEqual(expected);
    expect(names.shapes.size).toBe(before + 1);
    expect(expected[0]).toEqual([
      true,
      [['id', -1], ['big', 3], ['name', 'n1'], ['odd', 1], ['at', new Date('2026-12-06T04:00:00.000Z')], ['price', '1.50'], ['later', false]],
    ]);
    // A column named __proto__ (a literal would set the prototype) is left to node-pg: an own key, as there.
    const proto = `select 7 as "__proto__", 'a' as "b" from generate_series(1, $1)`;
    for (let run = 0; run < 3; run += 1) expect(entries((await shaped.query(proto, [1])).rows)).toEqual(entries((await plain.query(proto, [1])).rows));
    expect(entries((await shaped.query(proto, [1])).rows)).toEqual([[true, [['__proto__', 7], ['b', 'a']]]]);
  });

  it("follow a statement's columns when they change under the same text", async () => {
    await shaped.query('create temporary table shape_check (v int)');
    await shaped.query('insert into shape_check values (41)');
    const text = `select "v" from shape_check where $1::int = 1 /* planned per call */`;
    const before = names.shapes.size;
    expect((await shaped.query(text, [1])).rows).toEqual([{ v: 41 }]);
    expect(names.shapes.size).toBe(before + 1);
    await shaped.query('alter table shape_check alter column v type text using v::text');
    expect((await shaped.query(text, [1])).rows).toEqual([{ v: '41' }]);
  });
});
