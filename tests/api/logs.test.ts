import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildServer, spawnServer, type ServerProcess } from '../support/server-process';
import { apiClient, startTestServer, SUPER_ADMIN, type TestServer } from '../support/test-server';
import { createOrder, createTopupPackage } from '../support/fixtures';
import { base32Decode, hotp, stepAt } from '../../server/auth/totp';

/** Secrets never appear in logs: passwords, tokens, and customers' in-game passwords. */
describe('structured logs keep no secrets', () => {
  let server: TestServer;
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    server = await startTestServer('pglite', { LOG_LEVEL: 'debug' }, { logStream: sink });
  });
  afterAll(async () => {
    await server?.close();
  });

  // Before the two-step sign-in below is switched on, which a plain sign-in then needs.
  it('logs one line per request: method, address, status and time, nothing else about it', async () => {
    const api = apiClient(server.app, await server.login());
    lines.length = 0;
    await api.get('/admin/orders?page=1&limit=10');
    // The asynchronous destination is a test's sink here; the line is written once the answer went out.
    await new Promise((resolve) => setImmediate(resolve));
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => String(e.url ?? (e.req as { url?: string })?.url).startsWith('/api/admin/orders'));
    expect(entries).toEqual([expect.objectContaining({ level: 30, msg: 'request', method: 'GET', url: '/api/admin/orders?page=1&limit=10', status: 200, ms: expect.any(Number) })]);
  });

  it('logs requests as JSON without passwords, tokens or order secrets', async () => {
    const anonymous = apiClient(server.app);
    await anonymous.post('/admin/login', { identity: SUPER_ADMIN.email, password: 'a-wrong-password-123' });
    const token = await server.login();
    const api = apiClient(server.app, token);
    // A known device's token, answered and then sent back.
    const deviceToken = (await anonymous.post('/admin/login', { identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password })).body.data.device_token as string;
    expect(deviceToken).toEqual(expect.any(String));
    expect((await anonymous.post('/admin/login', { identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, device: deviceToken })).status).toBe(200);
    await api.post('/admin/change-password', { old_password: SUPER_ADMIN.password, new_password: 'brand-new-password-9', confirm_password: 'nope' });
    const { productId, packageId } = await createTopupPackage(server.db, 'in_game');
    const order = await createOrder(server.db, productId, packageId);
    await server.db.updateTable('orders').set({ ingamepassword: 'hunter2-in-game', securitycode: 'SEC-777' }).where('id', '=', order.id).execute();
    await api.get('/admin/orders');
    await server.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: token } });
    // Two-step sign-in: the secret, the codes and the recovery codes stay out of the log.
    const setup = await api.post('/admin/me/second-factor/setup');
    const totpSecret = setup.body.data.secret as string;
    const code = hotp(base32Decode(totpSecret), stepAt(Date.now() / 1000));
    const confirmed = await api.post('/admin/me/second-factor/confirm', { password: SUPER_ADMIN.password, code });
    const recoveryCodes = confirmed.body.data.recovery_codes as string[];
    expect(recoveryCodes).toHaveLength(10);
    await anonymous.post('/admin/login', { identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, code: recoveryCodes[0] });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(() => lines.map((l) => JSON.parse(l))).not.toThrow();
    for (const secret of [SUPER_ADMIN.password, 'a-wrong-password-123', 'brand-new-password-9', token, 'hunter2-in-game', 'SEC-777', totpSecret, `"${code}"`, ...recoveryCodes, deviceToken]) {
      expect(log).not.toContain(secret);
    }
  });
});

/** The log as `npm start` writes it: batched for speed (log-destination.ts), yet never held for long. */
describe('the server process’s log', () => {
  let server: ServerProcess | undefined;
  let tmp: string;

  beforeAll(async () => {
    buildServer();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-log-'));
    server = await spawnServer({
      DATA_DIR: path.join(tmp, 'data'),
      STATIC_DIR: path.join(tmp, 'no-app'),
      ADMIN_EMAIL: SUPER_ADMIN.email,
      ADMIN_PASSWORD: SUPER_ADMIN.password,
      SEED_DEMO: '0',
      SMS_PROVIDER: 'off',
      LOG_LEVEL: 'info',
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('writes a request’s line to standard output within a moment, while the server runs', async () => {
    const probe = `/api/health?log-probe=${Date.now()}`;
    await fetch(`${server!.url}${probe}`);
    const asked = Date.now();
    while (!server!.output().includes(probe) && Date.now() - asked < 5_000) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server!.output()).toContain(`"url":"${probe}"`);
    expect(Date.now() - asked).toBeLessThan(1_000);
  });
});
