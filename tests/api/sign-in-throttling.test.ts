import { apiClient, describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';
import { HASH_CAPACITY } from '../../server/auth/passwords';
import { createSubAdmin } from '../support/fixtures';

/** Issue 7, point 1: sign-in throttling that holds under parallel attempts. */
describeOnEachDatabase('sign-in throttling that holds under parallel attempts', (server) => {
  const login = (identity: string, password: string, remoteAddress = '127.0.0.1') =>
    server().app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity, password, remember: 0 }, remoteAddress });

  beforeEach(async () => {
    await server().db.deleteFrom('auth_throttle').execute();
  });

  it('100 parallel guesses check at most the limit, the right password sent last included', async () => {
    const sub = await createSubAdmin(server().db, 'the-right-password');
    const passwords = [...Array.from({ length: 99 }, (_, i) => `wrong-guess-${i}`), 'the-right-password'];
    const answers = await Promise.all(passwords.map((password) => login(sub.email, password)));
    const checked = answers.filter((a) => a.statusCode === 401 || a.statusCode === 200);
    expect(checked.length).toBeLessThanOrEqual(server().config.loginMaxFailures);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(100 - server().config.loginMaxFailures);
    expect(answers.every((a) => [200, 401, 429].includes(a.statusCode))).toBe(true);
    // Only the limit's worth of attempts was ever counted.
    const counters = await server().db.selectFrom('auth_throttle').select(['key', 'attempts']).execute();
    expect(Math.max(...counters.map((c) => c.attempts))).toBeLessThanOrEqual(server().config.loginMaxFailures);
  });

  it("nobody locks the super admin out from elsewhere: the right password from another client works after 5 foreign failures", async () => {
    for (let i = 0; i < 5; i++) expect((await login(SUPER_ADMIN.email, `attacker-guess-${i}`, '203.0.113.7')).statusCode).toBe(401);
    expect((await login(SUPER_ADMIN.email, 'attacker-guess-6', '203.0.113.7')).statusCode).toBe(429);
    const owner = await login(SUPER_ADMIN.email, SUPER_ADMIN.password, '198.51.100.20');
    expect(owner.statusCode).toBe(200);
    // ...and the owner's own earlier mistakes do not stop the owner once the password is right.
    expect((await login(SUPER_ADMIN.email, 'my-typo', '198.51.100.21')).statusCode).toBe(401);
    expect((await login(SUPER_ADMIN.email, SUPER_ADMIN.password, '198.51.100.21')).statusCode).toBe(200);
  });

  it('a client guessing across many identities is capped as a whole', async () => {
    const cap = server().config.loginMaxFailuresPerClient;
    for (let i = 0; i < cap; i++) expect((await login(`someone-${i}@shop.test`, 'guess', '203.0.113.9')).statusCode).toBe(401);
    const refused = await login(SUPER_ADMIN.email, SUPER_ADMIN.password, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(SUPER_ADMIN.email, SUPER_ADMIN.password, '203.0.113.10')).statusCode).toBe(200);
  });

  it('change-password is throttled like sign-in: 429 after the limit, even for the right old password', async () => {
    const sub = await createSubAdmin(server().db, 'old-password-1');
    const api = apiClient(server().app, await server().login(sub.email, 'old-password-1'));
    const change = (old_password: string) => api.post('/admin/change-password', { old_password, new_password: 'new-password-2', confirm_password: 'new-password-2' });
    for (let i = 0; i < server().config.loginMaxFailures; i++) expect((await change(`wrong-old-${i}`)).status).toBe(400);
    const refused = await change('old-password-1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await expect(server().login(sub.email, 'old-password-1')).resolves.toEqual(expect.any(String));
  });

  it('parallel change-password guesses check at most the limit', async () => {
    const sub = await createSubAdmin(server().db, 'old-password-3');
    const api = apiClient(server().app, await server().login(sub.email, 'old-password-3'));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => api.post('/admin/change-password', { old_password: `wrong-${i}`, new_password: 'new-password-4', confirm_password: 'new-password-4' })),
    );
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(server().config.loginMaxFailures);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(30 - server().config.loginMaxFailures);
  });

  it('a sign-in flood does not starve the API: hashing is bounded, the excess refused with 503, reads answered meanwhile', async () => {
    const token = await server().login();
    let floodDone = 0;
    // More attempts at once than this machine's cores may hash and queue, whatever their number.
    const floodSize = HASH_CAPACITY + 16;
    const flood = Array.from({ length: floodSize }, (_, i) =>
      login(`flood-${i}@shop.test`, 'guess', `10.9.${Math.floor(i / 250)}.${i % 250}`).then((res) => {
        floodDone += 1;
        return res;
      }),
    );
    const read = await server().app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
    expect(read.statusCode).toBe(200);
    // The read was answered while most of the flood was still waiting for its turn to hash.
    expect(floodDone).toBeLessThan(floodSize);
    const answers = await Promise.all(flood);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].headers['retry-after']).toBe('1');
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 503)).toBe(true);
  });
});
