import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer, freePort, spawnServer, type ServerProcess } from '../support/server-process';
import { createPostgresDatabase, SUPER_ADMIN } from '../support/test-server';

/**
 * Issue 24, points 1 and 5: a rolling restart behind a real HAProxy (Debian's) with the deploy/
 * example configuration, under a write load. Two processes of the compiled server on one
 * PostgreSQL database; each is stopped with SIGTERM in turn (the first started again before the
 * second stops), as `systemctl restart` does with deploy/shop-admin.service: not one request fails,
 * every acknowledged write is in the database once, and each server exits 0.
 *
 * The drain is the one deploy/shop-admin.env sets (SHUTDOWN_DRAIN_MS); ROLLING_TEST_DRAIN_MS
 * overrides it, e.g. 0 to see what a stop without the drain does to the same load.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const DEPLOY = path.join(ROOT, 'deploy');

function findHaproxy(): string | null {
  for (const candidate of [process.env.HAPROXY_PATH, '/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** The environment file's assignments (KEY=value lines; comments and blanks skipped). */
function envFile(file: string): Record<string, string> {
  const entries = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1], m[2]] as const);
  return Object.fromEntries(entries);
}

/** A unit file's `Key=value` settings (the last one of a key wins, as in systemd). */
function unitSettings(file: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) settings[match[1]] = match[2];
  }
  return settings;
}

const haproxy = findHaproxy();
if (!haproxy) {
  if (process.env.CI) throw new Error('haproxy is not installed: .ci/run installs Debian\'s haproxy for tests/api/rolling-restart-haproxy.test.ts');
  console.warn('SKIPPED tests/api/rolling-restart-haproxy.test.ts: haproxy not found (apt-get install haproxy, or HAPROXY_PATH)');
}
const drainMs = Number(process.env.ROLLING_TEST_DRAIN_MS ?? envFile(path.join(DEPLOY, 'shop-admin.env')).SHUTDOWN_DRAIN_MS);

describe('deploy/: the systemd unit', () => {
  it.each(['shop-admin.service', 'shop-admin@.service'])('%s stops with SIGTERM, waits longer than the drain, restarts, runs as its own user what `npm run serve` runs', (name) => {
    const unit = unitSettings(path.join(DEPLOY, name));
    const env = envFile(path.join(DEPLOY, 'shop-admin.env'));
    expect(unit.KillSignal).toBe('SIGTERM');
    expect(Number(unit.TimeoutStopSec) * 1000).toBeGreaterThan(Number(env.SHUTDOWN_DRAIN_MS) + 60_000);
    expect(unit.Restart).toMatch(/^(always|on-failure)$/);
    expect(unit.User).toBeTruthy();
    expect(unit.User).not.toBe('root');
    expect(unit.EnvironmentFile).toMatch(/^-?\/etc\/shop-admin\//);
    const serve = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { serve: string } }).scripts.serve;
    expect(unit.ExecStart).toBe(serve.replace(/^node /, '/usr/bin/node '));
    // systemd's own check where there is one: no unknown key, no unreadable value.
    const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => fs.existsSync(p));
    if (analyze) {
      const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'unit-')), name.replace('@.', '@8081.'));
      fs.copyFileSync(path.join(DEPLOY, name), copy);
      const out = execFileSync('sh', ['-c', `"${analyze}" verify "${copy}" 2>&1`], { encoding: 'utf8' });
      expect(out.split('\n').filter((l) => l.includes(copy))).toEqual([]);
    }
  });
});

