import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Say } from '../http/messages';

/** A counter: at most `max` attempts per `windowMinutes` under one key. */
export interface ThrottleRule {
  key: string;
  max: number;
  /**
   * An account's counter: at most `max` failures within any window (not one fixed from the first),
   * and once `max` fail in a row, each further attempt only after a delay since the last one: 1
   * minute, doubling with each further failure, at most the window. Failures in a row are forgotten
   * after a day without one. So an attacker can keep an account waiting at most one window after
   * their last guess, and guesses at most one a window in the long run.
   */
  growing?: boolean;
}

/** An attempt counted on an account's counter: when, and the counter's last failure before it. */
interface GrowingAttempt {
  stamp: string;
  prior: string | null;
}

/** Attempts reserved together; `release` gives them back (the attempt succeeded), `reset` forgets the key. */
export interface Reservation {
  release(): Promise<void>;
  /** Runs the check; if it fails to give an answer (the server is busy), the attempt is given back. */
  whileChecking<T>(check: () => Promise<T>): Promise<T>;
  reset(key: string): Promise<void>;
}

/**
 * Throttling of password checks (docs/business-rules.md#sign-in-throttling). An attempt is *reserved* before the
 * password is verified: one upsert per key takes the row's lock and adds the attempt only while
 * the key is under its limit, so however many attempts arrive at once, at most `max` are ever
 * verified. A correct password gives its reservation back; a wrong one keeps it until the window
 * ends. The window runs from the key's first counted attempt, on the database's clock (the same
 * for every server).
 */
