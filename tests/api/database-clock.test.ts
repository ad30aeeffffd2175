import { sql } from 'kysely';
import { apiClient, describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Issue 7, point 5: session expiry and throttling windows use the database's clock, the one every
 * server shares — a server whose own clock is off by a year neither ends sessions early nor forgets
 * recent failures. Only `Date` is faked; the event loop's timers stay real. The embedded database
 * runs in this process and reads the same (faked) clock, so the proof is the PostgreSQL run.
 */
describeOnEachDatabase('session expiry and throttling windows use the database clock', (server) => {
  const skewClock = (offsetMs: number) =>
    jest.useFakeTimers({
      now: Date.now() + offsetMs,
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
  afterEach(() => jest.useRealTimers());

  it('a session signed in on a server whose clock is a year behind is valid, and lives its 24 hours by the database', async () => {
    skewClock(-YEAR_MS);
    const token = await server().login();
    const me = await apiClient(server().app, token).get('/admin/me');
    expect(me.status).toBe(200);
    const { rows } = await sql<{ seconds: string }>`select extract(epoch from expires_at - now()) as seconds from sessions order by id desc limit 1`.execute(server().db);
    // About 24 hours from the database's now (a little less: the request took some time).
    expect(Math.round(Number(rows[0].seconds) / 3600)).toBe(24);
  });

  it('failures counted a moment ago still count on a server whose clock is a year ahead', async () => {
    await server().db.deleteFrom('auth_throttle').execute();
    skewClock(YEAR_MS);
    const login = (password: string) =>
      server().app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity: SUPER_ADMIN.email, password, remember: 0 }, remoteAddress: '203.0.113.50' });
    for (let i = 0; i < server().config.loginMaxFailures; i += 1) expect((await login(`wrong-${i}`)).statusCode).toBe(401);
    expect((await login('one-more-wrong')).statusCode).toBe(429);
  });
});
