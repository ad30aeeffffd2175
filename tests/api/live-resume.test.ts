import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { EVENTS_CHANNEL, LIVE_POSITION_HEADER, LiveEvents } from '../../server/domains/live/bus';
import { EventStream } from '../../server/domains/live/stream';
import { createCustomer, createCustomerOrder, createSubAdmin, createTopupPackage, createTransaction, grantOperations } from '../support/fixtures';
import { buildServer, spawnServer, type ServerProcess } from '../support/server-process';
import { createPostgresDatabase, describeOnEachDatabase, endPool, startTestServer, SUPER_ADMIN, type TestServer } from '../support/test-server';

/**
 * Issue 24, item 2: live events resume. Every change has an id in commit order (migration 0023); a
 * stream that reconnects with `Last-Event-ID`, to any server, gets every change it missed, once,
 * through its admin's filter, or `resync` once the id is older than the kept window.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Heard {
  event: string;
  /** The stream's last event id once this event arrived. */
  id: string;
  data: { list?: string; scope?: number; op?: string; ids?: number[]; mine?: boolean; resumes?: boolean };
}

/**
 * GET /api/events read as an EventSource reads it (`id:` lines kept, a block without data
 * included), resuming from `lastEventId` in the header or, `via: 'query'`, the query parameter.
 */
