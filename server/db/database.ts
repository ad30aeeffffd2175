import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, sql, type DatabaseConnection, type Driver } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import { PGliteDialect } from './pglite-dialect';
import { initDataDirApart, pgliteOptions } from './pglite-fs';
import { vacuumWhereDue } from './pglite-autovacuum';
import { prepareRepeated, StatementNames } from './prepared-statements';
import type { Database } from './schema';
import { assertNoOpenTransaction } from './unit-of-work';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /**
   * Hears the access announcements (ACCESS_CHANNEL) as a cache of sessions must: every server's,
   * on a connection of its own, with `onState(false)` while that connection is lost (what is
   * announced then is missed) and `onState(true)` once it listens again; and those of this handle's
   * own transactions before their commit (or statement) returns. On PostgreSQL every pooled
   * connection LISTENs on the channel too, because a backend delivers the notifications of its own
   * transaction with the answer to its commit; PGlite delivers them so by itself. `alongside`: other
   * channels heard on that same connection, so their notifications and the announcements arrive in
   * the order their transactions committed (a live stream hears a sign-out before any later change).
   */
  listenForAccess(
    onPayload: (payload: string) => void,
    onState: (heard: boolean) => void,
    alongside?: Record<string, (payload: string) => void>,
  ): Promise<() => Promise<void>>;
  /** PGlite on disk: its data directory (`DATA_DIR/pglite`); null otherwise. */
  pgliteDir: string | null;
  /** The connections' use now, for the metrics (read when scraped). */
  usage(): PoolUsage;
}

/** A database's connections: at most `max`, `total` open of which `idle` are free; `waiting` queries wait for one now, `waits` ever did. */
export interface PoolUsage {
  max: number;
  total: number;
  idle: number;
  waiting: number;
  waits: number;
}

/** The channel on which migration 0012's triggers announce a change to sessions, admins or their grants. */
export const ACCESS_CHANNEL = 'shop_access';

/**
 * LISTEN to each channel on one dedicated PostgreSQL connection, reconnecting (1 s, doubling to
 * 30 s) after it is lost; `onState` hears when it listens (false from the moment the connection is lost).
 */
function listenOnPostgres(connectionString: string, onConnectionError: (err: Error) => void) {
  return async (channels: Record<string, (payload: string) => void>, onState?: (listening: boolean) => void): Promise<() => Promise<void>> => {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    let delay = 1_000;
    const connect = async (): Promise<void> => {
      // Named in pg_stat_activity, for operators (and tests) to tell it from the pool's connections.
      const next = new pg.Client({ connectionString, application_name: `shop-admin listen ${Object.keys(channels).join(' ')}` });
      next.on('notification', (message) => {
        if (message.payload !== undefined && Object.hasOwn(channels, message.channel)) channels[message.channel](message.payload);
      });
      const lost = (err?: Error) => {
        if (err) onConnectionError(err);
        if (stopped || client !== next) return;
        client = null;
        onState?.(false);
        retry = setTimeout(() => void connect().catch(lost), delay);
        delay = Math.min(delay * 2, 30_000);
      };
      next.on('error', lost);
      next.on('end', () => lost());
      client = next;
      await next.connect();
      // One statement: every channel is heard from the same moment.
      await next.query(Object.keys(channels).map((channel) => `listen ${pg.escapeIdentifier(channel)}`).join('; '));
      delay = 1_000;
      if (client === next) onState?.(true);
    };
    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    };
  };
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMPTZ: 1184 } as const;

/**
 * How values arrive in JavaScript, the same on both databases:
 * - NUMERIC (money) as the exact decimal text PostgreSQL sends ("95.50"): it never becomes a
 *   binary float on the server; sums and arithmetic are done in SQL.
 * - bigint (counts) as numbers.
 * - timestamptz as ISO-8601 text with its offset (connections run in UTC), as the contract says.
 * - date as its `YYYY-MM-DD` text (never a local-midnight Date).
 */