(haproxy ? describe : describe.skip)('a rolling restart behind HAProxy (deploy/haproxy.cfg) under a write load', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let tmp: string;
  let balancer: ChildProcess;
  let balancerLog = '';
  let front: string;
  const ports: number[] = [];
  const servers: ServerProcess[] = [];

  const env = (port: number) => ({
    PORT: String(port),
    DATABASE_URL: database.url,
    IMAGE_STORAGE: 'database',
    DATA_DIR: path.join(tmp, `data-${port}`),
    STATIC_DIR: path.join(tmp, 'no-app'),
    ADMIN_EMAIL: SUPER_ADMIN.email,
    ADMIN_PASSWORD: SUPER_ADMIN.password,
    SEED_DEMO: '0',
    SMS_PROVIDER: 'off',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: String(drainMs),
  });

  beforeAll(async () => {
    buildServer();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-haproxy-'));
    database = await createPostgresDatabase();
    ports.push(await freePort(), await freePort());
    // Both at once on the empty database: one migrates it under the start-up lock, the other waits.
    servers.push(...(await Promise.all([spawnServer(env(ports[0])), spawnServer(env(ports[1]))])));

    // deploy/haproxy.cfg as it is, but for its address and its servers.
    const frontPort = await freePort();
    const example = fs.readFileSync(path.join(DEPLOY, 'haproxy.cfg'), 'utf8');
    let config = example;
    const replace = (pattern: RegExp, by: string) => {
      expect(config.match(pattern)).toHaveLength(1);
      config = config.replace(pattern, by);
    };
    replace(/^ {4}bind :80$/m, `    bind 127.0.0.1:${frontPort}`);
    replace(/^ {4}server shop1 127\.0\.0\.1:8081$/m, `    server shop1 127.0.0.1:${ports[0]}`);
    replace(/^ {4}server shop2 127\.0\.0\.1:8082$/m, `    server shop2 127.0.0.1:${ports[1]}`);
    replace(/^ {4}server shop3 127\.0\.0\.1:8083\n/m, '');
    const file = path.join(tmp, 'haproxy.cfg');
    fs.writeFileSync(file, config);
    balancer = spawn(haproxy!, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    balancer.stdout!.on('data', (chunk) => (balancerLog += chunk));
    balancer.stderr!.on('data', (chunk) => (balancerLog += chunk));
    front = `http://127.0.0.1:${frontPort}`;
    const until = Date.now() + 10_000;
    for (;;) {
      if (balancer.exitCode !== null) throw new Error(`haproxy exited (${balancer.exitCode}):\n${balancerLog}`);
      const ready = await fetch(`${front}/api/ready`).then((r) => r.status, () => 0);
      if (ready === 200) break;
      if (Date.now() > until) throw new Error(`haproxy did not answer:\n${balancerLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    for (const server of servers) await server?.stop();
    if (balancer && balancer.exitCode === null) {
      const exited = new Promise((resolve) => balancer.once('exit', resolve));
      balancer.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** The raw text of an event stream read through the balancer, until it ends. */
  async function stream(token: string) {
    const res = await fetch(`${front}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const state = { text: '', ended: false };
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          state.text += value;
        }
      } catch {
        // cut off: not ended with a hint
      }
      state.ended = true;
    })();
    return state;
  }

  it('stopping each server in turn with SIGTERM fails not one request, loses no write, ends streams with a reconnect hint', async () => {
    const login = await fetch(`${front}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: 0 }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const streams = await Promise.all([stream(token), stream(token), stream(token), stream(token)]);

    // The load: workers creating notices and updating each once, through the balancer, without pause.
    const failures: string[] = [];
    const created: number[] = [];
    let updated = 0;
    let requests = 0;
    let running = true;
    const call = async (url: string, body: object) => {
      requests += 1;
      try {
        const res = await fetch(`${front}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
        const json = (await res.json().catch(() => null)) as { data?: { id?: number } } | null;
        if (res.status !== 200) failures.push(`${res.status} ${url} ${JSON.stringify(json)}`);
        return res.status === 200 ? json : null;
      } catch (err) {
        failures.push(`${url}: ${(err as Error).message} ${String((err as { cause?: unknown }).cause ?? '')}`);
        return null;
      }
    };
    const worker = async (w: number) => {
      for (let i = 0; running; i++) {
        const made = await call('/api/admin/notice/create', { title: `w${w}`, notice: `Notice ${w}-${i}` });
        const id = made?.data?.id;
        if (typeof id !== 'number') continue;
        created.push(id);
        if (await call(`/api/admin/notice/update/${id}`, { title: `w${w}`, notice: `Notice ${w}-${i}, updated` })) updated += 1;
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
    const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

    // The rolling restart: stop one, start it again, wait for the balancer to take it back, then the next.
    await settle(1_000);
    const beforeFirst = requests;
    expect(await servers[0].stop()).toBe(0);
    const duringFirst = requests - beforeFirst;
    servers[0] = await spawnServer(env(ports[0]));
    await settle(2_500); // rise 2 × inter 1 s: back in rotation
    expect(await servers[1].stop()).toBe(0);
    await settle(1_000);
    running = false;
    await load;

    expect(failures).toEqual([]);
    expect(duringFirst).toBeGreaterThan(20);
    // Every acknowledged create is in the database, once, and every acknowledged update.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ made: number; changed: number }>(
        `select count(*)::int as made, (count(*) filter (where notice like '%, updated'))::int as changed from notices`,
      );
      expect(rows[0]).toEqual({ made: created.length, changed: updated });
    } finally {
      await client.end();
    }
    // Every stream was on a server that stopped: each ended with the hint to reconnect, and reconnecting works.
    for (const s of streams) {
      expect(s.ended).toBe(true);
      expect(s.text).toMatch(/retry: 1000\n\n$/);
    }
    const again = await stream(token);
    await settle(200);
    expect(again.text).toContain('event: ready');
    // Both servers carried the load (HAProxy's log names the server of each request).
    expect(balancerLog).toMatch(/shop_admin_servers\/shop1 /);
    expect(balancerLog).toMatch(/shop_admin_servers\/shop2 /);
    for (const server of servers.slice(1)) expect(await server.logged()).not.toMatch(/"level":50/);
  });
});
