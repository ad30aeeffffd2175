import { TINY_PNG } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

/**
 * No 500 for anything a client can send: every built operation is called with malformed ids,
 * paging, bodies of the wrong shape and fields of the wrong type; each answer is a 4xx (or a
 * success where the input happens to be acceptable) in the agreed error shape.
 */
const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999', '%00', '0x10', '1e1', '%201', 'x'.repeat(5_000)];
const BAD_QUERIES = ['page=0', 'page=-3', 'page=abc', 'limit=0', 'limit=100000', 'page=1e400'];
const WRONG_QUERY_VALUES = ['x', '-1', '1e300', 'a'.repeat(10_000), '', 'nul\u0000byte', '12abc', ' 1', '0x10', '[]'];
const WRONG_VALUES: unknown[] = [null, 'x', -1, 1e300, 'a'.repeat(10_000), [], {}, true, 'nul\u0000byte', ['\u0000'], '12abc', '', ' 1', '1e3', '0x10'];

describeOnEachDatabase('malformed input never breaks the server', (server) => {
  it('answers every malformed call of every built operation with a client error, never a 5xx', async () => {
    const { app } = server();
    const token = await server().login();
    const built = app.contract.operations.filter((o) => o.requiresAuth && o.operationId !== 'logout');
    const failures: string[] = [];
    let calls = 0;
    const call = async (op: (typeof built)[number], url: string, payload?: unknown) => {
      // An event stream stays open by design: read it as a stream and hang up once its head has come.
      const hangUp = new AbortController();
      const res = await app.inject({
        method: op.method.toUpperCase() as 'GET',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        ...(op.responseContentType === 'text/event-stream' ? { payloadAsStream: true, signal: hangUp.signal } : {}),
      });
      calls += 1;
      let text = res.body;
      if (op.responseContentType === 'text/event-stream') {
        const stream = res.stream().on('error', () => undefined);
        if (res.statusCode < 300) hangUp.abort();
        else text = Buffer.concat(await stream.toArray()).toString();
      }
      // Exports answer CSV and the stream events when the input is acceptable; every refusal is JSON.
      const body = res.statusCode < 300 && !String(res.headers['content-type']).includes('json') ? {} : JSON.parse(text);
      if (res.statusCode >= 500 || (res.statusCode >= 400 && (body.success !== false || typeof body.message !== 'string'))) {
        failures.push(`${op.operationId} ${url} ${JSON.stringify(payload)?.slice(0, 80)} → ${res.statusCode} ${text.slice(0, 120)}`);
      }
    };
    for (const op of built) {
      const withId = (id: string) => op.path.replace(/\{\w+\}/g, id);
      if (op.path.includes('{')) for (const id of BAD_IDS) await call(op, withId(id), op.bodySchema ? {} : undefined);
      const url = withId('1');
      if (op.querySchema) {
        const names = Object.keys((op.querySchema.properties as Record<string, unknown> | undefined) ?? {});
        const queries = [...BAD_QUERIES, ...names.flatMap((name) => WRONG_QUERY_VALUES.map((value) => `${name}=${encodeURIComponent(value)}`))];
        for (const q of queries) await call(op, `${url}?${q}`, op.bodySchema ? {} : undefined);
      }
      if (op.bodyContentType === 'application/json') {
        for (const body of [{}, [], 'text', 42, null, { unexpected_field: 1 }]) await call(op, url, body);
        const fields = Object.keys((op.bodySchema?.properties as Record<string, unknown> | undefined) ?? {});
        for (const field of fields) for (const value of WRONG_VALUES) await call(op, url, { [field]: value });
      }
    }
    expect(calls).toBeGreaterThan(900);
    expect(failures).toEqual([]);
  });

  it('refuses a NUL character in any text, the unauthenticated sign-in included, changing nothing', async () => {
    const { app } = server();
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity: 'owner\u0000@shop.test', password: 'x' } });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ success: false, errors: [{ param: 'identity', msg: 'Identity must not contain a NUL character' }] });
    const api = apiClient(app, await server().login());
    const before = await server().db.selectFrom('banners').select('id').execute();
    const res = await api.post('/admin/banner/create', { note: 'Eid\u0000offer', banner: 'f6e00576-f126-3161-8f72-8cdae1d657a4.png' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param: 'note', msg: 'Note must not contain a NUL character' }]);
    expect(await server().db.selectFrom('banners').select('id').execute()).toEqual(before);
    expect((await api.get('/admin/banners?q=%00')).status).toBeLessThan(500);
  });

  it('answers a multipart upload without a boundary, or cut short, with 400', async () => {
    const { app } = server();
    const token = await server().login();
    const headers = (contentType: string) => ({ authorization: `Bearer ${token}`, 'content-type': contentType });
    const noBoundary = await app.inject({ method: 'POST', url: '/api/v1/upload/image', headers: headers('multipart/form-data'), payload: 'x' });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().success).toBe(false);
    const boundary = 'cut-short';
    const truncated = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="bd00bca3-5a39-a0e3-714a-9bf2954fd87c.png"\r\nContent-Type: image/png\r\n\r\n`),
      TINY_PNG.subarray(0, 20),
    ]);
    const cut = await app.inject({ method: 'POST', url: '/api/v1/upload/image', headers: headers(`multipart/form-data; boundary=${boundary}`), payload: truncated });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().success).toBe(false);
  });

  it('answers router-level refusals (a malformed address, an overlong id) in the agreed error shape', async () => {
    const { app } = server();
    const token = await server().login();
    for (const url of ['/images/%c0%ae%c0%ae/etc/passwd', '/api/admin/banner/%c0%ae', `/api/admin/banner/${'9'.repeat(5_000)}`, '/images/%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect({ url: url.slice(0, 40), status: res.statusCode < 500 && res.statusCode >= 400 }).toEqual({ url: url.slice(0, 40), status: true });
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('takes a path id only as a plain decimal: 0x10 is not 16', async () => {
    const api = apiClient(server().app, await server().login());
    const res = await api.get('/admin/banner/0x10');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param: 'id', msg: 'Id must be a whole number' }]);
  });
});