export function isoTimestamp(value: string): string {
  // Slices, not regular expressions: every timestamp of every row read passes here, and two
  // replaces took five times as long (0.5 against 0.1 µs each).
  const space = value.indexOf(' ');
  const iso = space < 0 ? value : `${value.slice(0, space)}T${value.slice(space + 1)}`;
  const at = iso.length - 3;
  const sign = iso.charCodeAt(at);
  return (sign === PLUS || sign === MINUS) && isDigit(iso.charCodeAt(at + 1)) && isDigit(iso.charCodeAt(at + 2)) ? `${iso}:00` : iso;
}
const PLUS = 43;
const MINUS = 45;
const isDigit = (code: number) => code >= 48 && code <= 57;
const PARSERS: Record<number, (value: string) => unknown> = {
  [OID.INT8]: Number,
  [OID.NUMERIC]: (value) => value,
  [OID.DATE]: (value) => value,
  [OID.TIMESTAMPTZ]: isoTimestamp,
};

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | null;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Bounded waits: a statement waiting on a row lock longer than this fails (503) instead of hanging. */
  lockTimeoutMs?: number;
  /** Where a lost connection is reported (the server's logger); stderr by default. */
  onConnectionError?: (err: Error) => void;
  /** PGlite on disk: commits return once their WAL is on the disk (fsync on; PGLITE_FSYNC). Default true. */
  durable?: boolean;
  /** PGlite on disk: how often the server checkpoints (ms); 5 minutes by default, like PostgreSQL's checkpoint_timeout. */
  checkpointIntervalMs?: number;
  /** PGlite on disk: how often the server vacuums and analyzes the tables due for it (ms); a minute by default, like autovacuum_naptime. */
  autovacuumIntervalMs?: number;
}

/** Every connection a driver hands out first checks that the caller holds no transaction of its own. */
function guardDriver(driver: Driver, beforeAcquire?: () => void): Driver {
  const acquire = driver.acquireConnection.bind(driver);
  driver.acquireConnection = async (): Promise<DatabaseConnection> => {
    assertNoOpenTransaction();
    beforeAcquire?.();
    return acquire();
  };
  return driver;
}

class GuardedPostgresDialect extends PostgresDialect {
  /** Acquisitions that found every connection of a full pool in use (so waited): the metrics' pool waits. */
  waits = 0;

  constructor(private readonly pool: pg.Pool) {
    super({ pool });
  }

  createDriver(): Driver {
    return guardDriver(super.createDriver(), () => {
      if (this.pool.idleCount === 0 && this.pool.totalCount >= this.pool.options.max) this.waits += 1;
    });
  }
}

