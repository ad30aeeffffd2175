/**
 * The physical limit of an HTTP line, for the benchmarks (docs/benchmarks.md): the statements the
 * server itself sent to PostgreSQL for that request, captured on the wire of its own pool (text,
 * values, and whether it ran them named, i.e. prepared), then timed the same way at the same
 * concurrency: each caller on a connection of its own, the request's statements in the order the
 * server ran them, prepared where the server prepared them and planned per call where it did not.
 * No friendlier query: what it measures is what the page costs PostgreSQL, with nothing of HTTP,
 * the guard's JavaScript, Kysely or serialization.
 */
import pg from 'pg';
import { CONCURRENCY, measure } from './bench-http';

export interface CapturedStatement {
  text: string;
  values: unknown[];
  /** The server ran it as a named (prepared) statement. */
  prepared: boolean;
}

type QueryFn = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

let capturing: CapturedStatement[] | null = null;
let installed = false;
const DML = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Records what every pg client of this process sends while a capture is on. Install before the
 * server starts: its pool wraps each connection's `query` (server/db/prepared-statements.ts), and
 * the wrapper calls the prototype's, which this is.
 */
export function installStatementCapture(): void {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query as unknown as QueryFn;
  (pg.Client.prototype as unknown as { query: QueryFn }).query = function query(this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
    if (capturing) {
      if (typeof config === 'string' && DML.test(config)) capturing.push({ text: config, values: Array.isArray(values) ? values : [], prepared: false });
      else if (config && typeof config === 'object' && 'text' in config) {
        const c = config as { text: string; values?: unknown[]; name?: string };
        if (DML.test(c.text)) capturing.push({ text: c.text, values: c.values ?? [], prepared: Boolean(c.name) });
      }
    }
    return original.call(this, config, values, callback);
  };
}

/**
 * The statements the server runs for one request: `call` is made a few times first (the server
 * prepares a text on its second sight), and the last call's statements are kept.
 */
export async function captureStatements(call: () => Promise<void>): Promise<CapturedStatement[]> {
  if (!installed) throw new Error('installStatementCapture() before the server starts');
  for (let i = 0; i < 3; i += 1) await call();
  capturing = [];
  try {
    await call();
    return capturing;
  } finally {
    capturing = null;
  }
}

/** Times `statements` (one request's, in order) at CONCURRENCY on a pool of its own, as the server ran them. */
export function statementRunner(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY, options: '-c TimeZone=UTC' });
  let serial = 0;
  return {
    measure: (statements: CapturedStatement[]) => {
      serial += 1;
      const named = statements.map((s, i) => ({ ...s, name: s.prepared ? `bench_${serial}_${i}` : undefined }));
      return measure(async () => {
        for (const s of named) {
          await pool.query(s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values });
        }
      });
    },
    close: () => pool.end(),
  };
}

/** A captured request, one line per statement, for a reader who wants to see what was timed. */
export const describeStatements = (statements: CapturedStatement[]) =>
  statements.map((s) => `    ${s.prepared ? 'prepared' : 'per call'}: ${s.text.replace(/\s+/g, ' ').slice(0, 140)}`).join('\n');
