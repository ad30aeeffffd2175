import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Operation } from '../../server/contract';
import { loadConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/schema';
import { startServer, type Started } from '../../server/start';
import { copyPgliteTemplate } from './pglite-template';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

/** The machine's PostgreSQL; each test run creates and drops a database of its own there. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export const SUPER_ADMIN = { email: 'owner@shop.test', password: 'correct horse battery staple' };

export interface TestServer {
  kind: DatabaseKind;
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  /** Signs in and returns a bearer token. */
  login(identity?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Ends a pool (`end`: the pool's own by default, or what ends it, e.g. Kysely's destroy) and waits
 * until every one of its connections has closed. pg-pool's `end()` resolves as soon as it has asked
 * its idle clients to end, before their connections are closed; a database dropped right after
 * (`drop … with (force)`) then terminates backends that have not read the client's goodbye yet,
 * and the FATAL that reaches such a client is re-emitted on the pool, which no longer listens: an
 * unhandled error, failing whichever test ran last (live-resume.test.ts in CI, 7 Dec).
 */
export async function endPool(pool: pg.Pool, end: () => Promise<unknown> = () => pool.end()): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await end();
  await closed;
}

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_admin_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A fresh server on a fresh database of the given kind (demo data off unless asked for). */
export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream; existingDatabaseUrl?: string } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-test-'));
  // An existing PostgreSQL database (a benchmark's kept large shop) is used as it is and never dropped.
  const pgDb =
    kind !== 'postgres' ? null : options.existingDatabaseUrl ? { url: options.existingDatabaseUrl, drop: async () => undefined } : await createPostgresDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: SUPER_ADMIN.email,
    ADMIN_PASSWORD: SUPER_ADMIN.password,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(dataDir, 'no-app'),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  let started: Started;
  try {
    if (kind === 'pglite') {
      config.dataDir = dataDir;
      // The run's migrated database, copied: no initdb and no migrations for each server (pglite-template.ts).
      await copyPgliteTemplate(dataDir, config.pgliteFsync);
    }
    started = await startServer(kind === 'pglite' ? { ...config, databaseUrl: null } : config, options.logStream ? { logStream: options.logStream } : { logger: false });
  } catch (err) {
    await pgDb?.drop();
    throw err;
  }
  const { app } = started;
  return {
    kind,
    app,
    db: started.database.db,
    config,
    async login(identity = SUPER_ADMIN.email, password = SUPER_ADMIN.password) {
      const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { identity, password, remember: 0 } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    },
    async close() {
      await started.stop();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a suite once per database kind, each against its own fresh server. PGlite keeps its data
 * in a temporary directory; PostgreSQL gets a database created for the run and dropped after it.
 */
export function describeOnEachDatabase(title: string, suite: (server: () => TestServer) => void, env: Record<string, string> = {}): void {
  describe.each(DATABASE_KINDS)(`${title} [%s]`, (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, env);
    });
    afterAll(async () => {
      await server?.close();
    });
    suite(() => server);
  });
}

/** A small client over Fastify's inject for the API tests. */
const contractAjv = new Ajv({ allErrors: true, strict: false });
addFormats(contractAjv);
const validators = new Map<string, ValidateFunction>();

/** The contract operation a request went to (the match with the fewest path parameters wins, as in the router). */
function operationOf(app: FastifyInstance, method: string, url: string): Operation | undefined {
  const path = url.split('?')[0];
  const matches = app.contract.operations.filter(
    (op) => op.method === method.toLowerCase() && new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
  );
  return matches.sort((a, b) => a.path.split('{').length - b.path.split('{').length)[0];
}

/**
 * One contract, no drift: every answer the API tests receive, mutations included, is checked
 * against the contract (the success schema, or the agreed error shape).
 */
function assertMatchesContract(app: FastifyInstance, method: string, url: string, status: number, body: unknown) {
  const op = operationOf(app, method, url);
  if (!op || op.responseContentType !== 'application/json') return;
  const schema = status < 300 ? op.responseSchema : (app.contract.document as { components: { schemas: Record<string, object> } }).components.schemas.Error;
  if (!schema) return;
  const key = `${op.operationId}:${status < 300 ? 'ok' : 'error'}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = contractAjv.compile(schema);
    validators.set(key, validate);
  }
  if (!validate(body)) {
    throw new Error(`${method} ${url} answered ${status} off-contract: ${contractAjv.errorsText(validate.errors)}`);
  }
}

export function apiClient(app: FastifyInstance, token?: string) {
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    // Response bodies are checked by the tests' assertions, not by types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let json: any = null;
    try {
      json = res.json();
    } catch {
      json = null;
    }
    assertMatchesContract(app, method, url, res.statusCode, json);
    return { status: res.statusCode, body: json, headers: res.headers };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
  };
}
