import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { httpProvider, type SmsProvider } from '../../server/domains/sms/providers';
import { SmsWorker, type SmsWorkerOptions } from '../../server/domains/sms/worker';
import { createSubAdmin, grantOperations } from '../support/fixtures';
import { apiClient, DATABASE_KINDS, describeOnEachDatabase, startTestServer, type TestServer } from '../support/test-server';

let phoneCounter = 0;
/** Customers with fresh phones; `walletAdd` gives them a completed wallet-add. */
async function customers(server: TestServer, count: number, options: { walletAdd?: boolean; suffix?: (i: number) => string } = {}) {
  const rows = await server.db
    .insertInto('customers')
    .values(
      Array.from({ length: count }, (_, i) => {
        phoneCounter += 1;
        return { username: `sms${phoneCounter}`, phone: `0155${String(phoneCounter).padStart(5, '0')}${options.suffix?.(i) ?? '0'}` };
      }),
    )
    .returning(['id', 'phone'])
    .execute();
  if (options.walletAdd) await server.db.insertInto('transactions').values(rows.map((r) => ({ customer_id: r.id, amount: 10, status: 'completed' as const }))).execute();
  return rows;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describeOnEachDatabase('SMS broadcast: the call and the default (outbox) provider', (server) => {
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });

  it('sendSms: the message is required after trimming; the user limit is a positive whole number', async () => {
    for (const body of [{}, { message: '   \n ' }]) {
      const res = await api.post('/admin/send-sms', body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ param: 'message', msg: 'Message is required' }]);
    }
    expect((await api.post('/admin/send-sms', { message: 'hi', user_limit: 0 })).status).toBe(400);
    expect((await api.post('/admin/send-sms', { message: 'hi', only_wallet_user: 2 })).status).toBe(400);
  });

  it('sendSms answers 202 at once with the broadcast id; one message per distinct phone of live customers; the outbox provider runs it to the end', async () => {
    const before = await server().db.selectFrom('customers').select('id').execute();
    await server().db.updateTable('customers').set({ deleted_at: new Date() }).where('id', 'in', before.length ? before.map((c) => c.id) : [0]).execute();
    const list = await customers(server(), 4);
    await server().db.insertInto('customers').values([{ username: 'twin', phone: ` ${list[0].phone} ` }, { username: 'nophone', phone: null }, { username: 'blank', phone: '  ' }]).execute();
    const res = await api.post('/admin/send-sms', { message: '  Eid offer!  ', user_limit: null, only_wallet_user: 0 });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: true, message: 'Message is sending to the server..', data: { recipients: 4 } });
    const id = res.body.data.broadcast_id;
    await waitFor(async () => (await api.get(`/admin/sms-broadcast/${id}`)).body.data.status === 'finished', 'the broadcast to finish');
    const done = (await api.get(`/admin/sms-broadcast/${id}`)).body.data;
    expect(done).toMatchObject({ id, total: 4, sent: 4, failed: 0, message: 'Eid offer!', finished_at: expect.any(String) });
    const outbox = await server().db.selectFrom('sms_outbox').select(['phone', 'status', 'message']).where('broadcast_id', '=', id).orderBy('id').execute();
    expect(outbox.map((o) => o.phone)).toEqual(list.map((c) => c.phone));
    expect(outbox.every((o) => o.status === 'sent' && o.message === 'Eid offer!')).toBe(true);
    expect((await api.get('/admin/sms-broadcasts?limit=1')).body.data[0].id).toBe(id);
  });

  it('sendSms: only wallet users keeps customers with a completed wallet-add; the user limit caps the recipients; none at all finishes at once', async () => {
    const all = await server().db.selectFrom('customers').select('id').execute();
    await server().db.updateTable('customers').set({ deleted_at: new Date() }).where('id', 'in', all.map((c) => c.id)).execute();
    const wallet = await customers(server(), 3, { walletAdd: true });
    await customers(server(), 2);
    const onlyWallet = await api.post('/admin/send-sms', { message: 'For wallet users', only_wallet_user: 1 });
    expect(onlyWallet.body.data.recipients).toBe(3);
    const recipients = await server().db.selectFrom('sms_outbox').select('phone').where('broadcast_id', '=', onlyWallet.body.data.broadcast_id).orderBy('id').execute();
    expect(recipients.map((r) => r.phone)).toEqual(wallet.map((c) => c.phone));
    expect((await api.post('/admin/send-sms', { message: 'Two only', user_limit: '2' })).body.data.recipients).toBe(2);
    await server().db.updateTable('customers').set({ deleted_at: new Date() }).execute();
    const none = await api.post('/admin/send-sms', { message: 'Nobody' });
    expect(none.body.data.recipients).toBe(0);
    expect((await api.get(`/admin/sms-broadcast/${none.body.data.broadcast_id}`)).body.data).toMatchObject({ status: 'finished', total: 0 });
    expect((await api.get('/admin/sms-broadcast/999999')).status).toBe(404);
  });
});

