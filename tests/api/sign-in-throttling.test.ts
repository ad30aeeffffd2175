import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { sql } from 'kysely';
import { apiClient, describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';
import { HASH_CAPACITY, hashPassword } from '../../server/auth/passwords';
import { CODE_NEEDED, databaseSeconds } from '../../server/auth/second-factor';
import { base32Decode, hotp, stepAt } from '../../server/auth/totp';
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

  it('one counter per account: the username and the email, in any case and with spaces, share it', async () => {
    const sub = await createSubAdmin(server().db, 'the-right-password');
    const username = sub.email.split('@')[0];
    const spellings = [username, ` ${username.toUpperCase()}`, `${sub.email.toUpperCase()} `, sub.email, `\t${username}`];
    for (const [i, identity] of spellings.entries()) expect((await login(identity, `wrong-${i}`)).statusCode).toBe(401);
    const sixth = await login(sub.email, 'wrong-6');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const counters = await server().db.selectFrom('auth_throttle').select('key').where('key', 'like', 'login-account:%').execute();
    expect(counters.map((c) => c.key)).toEqual([`login-account:${sub.id}`]);
  });

  it('an unknown identity is counted under its normalised text, so probing names is throttled too', async () => {
    const spellings = ['nobody@shop.test', ' NOBODY@shop.test', 'Nobody@Shop.Test ', 'nobody@shop.test', 'NOBODY@SHOP.TEST'];
    for (const identity of spellings) expect((await login(identity, 'guess', '203.0.113.40')).statusCode).toBe(401);
    expect((await login('nobody@shop.test', 'guess', '203.0.113.41')).statusCode).toBe(429);
  });

  it('guesses from many addresses are counted against the account: 5 checked, then growing delays up to the window, never longer', async () => {
    const sub = await createSubAdmin(server().db, 'the-right-password');
    const window = server().config.loginWindowMinutes * 60;
    const key = `login-account:${sub.id}`;
    /** Moves the account's counter `seconds` into the past: the database's clock, as the throttle reads it. */
    const wait = (seconds: number) =>
      sql`update auth_throttle set recent = array(select x - make_interval(secs => ${seconds}) from unnest(recent) x),
            last_at = last_at - make_interval(secs => ${seconds}) where key = ${key}`.execute(server().db);
    for (let i = 0; i < 5; i++) expect((await login(sub.email, `wrong-${i}`, `198.51.100.${i}`)).statusCode).toBe(401);
    // Five failures within the window: the next is refused until the first of them leaves it.
    const refused = await login(sub.email, 'the-right-password', '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(window - 30);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(window);
    await wait(window);
    // From then on one guess per delay: 1 minute after the 5th failure in a row, doubling, at most the window.
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      expect((await login(sub.email, `late-wrong-${i}`, `198.51.100.${20 + i}`)).statusCode).toBe(401);
      const early = await login(sub.email, 'the-right-password', `198.51.100.${40 + i}`);
      expect(early.statusCode).toBe(429);
      delays.push(Number(early.headers['retry-after']));
      await wait(Math.min(2 ** (i + 1) * 60, window));
    }
    expect(delays.map((d) => Math.round(d / 60))).toEqual([2, 4, 8, 15, 15, 15].map((m) => Math.min(m, window / 60)));
    // After the bounded delay the right password signs in, and clears the count.
    expect((await login(sub.email, 'the-right-password', '198.51.100.60')).statusCode).toBe(200);
    expect((await login(sub.email, 'one-typo', '198.51.100.61')).statusCode).toBe(401);
    expect((await login(sub.email, 'the-right-password', '198.51.100.61')).statusCode).toBe(200);
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

/** Issue 20, point 3: one throttle per account, whatever address the guesses come from. */
describeOnEachDatabase(
  'one sign-in throttle per account, behind a trusted proxy',
  (server) => {
    it('30 parallel guesses for one admin from 10 addresses have at most 5 passwords checked', async () => {
      const sub = await createSubAdmin(server().db, 'the-right-password');
      const verify = jest.spyOn(argon2, 'verify');
      try {
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            server().app.inject({
              method: 'POST',
              url: '/api/admin/login',
              payload: { identity: i % 2 ? sub.email.toUpperCase() : sub.email.split('@')[0], password: `wrong-${i}`, remember: 0 },
              headers: { 'x-forwarded-for': `198.51.100.${i % 10}` },
              remoteAddress: '10.0.0.1',
            }),
          ),
        );
        expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(server().config.loginMaxFailures);
        expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(30 - server().config.loginMaxFailures);
        expect(verify.mock.calls.length).toBeGreaterThan(0);
        expect(verify.mock.calls.length).toBeLessThanOrEqual(server().config.loginMaxFailures);
      } finally {
        verify.mockRestore();
      }
    });
  },
  { TRUST_PROXY: '10.0.0.1' },
);

/** Issue 20, after review: giving an attempt back, known devices, and the account an identity names. */
describeOnEachDatabase('sign-in throttling: known devices and attempts given back', (server) => {
  const login = (payload: Record<string, unknown>, remoteAddress = '192.0.2.1') =>
    server().app.inject({ method: 'POST', url: '/api/admin/login', payload: { remember: 0, ...payload }, remoteAddress });
  /** Time passes for every counter: their timestamps move `seconds` into the past, on the database's clock as the throttle reads it. */
  const wait = (seconds: number) =>
    sql`update auth_throttle set recent = array(select x - make_interval(secs => ${seconds}) from unnest(recent) x),
          last_at = last_at - make_interval(secs => ${seconds}), prior_last_at = prior_last_at - make_interval(secs => ${seconds}),
          window_start = window_start - make_interval(secs => ${seconds})`.execute(server().db);
  /** An authenticator code for the current step (or one beside it), on the database's clock. */
  const codeOf = async (secret: string, offset = 0) => hotp(base32Decode(secret), stepAt(await databaseSeconds(server().db)) + offset);
  /** Signs in with the password alone and answers the browser's device token. */
  const deviceOf = async (identity: string, password: string) => {
    const res = await login({ identity, password });
    expect(res.statusCode).toBe(200);
    return res.json().data.device_token as string;
  };

  beforeEach(async () => {
    await server().db.deleteFrom('auth_throttle').execute();
  });

  it('the right password of an enrolled admin, asked for the code, gives its attempt back without restarting the delay', async () => {
    const sub = await createSubAdmin(server().db, 'the-right-password');
    const api = apiClient(server().app, await server().login(sub.email, sub.password));
    const secret = (await api.post('/admin/me/second-factor/setup')).body.data.secret as string;
    expect((await api.post('/admin/me/second-factor/confirm', { password: sub.password, code: await codeOf(secret) })).status).toBe(200);
    await server().db.updateTable('admins').set({ second_factor_last_step: null }).where('id', '=', sub.id).execute();
    for (let i = 0; i < 5; i++) expect((await login({ identity: sub.email, password: `wrong-${i}` }, `198.51.100.${i}`)).statusCode).toBe(401);
    // The five leave the window and the delay after them (1 minute) is long over.
    await wait(20 * 60);
    const asked = await login({ identity: sub.email, password: sub.password });
    expect(asked.statusCode).toBe(401);
    expect(asked.json().errors).toEqual([{ param: 'code', msg: CODE_NEEDED }]);
    const signedIn = await login({ identity: sub.email, password: sub.password, code: await codeOf(secret) });
    expect(signedIn.headers['retry-after']).toBeUndefined();
    expect(signedIn.statusCode).toBe(200);
  });

  it('an attacker who guesses whenever allowed, from many addresses, never keeps a known device out; a wrong device token does not help them', async () => {
    const owner = await createSubAdmin(server().db, 'the-owners-password');
    const device = await deviceOf(owner.email, owner.password);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A sub-admin's own device token, and one made up, sent for the owner's account.
    const other = await createSubAdmin(server().db, 'the-other-password');
    const othersDevice = await deviceOf(other.email, other.password);
    const madeUp = randomBytes(32).toString('base64url');
    let address = 0;
    const guess = (extra: Record<string, unknown> = {}) => login({ identity: owner.email, password: `guess-${address}`, ...extra }, `203.0.113.${++address}`);
    let guessesChecked = 0;
    for (let round = 0; round < 8; round++) {
      // The attacker guesses until refused, then waits exactly as long as told and guesses again.
      let answer = await guess();
      while (answer.statusCode === 401) {
        guessesChecked += 1;
        answer = await guess();
      }
      expect(answer.statusCode).toBe(429);
      for (const extra of [{ device: madeUp }, { device: othersDevice }, { device: 'not a token' }]) expect((await guess(extra)).statusCode).toBe(429);
      // Now the account is locked as tightly as the attacker can make it: a new browser must wait...
      expect((await login({ identity: owner.email, password: owner.password }, '192.0.2.7')).statusCode).toBe(429);
      // ...the owner's own browser signs in at once, however the owner spells the account, and keeps its token.
      const identity = round % 2 ? ` ${owner.email.split('@')[0].toUpperCase()}` : owner.email;
      const signedIn = await login({ identity, password: owner.password, device }, '192.0.2.8');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data.device_token).toBe(device);
      await wait(Number(answer.headers['retry-after']));
    }
    // The owner's sign-ins gave the attacker nothing: 5 guesses, then one per growing delay.
    expect(guessesChecked).toBe(5 + 7);
    const stored = await server().db.selectFrom('admin_devices').selectAll().where('admin_id', '=', owner.id).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(device);
    const audit = await server().db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(audit)).not.toContain(device);
  });

  it("a known device's own guesses are throttled like an account's", async () => {
    const sub = await createSubAdmin(server().db, 'the-right-password');
    const device = await deviceOf(sub.email, sub.password);
    for (let i = 0; i < 5; i++) expect((await login({ identity: sub.email, password: `wrong-${i}`, device }, `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await login({ identity: sub.email, password: sub.password, device }, '198.51.100.9')).statusCode).toBe(429);
    // The device's failures are its own: the account's lane is untouched.
    expect((await login({ identity: sub.email, password: sub.password }, '198.51.100.10')).statusCode).toBe(200);
  });

  it('device tokens are forgotten when the password changes, the second factor is reset, or the admin is deleted', async () => {
    const lockOut = async (email: string) => {
      for (let i = 0; i < 5; i++) await login({ identity: email, password: `wrong-${i}` }, `198.51.100.${30 + i}`);
    };
    // The admin's own password change: the old browser is a new device again.
    const sub = await createSubAdmin(server().db, 'old-password-1');
    const device = await deviceOf(sub.email, sub.password);
    await lockOut(sub.email);
    const signedIn = await login({ identity: sub.email, password: 'old-password-1', device });
    expect(signedIn.statusCode).toBe(200);
    const own = apiClient(server().app, signedIn.json().data.token as string);
    expect((await own.post('/admin/change-password', { old_password: 'old-password-1', new_password: 'new-password-2', confirm_password: 'new-password-2' })).status).toBe(200);
    expect((await login({ identity: sub.email, password: 'new-password-2', device })).statusCode).toBe(429);
    // An operator's SQL, the super admin's reset of the second factor, and a delete forget them too.
    const counted = async (adminId: number) => Number((await server().db.selectFrom('admin_devices').select((eb) => eb.fn.countAll().as('n')).where('admin_id', '=', adminId).executeTakeFirstOrThrow()).n);
    const byOperator = await createSubAdmin(server().db);
    await deviceOf(byOperator.email, byOperator.password);
    expect(await counted(byOperator.id)).toBe(1);
    await server().db.updateTable('admins').set({ password_hash: 'x' }).where('id', '=', byOperator.id).execute();
    expect(await counted(byOperator.id)).toBe(0);

    const enrolled = await createSubAdmin(server().db);
    const enrolling = apiClient(server().app, await server().login(enrolled.email, enrolled.password));
    const secret = (await enrolling.post('/admin/me/second-factor/setup')).body.data.secret as string;
    expect((await enrolling.post('/admin/me/second-factor/confirm', { password: enrolled.password, code: await codeOf(secret) })).status).toBe(200);
    expect(await counted(enrolled.id)).toBe(1);
    const superAdmin = apiClient(server().app, await server().login());
    expect((await superAdmin.post(`/admin/admins/${enrolled.id}/second-factor/reset`)).status).toBe(200);
    expect(await counted(enrolled.id)).toBe(0);

    const deleted = await createSubAdmin(server().db);
    await deviceOf(deleted.email, deleted.password);
    expect((await superAdmin.post(`/admin/admin/delete/${deleted.id}`)).status).toBe(200);
    expect(await counted(deleted.id)).toBe(0);
  });

  it('an email names an admin by email and anything else by username, even among rows stored before usernames lost their @', async () => {
    const tag = randomBytes(4).toString('hex');
    const alice = { email: `alice-${tag}@shop.test`, username: `alice-${tag}`, password: 'alices-password' };
    // Stored as before migration 0014: an earlier admin whose username is alice's email.
    await sql`alter table admins disable trigger admins_usernames_are_not_emails`.execute(server().db);
    try {
      await server().db
        .insertInto('admins')
        .values({ first_name: 'Old', last_name: 'Row', username: alice.email, email: `old-${tag}@shop.test`, password_hash: await hashPassword('old-rows-password') })
        .execute();
    } finally {
      await sql`alter table admins enable trigger admins_usernames_are_not_emails`.execute(server().db);
    }
    const created = await server()
      .db.insertInto('admins')
      .values({ first_name: 'Alice', last_name: 'New', username: alice.username, email: alice.email, password_hash: await hashPassword(alice.password) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const identity of [alice.email, ` ${alice.email.toUpperCase()}`, alice.username]) {
      const res = await login({ identity, password: alice.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.id).toBe(created.id);
    }
    // The old row signs in by its email.
    expect((await login({ identity: `old-${tag}@shop.test`, password: 'old-rows-password' })).statusCode).toBe(200);
  });

  it('confirming two-step sign-in reads the code as sign-in does: dashes and spaces ignored', async () => {
    const sub = await createSubAdmin(server().db);
    const api = apiClient(server().app, await server().login(sub.email, sub.password));
    const secret = (await api.post('/admin/me/second-factor/setup')).body.data.secret as string;
    const code = await codeOf(secret);
    const confirmed = await api.post('/admin/me/second-factor/confirm', { password: sub.password, code: ` ${code.slice(0, 3)}-${code.slice(3)} ` });
    expect(confirmed.status).toBe(200);
    const counter = await server().db.selectFrom('auth_throttle').select('key').where('key', '=', `second-factor:${sub.id}`).executeTakeFirst();
    expect(counter).toBeUndefined();
  });
});
