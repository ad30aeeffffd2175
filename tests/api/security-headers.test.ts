import net from 'node:net';
import { describeOnEachDatabase, startTestServer, SUPER_ADMIN } from '../support/test-server';
import { multipartBody, TINY_PNG } from '../support/fixtures';

/** Issue 7, point 3: headers. */
describeOnEachDatabase('security headers', (server) => {
  it('every answer carries a strict CSP, nosniff, no framing and a same-origin referrer policy', async () => {
    for (const url of ['/api/admin/login', '/some/dashboard/page', '/api/nowhere']) {
      const res = await server().app.inject({ method: url === '/api/admin/login' ? 'POST' : 'GET', url, payload: url === '/api/admin/login' ? { identity: 'x', password: 'y' } : undefined });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('the login answer (it carries the token) and voucher-code lists are never cached', async () => {
    const login = await server().app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: 0 } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json().data.token as string;
    const vouchers = await server().app.inject({ method: 'GET', url: '/api/admin/packages/1/voucher', headers: { authorization: `Bearer ${token}` } });
    expect(vouchers.headers['cache-control']).toBe('no-store');
    const refused = await server().app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('uploaded images are served with nosniff', async () => {
    const token = await server().login();
    const { body, headers } = multipartBody('image', 'a.png', TINY_PNG, 'image/png');
    const up = await server().app.inject({ method: 'POST', url: '/api/v1/upload/image', headers: { ...headers, authorization: `Bearer ${token}` }, payload: body });
    const served = await server().app.inject({ method: 'GET', url: `/images/${up.json().data.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('HSTS only over TLS', async () => {
    const res = await server().app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a TLS-ending proxy', () => {
  it('sends HSTS when the trusted proxy says the request came over https, not when anyone else says so', async () => {
    const server = await startTestServer('pglite', { TRUST_PROXY: '10.0.0.1' });
    try {
      const viaProxy = await server.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '10.0.0.1' });
      expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const forged = await server.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '192.0.2.1' });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});

describe('slow request bodies', () => {
  it('a connection dripping its body is cut off once REQUEST_TIMEOUT_MS has passed, with a 408 in the agreed error shape', async () => {
    const server = await startTestServer('pglite', { REQUEST_TIMEOUT_MS: '1500' });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const started = Date.now();
    let drip: NodeJS.Timeout | undefined;
    let answer = '';
    try {
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write('POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
          drip = setInterval(() => socket.write(' '), 200);
        });
        socket.on('data', (chunk) => void (answer += chunk.toString()));
        socket.on('close', () => resolve(Date.now() - started));
        socket.on('error', () => undefined);
        setTimeout(() => reject(new Error('the dripping connection was still open after 15 s')), 15_000);
      });
      expect(closedAfter).toBeGreaterThanOrEqual(1_400);
      expect(closedAfter).toBeLessThan(15_000);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 408 /);
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(JSON.parse(body)).toEqual({ success: false, message: 'The request took too long to arrive. Please try again.' });
    } finally {
      clearInterval(drip);
      await server.close();
    }
  });
});
