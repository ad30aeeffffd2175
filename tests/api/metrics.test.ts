import { openEventStream } from '../support/event-stream';
import { loadConfig } from '../../server/config';
import { apiClient, describeOnEachDatabase, startTestServer, type TestServer } from '../support/test-server';

/** Issue 24, point 4: GET /api/metrics (Prometheus text format), protected by METRICS_TOKEN. */
const TOKEN = 'metrics-test-token-0123456789abcdef';

/** One sample's value from the text format: `name{labels} value`, labels in the order written; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return 0;
}

describeOnEachDatabase(
  'metrics',
  (server) => {
    const scrape = async () => {
      const res = await server().app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      return res.body;
    };

    it('answers only with the token: 401 in the error shape without it or with another, never cached', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token-wrong-token-wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
        const res = await server().app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: expect.stringContaining('METRICS_TOKEN') });
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(res.body).not.toContain(TOKEN);
      }
      // An admin's session is not the scraper's token.
      const session = await server().login();
      expect((await server().app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${session}` } })).statusCode).toBe(401);

      const ok = await server().app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(ok.headers['cache-control']).toBe('no-store');
      expect(ok.body).toMatch(/^# HELP shop_admin_http_request_duration_seconds /m);
    });

    it('counts requests by operation and status with their latency, labelled by operation, never by address', async () => {
      const before = await scrape();
      const count = (text: string, operation: string, status: string) => sample(text, 'shop_admin_http_request_duration_seconds_count', { operation, status });
      for (let i = 0; i < 3; i++) expect((await server().app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const api = apiClient(server().app, await server().login());
      expect((await api.get('/admin/banner/987654')).status).toBe(404);
      expect((await api.get('/admin/banner/987655')).status).toBe(404);

      const after = await scrape();
      expect(count(after, 'getHealth', '200') - count(before, 'getHealth', '200')).toBe(3);
      const bannerOperation = server().app.contract.operations.find((op) => op.method === 'get' && op.path === '/admin/banner/{id}')!.operationId;
      expect(count(after, bannerOperation, '404') - count(before, bannerOperation, '404')).toBe(2);
      expect(count(after, 'login', '200') - count(before, 'login', '200')).toBe(1);
      // Latency: the +Inf bucket holds every request, the sum is positive.
      expect(sample(after, 'shop_admin_http_request_duration_seconds_bucket', { operation: 'getHealth', status: '200', le: '+Inf' })).toBe(count(after, 'getHealth', '200'));
      expect(sample(after, 'shop_admin_http_request_duration_seconds_sum', { operation: 'getHealth', status: '200' })).toBeGreaterThan(0);
      // The id in the address never becomes a label.
      expect(after).not.toContain('987654');
    });

    it('counts sign-ins refused by throttling (429)', async () => {
      const before = sample(await scrape(), 'shop_admin_login_throttled_total', { operation: 'login' });
      const attempt = () => server().app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity: 'nobody@metrics.test', password: 'wrong', remember: 0 } });
      // LOGIN_MAX_FAILURES=2: two wrong guesses are checked, the next two refused.
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 429, 429]);
      expect(sample(await scrape(), 'shop_admin_login_throttled_total', { operation: 'login' }) - before).toBe(2);
    });

    it('shows the database pool, the SMS queue and this server’s sends, the process and the event loop', async () => {
      const text = await scrape();
      expect(sample(text, 'shop_admin_db_pool_max')).toBe(server().kind === 'pglite' ? 1 : 10);
      expect(text).toMatch(/^shop_admin_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^shop_admin_db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^shop_admin_db_pool_waiting \d+$/m);
      expect(text).toMatch(/^shop_admin_db_pool_waits_total \d+$/m);
      expect(text).toMatch(/^shop_admin_sms_queue\{status="pending"\} \d+$/m);
      expect(text).toMatch(/^shop_admin_sms_sends_total\{result="failed"\} 0$/m);
      expect(text).toMatch(/^shop_admin_process_resident_memory_bytes \d+/m);
      expect(text).toMatch(/^shop_admin_nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);
      expect(sample(text, 'shop_admin_draining')).toBe(0);

      // A broadcast to two customers: sent by this server's worker (the outbox provider), counted.
      const sentBefore = sample(text, 'shop_admin_sms_sends_total', { result: 'sent' });
      await server().db.updateTable('customers').set({ deleted_at: new Date() }).where('deleted_at', 'is', null).execute();
      await server().db.insertInto('customers').values([{ username: 'm1', phone: '01550000001' }, { username: 'm2', phone: '01550000002' }]).execute();
      const api = apiClient(server().app, await server().login());
      expect((await api.post('/admin/send-sms', { message: 'Metrics', user_limit: null, only_wallet_user: 0 })).status).toBe(202);
      const until = Date.now() + 15_000;
      let sent = sentBefore;
      while (sent - sentBefore < 2 && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 50));
        sent = sample(await scrape(), 'shop_admin_sms_sends_total', { result: 'sent' });
      }
      expect(sent - sentBefore).toBe(2);
      expect(sample(await scrape(), 'shop_admin_sms_queue', { status: 'pending' })).toBe(0);
    });

    it('counts the live streams open on this server', async () => {
      const url = await server().app.listen({ port: 0, host: '127.0.0.1' });
      const before = sample(await scrape(), 'shop_admin_live_streams');
      const stream = await openEventStream(url, await server().login());
      await stream.waitFor((e) => e.event === 'ready');
      expect(sample(await scrape(), 'shop_admin_live_streams')).toBe(before + 1);
      await stream.close();
      const until = Date.now() + 5_000;
      while (sample(await scrape(), 'shop_admin_live_streams') !== before && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(sample(await scrape(), 'shop_admin_live_streams')).toBe(before);
    });
  },
  { METRICS_TOKEN: TOKEN, LOGIN_MAX_FAILURES: '2', SMS_POLL_MS: '50' },
);

describe('metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are off: /api/metrics answers 404 as an unknown address does, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await server.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found: GET /api/metrics' });
    }
    expect(server.app.metrics).toBeUndefined();
  });

  it('a METRICS_TOKEN too short to be a secret stops the server at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(loadConfig({}).metricsToken).toBeNull();
  });
});
