import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { CONTRACT_PATH, loadContract, type Contract, type Operation } from './contract';
import type { Database } from './db/schema';
import type { SessionAdmin } from './auth/sessions';
import { authenticate, authorize } from './auth/guard';
import { auditMutation } from './http/audit';
import { HttpError, type ErrorBody } from './http/errors';
import type { HandlerMap } from './http/handler';
import { describeValidation, validatorCompiler } from './http/validation';
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

const PG_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'That value is already in use.'],
  '23503': [409, 'This refers to something that does not exist, or is still in use.'],
  '23514': [400, 'A value is out of the allowed range.'],
  '22P02': [400, 'A value has the wrong format.'],
  '22003': [400, 'A number is too large.'],
};

function errorBody(message: string, errors?: ErrorBody['errors']): ErrorBody {
  return errors?.length ? { success: false, message, errors } : { success: false, message };
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
  const pg = error.code ? PG_ERRORS[error.code] : undefined;
  if (pg) {
    req.log.warn({ code: error.code, detail: (error as { detail?: string }).detail }, 'database rejected a request');
    return reply.code(pg[0]).send(errorBody(pg[1]));
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
    ajv: undefined,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('contract', contract);
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionId', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(handleError);

  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5 } });

  const unknownHandlers = Object.keys(handlers).filter((id) => !contract.byId.has(id));
  if (unknownHandlers.length) throw new Error(`Handlers for operations the contract does not have: ${unknownHandlers.join(', ')}`);

  await app.register(
    async (api) => {
      for (const op of contract.operations) {
        const isJson = op.bodyContentType === 'application/json';
        api.route({
          method: op.method.toUpperCase() as 'GET',
          url: op.path.replace(/\{(\w+)\}/g, ':$1'),
          config: { operation: op },
          bodyLimit: op.bodyLimitBytes,
          schema: definedParts({ params: op.paramsSchema, querystring: op.querySchema, body: isJson ? op.bodySchema : undefined }),
          onRequest: op.requiresAuth ? [authenticate, authorize(op)] : [],
          onSend: op.mutates && op.requiresAuth ? [auditMutation(op)] : [],
          handler: handlers[op.operationId] ?? notImplemented(op),
        });
      }
      await api.register(swagger, { mode: 'static', specification: { path: CONTRACT_PATH, baseDir: path.dirname(CONTRACT_PATH) } });
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
    return reply.code(404).send(errorBody(`Not found: ${req.method} ${req.url.split('?')[0]}`));
  });

  return app;
}