/** A warning line on standard error, in the shape of the server's log. */
const warnOnStderr = (msg: string) => (err: Error) => process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg, err: err.message })}\n`);
const reportToStderr = warnOnStderr('database connection lost');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const onConnectionError = options.onConnectionError ?? reportToStderr;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // UTC sessions (timestamps arrive as +00:00), bounded lock waits, no transaction left idle.
      options: `-c TimeZone=UTC -c lock_timeout=${options.lockTimeoutMs ?? 5_000} -c idle_in_transaction_session_timeout=60000`,
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // A connection that dies (a database restart, an administrator's terminate) must fail only the
    // query that was using it: idle ones are reported by the pool, checked-out ones by the client.
    pool.on('error', onConnectionError);
    const statements = new StatementNames();
    const ownAccessChanges = new Set<(payload: string) => void>();
    pool.on('connect', (client) => {
      client.on('error', onConnectionError);
      prepareRepeated(client, statements);
      // Queued before the connection's first query: see listenForAccess.
      client.query(`listen ${ACCESS_CHANNEL}`).catch(onConnectionError);
      client.on('notification', (message) => {
        if (message.channel !== ACCESS_CHANNEL || message.payload === undefined) return;
        for (const onPayload of ownAccessChanges) onPayload(message.payload);
      });
    });
    const dialect = new GuardedPostgresDialect(pool);
    const db = new Kysely<Database>({ dialect });
    const listen = listenOnPostgres(options.databaseUrl, onConnectionError);
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      listenForAccess: async (onPayload, onState, alongside = {}) => {
        ownAccessChanges.add(onPayload);
        const stop = await listen({ ...alongside, [ACCESS_CHANNEL]: onPayload }, onState);
        return async () => {
          ownAccessChanges.delete(onPayload);
          await stop();
        };
      },
      pgliteDir: null,
      usage: () => ({ max: pool.options.max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, waits: dialect.waits }),
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? path.join(options.dataDir, 'pglite') : undefined;
  const pgliteSettings = pgliteOptions(dataDir ?? null, options.durable ?? true);
  if (dataDir) await initDataDirApart(dataDir, pgliteSettings.startParams ?? []);
  // pg_trgm: the customers' search index (migration 0024); PGlite loads a contrib extension at start.
  const client = await PGlite.create({
    ...pgliteSettings,
    extensions: { pg_trgm },
    parsers: PARSERS,
  });
  await client.exec(`set timezone = 'UTC'`);
  const dialect = new PGliteDialect(client, (driver) => guardDriver(driver));
  const db = new Kysely<Database>({ dialect });
  // PGlite is a single backend with no background processes: the server does what PostgreSQL's
  // checkpointer and autovacuum would, on timers, through the one connection like any query (so
  // between requests' transactions).
  const housekeeping = dataDir
    ? [
        // Without it the WAL grew until the next restart (a gigabyte after a few large voucher pastes), and that restart replayed all of it.
        everyInterval(options.checkpointIntervalMs ?? 300_000, () => sql`checkpoint`.execute(db), warnOnStderr('checkpoint failed')),
        everyInterval(options.autovacuumIntervalMs ?? 60_000, (stopping) => vacuumWhereDue(db, stopping), warnOnStderr('vacuum or analyze failed')),
      ]
    : [];
  return {
    db,
    kind: 'pglite',
    close: async () => {
      for (const task of housekeeping) await task.stop();
      await db.destroy();
    },
    // One process, one backend: every announcement is its own, delivered before its query returns.
    listenForAccess: async (onPayload, onState, alongside = {}) => {
      const stops = await Promise.all(Object.entries({ ...alongside, [ACCESS_CHANNEL]: onPayload }).map(([channel, heard]) => client.listen(channel, heard)));
      onState(true);
      return async () => {
        for (const stop of stops) await stop();
      };
    },
    pgliteDir: dataDir ?? null,
    // One connection: in use by one holder, the others queued behind it.
    usage: () => {
      const { held, waiting, waits } = dialect.usage();
      return { max: 1, total: 1, idle: held ? 0 : 1, waiting, waits };
    },
  };
}

/**
 * `task` every `intervalMs` (not keeping the process alive); an interval whose run is still under
 * way is skipped. `stop`: no new run, and the one under way (told by its `stopping`) has finished.
 */
function everyInterval(intervalMs: number, task: (stopping: () => boolean) => Promise<unknown>, onError: (err: Error) => void) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    running ??= task(() => stopped)
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The advisory lock every server takes while it migrates and bootstraps a database. */
const STARTUP_LOCK = sql`hashtext('shop-admin:startup')`;

/**
 * Runs the start-up work (migrations, the first super admin, auth modules, demo data) holding a
 * PostgreSQL advisory lock, so N servers started at once on one database do it one after another:
 * the first does it, the others find it done. The lock is held on a connection of its own while
 * the work uses the pool; it ends with that connection if the process dies. PGlite has one
 * process per data directory and a single connection: nothing to wait for.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind !== 'postgres') return work();
  return handle.db.connection().execute(async (conn) => {
    // Waiting for another server's start-up is not a row lock to give up on: no lock_timeout here.
    await sql`set lock_timeout = 0`.execute(conn);
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn);
      await sql`reset lock_timeout`.execute(conn);
    }
  });
}
