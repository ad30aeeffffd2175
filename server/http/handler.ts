import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OperationId, operations } from '../../openapi/generated/contract';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { SessionAdmin } from '../auth/sessions';

export type { OperationId };

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Defined<T> = [T] extends [undefined] ? Record<string, never> : Exclude<T, undefined>;

/** The validated JSON body of an operation (multipart uploads read the request themselves). */
export type BodyOf<Id extends OperationId> = operations[Id] extends { requestBody?: infer R } ? JsonOf<Exclude<R, undefined>> : never;
export type QueryOf<Id extends OperationId> = Defined<operations[Id]['parameters']['query']>;
export type ParamsOf<Id extends OperationId> = Defined<operations[Id]['parameters']['path']>;
type Responses<Id extends OperationId> = operations[Id]['responses'];
/** An answer the handler streams itself (a CSV export, an event stream, the metrics' text): it returns the reply it sent. */
type StreamedOf<T> = T extends { content: { 'text/csv': unknown } } | { content: { 'text/event-stream': unknown } } | { content: { 'text/plain': unknown } } ? FastifyReply : never;
/** The success body the contract promises (200, or 202 for work accepted for the background). */
export type ReplyOf<Id extends OperationId> =
  Responses<Id> extends { 200: infer R } ? JsonOf<R> | StreamedOf<R> : Responses<Id> extends { 202: infer R } ? JsonOf<R> : never;
/** The `data` of that success body. */
export type DataOf<Id extends OperationId> = ReplyOf<Id> extends { data: infer D } ? D : never;

/** What a handler gets: the validated request parts, typed by its operation, and the server's resources. */
export interface HandlerContext<Id extends OperationId> {
  body: BodyOf<Id>;
  query: QueryOf<Id>;
  params: ParamsOf<Id>;
  /**
   * The database to use. In a mutation it is the operation's one transaction: the change, its
   * ledger rows and its audit record commit together or not at all. Never reach for another.
   */
  db: Kysely<Database>;
  config: Config;
  /** The signed-in admin (present on every operation except login and health). */
  admin: SessionAdmin;
  sessionId: number;
  req: FastifyRequest;
  reply: FastifyReply;
  /**
   * Names what a mutation changed for its audit record when the request does not say it (the id of
   * the row it created, the transaction a credit came from): `audit.target('transaction', 12)`.
   */
  audit: AuditTarget;
  /**
   * Only in handlers defined with `{ transaction: 'manual' }`: runs `work` as the operation's unit
   * of work (one transaction, retried on serialization failures, with the audit record inside).
   */
  transaction: <T>(work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;
}

export interface AuditTarget {
  target(kind: string, id: number | string): void;
  /**
   * Records what the change did to one record, for its history: the fields of `before` and
   * `after` that differ (`audit.changes('transaction', 12, { status: 'pending' }, { status:
   * 'completed' })`). Secret fields are named, never their values (server/http/audit.ts). Called
   * for each record a bulk change changed, it writes one audit record per record.
   */
  changes(kind: string, id: number | string, before: Record<string, unknown>, after: Record<string, unknown>): void;
}

export type HandlerFn<Id extends OperationId> = (ctx: HandlerContext<Id>) => Promise<ReplyOf<Id>>;

export interface HandlerOptions {
  /**
   * `'manual'`: the handler opens its unit of work itself with `ctx.transaction` (after slow work
   * that must not hold a transaction: hashing a password, reading an upload). Default: a mutation
   * runs whole in one transaction.
   */
  transaction?: 'manual';
}

export interface HandlerDefinition<Id extends OperationId> {
  run: HandlerFn<Id>;
  options: HandlerOptions;
}

/**
 * A handler for every operation of the contract, keyed by operationId: an operation without one
 * (server/domains/index.ts checks the domains' maps against this) or a handler wired to the wrong
 * operation fails `npm run typecheck`.
 */
export type HandlerMap = { [Id in OperationId]: HandlerDefinition<Id> };

/** What `handlers()` returns: a definition for exactly the operations it was given. */
export type HandlersOf<M> = { [Id in keyof M & OperationId]: HandlerDefinition<Id> };

/** One handler with options: `handlers({ login: withOptions({ transaction: 'manual' }, async (ctx) => …) })`. */
export function withOptions<Id extends OperationId>(options: HandlerOptions, run: HandlerFn<Id>): HandlerDefinition<Id> {
  return { run, options };
}

type HandlerInput = { [Id in OperationId]?: HandlerFn<Id> | HandlerDefinition<Id> };

/** Types each function by the operationId it is keyed by (an unknown key does not compile), and normalises them for the app. */
export function handlers<M extends HandlerInput>(input: M & Record<Exclude<keyof M, OperationId>, never>): HandlersOf<M> {
  const map: Record<string, HandlerDefinition<OperationId>> = {};
  for (const [id, value] of Object.entries(input)) {
    map[id] = typeof value === 'function' ? { run: value as HandlerFn<OperationId>, options: {} } : (value as HandlerDefinition<OperationId>);
  }
  return map as unknown as HandlersOf<M>;
}