export class Throttle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly windowMinutes: number,
  ) {}

  private get window() {
    return sql<string>`make_interval(mins => ${this.windowMinutes})`;
  }

  /** The wait an account's counter asks after `streak` failures in a row (from `max` on), and whether it applies. */
  private delayAfter(max: number) {
    // The exponent is capped so the interval stays in range however long the streak.
    const delay = sql`least(${this.window}, make_interval(mins => 1) * power(2, least(t.streak - ${max}, 20)))`;
    const applies = sql`t.streak >= ${max} and t.last_at > now() - interval '1 day'`;
    return { delay, applies };
  }

  /** The failures an account's counter holds within the window. */
  private inWindow() {
    return sql`(select count(*) from unnest(t.recent) x where x > now() - ${this.window})`;
  }

  /** Adds one attempt to an account's counter when neither its window nor its delay refuses it (see ThrottleRule.growing). */
  private async takeGrowing(rule: ThrottleRule): Promise<{ ok: true; growing: GrowingAttempt } | { ok: false; retryAfter: number }> {
    const { delay, applies } = this.delayAfter(rule.max);
    // Counted as a failure at once (so a second attempt waits for this one's delay); the last failure before it is kept to give it back.
    const granted = await sql<{ stamp: string; prior: string | null }>`
      insert into auth_throttle as t (key, window_start, attempts, recent, streak, last_at) values (${rule.key}, now(), 1, array[now()], 1, now())
      on conflict (key) do update set
        recent = array(select x from unnest(t.recent) x where x > now() - ${this.window} order by x) || now(),
        streak = case when t.last_at is null or t.last_at <= now() - interval '1 day' then 1 else t.streak + 1 end,
        prior_last_at = t.last_at,
        last_at = now(),
        window_start = now()
      where ${this.inWindow()} < ${rule.max} and not (${applies} and t.last_at + ${delay} > now())
      returning now()::text as stamp, prior_last_at::text as prior`.execute(this.db);
    if (granted.rows.length) return { ok: true, growing: granted.rows[0] };
    const row = await sql<{ seconds: number | null }>`
      select ceil(extract(epoch from greatest(
        case when ${this.inWindow()} >= ${rule.max} then (select min(x) from unnest(t.recent) x where x > now() - ${this.window}) + ${this.window} - now() end,
        case when ${applies} then t.last_at + ${delay} - now() end)))::int as seconds
      from auth_throttle t where key = ${rule.key}`.execute(this.db);
    return { ok: false, retryAfter: Math.max(1, Number(row.rows[0]?.seconds ?? 1)) };
  }

  /**
   * Gives an account's attempt back: its stamp leaves the window, the streak is one shorter, and the
   * last failure is the one before it again (unless another attempt was counted since), so a right
   * password never restarts the delay.
   */
  private async giveGrowing(key: string, { stamp, prior }: GrowingAttempt): Promise<void> {
    await sql`
      update auth_throttle set
        recent = case when array_position(recent, ${stamp}::timestamptz) is null then recent
          else recent[:array_position(recent, ${stamp}::timestamptz) - 1] || recent[array_position(recent, ${stamp}::timestamptz) + 1:] end,
        streak = greatest(streak - 1, 0),
        last_at = case when last_at = ${stamp}::timestamptz then ${prior}::timestamptz else last_at end
      where key = ${key}`.execute(this.db);
  }

  /** Adds one attempt under `key` if it is under `max`; otherwise the seconds until it may try again. */
  private async take(rule: ThrottleRule): Promise<{ ok: true; growing?: undefined } | { ok: false; retryAfter: number }> {
    const expired = sql`t.window_start <= now() - ${this.window}`;
    const granted = await sql<{ attempts: number }>`
      insert into auth_throttle as t (key, window_start, attempts) values (${rule.key}, now(), 1)
      on conflict (key) do update set
        attempts = case when ${expired} then 1 else t.attempts + 1 end,
        window_start = case when ${expired} then now() else t.window_start end
      where ${expired} or t.attempts < ${rule.max}
      returning attempts`.execute(this.db);
    if (granted.rows.length) return { ok: true };
    const row = await sql<{ seconds: number }>`
      select ceil(extract(epoch from (window_start + ${this.window} - now())))::int as seconds
      from auth_throttle where key = ${rule.key}`.execute(this.db);
    return { ok: false, retryAfter: Math.max(1, Number(row.rows[0]?.seconds ?? 1)) };
  }

  private async give(key: string): Promise<void> {
    await sql`update auth_throttle set attempts = attempts - 1 where key = ${key} and attempts > 0`.execute(this.db);
  }

  /**
   * Reserves one attempt under every rule (in order), or none: a refusal gives back what was
   * taken and throws 429 with Retry-After.
   */
  async reserve(rules: ThrottleRule[], message: (minutes: number) => Say): Promise<Reservation> {
    const taken: { key: string; growing?: GrowingAttempt }[] = [];
    const giveBack = async () => {
      for (const { key, growing } of taken.splice(0)) await (growing ? this.giveGrowing(key, growing) : this.give(key));
    };
    for (const rule of rules) {
      const result = rule.growing ? await this.takeGrowing(rule) : await this.take(rule);
      if (!result.ok) {
        await giveBack();
        throw new HttpError(429, message(Math.ceil(result.retryAfter / 60)), undefined, { 'retry-after': String(result.retryAfter) });
      }
      taken.push({ key: rule.key, growing: result.growing });
    }
    return {
      release: giveBack,
      whileChecking: async (check) => {
        try {
          return await check();
        } catch (err) {
          await giveBack();
          throw err;
        }
      },
      reset: async (key: string) => {
        await this.db.deleteFrom('auth_throttle').where('key', '=', key).execute();
        // Counters whose window has ended are dead weight: cleared now and then, by whoever succeeds.
        await sql`delete from auth_throttle where window_start < now() - ${this.window} - interval '1 day'`.execute(this.db);
      },
    };
  }
}

/**
 * Keys of the sign-in rules: failures are counted per account, whatever address they come from and
 * however the identity is spelt (an unknown identity under its normalised text, so probing names is
 * throttled too), or per known device when the attempt carries one of the account's device tokens
 * (auth/known-devices.ts), plus a cap per client over every identity it tries.
 */
export const signInKeys = (lane: { deviceId: string } | { adminId: number } | { identity: string }, client: string) => ({
  lane: 'deviceId' in lane ? `login-device:${lane.deviceId}` : 'adminId' in lane ? `login-account:${lane.adminId}` : `login-identity:${lane.identity}`,
  client: `login-client:${client}`,
});
/** Codes checked for a signed-in admin (confirming, replacing recovery codes, turning it off): per admin. */
export const secondFactorKey = (adminId: number) => `second-factor:${adminId}`;
export const changePasswordKey = (adminId: number) => `change-password:${adminId}`;