async function openStream(baseUrl: string, token: string, resume?: { lastEventId: string; via?: 'header' | 'query' }) {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let url = `${baseUrl}/api/events`;
  if (resume?.via === 'query') url += `?last_event_id=${encodeURIComponent(resume.lastEventId)}`;
  else if (resume) headers['last-event-id'] = resume.lastEventId;
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  const stream = { events: [] as Heard[], lastEventId: resume?.lastEventId ?? '', ended: false };
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let data: string | null = null;
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) stream.lastEventId = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data !== null) stream.events.push({ event, id: stream.lastEventId, data: JSON.parse(data) });
        }
      }
    } catch {
      // cut off (the server killed) or closed
    }
    stream.ended = true;
  })();
  const waitFor = async (match: (events: Heard[]) => boolean, what: string, timeoutMs = 10_000) => {
    for (const started = Date.now(); !match(stream.events); await sleep(20)) {
      if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms; got ${JSON.stringify(stream.events)}`);
    }
  };
  await waitFor((events) => events.some((e) => e.event === 'ready'), 'ready');
  return {
    stream,
    waitFor,
    changes: () => stream.events.filter((e) => e.event === 'change'),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

const idsOf = (events: Heard[], list: string, op = 'insert') => events.filter((e) => e.event === 'change' && e.data.list === list && e.data.op === op).flatMap((e) => e.data.ids!);
const duplicates = (ids: number[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

async function baseUrlOf(server: TestServer): Promise<string> {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}

describe('a stream killed mid-flow resumes on another server (PostgreSQL, two server processes)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let tmp: string;
  let pool: pg.Pool;
  const servers: ServerProcess[] = [];

  const spawn = (name: string) =>
    spawnServer({
      DATABASE_URL: database.url,
      IMAGE_STORAGE: 'database',
      DATA_DIR: path.join(tmp, name),
      STATIC_DIR: path.join(tmp, 'no-app'),
      ADMIN_EMAIL: SUPER_ADMIN.email,
      ADMIN_PASSWORD: SUPER_ADMIN.password,
      SEED_DEMO: '0',
      SMS_PROVIDER: 'off',
      LOG_LEVEL: 'warn',
    });

  beforeAll(async () => {
    buildServer();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-resume-'));
    database = await createPostgresDatabase();
    servers.push(await spawn('a'));
    servers.push(await spawn('b'));
    pool = new pg.Pool({ connectionString: database.url, max: 8 });
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    if (pool) await endPool(pool);
    await database?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('kill -9 of the server a dashboard streams from, under concurrent writers: on reconnecting elsewhere with its last id, every committed change arrives exactly once', async () => {
    const [a, b] = servers;
    const login = await fetch(`${a.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: 0 }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const { rows: catalogue } = await pool.query<{ product_id: number; package_id: number; customer_id: number }>(`
      with p as (insert into topup_products (name, topup_type, logo) values ('Resume', 'in_game', 'logo.png') returning id),
           k as (insert into topup_packages (product_id, name, price, buy_price) select id, 'Resume 100', 100, 0 from p returning id, product_id),
           c as (insert into customers (username) values ('resume-buyer') returning id)
      select k.product_id, k.id as package_id, c.id as customer_id from k, c`);
    const { product_id: productId, package_id: packageId, customer_id: customerId } = catalogue[0];

    const first = await openStream(a.url, token);
    expect(first.stream.lastEventId).toMatch(/^\d+$/);

    // Writers: each insert in a transaction held open for a random while, so later ids commit first
    // under a statement-time numbering; every insert whose commit returned is noted.
    const committed = { orders: [] as number[], transactions: [] as number[] };
    let running = true;
    let serial = 0;
    const writer = async (n: number) => {
      while (running) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          let noted: () => void;
          if ((serial += 1) % 2 === n % 2) {
            const { rows } = await client.query<{ id: number }>(
              `insert into orders (customer_id, product_id, package_id, name, amount, status, playerid) values ($1, $2, $3, 'Order', 100, 'pending', '512345678') returning id`,
              [customerId, productId, packageId],
            );
            noted = () => committed.orders.push(rows[0].id);
          } else {
            const { rows } = await client.query<{ id: number }>(
              `insert into transactions (customer_id, amount, status, is_automated, number, transaction_id) values ($1, 250, 'pending', $2, $3, $4) returning id`,
              [customerId, serial % 3 === 0 ? 1 : 0, `0171${String(serial).padStart(7, '0')}`, `RESUME${n}X${serial}`],
            );
            noted = () => committed.transactions.push(rows[0].id);
          }
          await client.query(`select pg_sleep(${(Math.random() * 0.03).toFixed(3)})`);
          await client.query('commit');
          noted();
        } finally {
          client.release();
        }
      }
    };
    const writers = [0, 1, 2, 3, 4, 5].map(writer);

    // One transaction begun before the kill and committed after it, numbered after what the stream saw last.
    const straggler = await pool.connect();
    await straggler.query('begin');
    const { rows: late } = await straggler.query<{ id: number }>(
      `insert into orders (customer_id, product_id, package_id, name, amount, status, playerid) values ($1, $2, $3, 'Order', 100, 'pending', '512345678') returning id`,
      [customerId, productId, packageId],
    );
    await first.waitFor((events) => idsOf(events, 'orders').length >= 20 && idsOf(events, 'transactions').length >= 20, 'changes heard from the first server');

    a.child.kill('SIGKILL');
    await new Promise((resolve) => a.child.once('exit', resolve));
    await sleep(50);
    const lastSeen = first.stream.lastEventId;
    const heardBeforeKill = first.changes().length;
    await straggler.query('commit');
    straggler.release();
    committed.orders.push(late[0].id);
    // Writes go on while the dashboard is away.
    await sleep(400);

    const second = await openStream(b.url, token, { lastEventId: lastSeen });
    // A server that resumes says so, and sends no resync for an id inside the window.
    expect(second.stream.events[0]).toMatchObject({ event: 'ready', data: { resumes: true } });
    await sleep(600);
    running = false;
    await Promise.all(writers);

    const heard = () => [...first.stream.events, ...second.stream.events];
    await second.waitFor(
      () => committed.orders.every((id) => idsOf(heard(), 'orders').includes(id)) && committed.transactions.every((id) => idsOf(heard(), 'transactions').includes(id)),
      'every committed change',
    );
    await sleep(300);
    const orders = idsOf(heard(), 'orders');
    const transactions = idsOf(heard(), 'transactions');
    // 0 missed, none twice, nothing that did not commit.
    expect(duplicates(orders)).toEqual([]);
    expect(duplicates(transactions)).toEqual([]);
    expect([...orders].sort((x, y) => x - y)).toEqual([...committed.orders].sort((x, y) => x - y));
    expect([...transactions].sort((x, y) => x - y)).toEqual([...committed.transactions].sort((x, y) => x - y));
    expect(second.stream.events.some((e) => e.event === 'resync')).toBe(false);
    // The kill fell mid-flow: the first server had sent some, the second replayed what followed, the straggler among them.
    expect(heardBeforeKill).toBeGreaterThan(0);
    expect(idsOf(second.stream.events, 'orders')).toContain(late[0].id);
    // Ids increase along both streams.
    const ids = [...first.changes(), ...second.changes()].map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(ids.length);
    await first.close();
    await second.close();
  }, 120_000);
});

