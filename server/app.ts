import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { loadContract, type Contract, type Operation } from './contract';
import type { Database } from './db/schema';
import type { SessionAdmin } from './auth/sessions';
import { guard } from './auth/guard';
import { SessionCache } from './auth/session-cache';
import { auditRefusal, recordChanges, writeAudit, type RecordedChange } from './http/audit';
import { refuseNonCanonicalPath } from './http/canonical-path';
import { answerClientError } from './http/client-errors';
import { operationHooks } from './http/operation-hooks';
import { registerJsonBodyParser } from './http/json-body';
import { serializeInTurns } from './http/envelope';
import { stoppingRefusal } from './http/lifecycle';
import { logDestination } from './http/log-destination';
import { errorBody, HttpError, renderErrors } from './http/errors';
import { joinSentences, languageOf, render, say, type Say } from './http/messages';
import { databaseErrorReply } from './http/database-errors';
import type { HandlerContext, HandlerDefinition, HandlerMap, OperationId } from './http/handler';
import { describeValidation, validatorCompiler } from './http/validation';
import { inTransaction } from './db/unit-of-work';
import { handlers as allHandlers } from './domains';
import { imageStorageFor, type ImageStorage } from './images/storage';
import { LIVE_POSITION_HEADER } from './domains/live/bus';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    contract: Contract;
    /** Uploaded images (IMAGE_STORAGE): this server's disk or the shared database. */
    images: ImageStorage;
    /** The sessions this server has checked (held only once it hears the database's announcements: start.ts). */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    admin: SessionAdmin | null;
    sessionId: number | null;
    /** Set once the request's audit record is written (inside its transaction, or for a refusal). */
    audited: boolean;
    /** What a handler named as the target of its change (`ctx.audit.target`). */
    auditTarget: string | null;
    /** The records a handler said it changed, with their fields (`ctx.audit.changes`), for this attempt of its unit of work. */
    auditChanges: RecordedChange[] | null;
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
  /** Defaults to the real handlers; every operation of the contract must have one. */
  handlers?: HandlerMap;
  logger?: boolean;
  /** Where the structured (JSON) log goes; stdout by default. */
  logStream?: NodeJS.WritableStream;
}

function handleError(this: FastifyInstance, error: FastifyError & { code?: string }, req: FastifyRequest, reply: FastifyReply) {
  // What a client is told follows its Accept-Language (en, bn); logs keep the English.
  const language = languageOf(req.headers['accept-language']);
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.statusCode).send(errorBody(render(error.text, language), renderErrors(error.errors, language), error.details));
  }
  if (error.validation) {
    const op = req.routeOptions.config.operation;
    const part = error.validationContext;
    const schema = part === 'body' ? op?.bodySchema : part === 'querystring' ? op?.querySchema : op?.paramsSchema;
    const items = describeValidation(error.validation as never, schema, language);
    return reply.code(400).send(errorBody(joinSentences(items.map((i) => i.msg), language) || render(say('invalidRequest'), language), items));
  }
  const database = databaseErrorReply(error);
  if (database) {
    const log = database.status >= 500 ? req.log.error.bind(req.log) : req.log.warn.bind(req.log);
    log({ code: error.code, detail: (error as { detail?: string }).detail, err: database.status >= 500 ? error : undefined }, 'database refused a request');
    if (database.retryAfter) reply.header('retry-after', String(database.retryAfter));
    return reply.code(database.status).send(errorBody(render(database.message, language)));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own refusals (a body that is not JSON, …) are said in its English.
    const message = status === 413 ? render(say('requestTooLarge'), language) : status === 415 ? render(say('sendJson'), language) : error.message;
    return reply.code(status).send(errorBody(message));
  }
  req.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody(render(say('serverFault'), language)));
}

/** Only the request parts the operation describes (Fastify warns about declared-but-empty ones). */
function definedParts<T extends Record<string, unknown>>(parts: T): Partial<T> {
  return Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined)) as Partial<T>;
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
    const unitOfWork = async <T>(work: (trx: Kysely<Database>) => Promise<T>) => {
      const result = await inTransaction(db, async (trx) => {
        // A retried attempt records afresh what it changes.
        req.auditChanges = [];
        const done = await work(trx);
        await writeAudit(trx, req, op, op.responseStatus, done);
        return done;
      });
      // Only once committed: a commit that fails is recorded as the refusal it became.
      req.audited = true;
      return result;
    };
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
      audit: {
        target: (kind, id) => void (req.auditTarget = `${kind}=${id}`),
        changes: (kind, id, before, after) => recordChanges(req, kind, id, before, after),
      },
      transaction: unitOfWork,
    };
    reply.code(op.responseStatus);
    if (!op.mutates) return definition.run(ctx);
    if (definition.options.transaction !== 'manual') return unitOfWork((trx) => definition.run({ ...ctx, db: trx }));
    const result = await definition.run(ctx);
    // A manual handler that changed nothing in the database (an upload) is recorded after it.
    if (!req.audited) {
      await writeAudit(db, req, op, op.responseStatus, result);
      req.audited = true;
    }
    return result;
  };
}

