import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { loadContract, type Contract, type Operation } from './contract';
import type { Database } from './db/schema';
import type { SessionAdmin } from './auth/sessions';
import { authenticate, authorize } from './auth/guard';
import { auditRefusal, writeAudit } from './http/audit';
import { errorBody, HttpError } from './http/errors';
import { databaseErrorReply } from './http/database-errors';
import type { HandlerContext, HandlerDefinition, HandlerMap, OperationId } from './http/handler';
import { describeValidation, validatorCompiler } from './http/validation';
import { inTransaction } from './db/unit-of-work';
import { handlers as allHandlers } from './domains';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    contract: Contract;
  }
  interface FastifyRequest {
    admin: SessionAdmin | null;
    sessionId: number | null;
    /** Set once the request's audit record is written (inside its transaction, or for a refusal). */
    audited: boolean;
    /** What a handler named as the target of its change (`ctx.audit.target`). */
    auditTarget: string | null;
  }
  interface FastifyContextConfig {
    /** The contract operation a route was bound from. */
    operation?: Operation;
  }
}

export const API_PREFIX = '/api';

export interface AppOptions {
  db: Kysely<Database>;
  config: Config;
  /** Defaults to the real handlers; tests never replace them, but a missing one answers 501. */
  handlers?: HandlerMap;
  logger?: boolean;
  /** Where the structured (JSON) log goes; stdout by default. */
  logStream?: NodeJS.WritableStream;
}

function handleError(this: FastifyInstance, error: FastifyError & { code?: string }, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.statusCode).send(errorBody(error.message, error.errors));
  }
  if (error.validation) {
    const op = req.routeOptions.config.operation;
    const part = error.validationContext;
    const schema = part === 'body' ? op?.bodySchema : part === 'querystring' ? op?.querySchema : op?.paramsSchema;
    const items = describeValidation(error.validation as never, schema);
    return reply.code(400).send(errorBody(items.map((i) => i.msg).join('. ') || 'Invalid request', items));
  }
  const database = databaseErrorReply(error);
  if (database) {
    const log = database.status >= 500 ? req.log.error.bind(req.log) : req.log.warn.bind(req.log);
    log({ code: error.code, detail: (error as { detail?: string }).detail, err: database.status >= 500 ? error : undefined }, 'database refused a request');
    if (database.retryAfter) reply.header('retry-after', String(database.retryAfter));
    return reply.code(database.status).send(errorBody(database.message));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      status === 413 ? 'The request is too large.' : status === 415 ? 'Send JSON (or multipart for uploads).' : error.message;
    return reply.code(status).send(errorBody(message));
  }
  req.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody('Something went wrong on our side. Please try again.'));
}

/** Only the request parts the operation describes (Fastify warns about declared-but-empty ones). */
function definedParts<T extends Record<string, unknown>>(parts: T): Partial<T> {
  return Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function notImplemented(operation: Operation) {
  return async () => {
    throw new HttpError(501, `${operation.summary || operation.operationId}: not available yet.`);
  };
}

/**
 * Binds a handler to its operation. A read gets the database; a mutation runs whole in one unit of
 * work (one transaction, retried on serialization failures) that also writes its audit record, so
 * the change and its record commit together. Handlers that must do slow work first open theirs with
 * `ctx.transaction`.
 */
function bind(op: Operation, definition: HandlerDefinition<OperationId>) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const db = req.server.db;
    const unitOfWork = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
      inTransaction(db, async (trx) => {
        const result = await work(trx);
        await writeAudit(trx, req, op, op.responseStatus, result);
        return result;
      });
    const ctx: HandlerContext<OperationId> = {
      body: req.body as never,
      query: req.query as never,
      params: req.params as never,
      db,
      config: req.server.config,
      admin: req.admin as SessionAdmin,
      sessionId: req.sessionId as number,
      req,
      reply,
      audit: { target: (kind, id) => void (req.auditTarget = `${kind}=${id}`) },
      transaction: unitOfWork,
    };
    reply.code(op.responseStatus);
    if (!op.mutates) return definition.run(ctx);
    if (definition.options.transaction !== 'manual') return unitOfWork((trx) => definition.run({ ...ctx, db: trx }));
    const result = await definition.run(ctx);
    // A manual handler that changed nothing in the database (an upload) is recorded after it.
    if (!req.audited) await writeAudit(db, req, op, op.responseStatus, result);
    return result;
  };
}

/** Builds the whole server from the contract: one route per operation, bound by operationId. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const handlers = options.handlers ?? allHandlers;
  const contract = loadContract();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], ...(options.logStream && { stream: options.logStream }) },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Router-level refusals (a malformed URL) answer in the agreed error shape too.
    frameworkErrors: (error, _req, reply) => {
      void (reply as FastifyReply).code(400).send(errorBody(error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : error.message));
    },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('contract', contract);
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('audited', false);
  app.decorateRequest('auditTarget', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(handleError);

  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5 } });

  const unknownHandlers = Object.keys(handlers).filter((id) => !contract.byId.has(id));
  if (unknownHandlers.length) throw new Error(`Handlers for operations the contract does not have: ${unknownHandlers.join(', ')}`);

  await app.register(
    async (api) => {
      for (const op of contract.operations) {
        const isJson = op.bodyContentType === 'application/json';
        const definition = handlers[op.operationId as OperationId] as HandlerDefinition<OperationId> | undefined;
        api.route({
          method: op.method.toUpperCase() as 'GET',
          url: op.path.replace(/\{(\w+)\}/g, ':$1'),
          config: { operation: op },
          bodyLimit: op.bodyLimitBytes,
          schema: definedParts({
            params: op.paramsSchema,
            querystring: op.querySchema,
            body: isJson ? op.bodySchema : undefined,
            // Answers are serialized through the contract's success schema: a column the contract
            // does not declare (a secret) cannot leak by being spread into an answer.
            response: op.responseSchema ? { [op.responseStatus]: op.responseSchema } : undefined,
          }),
          onRequest: op.requiresAuth ? [authenticate, authorize(op)] : [],
          onSend: op.mutates && op.requiresAuth ? [auditRefusal(op)] : [],
          handler: definition ? bind(op, definition) : notImplemented(op),
        });
      }
      await api.register(swagger, { mode: 'static', specification: { document: contract.raw as never } });
      await api.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'none', deepLinking: true } });
    },
    { prefix: API_PREFIX },
  );

  const imagesDir = path.join(config.dataDir, 'images');
  fs.mkdirSync(imagesDir, { recursive: true });
  await app.register(fastifyStatic, { root: imagesDir, prefix: '/images/', decorateReply: false, index: false });

  const indexHtml = path.join(config.staticDir, 'index.html');
  const hasApp = fs.existsSync(indexHtml);
  if (hasApp) await app.register(fastifyStatic, { root: config.staticDir, prefix: '/', wildcard: false, index: false });

  app.setNotFoundHandler((req, reply) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith(API_PREFIX) && !req.url.startsWith('/images/');
    if (wantsPage && hasApp) {
      // SPA fallback: the dashboard's router decides what an unknown path shows.
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexHtml));
    }
    return reply.code(404).send(errorBody(`Not found: ${req.method} ${req.url.split('?')[0].slice(0, 200)}`));
  });

  return app;
}