describeOnEachDatabase('SMS broadcast: the count asked before sending', (server) => {
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });
  const count = async (query = '') => {
    const res = await api.get(`/admin/sms-recipients${query}`);
    expect(res.status).toBe(200);
    return res.body.data.recipients as number;
  };
  const queued = async (body: object) => (await api.post('/admin/send-sms', { message: 'Counted', ...body })).body.data.recipients as number;

  it('countSmsRecipients answers what sendSms then queues for the same audience (distinct phones, wallet users, the limit), queueing nothing itself', async () => {
    await server().db.updateTable('customers').set({ deleted_at: new Date() }).execute();
    const wallet = await customers(server(), 3, { walletAdd: true });
    await customers(server(), 4);
    await server().db.insertInto('customers').values([{ username: 'twin2', phone: ` ${wallet[0].phone} ` }, { username: 'nophone2', phone: null }, { username: 'blank2', phone: ' ' }]).execute();
    const broadcasts = async () => (await server().db.selectFrom('sms_broadcasts').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    const before = await broadcasts();

    expect(await count()).toBe(7);
    expect(await count('?only_wallet_user=1')).toBe(3);
    expect(await count('?user_limit=5')).toBe(5);
    expect(await count('?user_limit=2&only_wallet_user=1')).toBe(2);
    expect(await count('?user_limit=500&only_wallet_user=0')).toBe(7);
    // An empty parameter is no filter.
    expect(await count('?user_limit=&only_wallet_user=')).toBe(7);
    expect(await broadcasts()).toBe(before);

    // The same numbers sendSms queues.
    expect(await queued({})).toBe(7);
    expect(await queued({ only_wallet_user: 1 })).toBe(3);
    expect(await queued({ user_limit: 5 })).toBe(5);
    expect(await queued({ user_limit: 2, only_wallet_user: 1 })).toBe(2);

    await server().db.updateTable('customers').set({ deleted_at: new Date() }).execute();
    expect(await count()).toBe(0);
  });

  it('countSmsRecipients: a bad audience is a 400 in the error shape', async () => {
    for (const query of ['?user_limit=0', '?user_limit=-3', '?user_limit=2.5', '?user_limit=many', '?only_wallet_user=2']) {
      const res = await api.get(`/admin/sms-recipients${query}`);
      expect({ query, status: res.status, success: res.body.success }).toEqual({ query, status: 400, success: false });
    }
  });

  it('countSmsRecipients is allowed with the grant to send (it has no module of its own) and refused without it', async () => {
    const { db } = server();
    expect(await db.selectFrom('auth_modules').select('id').where('operation_id', '=', 'countSmsRecipients').execute()).toEqual([]);
    const sub = await createSubAdmin(db);
    const subApi = apiClient(server().app, await server().login(sub.email, sub.password));
    expect((await subApi.get('/admin/sms-recipients')).status).toBe(403);
    await grantOperations(db, sub.id, ['listSmsBroadcasts']);
    expect((await subApi.get('/admin/sms-recipients')).status).toBe(403);
    await grantOperations(db, sub.id, ['sendSms']);
    expect((await subApi.get('/admin/sms-recipients')).status).toBe(200);
    expect((await subApi.get('/admin/me')).body.data.permissions).toEqual(expect.arrayContaining(['sendSms', 'countSmsRecipients']));
  });
});

