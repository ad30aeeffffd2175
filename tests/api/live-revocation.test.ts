import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { hashToken } from '../../server/auth/sessions';
import type { Database } from '../../server/db/schema';
import { EVENTS_CHANNEL, LiveEvents } from '../../server/domains/live/bus';
import { EventStream, type ReadAccess } from '../../server/domains/live/stream';
import { createCustomer, createCustomerOrder, createSubAdmin, createTopupPackage, createTransaction, grantOperations } from '../support/fixtures';
import { openEventStream } from '../support/event-stream';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../support/test-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server listening on a real port (the stream is read over HTTP, as the dashboard reads it). */
async function baseUrlOf(server: TestServer): Promise<string> {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}

async function post(baseUrl: string, path: string, token: string, body: unknown = {}): Promise<number> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Orders (and, when asked, automated wallet-adds) placed one after another until stopped, as a busy
 * shop places them. Each is noted with whether its insert began after `answered` was set: the
 * access change had committed by then, so its change event must not reach a revoked stream.
 */
function steadyFlow(db: Kysely<Database>, withWalletAdds = false, ofPackage?: { productId: number; packageId: number }) {
  const placed = { orders: [] as number[], walletAdds: [] as number[], ordersAfter: [] as number[], walletAddsAfter: [] as number[] };
  let answered = false;
  let running = true;
  const flowing = (async () => {
    const { productId, packageId } = ofPackage ?? (await createTopupPackage(db, 'in_game'));
    const customer = await createCustomer(db, 0);
    while (running) {
      const after = answered;
      const order = await createCustomerOrder(db, customer.id, productId, packageId);
      (after ? placed.ordersAfter : placed.orders).push(order.id);
      if (withWalletAdds) {
        const walletAdd = await createTransaction(db, customer.id, { is_automated: 1 });
        (after ? placed.walletAddsAfter : placed.walletAdds).push(walletAdd.id);
      }
      await sleep(5);
    }
  })();
  return {
    placed,
    answered: () => {
      answered = true;
    },
    stop: async () => {
      running = false;
      await flowing;
    },
  };
}

/** A sub-admin granted the modules of `operations`, signed in; and the owner's token, to change them with. */
async function signedInSubAdmin(server: TestServer, operations: string[]) {
  const sub = await createSubAdmin(server.db);
  await grantOperations(server.db, sub.id, operations);
  return { sub, token: await server.login(sub.email, sub.password), owner: await server.login() };
}

type Stream = Awaited<ReturnType<typeof openEventStream>>;
const heardIds = (stream: Stream, list: string) => stream.events.filter((e) => e.event === 'change' && e.data.list === list).flatMap((e) => e.data.ids ?? []);

/**
 * Opens a stream, lets the flow run until the stream hears it, ends the access (`revoke` answers
 * its HTTP status) and keeps the flow going: what the stream heard, and when it ended (ms after
 * the answer; null while still open).
 */
async function revokeWhileFlowing(opts: {
  streamUrl: string;
  token: string;
  db: Kysely<Database>;
  revoke: () => Promise<number>;
  withWalletAdds?: boolean;
  ofPackage?: { productId: number; packageId: number };
}) {
  const stream = await openEventStream(opts.streamUrl, opts.token);
  await stream.waitFor((e) => e.event === 'ready');
  const flow = steadyFlow(opts.db, opts.withWalletAdds, opts.ofPackage);
  let endedAfterMs: number | null = null;
  try {
    await stream.waitFor(() => heardIds(stream, 'orders').length >= 3);
    expect(await opts.revoke()).toBe(200);
    flow.answered();
    const answeredAt = Date.now();
    void stream.ended(60_000).then(
      () => (endedAfterMs = Date.now() - answeredAt),
      () => undefined,
    );
    // Long enough for the flow to go on well past the answer (and, before the fix, be streamed):
    // 1.2 s and more than 10 orders, however slowly a busy machine places them.
    await sleep(1_200);
    for (const until = Date.now() + 30_000; flow.placed.ordersAfter.length <= 10 && Date.now() < until; ) await sleep(50);
  } finally {
    await flow.stop();
  }
  expect(flow.placed.ordersAfter.length).toBeGreaterThan(10);
  return { stream, placed: flow.placed, endedAfterMs };
}

