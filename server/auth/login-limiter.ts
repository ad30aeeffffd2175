import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Login throttling (business-rules.md, fix): at most N failed attempts per identity and per IP
 * within the window, then 429 with Retry-After. Kept in the database, so a restart forgets nothing.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxFailures: number,
    private readonly windowMinutes: number,
  ) {}

  /** The window is measured on the database's clock, the same for every server. */
  private windowStart() {
    return sql<string>`now() - make_interval(mins => ${this.windowMinutes})`;
  }

  /** Seconds until the caller may try again, or 0 when allowed now. */
  async retryAfterSeconds(identity: string, ip: string): Promise<number> {
    const since = this.windowStart();
    const [byIdentity, byIp] = await Promise.all(
      (['identity', 'ip'] as const).map((column) =>
        this.db
          .selectFrom('login_attempts')
          .select((eb) => [eb.fn.countAll<number>().as('failures'), eb.fn.min('created_at').as('oldest')])
          .where(column, '=', column === 'identity' ? identity : ip)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow(),
      ),
    );
    const blocking = [byIdentity, byIp].filter((r) => Number(r.failures) >= this.maxFailures);
    if (blocking.length === 0) return 0;
    const oldest = Math.min(...blocking.map((r) => new Date(r.oldest as string).getTime()));
    return Math.max(1, Math.ceil((oldest + this.windowMinutes * 60_000 - Date.now()) / 1000));
  }

  async recordFailure(identity: string, ip: string): Promise<void> {
    await this.db.insertInto('login_attempts').values({ identity, ip }).execute();
  }

  /** A successful sign-in forgets that identity's failures (not the IP's). */
  async recordSuccess(identity: string): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('identity', '=', identity).execute();
  }
}
