import pg from 'pg';
import { apiClient, POSTGRES_ADMIN_URL, startTestServer, type TestServer } from '../support/test-server';

/** PostgreSQL restarts and terminated connections happen; the server must ride them out. */
describe('database connections lost while idle [postgres]', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps serving after the pool idle connections are terminated by an administrator', async () => {
    const api = apiClient(server.app, await server.login());
    expect((await api.get('/admin/banners')).status).toBe(200);

    const database = new URL(server.config.databaseUrl as string).pathname.slice(1);
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect((await api.get('/admin/banners')).status).toBe(200);
    expect((await apiClient(server.app).get('/health')).status).toBe(200);
  });
});
