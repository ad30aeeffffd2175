import { loadConfig } from '../../server/config';
import { DATABASE_KINDS, SUPER_ADMIN, startTestServer, type TestServer } from '../support/test-server';
import { multipartBody, TINY_PNG } from '../support/fixtures';

/** Issue 7, point 1 (proxy trust) and the public origin of absolute URLs. */
describe.each(DATABASE_KINDS)('proxy trust and the public origin [%s]', (kind) => {
  let plain: TestServer;
  let behindProxy: TestServer;
  beforeAll(async () => {
    plain = await startTestServer(kind, { PUBLIC_ORIGIN: 'https://admin.shop.test' });
    behindProxy = await startTestServer(kind, { TRUST_PROXY: '10.0.0.1', PUBLIC_ORIGIN: 'https://admin.shop.test' });
  });
  afterAll(async () => {
    await plain?.close();
    await behindProxy?.close();
  });

  const login = (server: TestServer, password: string, headers: Record<string, string>, remoteAddress = '192.0.2.50') =>
    server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity: SUPER_ADMIN.email, password, remember: 0 }, headers, remoteAddress });

  it('a rotated X-Forwarded-For does not defeat the per-client limit when no proxy is trusted (the default)', async () => {
    const cap = plain.config.loginMaxFailuresPerClient;
    const answers = [];
    // A different identity each time, so only the client's own counter can stop them.
    for (let i = 0; i < cap + 3; i++) {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { identity: `sprayed-${i}@shop.test`, password: 'guess', remember: 0 },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        remoteAddress: '192.0.2.50',
      });
      answers.push(res.statusCode);
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(cap);
    expect(answers.slice(cap).every((s) => s === 429)).toBe(true);
    await plain.db.deleteFrom('auth_throttle').execute();
  });

  it('a forged X-Forwarded-For is not recorded as the client in sessions or the audit log', async () => {
    const res = await login(plain, SUPER_ADMIN.password, { 'x-forwarded-for': '6.6.6.6' }, '192.0.2.77');
    expect(res.statusCode).toBe(200);
    const session = await plain.db.selectFrom('sessions').select('ip').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(session.ip).toBe('192.0.2.77');
    const token = res.json().data.token as string;
    await plain.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '6.6.6.6' }, remoteAddress: '192.0.2.77' });
    const ips = await plain.db.selectFrom('audit_log').select('ip').execute();
    expect(ips.map((r) => r.ip)).not.toContain('6.6.6.6');
  });

  it('behind a trusted proxy, X-Forwarded-For names the client; from anyone else it is ignored', async () => {
    await behindProxy.db.deleteFrom('auth_throttle').execute();
    // Through the proxy: each real client has its own count.
    for (let i = 0; i < 3; i++) expect((await login(behindProxy, 'wrong', { 'x-forwarded-for': `198.51.100.${i}` }, '10.0.0.1')).statusCode).toBe(401);
    const counted = await behindProxy.db.selectFrom('auth_throttle').select('key').where('key', 'like', 'login-client:%').execute();
    expect(counted.map((c) => c.key).sort()).toEqual([0, 1, 2].map((i) => `login-client:198.51.100.${i}`));
    // Not from the proxy: the header is not believed.
    const direct = await login(behindProxy, SUPER_ADMIN.password, { 'x-forwarded-for': '6.6.6.6' }, '192.0.2.99');
    expect(direct.statusCode).toBe(200);
    const session = await behindProxy.db.selectFrom('sessions').select('ip').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(session.ip).toBe('192.0.2.99');
  });

  it('absolute URLs are built from PUBLIC_ORIGIN, not from a forged Host or X-Forwarded-Host', async () => {
    const token = await plain.login();
    const { body, headers } = multipartBody('image', 'a.png', TINY_PNG, 'image/png');
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/v1/upload/image',
      headers: { ...headers, authorization: `Bearer ${token}`, host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.image_url).toBe(`https://admin.shop.test/images/${res.json().data.image}`);
  });
});

describe('TRUST_PROXY and PUBLIC_ORIGIN settings', () => {
  it('are off and local by default, and refuse what they cannot mean', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({}).publicOrigin).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://admin.shop.example/' }).publicOrigin).toBe('https://admin.shop.example');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://admin.shop.example/path' })).toThrow(/PUBLIC_ORIGIN/);
  });
});
