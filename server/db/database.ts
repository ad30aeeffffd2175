import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type DatabaseConnection, type Driver } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';
import { assertNoOpenTransaction } from './unit-of-work';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
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
export const isoTimestamp = (value: string) => value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
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
}

/** Every connection a driver hands out first checks that the caller holds no transaction of its own. */
function guardDriver(driver: Driver): Driver {
  const acquire = driver.acquireConnection.bind(driver);
  driver.acquireConnection = async (): Promise<DatabaseConnection> => {
    assertNoOpenTransaction();
    return acquire();
  };
  return driver;
}

class GuardedPostgresDialect extends PostgresDialect {
  createDriver(): Driver {
    return guardDriver(super.createDriver());
  }
}

const reportToStderr = (err: Error) =>
  process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: 'database connection lost', err: err.message })}\n`);

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
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const db = new Kysely<Database>({ dialect: new GuardedPostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? path.join(options.dataDir, 'pglite') : undefined;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', { parsers: PARSERS });
  await client.exec(`set timezone = 'UTC'`);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client, guardDriver) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
