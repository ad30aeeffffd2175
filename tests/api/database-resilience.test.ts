import pg from 'pg';
import { apiClient, POSTGRES_ADMIN_URL, startTestServer, type TestServer } from '../support/test-server';

/** PostgreSQL restarts and terminated connections happen; the server must ride them out. */
describe('database connections lost [postgres]', () => {
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

  it('terminating the connections while requests are in flight fails only those requests (503) and the server keeps serving', async () => {
    const api = apiClient(server.app, await server.login());
    const database = new URL(server.config.databaseUrl as string).pathname.slice(1);
    const statuses: number[] = [];
    let running = true;
    const worker = async (i: number) => {
      while (running) {
        const res = i % 2 ? await api.get('/admin/banners') : await api.post('/admin/banner/create', { note: `Load ${i}`, banner: 'f6e00576-f126-3161-8f72-8cdae1d657a4.png' });
        statuses.push(res.status);
      }
    };
    const workers = Array.from({ length: 12 }, (_, i) => worker(i));
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    let terminated = 0;
    for (let round = 0; round < 5; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
      terminated += rowCount ?? 0;
    }
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 150));
    running = false;
    await Promise.all(workers);

    expect(terminated).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(10);
    expect((await api.get('/admin/banners')).status).toBe(200);
  });
});