describeOnEachDatabase('a live stream ends the moment its access ends', (server) => {
  it('signed out: no change committed after the sign-out reaches the stream, which ends at once', async () => {
    const baseUrl = await baseUrlOf(server());
    const token = await server().login();
    const { stream, placed, endedAfterMs } = await revokeWhileFlowing({
      streamUrl: baseUrl,
      token,
      db: server().db,
      revoke: () => post(baseUrl, '/admin/logout', token),
    });
    expect(heardIds(stream, 'orders').filter((id) => placed.ordersAfter.includes(id))).toEqual([]);
    expect(endedAfterMs).toBeLessThan(1_000);
  });

  it('deleted: the admin’s stream ends before any later change reaches it', async () => {
    const baseUrl = await baseUrlOf(server());
    const { sub, token, owner } = await signedInSubAdmin(server(), ['listOrders']);
    const { stream, placed, endedAfterMs } = await revokeWhileFlowing({
      streamUrl: baseUrl,
      token,
      db: server().db,
      revoke: () => post(baseUrl, `/admin/admin/delete/${sub.id}`, owner),
    });
    expect(heardIds(stream, 'orders').filter((id) => placed.ordersAfter.includes(id))).toEqual([]);
    expect(endedAfterMs).toBeLessThan(1_000);
  });

  it('a module withdrawn: its list is silent from the answer on, the stream goes on with what is still granted', async () => {
    const baseUrl = await baseUrlOf(server());
    const { sub, token, owner } = await signedInSubAdmin(server(), ['listOrders', 'listAutomatedTransactions']);
    const keep = await server().db.selectFrom('auth_modules').select('id').where('operation_id', '=', 'listOrders').executeTakeFirstOrThrow();
    const { stream, placed, endedAfterMs } = await revokeWhileFlowing({
      streamUrl: baseUrl,
      token,
      db: server().db,
      withWalletAdds: true,
      revoke: () => post(baseUrl, '/admin/admin-auth/update', owner, { admin_id: sub.id, auth_ids: [keep.id] }),
    });
    try {
      expect(heardIds(stream, 'transactions').filter((id) => placed.walletAdds.includes(id)).length).toBeGreaterThan(0);
      expect(heardIds(stream, 'transactions').filter((id) => placed.walletAddsAfter.includes(id))).toEqual([]);
      expect(heardIds(stream, 'orders').filter((id) => placed.ordersAfter.includes(id)).length).toBeGreaterThan(5);
      expect(endedAfterMs).toBeNull();
    } finally {
      await stream.close();
    }
  });

  it('a package taken: its orders are silent from the answer on, without waiting for the periodic re-check', async () => {
    const baseUrl = await baseUrlOf(server());
    const { sub, token, owner } = await signedInSubAdmin(server(), ['listMyPackageOrders']);
    const ofPackage = await createTopupPackage(server().db, 'in_game');
    const other = await createTopupPackage(server().db, 'in_game');
    expect(await post(baseUrl, '/admin/topup-package-permission/add-permission', owner, { admin_id: sub.id, topup_package_id: [ofPackage.packageId, other.packageId] })).toBe(200);
    const { stream, placed, endedAfterMs } = await revokeWhileFlowing({
      streamUrl: baseUrl,
      token,
      db: server().db,
      ofPackage,
      revoke: () => post(baseUrl, '/admin/topup-package-permission/add-permission', owner, { admin_id: sub.id, topup_package_id: [other.packageId] }),
    });
    try {
      expect(heardIds(stream, 'orders').filter((id) => placed.ordersAfter.includes(id))).toEqual([]);
      expect(endedAfterMs).toBeNull();
    } finally {
      await stream.close();
    }
  });
});