describeOnEachDatabase('resuming live events', (server) => {
  let baseUrl: string;
  let catalogue: { productId: number; packageId: number };
  let customerId: number;
  beforeAll(async () => {
    baseUrl = await baseUrlOf(server());
    catalogue = await createTopupPackage(server().db, 'in_game');
    customerId = (await createCustomer(server().db, 0)).id;
  });
  const order = async () => (await createCustomerOrder(server().db, customerId, catalogue.productId, catalogue.packageId)).id;

  it('a reconnect names the last id (header or query parameter) and gets what followed it, then the live changes', async () => {
    const token = await server().login();
    const first = await openStream(baseUrl, token);
    const one = await order();
    await first.waitFor((events) => idsOf(events, 'orders').includes(one), 'the first order');
    const seen = first.stream.lastEventId;
    await first.close();
    const missed = [await order(), await order()];
    for (const via of ['header', 'query'] as const) {
      const again = await openStream(baseUrl, token, { lastEventId: seen, via });
      await again.waitFor((events) => idsOf(events, 'orders').length >= missed.length, 'the missed orders');
      expect(idsOf(again.stream.events, 'orders')).toEqual(missed);
      expect(again.stream.events.map((e) => e.event)).toEqual(['ready', ...missed.map(() => 'change')]);
      const live = await order();
      await again.waitFor((events) => idsOf(events, 'orders').includes(live), 'a live order');
      expect(idsOf(again.stream.events, 'orders')).toEqual([...missed, live]);
      missed.push(live);
      await again.close();
    }
  });

  it('places each GET’s answer among the changes: the newest id the server had heard committed as the request arrived', async () => {
    const token = await server().login();
    const stream = await openStream(baseUrl, token);
    const placedAt = async () => {
      const res = await fetch(`${baseUrl}/api/admin/pending-counts`, { headers: { authorization: `Bearer ${token}` } });
      return res.headers.get(LIVE_POSITION_HEADER);
    };
    const before = Number(await placedAt());
    const one = await order();
    await stream.waitFor((events) => idsOf(events, 'orders').includes(one), 'the order');
    // Streamed by this server, the change was heard by it: an answer read from then on includes it.
    const heard = Number(stream.stream.lastEventId);
    expect(heard).toBeGreaterThan(before);
    expect(Number(await placedAt())).toBe(heard);
    // Not for anyone signed out: the shop's count of changes is not theirs to read.
    const signedOut = await fetch(`${baseUrl}/api/admin/pending-counts`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get(LIVE_POSITION_HEADER)).toBeNull();
    await stream.close();
  });

  it('a sub-admin\'s resumed stream replays only what they may hear, theirs marked', async () => {
    const db = server().db;
    const mine = await createTopupPackage(db, 'in_game');
    const theirs = await createTopupPackage(db, 'in_game');
    const sub = await createSubAdmin(db);
    await grantOperations(db, sub.id, ['listMyPackageOrders', 'listAutomatedTransactions']);
    await db.insertInto('admin_package_permissions').values({ admin_id: sub.id, package_id: mine.packageId }).execute();
    const token = await server().login(sub.email, sub.password);
    const first = await openStream(baseUrl, token);
    const seen = first.stream.lastEventId;
    await first.close();

    const hidden = await createCustomerOrder(db, customerId, theirs.productId, theirs.packageId);
    const manual = await createTransaction(db, customerId, { is_automated: 0 });
    const ofMine = await createCustomerOrder(db, customerId, mine.productId, mine.packageId);
    const automated = await createTransaction(db, customerId, { is_automated: 1 });

    const again = await openStream(baseUrl, token, { lastEventId: seen });
    await again.waitFor((events) => idsOf(events, 'transactions').includes(automated.id), 'the automated wallet-add');
    await sleep(200);
    expect(again.changes().map((e) => e.data)).toEqual([
      { list: 'orders', scope: mine.packageId, op: 'insert', ids: [ofMine.id], mine: true },
      { list: 'transactions', scope: 1, op: 'insert', ids: [automated.id] },
    ]);
    expect(idsOf(again.stream.events, 'orders')).not.toContain(hidden.id);
    expect(idsOf(again.stream.events, 'transactions')).not.toContain(manual.id);
    await again.close();
  });

  it('an id older than the kept window, from another database, or unreadable gets `resync`, then the live changes', async () => {
    const token = await server().login();
    const first = await openStream(baseUrl, token);
    const old = first.stream.lastEventId;
    await first.close();
    await order();
    // 10 minutes later (the window's time bound), the next prune takes them.
    await sql`update live_events set at = at - interval '11 minutes'`.execute(server().db);
    const { rows } = await sql<{ through: number }>`select live_events_prune() as through`.execute(server().db);
    expect(Number(rows[0].through)).toBeGreaterThan(Number(old));
    expect(Number((await sql<{ n: number }>`select count(*) as n from live_events`.execute(server().db)).rows[0].n)).toBe(0);

    for (const asked of [old, '999999999', 'not-an-id']) {
      const again = await openStream(baseUrl, token, { lastEventId: asked });
      await again.waitFor((events) => events.some((e) => e.event === 'resync'), 'resync');
      expect(again.stream.events.map((e) => e.event)).toEqual(['ready', 'resync']);
      // The resync says where the stream now stands (the newest id): a reconnect from there resumes.
      const { rows: newest } = await sql<{ id: number }>`select greatest(max(id), ${rows[0].through}::bigint) as id from live_events`.execute(server().db);
      expect(again.stream.lastEventId).toBe(String(newest[0].id));
      const live = await order();
      await again.waitFor((events) => idsOf(events, 'orders').includes(live), 'a live order');
      expect(Number(again.changes()[0].id)).toBeGreaterThan(Number(newest[0].id));
      await again.close();
    }
  });

  it('the window is bounded by count too: the commit that passes a multiple of 1,000 ids keeps the last 10,000', async () => {
    const token = await server().login();
    const first = await openStream(baseUrl, token);
    const old = first.stream.lastEventId;
    await first.close();
    const kept = await order();
    // 10,000 ids on (as if that many changes had committed, or rolled back), the next one a multiple of 1,000.
    await sql`select setval('live_events_id_seq', ((last_value + 10000) / 1000 + 1) * 1000 - 1) from live_events_id_seq`.execute(server().db);
    await order();
    const { rows } = await sql<{ newest: number; oldest: number; through: number }>`
      select max(id) as newest, min(id) as oldest, (select pruned_through from live_events_horizon) as through from live_events`.execute(server().db);
    const newest = Number(rows[0].newest);
    expect(newest % 1000).toBe(0);
    expect(Number(rows[0].through)).toBe(newest - 10_000);
    expect(Number(rows[0].oldest)).toBe(newest);
    expect(Number(rows[0].through)).toBeGreaterThan(Number(old));
    // The order after `old` is gone from the window: resync.
    const again = await openStream(baseUrl, token, { lastEventId: old });
    await again.waitFor((events) => events.some((e) => e.event === 'resync'), 'resync');
    expect(idsOf(again.stream.events, 'orders')).not.toContain(kept);
    await again.close();
  });
});