/**
 * Security headers (helmet): a strict Content Security Policy the dashboard runs under with no
 * violation — its own scripts only, styles inline too (MUI's emotion injects <style> elements),
 * images from here (and the public origin absolute URLs point at), no framing — plus nosniff,
 * a referrer kept to this origin. HSTS is sent only over TLS (see buildApp).
 */
function securityHeaders(config: Config) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The sign-in page's own inline script (public/index.html), allowed by its hash, nothing else inline.
        scriptSrc: ["'self'", ...inlineScriptHashes(path.join(config.staticDir, 'index.html'))],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.publicOrigin ? [config.publicOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' as const },
  };
}

/**
 * CSP hashes of the inline scripts of the built index.html (read at start: a new build is served by
 * a restarted server). The page paints and wires its sign-in form before the app's code arrives.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  if (!fs.existsSync(indexHtml)) return [];
  const html = fs.readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/** TRUST_PROXY as a hop count: the nearest `hops` addresses in X-Forwarded-For are proxies. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The request log: one line per answered request (method, address, status, milliseconds), at info
 * (error when the request failed), instead of Fastify's two. Written to standard output
 * asynchronously in batches (`logDestination`), so a request never waits for the terminal or the
 * log collector.
 */
class RequestLog extends LogController {
  incomingRequest() {}

  requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line = { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/** Builds the whole server from the contract: one route per operation, bound by operationId. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const handlers = options.handlers ?? allHandlers;
  const contract = loadContract();
  const app = Fastify({
    // One line per request (RequestLog), written without blocking; Fastify's own two were written synchronously.
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], stream: options.logStream ?? logDestination() },
    logController: new RequestLog(),
    // X-Forwarded-* are believed only from the configured proxies (TRUST_PROXY); off by default.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within this (a body dripped byte by byte is cut off), checked every second.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: Math.min(config.requestTimeoutMs, 20_000), connectionsCheckingInterval: 1_000 },
    // A request cut off before the router (too slow: 408) is answered in the agreed error shape too.
    clientErrorHandler: answerClientError,
    // A request arriving while the server closes is refused by the hook below, in the agreed error shape (Fastify's own 503 has a body of its own).
    return503OnClosing: false,
    // Router-level refusals (a malformed URL) answer in the agreed error shape too.
    frameworkErrors: (error, req, reply) => {
      const language = languageOf(req.headers['accept-language']);
      void (reply as FastifyReply).code(400).send(errorBody(error.code === 'FST_ERR_BAD_URL' ? render(say('addressNotValid'), language) : error.message));
    },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('contract', contract);
  app.decorate('images', imageStorageFor(config, db));
  app.decorate('sessionCache', new SessionCache(db));
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('audited', false);
  app.decorateRequest('auditTarget', null);
  app.decorateRequest('auditChanges', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(handleError);
  registerJsonBodyParser(app);

  // Built once: @fastify/helmet rebuilt the whole middleware (its CSP parsed again) on every request.
  const applySecurityHeaders = helmet(securityHeaders(config));
  // Once the server closes (after its drain, start.ts), a request whose head arrives on a connection
  // opened before is told to go elsewhere (the error handler answers it), and its connection closed.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (req, reply, done) =>
    applySecurityHeaders(req.raw, reply.raw, (err?: unknown) => done((err as Error | undefined) ?? (closing ? stoppingRefusal({ connection: 'close' }) : undefined))),
  );
  app.addHook('onRequest', refuseNonCanonicalPath);
  // A long list's answer is serialized a slice at a time, other requests served between (envelope.ts).
  // Synchronous for every other answer: no promise on the hot path of a page.
  app.addHook('preSerialization', (_req, reply, payload, done) => {
    // The route's serializer is the contract's JSON schema compiled: it gives text.
    const inTurns = serializeInTurns(payload, (p) => reply.serialize(p) as string);
    if (!inTurns) return done(null, payload);
    inTurns.then((text) => {
      reply.serializer((serialized: string) => serialized);
      done(null, text);
    }, done);
  });
  app.addHook('onSend', async (req, reply) => {
    // API answers carry tokens, voucher codes and customers' data: never kept by a browser or proxy
    // cache. Decided by the route that answered (however its address was spelled); unmatched, by the path.
    const route = req.routeOptions.url ?? req.url;
    if (route === API_PREFIX || route.startsWith(`${API_PREFIX}/`)) reply.header('cache-control', 'no-store');
    // Over TLS only (TLS ended here, or at a trusted proxy that says so): browsers stay on https.
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5 } });

  const unknownHandlers = Object.keys(handlers).filter((id) => !contract.byId.has(id));
  if (unknownHandlers.length) throw new Error(`Handlers for operations the contract does not have: ${unknownHandlers.join(', ')}`);
  const missingHandlers = contract.operations.filter((op) => !Object.prototype.hasOwnProperty.call(handlers, op.operationId)).map((op) => op.operationId);
  if (missingHandlers.length) throw new Error(`Operations of the contract without a handler: ${missingHandlers.join(', ')}`);

  await app.register(
    async (api) => {
      for (const op of contract.operations) {
        const isJson = op.bodyContentType === 'application/json';
        const definition = handlers[op.operationId as OperationId] as HandlerDefinition<OperationId>;
        const url = op.path.replace(/\{(\w+)\}/g, ':$1');
        // A HEAD must not run a GET that changes state, nor open a live stream that never ends (below).
        const headRefusal: Say | null =
          op.method !== 'get' ? null : op.mutates ? say('headChangesData') : op.responseContentType === 'text/event-stream' ? say('headLiveStream') : null;
        api.route({
          method: op.method.toUpperCase() as 'GET',
          url,
          config: { operation: op },
          exposeHeadRoute: headRefusal === null,
          bodyLimit: op.bodyLimitBytes,
          schema: definedParts({
            params: op.paramsSchema,
            querystring: op.querySchema,
            body: isJson ? op.bodySchema : undefined,
            // Answers are serialized through the contract's success schema: a column the contract
            // does not declare (a secret) cannot leak by being spread into an answer.
            response: op.responseSchema ? { [op.responseStatus]: op.responseSchema } : undefined,
          }),
          onRequest: op.requiresAuth ? [guard(op), ...(op.method === 'get' ? [placeAmongLiveChanges] : [])] : [],
          onSend: op.mutates && op.requiresAuth ? [auditRefusal(op)] : [],
          // Event streams known to the server's lifecycle; with METRICS_TOKEN, one histogram observe per answer.
          ...operationHooks(op, config),
          handler: bind(op, definition),
        });
        if (headRefusal !== null) {
          api.route({
            method: 'HEAD',
            url,
            handler: (req, reply) => reply.code(405).header('allow', 'GET').send(errorBody(render(headRefusal, languageOf(req.headers['accept-language'])))),
          });
        }
      }
      await api.register(swagger, { mode: 'static', specification: { document: contract.raw as never } });
      await api.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'none', deepLinking: true } });
    },
    { prefix: API_PREFIX },
  );

  // Images by the name their upload gave them, from whichever storage holds them; a name never
  // changes its content, so browsers may keep them. nosniff (helmet) keeps them images.
  app.get<{ Params: { name: string } }>('/images/:name', async (req, reply) => {
    const image = await app.images.get(req.params.name);
    if (!image) return reply.code(404).send(errorBody(render(say('notFound', { what: say('image') }), languageOf(req.headers['accept-language']))));
    return reply.type(image.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(image.bytes);
  });

  const indexHtml = path.join(config.staticDir, 'index.html');
  const hasApp = fs.existsSync(indexHtml);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's .br / .gz copies, chosen by Accept-Encoding (no compressing per request).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => res.header('cache-control', staticCacheControl(filePath)),
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith(API_PREFIX) && !req.url.startsWith('/images/');
    if (wantsPage && hasApp) {
      // SPA fallback: the dashboard's router decides what an unknown path shows.
      const encoding = precompressedEncoding(req.headers['accept-encoding'], indexHtml);
      if (encoding) reply.header('content-encoding', encoding.name).header('vary', 'accept-encoding');
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(encoding ? encoding.file : indexHtml));
    }
    const where = { method: req.method, path: req.url.split('?')[0].slice(0, 200) };
    return reply.code(404).send(errorBody(render(say('routeNotFound', where), languageOf(req.headers['accept-language']))));
  });

  return app;
}

/**
 * A signed-in read's place among the live changes (`X-Live-Position`), taken once its session is
 * known and before it runs: the dashboard keeps an answer placed at or after where its event
 * stream started, as missing nothing (src/store/live/use-live-events.ts). Not for anyone signed
 * out: the shop's count of changes is not theirs to read.
 */
function placeAmongLiveChanges(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const position = req.server.liveEvents?.position;
  if (position != null) reply.header(LIVE_POSITION_HEADER, String(position));
  done();
}

/** Hashed build files never change under their name: cached for a year; anything else (index.html) is revalidated. */
export function staticCacheControl(filePath: string): string {
  return /[\\/]assets[\\/][^\\/]+\.[0-9a-f]{10}\.[a-z0-9]+(\.(br|gz))?$/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The precompressed copy of a built file the client accepts (brotli first), if the build made one. */
function precompressedEncoding(accepted: string | undefined, file: string): { name: string; file: string } | undefined {
  const acceptedNames = new Set(
    (accepted ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim()),
  );
  for (const [name, extension] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (acceptedNames.has(name) && fs.existsSync(file + extension)) return { name, file: file + extension };
  }
  return undefined;
}
