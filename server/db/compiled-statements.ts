import { isDeepStrictEqual } from 'node:util';
import { CompiledQuery, type Compilable } from 'kysely';

/**
 * Statements compiled once and kept by what decides them, for the requests every admin repeats (a
 * list's first page, a status tab, the next page): Kysely builds a page's query afresh on each call
 * (immutable builders, one copy per step) and compiles it by walking the whole tree, 30–45 µs for
 * an orders page, about a sixth of what the request costs the server. A kept statement is its text
 * and its values only (not the tree it was compiled from), sent as it is.
 *
 * The key must hold every input its statement is built from (filters, scopes, sort, window, the
 * shop's time zone), and the build must read nothing else: no clock, no setting that changes
 * while the server runs. With VERIFY_COMPILED_STATEMENTS=1 (the test suite's setting) a kept
 * statement is built and compiled again on every use and must come out the same, text and
 * values, or the request fails: a key that leaves an input out shows up in the tests.
 */
export const MAX_KEPT = 2_000;

const verifying = () => process.env.VERIFY_COMPILED_STATEMENTS === '1';

/**
 * Values made once per key and kept, the most recently used last (a Map keeps its insertion
 * order): beyond `max` keys, the least recently used is forgotten. `same` says whether a value
 * made again equals the kept one (checked on every use when verifying).
 */
export class KeptByKey<T> {
  readonly #kept = new Map<string, T>();

  constructor(
    readonly same: (kept: T, fresh: T) => boolean,
    readonly max = MAX_KEPT,
  ) {}

  get size(): number {
    return this.#kept.size;
  }

  of(key: string, make: () => T): T {
    const kept = this.#kept.get(key);
    if (kept === undefined) {
      const made = make();
      if (this.#kept.size >= this.max) this.#kept.delete(this.#kept.keys().next().value as string);
      this.#kept.set(key, made);
      return made;
    }
    if (verifying() && !this.same(kept, make())) {
      throw new Error(`A kept statement differs from a fresh build under the same key (the key leaves out an input it is built from): ${key}`);
    }
    // Used again: to the end, the last to be forgotten.
    this.#kept.delete(key);
    this.#kept.set(key, kept);
    return kept;
  }
}

/** A query compiled, without the tree it was compiled from (a kept statement holds its text and values only). */
export function compiled<R>(query: Compilable<R>): CompiledQuery<R> {
  const { sql, parameters } = query.compile();
  return CompiledQuery.raw(sql, [...parameters]) as CompiledQuery<R>;
}

/** Two compiled statements are the same: the same text and values. */
export const sameStatement = (a: CompiledQuery, b: CompiledQuery): boolean => a.sql === b.sql && isDeepStrictEqual(a.parameters, b.parameters);

/** Single statements kept by key (one set per process: a statement does not depend on the database handle that runs it). */
const statements = new KeptByKey<CompiledQuery>(sameStatement);

/** The statement `build` makes for `key`, compiled the first time it is asked for, kept afterwards. */
export const keptStatement = <R>(key: string, build: () => Compilable<R>): CompiledQuery<R> =>
  statements.of(key, () => compiled(build())) as CompiledQuery<R>;

/** A key of the inputs a statement is built from, in order. */
export const statementKey = (...inputs: unknown[]): string => JSON.stringify(inputs);
