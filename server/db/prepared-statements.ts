import { createHash } from 'node:crypto';
import { sql, type SelectQueryBuilder } from 'kysely';
import pg from 'pg';
import { RowShapes, shapeRows } from './row-shapes';

/**
 * Statements PostgreSQL parses and plans once per connection instead of on every call.
 *
 * A list page's query joins five tables: planning it takes about 1.2 ms, running it about 0.2 ms.
 * Run as a named (prepared) statement, PostgreSQL keeps its parse and, once it has seen that a
 * generic plan costs no more than the custom ones (after five runs), its plan. Every statement
 * text the server sends again is prepared this way on each pooled connection, by name (a hash of
 * the text); statements are never built from values, so the texts are few.
 *
 * Not prepared: one-off texts (seen once), long or many-valued ones (bulk writes), anything but
 * plain DML, `*` selections (a prepared `select *` fails once a migration adds a column), and
 * statements marked as planned per call (plannedPerCall).
 */
const MAX_TEXT = 8_000;
const MAX_VALUES = 100;
/** Distinct statements prepared per pool (each connection prepares those it runs, up to this). */
const MAX_STATEMENTS = 200;
/** Texts remembered as seen once, before they are forgotten in a batch. */
const MAX_SEEN = 5_000;
const DML = /^\s*(select|insert|update|delete|with)\b/i;
const STAR = /(?:select|returning|,)\s+(?:(?:"[^"]+"|\w+)\.)?\*/i;

/** Ends the text of a statement that must be planned for its values on every call (plannedPerCall). */
const PER_CALL = '/* planned per call */';

/**
 * Marks a statement whose values decide its plan: never prepared, so PostgreSQL plans it for the
 * values it is given, every time. A search is such a statement: `phone like '0167%'` reads the
 * phone index, `customer_id = 777` one customer's rows, and `product_id = 2 or customer_id = 2`
 * (a third of the physical orders) the list in order. Prepared, after five calls PostgreSQL may
 * keep one generic plan for every value, if its estimate is no dearer than the plans it has seen:
 * measured on the physical orders' id search, 3.5 ms of PostgreSQL a call instead of 0.3 (its
 * generic plan reads the list in order and filters, so a customer with one order reads all 50,000).
 */
export const plannedPerCall = <DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> => q.modifyEnd(sql.raw(PER_CALL));

export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #seen = new Set<string>();
  /** How the rows of the statements sent again are made (row-shapes.ts). */
  readonly shapes = new RowShapes();

  /** The name to run this text under, or undefined to run it unnamed. */
  nameFor(text: string, valueCount: number): string | undefined {
    const known = this.#names.get(text);
    if (known) return known;
    // Cheapest first: a searched page's text (planned per call) skips both regexes.
    if (text.endsWith(PER_CALL) || text.length > MAX_TEXT || valueCount > MAX_VALUES || this.#names.size >= MAX_STATEMENTS || !DML.test(text) || STAR.test(text)) {
      return undefined;
    }
    if (!this.#seen.has(text)) {
      if (this.#seen.size >= MAX_SEEN) this.#seen.clear();
      this.#seen.add(text);
      return undefined;
    }
    this.#seen.delete(text);
    const name = `q${createHash('sha1').update(text).digest('base64url')}`;
    this.#names.set(text, name);
    return name;
  }
}

/**
 * Makes a pooled connection run the repeated statements Kysely sends (text and values) as named
 * ones, and make their rows by the kept shape of their columns (row-shapes.ts); a search planned
 * per call is sent again too, unnamed, and its rows are made the same way.
 */
export function prepareRepeated(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string' && Array.isArray(values) && callback === undefined) {
      const name = names.nameFor(config, values.length);
      if (name !== undefined || config.endsWith(PER_CALL)) return runRepeated(query, name, config, values, names.shapes);
    }
    return query(config, values, callback);
  }) as typeof client.query;
}

/**
 * Runs a repeated text (under its name when it has one), answering as `client.query(text, values)`
 * does. Given a query as an object (`{ name, text, values }`), node-pg copies it property by
 * property through their descriptors (`cloneQueryConfig`, about 1.2 µs a query here); made from
 * its text, the query is only wrapped (0.05–0.1 µs), then named.
 */
function runRepeated(query: (submittable: pg.Query) => unknown, name: string | undefined, text: string, values: unknown[], shapes: RowShapes): Promise<pg.QueryResult> {
  return new Promise<pg.QueryResult>((resolve, reject) => {
    const repeated = new pg.Query(text, values, (err, result) => (err ? reject(err) : resolve(result as unknown as pg.QueryResult)));
    if (name !== undefined) (repeated as pg.Query & { name: string }).name = name;
    shapeRows(repeated, text, shapes);
    query(repeated);
  }).catch((err: Error) => {
    // As node-pg's own promise: the stack leads back to the caller, not to the socket's read.
    Error.captureStackTrace(err);
    throw err;
  });
}

/**
 * A page's LIMIT, and an OFFSET under LITERAL_OFFSETS_BELOW, written as literals, not parameters.
 * With `limit $1 offset $2` PostgreSQL's generic plan must guess the window (a tenth of the table),
 * costs it far above the custom plans and so plans every call anew; with the numbers in the text,
 * the generic plan is the real one. They are validated integers, so the literal is safe. Page sizes
 * are few and so are the first pages; a deeper offset stays a parameter, so visiting many pages
 * does not make as many statements (the big lists seek deep pages another way).
 */
const LITERAL_OFFSETS_BELOW = 1_000;

export function pageWindow<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>, limit: number, offset?: number): SelectQueryBuilder<DB, TB, O> {
  const limited = q.limit(sql.lit(limit));
  if (offset === undefined) return limited;
  return limited.offset(offset < LITERAL_OFFSETS_BELOW ? sql.lit(offset) : offset);
}
