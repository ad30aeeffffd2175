import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/config';
import { startServer, type Started } from '../../server/start';
import { createPostgresDatabase, DATABASE_KINDS, SUPER_ADMIN, type DatabaseKind } from '../support/test-server';

/**
 * Issue 24, point 1, inside one server: what a stop does, step by step (the balancer's view is
 * tests/api/rolling-restart-haproxy.test.ts). /api/ready fails while /api/health and every other
 * request are still served; event streams end with a reconnect hint; a request in flight when the
 * port closes is answered; SMS sends under way are finished and recorded, the rest given back.
 */
describe.each(DATABASE_KINDS)('graceful stop [%s]', (kind: DatabaseKind) => {
  let tmp: string;
  let pg: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  let gateway: http.Server;
  /** The SMS gateway answers each message after this long (a send under way at the stop). */
  const gatewayDelayMs = 600;
  const received: string[] = [];

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-stop-'));
    if (kind === 'postgres') pg = await createPostgresDatabase();
    gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push((JSON.parse(body) as { to: string }).to);
        setTimeout(() => res.writeHead(200).end('{}'), gatewayDelayMs);
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => gateway?.close(resolve));
    await pg?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  async function start(name: string): Promise<{ started: Started; url: string }> {
    const config = loadConfig({
      DATA_DIR: path.join(tmp, name),
      STATIC_DIR: path.join(tmp, 'no-app'),
      ADMIN_EMAIL: SUPER_ADMIN.email,
      ADMIN_PASSWORD: SUPER_ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
      SMS_BATCH_SIZE: '10',
      SMS_CONCURRENCY: '1',
      SMS_POLL_MS: '50',
      // Few connections: a test that holds them all (PGlite has one) holds every request that needs the database.
      ...(pg ? { DATABASE_URL: pg.url, DB_POOL_SIZE: '2' } : {}),
    });
    const started = await startServer(config, { logger: false });
    const url = await started.app.listen({ port: 0, host: '127.0.0.1' });
    return { started, url };
  }

  const signIn = async (url: string) => {
    const res = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: 0 }),
    });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };

  /** The raw text of an event stream, until it ends. */
  async function rawStream(url: string, token: string) {
    const res = await fetch(`${url}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    let text = '';
    let ended = false;
    const reading = (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += value;
      }
      ended = true;
    })();
    return { text: () => text, ended: () => ended, reading };
  }

  it('drains: ready fails, health and writes are served, streams end with a reconnect hint; then the port closes', async () => {
    const { started, url } = await start('drain');
    const token = await signIn(url);
    const stream = await rawStream(url, token);
    while (!stream.text().includes('event: ready')) await new Promise((r) => setTimeout(r, 10));
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);

    const stopped = started.shutdown(1_500);
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ success: false, message: expect.stringContaining('stopping') });
    // Still alive, still serving, each answer closing its connection.
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).toBe('close');
    const created = await fetch(`${url}/api/admin/notice/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: 'During the drain', notice: 'Served while draining' }),
    });
    expect(created.status).toBe(200);
    expect(stream.ended()).toBe(false);

    await stopped;
    await stream.reading;
    expect(stream.text()).toMatch(/retry: 1000\n\n$/);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });

  it('a request in flight when the port closes is answered; SMS sends under way are finished, the rest given back', async () => {
    const { started, url } = await start('in-flight');
    const token = await signIn(url);
    const { db } = started.database;
    await db.insertInto('customers').values(['01710000001', '01710000002', '01710000003'].map((phone, i) => ({ username: `stop${i}`, phone }))).execute();
    received.length = 0;
    const queued = await fetch(`${url}/api/admin/send-sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ message: 'Stop test', user_limit: null, only_wallet_user: 0 }),
    });
    expect(queued.status).toBe(202);
    // The first message is at the gateway, its answer still to come.
    while (received.length === 0) await new Promise((r) => setTimeout(r, 10));

    // A request held in flight: it waits for a database connection, all of which this test holds.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = Promise.all(Array.from({ length: kind === 'postgres' ? 2 : 1 }, () => db.connection().execute(() => released)));
    const inFlight = fetch(`${url}/api/health`);
    await new Promise((r) => setTimeout(r, 100));

    const stopped = started.shutdown(0);
    await new Promise((r) => setTimeout(r, 200));
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    release();
    await holding;
    expect((await inFlight).status).toBe(200);
    await stopped;

    // Recorded by a fresh look at the database: the send under way finished, none left claimed.
    const { db: after, close } = await reopen(kind, pg?.url, path.join(tmp, 'in-flight'));
    try {
      const outbox = await after.selectFrom('sms_outbox').select(['phone', 'status']).orderBy('id').execute();
      expect(outbox.filter((o) => o.status === 'sending')).toEqual([]);
      expect(outbox.filter((o) => o.status === 'sent').map((o) => o.phone)).toEqual(received);
      expect(outbox.filter((o) => o.status === 'pending')).toHaveLength(3 - received.length);
    } finally {
      await close();
    }
  });

  it('a request whose head arrives once the server closes is refused in the agreed error shape', async () => {
    const { started, url } = await start('closing');
    let stopped: Promise<void> = Promise.resolve();
    // The request's first bytes arrive before the stop (its connection is not idle, so the close waits for it), the rest after.
    const answer = await sentInTwo(
      url,
      'GET /api/admin/notices HTTP/1.1\r\nHost: sh',
      async () => {
        await new Promise((r) => setTimeout(r, 100));
        stopped = started.shutdown(0);
        // Closed once the port refuses new connections.
        while (await fetch(`${url}/api/health`).then(() => true, () => false)) await new Promise((r) => setTimeout(r, 20));
      },
      'op\r\n\r\n',
    );
    await stopped;
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({ success: false, message: 'This server is stopping: send new requests to another server.' });
  });
});

/** Sends `first` on a fresh connection; once `between` has run, `second` on the same one. Resolves with all the connection received, when it closes. */
function sentInTwo(url: string, first: string, between: () => Promise<void>, second: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(first);
      between().then(() => socket.write(second), reject);
    });
    socket.on('data', (chunk) => void (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

async function reopen(kind: DatabaseKind, url: string | undefined, dataDir: string) {
  const { openDatabase } = await import('../../server/db/database');
  return kind === 'postgres' ? openDatabase({ databaseUrl: url }) : openDatabase({ dataDir });
}