describe('a live stream on another server ends when it hears the access ended (PostgreSQL)', () => {
  let a: TestServer;
  let b: TestServer;
  let other: pg.Client;
  beforeAll(async () => {
    // No SMS worker: nothing on b asks the database of its own accord (its pooled connections LISTEN too).
    a = await startTestServer('postgres', { SMS_PROVIDER: 'off' });
    b = await startTestServer('postgres', { SMS_PROVIDER: 'off' }, { existingDatabaseUrl: a.config.databaseUrl! });
    other = new pg.Client({ connectionString: a.config.databaseUrl! });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await b?.close();
    await a?.close();
  });

  it('signed out through one server: the stream on the other hears no change committed after it, and ends', async () => {
    const token = await a.login();
    const [urlA, urlB] = [await baseUrlOf(a), await baseUrlOf(b)];
    const { stream, placed, endedAfterMs } = await revokeWhileFlowing({
      streamUrl: urlB,
      token,
      db: a.db,
      revoke: () => post(urlA, '/admin/logout', token),
    });
    expect(heardIds(stream, 'orders').filter((id) => placed.ordersAfter.includes(id))).toEqual([]);
    expect(endedAfterMs).toBeLessThan(1_000);
  });

  it('a revocation missed while the listening connection was lost ends the stream once it listens again', async () => {
    const token = await b.login();
    const stream = await openEventStream(await baseUrlOf(b), token);
    await stream.waitFor((e) => e.event === 'ready');
    // Every connection but this test's (pooled ones LISTEN too), each gone before this returns.
    await other.query(`select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    // Made while no server can hear it: announced, but to no stream.
    await other.query('update sessions set revoked_at = now() where token_hash = $1', [hashToken(token)]);
    const listeners = `application_name like 'shop-admin listen shop_events%' and datname = current_database()`;
    for (const started = Date.now(); ; await sleep(5)) {
      const { rows } = await other.query(`select count(*)::int as n from pg_stat_activity where ${listeners} and state = 'idle' and query like 'listen%'`);
      if (rows[0].n === 2) break;
      if (Date.now() - started > 5_000) throw new Error('not listening again within 5 s');
    }
    const flow = steadyFlow(a.db);
    flow.answered();
    try {
      await stream.ended(1_000);
    } finally {
      await sleep(200);
      await flow.stop();
    }
    expect(heardIds(stream, 'orders').filter((id) => flow.placed.ordersAfter.includes(id))).toEqual([]);
  });
});

/** A bus whose announcements, listening state and change events the test makes itself. */
async function busWithAnnouncer() {
  const hooks = { announce: (_payload: string) => undefined as void, setHeard: (_heard: boolean) => undefined as void, change: (_payload: string) => undefined as void };
  const bus = await new LiveEvents({ warn: () => undefined } as unknown as FastifyBaseLogger).start({
    listenForAccess: async (onPayload, onState, alongside) => {
      hooks.announce = onPayload;
      hooks.setHeard = onState;
      hooks.change = alongside![EVENTS_CHANNEL];
      onState(true);
      return async () => undefined;
    },
  });
  return { bus, ...hooks, order: (id: number) => hooks.change(JSON.stringify({ list: 'orders', scope: 1, op: 'insert', ids: [id] })) };
}

/** A stream on that bus (session 1 of admin 10) whose reads of its session the test answers one by one. */
function streamWithReads(bus: LiveEvents) {
  const reads: ((live: boolean) => void)[] = [];
  const readAccess: ReadAccess = () => new Promise((resolve) => reads.push((live) => resolve(live ? () => true : null)));
  const written: string[] = [];
  const raw = { destroyed: false, writableEnded: false, write: (chunk: string) => written.push(chunk), end: () => (raw.writableEnded = true) };
  const stream = new EventStream(bus, 1, 10, readAccess, { warn: () => undefined } as unknown as FastifyBaseLogger);
  const settle = async (live: boolean) => {
    reads.at(-1)!(live);
    await sleep(0);
  };
  const changes = () => written.filter((chunk) => chunk.startsWith('event: change')).map((chunk) => JSON.parse(chunk.split('data: ')[1]).ids[0] as number);
  return { stream, reads, raw: raw as typeof raw & ServerResponse, settle, changes };
}

describe('an event stream and the access announcements', () => {
  it('holds what arrives once an announcement names it, reads again if another arrives meanwhile, and sends nothing held when the session is gone', async () => {
    const { bus, announce, order } = await busWithAnnouncer();
    const { stream, reads, raw, settle, changes } = streamWithReads(bus);
    const admitted = stream.admit();
    await settle(true);
    expect(await admitted).toBe(true);
    stream.attach(raw);
    order(1);
    expect(changes()).toEqual([1]);

    announce('session:2');
    announce('admin:11');
    expect(reads).toHaveLength(1);
    announce('session:1');
    order(2);
    announce('admin:10');
    await settle(true);
    // Still live on the first read, but it may predate the second announcement's change: read again.
    expect(reads).toHaveLength(3);
    expect(changes()).toEqual([1]);
    await settle(false);
    order(3);
    expect(changes()).toEqual([1]);
    expect(stream.ended).toBe(true);
    expect(raw.writableEnded).toBe(true);
    await bus.close();
  });

  it('an announcement naming everything costs one read per session, not one per stream; a read begun before an announcement is not shared after it', async () => {
    const { bus, announce } = await busWithAnnouncer();
    const reads: number[] = [];
    const answers: (() => void)[] = [];
    const open = (sessionId: number) => {
      const readAccess: ReadAccess = () => {
        reads.push(sessionId);
        return new Promise((resolve) => answers.push(() => resolve(() => true)));
      };
      return new EventStream(bus, sessionId, 10, readAccess, { warn: () => undefined } as unknown as FastifyBaseLogger);
    };
    const answerAll = async () => {
      for (const answer of answers.splice(0)) answer();
      await sleep(0);
    };
    // Three tabs of session 1, one of session 2.
    const streams = [open(1), open(1), open(1), open(2)];
    const admitted = Promise.all(streams.map((stream) => stream.admit()));
    expect(reads).toEqual([1, 2]);
    await answerAll();
    expect(await admitted).toEqual([true, true, true, true]);

    reads.length = 0;
    announce('*');
    expect(reads).toEqual([1, 2]);
    // Another announcement while those reads run: every stream reads again, sharing a read begun after it.
    announce('admin:10');
    await answerAll();
    expect(reads).toEqual([1, 2, 1, 2]);
    await answerAll();
    expect(streams.every((stream) => !stream.ended)).toBe(true);

    // A fourth tab's first read is under way when the session's announcement comes: the others do not join it.
    reads.length = 0;
    const fourth = open(1);
    const fourthAdmitted = fourth.admit();
    expect(reads).toEqual([1]);
    announce('session:1');
    expect(reads).toEqual([1, 1]);
    await answerAll();
    await answerAll();
    expect(await fourthAdmitted).toBe(true);
    expect(reads).toEqual([1, 1, 1]);
    await bus.close();
  });

  it('while the announcements are not heard, reads its session before each send', async () => {
    const { bus, setHeard, order } = await busWithAnnouncer();
    const { stream, reads, raw, settle, changes } = streamWithReads(bus);
    const admitted = stream.admit();
    await settle(true);
    await admitted;
    stream.attach(raw);
    setHeard(false);
    // Lost: what was announced meanwhile is unknown.
    expect(reads).toHaveLength(2);
    await settle(true);
    order(1);
    expect(reads).toHaveLength(3);
    expect(changes()).toEqual([]);
    await settle(true);
    expect(changes()).toEqual([1]);
    order(2);
    expect(reads).toHaveLength(4);
    await settle(false);
    expect(changes()).toEqual([1]);
    expect(stream.ended).toBe(true);
    await bus.close();
  });
});
