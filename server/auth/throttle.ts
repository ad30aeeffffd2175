import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/** A counter: at most `max` attempts per `windowMinutes` under one key. */
export interface ThrottleRule {
  key: string;
  max: number;
}

/** Attempts reserved together; `release` gives them back (the attempt succeeded), `reset` forgets the key. */
export interface Reservation {
  release(): Promise<void>;
  /** Runs the check; if it fails to give an answer (the server is busy), the attempt is given back. */
  whileChecking<T>(check: () => Promise<T>): Promise<T>;
  reset(key: string): Promise<void>;
}

/**
 * Throttling of password checks (README, Trust at the edges). An attempt is *reserved* before the
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

  /** Adds one attempt under `key` if it is under `max`; otherwise the seconds until it may try again. */
  private async take(rule: ThrottleRule): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
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
  async reserve(rules: ThrottleRule[], message: (minutes: number) => string): Promise<Reservation> {
    const taken: string[] = [];
    for (const rule of rules) {
      const result = await this.take(rule);
      if (!result.ok) {
        for (const key of taken) await this.give(key);
        throw new HttpError(429, message(Math.ceil(result.retryAfter / 60)), undefined, { 'retry-after': String(result.retryAfter) });
      }
      taken.push(rule.key);
    }
    const release = async () => {
      for (const key of taken) await this.give(key);
    };
    return {
      release,
      whileChecking: async (check) => {
        try {
          return await check();
        } catch (err) {
          await release();
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
 * Keys of the sign-in rules: failures are counted per identity *and* client, so someone guessing
 * from elsewhere never locks out the admin who knows the password, plus a cap per client over
 * every identity it tries.
 */
export const signInKeys = (identity: string, client: string) => ({ identityAndClient: `login:${client}:${identity}`, client: `login-client:${client}` });
export const changePasswordKey = (adminId: number) => `change-password:${adminId}`;