describe('a server that lost its LISTEN connection (PostgreSQL)', () => {
  let server: TestServer;
  let other: pg.Client;
  beforeAll(async () => {
    server = await startTestServer('postgres');
    other = new pg.Client({ connectionString: server.config.databaseUrl! });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await server?.close();
  });

  it('reads what was committed meanwhile from the journal once it listens again: its streams miss nothing and hear nothing twice', async () => {
    const baseUrl = await baseUrlOf(server);
    const { productId, packageId } = await createTopupPackage(server.db, 'in_game');
    const customer = await createCustomer(server.db, 0);
    const stream = await openStream(baseUrl, await server.login());
    const placed = [(await createCustomerOrder(server.db, customer.id, productId, packageId)).id];
    await stream.waitFor((events) => idsOf(events, 'orders').includes(placed[0]), 'the first order');
    const listeners = `application_name like 'shop-admin listen shop_events%' and datname = current_database()`;
    await other.query(`select pg_terminate_backend(pid, 5000) from pg_stat_activity where ${listeners}`);
    // Committed while no one listens (the server listens again after about a second).
    for (let i = 0; i < 5; i += 1) placed.push((await createCustomerOrder(server.db, customer.id, productId, packageId)).id);
    for (const started = Date.now(); ; await sleep(10)) {
      const { rows } = await other.query(`select count(*)::int as n from pg_stat_activity where ${listeners} and query like 'listen%'`);
      if (rows[0].n === 1) break;
      if (Date.now() - started > 10_000) throw new Error('not listening again within 10 s');
    }
    placed.push((await createCustomerOrder(server.db, customer.id, productId, packageId)).id);
    await stream.waitFor((events) => placed.every((id) => idsOf(events, 'orders').includes(id)), 'every order');
    await sleep(200);
    expect(idsOf(stream.stream.events, 'orders')).toEqual(placed);
    expect(stream.stream.ended).toBe(false);
    await stream.close();
  }, 60_000);
});