/**
 * A local fake SMS gateway on 127.0.0.1: slow, and failing on purpose. A phone ending in 1 fails
 * its first try (503), in 2 answers too late on its first try (time-out), in 7 is refused for good
 * (400), in 9 always fails (503). It counts the messages it accepted per phone.
 */
async function fakeGateway(delayMs: number) {
  const accepted = new Map<string, number>();
  /** The distinct references accepted per phone: what a gateway that de-duplicates on them delivers. */
  const delivered = new Map<string, Set<string>>();
  const tries = new Map<string, number>();
  const headers: http.IncomingHttpHeaders[] = [];
  const gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { to, reference } = JSON.parse(body) as { to: string; message: string; reference: string };
      headers.push(req.headers);
      const attempt = (tries.get(to) ?? 0) + 1;
      tries.set(to, attempt);
      const last = to.slice(-1);
      const wait = last === '2' && attempt === 1 ? 1_000 : delayMs * (0.5 + Math.random());
      setTimeout(() => {
        if (res.destroyed) return;
        const status = last === '7' ? 400 : last === '9' || (last === '1' && attempt === 1) ? 503 : 200;
        if (status === 200 && !(last === '2' && attempt === 1)) {
          accepted.set(to, (accepted.get(to) ?? 0) + 1);
          delivered.set(to, (delivered.get(to) ?? new Set()).add(reference));
        }
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
      }, wait);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  return { url, accepted, delivered, tries, headers, close: () => new Promise<void>((resolve) => gateway.close(() => resolve())) };
}

const OPTIONS: SmsWorkerOptions = { batchSize: 4, concurrency: 3, maxAttempts: 3, retryBaseMs: 20, leaseSeconds: 60, pollMs: 20 };

