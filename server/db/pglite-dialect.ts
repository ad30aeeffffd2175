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

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;
  /** Acquisitions not yet released (the holder and those queued behind it), and how many ever had to queue: the metrics' pool use. */
  #pending = 0;
  waits = 0;

  get pending(): number {
    return this.#pending;
  }

  constructor(private readonly client: PGlite) {
    this.connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    if (this.#pending++ > 0) this.waits += 1;
    await previous;
    this.release = release;
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
    const release = this.release;
    this.release = null;
    if (release) this.#pending -= 1;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.queue;
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
