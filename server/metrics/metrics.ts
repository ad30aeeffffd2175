import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql, type Kysely } from 'kysely';
import type { PoolUsage } from '../db/database';
import type { Database } from '../db/schema';

/** What the metrics read when scraped (nothing of it is kept per request). */
export interface MetricsSources {
  db: Kysely<Database>;
  /** The database's connections now (database.ts). */
  usage(): PoolUsage;
  /** Event streams (GET /api/events) open on this server. */
  liveStreams(): number;
  /** 1 while this server drains before it stops, else 0. */
  draining(): boolean;
  /** Where a failed read of the SMS queue is reported (the scrape still answers, without it). */
  warn(err: unknown, message: string): void;
}

/** One operation's label sets, made once: a request observes a histogram and allocates nothing of its own. */
export interface OperationMetrics {
  readonly operation: string;
  /** Per status code, the `{ operation, status }` labels. */
  readonly byStatus: Map<number, { operation: string; status: string }>;
  readonly labels: { operation: string };
}

const PREFIX = 'shop_admin_';

/** Latency buckets (seconds) from a cached read to a 100,000-code voucher paste. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * This server's metrics in the Prometheus text format (GET /api/metrics with METRICS_TOKEN;
 * docs/operations.md#metrics). A registry of its own per server (tests build many in one process).
 * The per-request cost is one histogram observe with label objects made once per operation and
 * status; the pool, streams and SMS queue are read only when scraped.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly #requests: Histogram<'operation' | 'status'>;
  readonly #throttled: Counter<'operation'>;
  readonly #smsSends: Counter<'result'>;
  readonly #operations = new Map<string, OperationMetrics>();

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
    this.#requests = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'API requests by contract operation (operationId) and status code: count and latency (until the answer is sent).',
      labelNames: ['operation', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.#throttled = new Counter({
      name: `${PREFIX}login_throttled_total`,
      help: 'Attempts refused by sign-in throttling (429): sign-ins, second-factor codes and password changes, by operation.',
      labelNames: ['operation'],
      registers,
    });
    // Shown at 0 before the first refusal, so a rate is defined from the start.
    this.#throttled.inc({ operation: 'login' }, 0);
    this.#smsSends = new Counter({
      name: `${PREFIX}sms_sends_total`,
      help: "SMS sends this server's worker made, by result (failed: the provider refused or timed out; it is retried until SMS_MAX_ATTEMPTS).",
      labelNames: ['result'],
      registers,
    });
    this.#smsSends.inc({ result: 'sent' }, 0);
    this.#smsSends.inc({ result: 'failed' }, 0);

    new Gauge({
      name: `${PREFIX}db_pool_max`,
      help: 'Database connections this server may open at most (DB_POOL_SIZE; 1 for the embedded database).',
      registers,
      collect() {
        this.set(sources.usage().max);
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: 'Database connections of this server, by state (idle: open and free; in_use: checked out).',
      labelNames: ['state'],
      registers,
      collect() {
        const usage = sources.usage();
        this.set({ state: 'idle' }, usage.idle);
        this.set({ state: 'in_use' }, usage.total - usage.idle);
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_waiting`,
      help: 'Queries waiting for a free database connection now (the embedded database: queued behind its one connection).',
      registers,
      collect() {
        this.set(sources.usage().waiting);
      },
    });
    let waitsSeen = 0;
    new Counter({
      name: `${PREFIX}db_pool_waits_total`,
      help: 'Times a query found every database connection in use and had to wait for one.',
      registers,
      collect() {
        const waits = sources.usage().waits;
        this.inc(Math.max(0, waits - waitsSeen));
        waitsSeen = Math.max(waitsSeen, waits);
      },
    });
    new Gauge({
      name: `${PREFIX}live_streams`,
      help: 'Live event streams (GET /api/events) open on this server.',
      registers,
      collect() {
        this.set(sources.liveStreams());
      },
    });
    new Gauge({
      name: `${PREFIX}draining`,
      help: '1 while this server drains before it stops (/api/ready answers 503), else 0.',
      registers,
      collect() {
        this.set(sources.draining() ? 1 : 0);
      },
    });
    new Gauge({
      name: `${PREFIX}sms_queue`,
      help: "The shop's SMS outbox (every server's, read from the database): recipients waiting (pending) and being sent (sending).",
      labelNames: ['status'],
      registers,
      async collect() {
        try {
          const { rows } = await sql<{ pending: number; sending: number }>`
            select (select count(*) from sms_outbox where status = 'pending')::int as pending,
                   (select count(*) from sms_outbox where status = 'sending')::int as sending`.execute(sources.db);
          this.set({ status: 'pending' }, rows[0].pending);
          this.set({ status: 'sending' }, rows[0].sending);
        } catch (err) {
          this.reset();
          sources.warn(err, 'metrics could not read the SMS queue');
        }
      },
    });
  }

  /** The label sets of one operation, made once at start (server/http/operation-hooks.ts). */
  operation(operationId: string): OperationMetrics {
    let entry = this.#operations.get(operationId);
    if (!entry) {
      entry = { operation: operationId, byStatus: new Map(), labels: { operation: operationId } };
      this.#operations.set(operationId, entry);
    }
    return entry;
  }

  /** One answered request: its operation, status and time from arrival to the answer sent (milliseconds, Fastify's elapsedTime). */
  observe(op: OperationMetrics, status: number, elapsedMs: number): void {
    let labels = op.byStatus.get(status);
    if (!labels) {
      labels = { operation: op.operation, status: String(status) };
      op.byStatus.set(status, labels);
    }
    this.#requests.observe(labels, elapsedMs / 1000);
    if (status === 429) this.#throttled.inc(op.labels);
  }

  /** One send by this server's SMS worker. */
  smsSent(ok: boolean): void {
    this.#smsSends.inc({ result: ok ? 'sent' : 'failed' });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
