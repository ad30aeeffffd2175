import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { loadConfig } from '../../server/config';
import { DataDirInUseError } from '../../server/db/data-dir-lock';
import { startServer, type Started } from '../../server/start';
import { createCustomer, createSubAdmin, multipartBody, TINY_PNG } from '../support/fixtures';
import { apiClient, createPostgresDatabase, DATABASE_KINDS, startTestServer, SUPER_ADMIN, type TestServer } from '../support/test-server';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/** `npm run backup` / `npm run restore` as an operator runs them: a process of their own. */
async function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const done = await run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, `scripts/${script}.ts`), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    });
    return { ...done, code: 0 };
  } catch (err) {
    const failed = err as { stdout?: string; stderr?: string; code?: number };
    return { stdout: failed.stdout ?? '', stderr: failed.stderr ?? '', code: failed.code ?? 1 };
  }
}

describe.each(DATABASE_KINDS)('backups: one consistent file while the server runs, restored into a fresh server [%s]', (kind) => {
  let server: TestServer;
  let restored: Started | null = null;
  const cleanups: (() => Promise<void> | void)[] = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-backup-test-'));
  const backupFile = path.join(scratch, 'shop.tar.gz');
  const freshDir = path.join(scratch, 'fresh');
  let freshUrl = '';
  const envOf = (dataDir: string, databaseUrl: string) => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, IMAGE_STORAGE: 'disk' });

  beforeAll(async () => {
    server = await startTestServer(kind);
    if (kind === 'postgres') {
      const fresh = await createPostgresDatabase();
      freshUrl = fresh.url;
      cleanups.push(() => fresh.drop());
    }
  });
  afterAll(async () => {
    await restored?.stop();
    await server?.close();
    for (const cleanup of cleanups) await cleanup();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('backs up while writes go on, and the restored server has the data: admins who sign in, a banner and its image, a wallet, a prefix of the writes', async () => {
    const api = apiClient(server.app, await server.login());
    const { body, headers } = multipartBody('image', 'banner.png', TINY_PNG, 'image/png');
    const upload = await server.app.inject({ method: 'POST', url: '/api/v1/upload/image', headers: { ...headers, authorization: `Bearer ${await server.login()}` }, payload: body });
    const image = upload.json().data.image as string;
    expect((await api.post('/admin/banner/create', { note: 'Eid offer', banner: image, link: 'https://shop.test/eid', isactive: 1 })).status).toBe(200);
    const customer = await createCustomer(server.db, '1234.50');
    const subAdmin = await createSubAdmin(server.db);

    // Numbered banners, one commit each, for as long as the backup runs (a busy shop's pace, not a
    // tight loop that would leave the server no time for anything else).
    let writing = true;
    const acknowledged: number[] = [];
    const writer = (async () => {
      for (let i = 1; writing; i += 1) {
        const res = await api.post('/admin/banner/create', { note: `write ${i}`, banner: image, link: 'https://shop.test/w', isactive: 1 });
        if (res.status !== 200) throw new Error(`write ${i} answered ${res.status}`);
        acknowledged.push(i);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    while (acknowledged.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const beforeBackup = acknowledged.length;
    const backup = await cli('backup', [backupFile], envOf(server.config.dataDir, server.config.databaseUrl ?? ''));
    writing = false;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(kind === 'pglite' ? /\(taken by the running server\), 1 image/ : /\(pg_dump\), 1 image/);
    expect(fs.statSync(backupFile).size).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(beforeBackup); // writes went on during the backup

    const restore = await cli('restore', [backupFile], envOf(freshDir, freshUrl));
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/Restored the backup .* 2 admin\(s\), 1 image\(s\)/);

    restored = await startServer(
      loadConfig({
        ...envOf(freshDir, freshUrl),
        ADMIN_EMAIL: SUPER_ADMIN.email,
        ADMIN_PASSWORD: 'not the restored password',
        SEED_DEMO: '0',
        LOG_LEVEL: 'silent',
        STATIC_DIR: path.join(freshDir, 'no-app'),
      }),
      { logger: false },
    );
    const login = async (identity: string, password: string) =>
      restored!.app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity, password, remember: 0 } });
    const signedIn = await login(SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect(signedIn.statusCode).toBe(200);
    expect((await login(subAdmin.email, subAdmin.password)).statusCode).toBe(200);

    const again = apiClient(restored.app, signedIn.json().data.token);
    const banners = (await again.get('/admin/banners')).body.data as { note: string; banner: string }[];
    expect(banners.find((b) => b.note === 'Eid offer')).toMatchObject({ banner: image });
    const served = await restored.app.inject({ method: 'GET', url: `/images/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(fs.readFileSync(path.join(server.config.dataDir, 'images', image)))).toBe(true);
    const wallet = await restored.database.db.selectFrom('customers').select('wallet').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(wallet.wallet).toBe('1234.50');

    // One moment of the database: the writes it holds are exactly the first k, k at least those
    // acknowledged before the backup began, with no gap and none it never acknowledged.
    const numbers = banners
      .map((b) => /^write (\d+)$/.exec(b.note)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThanOrEqual(beforeBackup);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(numbers.length).toBeLessThanOrEqual(acknowledged.length);
  });

  it('never restores over data: into a data directory or database that already holds one, it refuses and changes nothing', async () => {
    await restored?.stop();
    restored = null;
    const before = fs.readdirSync(path.join(freshDir, 'images'));
    const refused = await cli('restore', [backupFile], envOf(freshDir, freshUrl));
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(kind === 'pglite' ? /already holds a database/ : /not empty/);
    expect(fs.readdirSync(path.join(freshDir, 'images'))).toEqual(before);
  });

  it('refuses a backup of the other kind of database, and a file that is not a backup', async () => {
    const other = await cli('restore', [backupFile], envOf(path.join(scratch, 'other'), kind === 'pglite' ? 'postgres://127.0.0.1/not-used' : ''));
    expect(other.stderr).toMatch(kind === 'pglite' ? /with DATABASE_URL unset/ : /set DATABASE_URL/);
    const junk = path.join(scratch, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a backup');
    expect((await cli('restore', [junk], envOf(path.join(scratch, 'junk'), ''))).stderr).toMatch(/restore failed/);
  });

  if (kind === 'pglite') {
    it('one process per embedded data directory: a second server on it refuses to start, the first keeps working', async () => {
      await expect(startServer({ ...server.config, databaseUrl: null }, { logger: false })).rejects.toBeInstanceOf(DataDirInUseError);
      expect((await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: 0 } })).statusCode).toBe(200);
    });
  }
});
