import { Writable } from 'node:stream';
import { apiClient, startTestServer, SUPER_ADMIN, type TestServer } from '../support/test-server';
import { createOrder, createTopupPackage } from '../support/fixtures';

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

  it('logs requests as JSON without passwords, tokens or order secrets', async () => {
    const anonymous = apiClient(server.app);
    await anonymous.post('/admin/login', { identity: SUPER_ADMIN.email, password: 'a-wrong-password-123' });
    const token = await server.login();
    const api = apiClient(server.app, token);
    await api.post('/admin/change-password', { old_password: SUPER_ADMIN.password, new_password: 'brand-new-password-9', confirm_password: 'nope' });
    const { productId, packageId } = await createTopupPackage(server.db, 'in_game');
    const order = await createOrder(server.db, productId, packageId);
    await server.db.updateTable('orders').set({ ingamepassword: 'hunter2-in-game', securitycode: 'SEC-777' }).where('id', '=', order.id).execute();
    await api.get('/admin/orders');
    await server.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: token } });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(() => lines.map((l) => JSON.parse(l))).not.toThrow();
    for (const secret of [SUPER_ADMIN.password, 'a-wrong-password-123', 'brand-new-password-9', token, 'hunter2-in-game', 'SEC-777']) {
      expect(log).not.toContain(secret);
    }
  });
});
