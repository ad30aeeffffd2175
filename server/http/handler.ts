import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { SessionAdmin } from '../auth/sessions';
import type { Envelope } from './envelope';

/** What a handler gets: the validated request parts and the server's resources, nothing to unwrap. */
export interface HandlerContext<Body, Query, Params> {
  body: Body;
  query: Query;
  params: Params;
  db: Kysely<Database>;
  config: Config;
  /** The signed-in admin (present on every operation except login and health). */
  admin: SessionAdmin;
  sessionId: number;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<Envelope<unknown>>;
/** Handlers keyed by the contract's operationIds. */
export type HandlerMap = Record<string, Handler>;

/** Wraps a typed handler body; the request was already validated against the contract. */
export function handler<Body = unknown, Query = unknown, Params = unknown>(
  fn: (ctx: HandlerContext<Body, Query, Params>) => Promise<Envelope<unknown>>,
): Handler {
  return (req, reply) =>
    fn({
      body: req.body as Body,
      query: req.query as Query,
      params: req.params as Params,
      db: req.server.db,
      config: req.server.config,
      admin: req.admin as SessionAdmin,
      sessionId: req.sessionId as number,
      req,
      reply,
    });
}
