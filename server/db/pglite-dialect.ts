import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { inBulkRead } from './bulk-reads';

/**
 * Kysely dialect for embedded PGlite. PGlite has a single connection, so the driver hands it
 * out to one holder at a time: a transaction keeps it until commit/rollback and other queries
 * wait, so statements of concurrent requests never interleave inside a transaction.
 */
export class PGliteDialect implements Dialect {
  #driver: PGliteDriver | null = null;

  constructor(
    private readonly client: PGlite,
    private readonly wrapDriver: (driver: Driver) => Driver = (driver) => driver,
  ) {}

  /** The one connection's use, for the metrics: whether it is held, and how many wait for it (and have waited in all). */
  usage(): { held: boolean; waiting: number; waits: number } {
    const driver = this.#driver;
    return { held: (driver?.pending ?? 0) > 0, waiting: Math.max(0, (driver?.pending ?? 0) - 1), waits: driver?.waits ?? 0 };
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    this.#driver = new PGliteDriver(this.client);
    return this.wrapDriver(this.#driver);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/**
 * After this many statements of other requests have gone ahead of a waiting bulk read, the bulk
 * read has its turn anyway: a busy shop never starves an export or a whole list.
 */
const MAX_OVERTAKEN = 8;

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  #held = false;
  /** Who waits for the connection, in order: requests' statements, and bulk reads' (asBulkRead), which give way to them. */
  readonly #waiting: (() => void)[] = [];
  readonly #bulkWaiting: (() => void)[] = [];
  /** Statements that went ahead of the first waiting bulk read. */
  #overtaken = 0;
  #idle: (() => void) | null = null;
  /** How many acquisitions ever had to queue: the metrics' pool use. */
  waits = 0;

  /** Acquisitions not yet released: the holder and those queued behind it. */
  get pending(): number {
    return (this.#held ? 1 : 0) + this.#waiting.length + this.#bulkWaiting.length;
  }

  constructor(private readonly client: PGlite) {
    this.connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) {
      this.waits += 1;
      // Handed over by releaseConnection: the connection stays held, so no newcomer takes it meanwhile.
      await new Promise<void>((resolve) => (inBulkRead() ? this.#bulkWaiting : this.#waiting).push(resolve));
    }
    this.#held = true;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const next = this.#next();
    if (next) return next();
    this.#held = false;
    this.#idle?.();
  }

  /** Who has the connection next: the first waiting request, unless the first bulk read has waited its share. */
  #next(): (() => void) | undefined {
    if (this.#bulkWaiting.length > 0 && (this.#waiting.length === 0 || this.#overtaken >= MAX_OVERTAKEN)) {
      this.#overtaken = 0;
      return this.#bulkWaiting.shift();
    }
    if (this.#bulkWaiting.length > 0) this.#overtaken += 1;
    return this.#waiting.shift();
  }

  async destroy(): Promise<void> {
    while (this.#held) await new Promise<void>((resolve) => (this.#idle = resolve));
    if (!this.client.closed) await this.client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters, the simple protocol: a whole script (a migration's PL/pgSQL function
    // with its inner semicolons) runs as written, as it does on PostgreSQL. The last result counts.
    const result =
      compiled.parameters.length === 0
        ? ((await this.client.exec(compiled.sql)).at(-1) ?? { rows: [] as R[], affectedRows: undefined })
        : await this.client.query<R>(compiled.sql, compiled.parameters as unknown[]);
    // PGlite runs a statement on this thread and answers it at once: the continuations of the
    // request that sent it would run as one chain of microtasks, statement after statement, and
    // hold the event loop for the whole request (a 10,000-row list: 250 ms during which no other
    // request, not even a health check, was read). One turn of the event loop after each statement
    // lets the requests that arrived meanwhile in, and queue for the connection in their turn.
    await new Promise<void>((resolve) => setImmediate(resolve));
    return {
      rows: result.rows as R[],
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite');
  }
}