describe.each(DATABASE_KINDS)('SMS broadcast: the background worker [%s]', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  /** Gives up after 300 ms (the phones ending in 2 answer too late once). */
  let impatient: SmsProvider;
  /**
   * Waits long enough that the gateway always answers first: on PGlite the database runs on the
   * test's own thread, and a time-out on a message the gateway did accept would be a second send
   * (the reference lets a real gateway drop it; this fake counts it, to catch double claims).
   */
  let provider: SmsProvider;
  beforeAll(async () => {
    // No worker of the server's own: each test runs the workers it means to.
    server = await startTestServer(kind, { SMS_PROVIDER: 'off' });
    api = apiClient(server.app, await server.login());
    gateway = await fakeGateway(15);
    impatient = httpProvider({ httpUrl: gateway.url, httpKey: 'test-key', httpSender: 'SHOP', httpTimeoutMs: 300 });
    provider = httpProvider({ httpUrl: gateway.url, httpKey: 'test-key', httpSender: 'SHOP', httpTimeoutMs: 10_000 });
  });
  afterAll(async () => {
    await gateway?.close();
    await server?.close();
  });

  async function broadcastTo(phones: number, suffix: (i: number) => string = () => '0') {
    await server.db.updateTable('customers').set({ deleted_at: new Date() }).execute();
    const list = await customers(server, phones, { suffix });
    const res = await api.post('/admin/send-sms', { message: 'Hello from the shop' });
    expect(res.status).toBe(202);
    return { id: res.body.data.broadcast_id as number, phones: list.map((c) => c.phone as string) };
  }
  const progress = async (id: number) => (await api.get(`/admin/sms-broadcast/${id}`)).body.data;
  const finished = (id: number) => async () => ['finished', 'failed'].includes((await progress(id)).status);

  it('HTTP provider against a slow, failing gateway: retried with backoff, refused and exhausted ones recorded as failed, each phone accepted once', async () => {
    const endings = ['0', '1', '2', '7', '9', '0', '1', '0', '0', '2'];
    const { id, phones } = await broadcastTo(endings.length, (i) => endings[i]);
    const worker = new SmsWorker(server.db, impatient, OPTIONS).start();
    try {
      await waitFor(finished(id), 'the broadcast to finish');
    } finally {
      await worker.stop();
    }
    const done = await progress(id);
    expect(done).toMatchObject({ status: 'finished', total: 10, sent: 8, failed: 2 });
    // A 300 ms time-out can also catch a message the gateway accepted (on PGlite the database shares
    // the test's thread): the retry carries the same reference, which the gateway delivers once.
    for (const phone of phones) {
      const last = phone.slice(-1);
      expect({ phone, delivered: gateway.delivered.get(phone)?.size ?? 0 }).toEqual({ phone, delivered: last === '7' || last === '9' ? 0 : 1 });
    }
    const rows = await server.db.selectFrom('sms_outbox').select(['phone', 'status', 'attempts', 'error']).where('broadcast_id', '=', id).execute();
    const row = (ending: string) => rows.find((r) => r.phone.endsWith(ending))!;
    expect(row('7')).toMatchObject({ status: 'failed', error: expect.stringContaining('400') });
    expect(row('9')).toMatchObject({ status: 'failed', attempts: 3, error: expect.stringContaining('503') });
    const retried = rows.filter((r) => r.phone.endsWith('1') || r.phone.endsWith('2'));
    expect(retried.every((r) => r.status === 'sent' && r.attempts >= 2)).toBe(true);
    expect(gateway.headers[0]).toMatchObject({ authorization: 'Bearer test-key', 'idempotency-key': expect.stringMatching(/^sms-\d+$/) });
  });

  it('resumes after a stop mid-broadcast: sends under way are recorded, the rest waits, a new worker finishes it, no phone twice, none lost', async () => {
    const { id, phones } = await broadcastTo(30);
    const first = new SmsWorker(server.db, provider, { ...OPTIONS, batchSize: 10 }).start();
    await waitFor(async () => (await progress(id)).sent >= 5, 'some messages to go out');
    await first.stop();
    const halfway = await progress(id);
    expect(halfway.status).toBe('sending');
    expect(halfway.sent).toBeLessThan(30);
    const claimed = await server.db.selectFrom('sms_outbox').select('id').where('broadcast_id', '=', id).where('status', '=', 'sending').execute();
    expect(claimed).toHaveLength(0);
    const second = new SmsWorker(server.db, provider, OPTIONS).start();
    try {
      await waitFor(finished(id), 'the broadcast to finish');
    } finally {
      await second.stop();
    }
    expect(await progress(id)).toMatchObject({ status: 'finished', total: 30, sent: 30, failed: 0 });
    expect(phones.map((p) => gateway.accepted.get(p))).toEqual(phones.map(() => 1));
  });

  it('claims left by a server that died mid-batch go back to the queue when their lease runs out, and are sent once', async () => {
    const { id, phones } = await broadcastTo(6);
    // What a dead worker leaves behind: claimed rows whose lease has run out.
    await server.db
      .updateTable('sms_outbox')
      .set({ status: 'sending', claimed_by: 'dead-server', claimed_until: new Date(Date.now() - 1000), attempts: 1 })
      .where('broadcast_id', '=', id)
      .execute();
    const worker = new SmsWorker(server.db, provider, OPTIONS).start();
    try {
      await waitFor(finished(id), 'the broadcast to finish');
    } finally {
      await worker.stop();
    }
    expect(await progress(id)).toMatchObject({ status: 'finished', sent: 6 });
    expect(phones.map((p) => gateway.accepted.get(p))).toEqual(phones.map(() => 1));
  });

  it('two workers on one database (two servers) never send a phone twice and lose none', async () => {
    const { id, phones } = await broadcastTo(40);
    // On PostgreSQL the second worker is a second server: its own connection pool to the same database.
    const other: DatabaseHandle | null = kind === 'postgres' ? await openDatabase({ databaseUrl: server.config.databaseUrl }) : null;
    const workers = [new SmsWorker(server.db, provider, OPTIONS).start(), new SmsWorker(other?.db ?? server.db, provider, OPTIONS).start()];
    try {
      await waitFor(finished(id), 'the broadcast to finish');
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await other?.close();
    }
    expect(await progress(id)).toMatchObject({ status: 'finished', total: 40, sent: 40, failed: 0 });
    expect(phones.map((p) => gateway.accepted.get(p))).toEqual(phones.map(() => 1));
    const total = phones.reduce((sum, p) => sum + (gateway.tries.get(p) ?? 0), 0);
    expect(total).toBe(40);
  });
});