describe('an event stream on its own (stream.ts)', () => {
  function fakeStream(hears: (list: string) => boolean) {
    let change: (payload: string) => void = () => undefined;
    const written: string[] = [];
    const raw = { destroyed: false, writableEnded: false, write: (chunk: string) => written.push(chunk), end: () => (raw.writableEnded = true) };
    const started = new LiveEvents({ warn: () => undefined } as unknown as FastifyBaseLogger).start({
      listenForAccess: async (_onPayload, onState, alongside) => {
        change = alongside![EVENTS_CHANNEL];
        onState(true);
        return async () => undefined;
      },
    });
    return { started, written, raw: raw as typeof raw & ServerResponse, announce: (id: number, list = 'orders') => change(JSON.stringify({ id, list, scope: 1, op: 'insert', ids: [id * 10] })), hears };
  }

  it('sends a change heard both from the journal and live once, and a keep-alive moves the id past changes its admin does not hear', async () => {
    jest.useFakeTimers();
    try {
      const { started, written, raw, announce } = fakeStream(() => true);
      const bus = await started;
      const stream = new EventStream(bus, 1, 10, async () => (event) => event.list === 'orders', { warn: () => undefined } as unknown as FastifyBaseLogger);
      await stream.admit();
      // Heard live while the journal was read: 7 is in both.
      announce(7);
      announce(8, 'transactions');
      stream.attach(raw, { kind: 'replay', after: 5, position: 7, events: [{ id: 6, list: 'orders', scope: 1, op: 'insert', ids: [60] }, { id: 7, list: 'orders', scope: 1, op: 'insert', ids: [70] }] });
      expect(written.join('')).toBe(
        'retry: 3000\n\nevent: ready\ndata: {"resumes":true}\n\n' +
          'event: change\nid: 6\ndata: {"list":"orders","scope":1,"op":"insert","ids":[60]}\n\n' +
          'event: change\nid: 7\ndata: {"list":"orders","scope":1,"op":"insert","ids":[70]}\n\n',
      );
      written.length = 0;
      // 20 s on: the stream reads its session again (5 s at most between looks) before it writes.
      await jest.advanceTimersByTimeAsync(20_000);
      expect(written).toEqual([': keep-alive\nid: 8\n\n']);
      await jest.advanceTimersByTimeAsync(20_000);
      expect(written).toEqual([': keep-alive\nid: 8\n\n', ': keep-alive\n\n']);
      stream.end();
      await bus.close();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a server that closes while catching up on what its listening connection missed', () => {
  it('stops quietly: the catch-up read that ends after the close passes nothing on and throws nothing', async () => {
    const { openDatabase, migrateToLatest } = await import('../../server/db/database');
    const handle = await openDatabase({ dataDir: 'memory://' });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await migrateToLatest(handle.db);
      let setHeard: (heard: boolean) => void = () => undefined;
      const bus = await new LiveEvents({ warn: () => undefined } as unknown as FastifyBaseLogger).start({
        db: handle.db,
        listenForAccess: async (_onPayload, onState) => {
          setHeard = onState;
          onState(true);
          return async () => undefined;
        },
      });
      const changes: unknown[] = [];
      bus.add({ sessionId: 1, adminId: 1, change: (event) => changes.push(event), accessChanged: () => undefined, end: () => undefined });
      // Lost, then found again: the bus starts reading the journal; the server closes while it reads.
      setHeard(false);
      setHeard(true);
      await bus.close();
      // PGlite answers in turn: this answer comes after the catch-up's read, and its continuation has run.
      await sql`select 1`.execute(handle.db);
      await sleep(50);
      expect(unhandled).toEqual([]);
      expect(changes).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await handle.close();
    }
  });
});
