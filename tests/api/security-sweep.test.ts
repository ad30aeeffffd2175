import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Operation } from '../../server/contract';
import type { Database } from '../../server/db/schema';
import { EXPORT_BATCH, sendCsv } from '../../server/http/csv';
import { HttpError } from '../../server/http/errors';
import { say } from '../../server/http/messages';
import { MAX_JSON_DEPTH } from '../../server/http/json-body';
import { validatorCompiler } from '../../server/http/validation';
import { createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';

/**
 * The attacker's sweep, kept: every operation of the contract is called the ways issue 20 found
 * wanting — nested JSON, HEAD on a GET that changes state, a percent-encoded address, a NUL in a
 * path id, an id beyond the database's integer — and each answer is checked, cheaply (one server
 * per database kind, a few hundred injected calls).
 */
type Json = Record<string, unknown>;

const BEYOND_INT32 = '2147483648';
const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Every table's rows, summed up: equal fingerprints mean nothing in the database changed. */
async function fingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number; h: string }>`
      select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.table(name)} t`.execute(db);
    result[name] = `${rows[0].n}:${rows[0].h}`;
  }
  return result;
}

/** The answer, or null when none came within `ms`. */
async function answerWithin<T>(answer: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

const pathParams = (op: Operation) => [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
/** A path parameter's sample value: its first allowed one (a record kind), else an id. */
const sampleOf = (op: Operation, name: string) => String((((op.paramsSchema as Json | undefined)?.properties as Record<string, Json> | undefined)?.[name]?.enum as unknown[] | undefined)?.[0] ?? '1');
const urlOf = (op: Operation, ids: Record<string, string> = {}) => op.path.replace(/\{(\w+)\}/g, (_m, name: string) => ids[name] ?? sampleOf(op, name));
const typesOf = (schema: Json) => (Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string]);
const integerParams = (schema: Json | undefined) =>
  Object.entries((schema?.properties ?? {}) as Record<string, Json>).filter(([, s]) => typesOf(s).includes('integer') && !s.enum);

describeOnEachDatabase('security sweep over every operation of the contract', (server) => {
  let token: string;
  const operations = () => server().app.contract.operations;
  const jsonOperations = () => operations().filter((op) => op.bodyContentType === 'application/json');
  const call = (op: Operation, url: string, options: { method?: string; payload?: string } = {}) =>
    server().app.inject({
      method: (options.method ?? op.method.toUpperCase()) as 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
  const refusal = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, body: res.json() });

  // Each check signs in afresh: on a server that ran what it should refuse, one check's sign-out cannot blind the next.
  beforeEach(async () => {
    token = await server().login();
  });

  it(`refuses a JSON body nested deeper than ${MAX_JSON_DEPTH} levels with 400 on every JSON operation, sign-in included, never a 5xx`, async () => {
    const failures: string[] = [];
    for (const op of jsonOperations()) {
      for (const [name, payload] of [
        ['array × 20000', nested(20_000)],
        ['object × 5000', nestedObject(5_000)],
        ['unclosed [ × 20000', '['.repeat(20_000)],
      ]) {
        const res = await call(op, `/api${urlOf(op)}`, { payload });
        const body = res.json();
        const expected = name.startsWith('unclosed') ? body.message : 'The request nests too deeply.';
        if (res.statusCode !== 400 || body.success !== false || body.message !== expected) failures.push(`${op.operationId} ${name} → ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(jsonOperations().length).toBeGreaterThanOrEqual(32);
    expect(failures).toEqual([]);
    // The bound is exact: 64 levels reach the contract's validation, 65 do not.
    const signIn = (depth: number) => server().app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"identity":"a","password":"b","remember":${nested(depth - 1)}}`,
      });
    expect((await signIn(MAX_JSON_DEPTH)).json().errors).toEqual([{ param: 'remember', msg: expect.any(String) }]);
    expect(refusal(await signIn(MAX_JSON_DEPTH + 1))).toEqual({ status: 400, body: { success: false, message: 'The request nests too deeply.' } });
  });

  it('validation walks any request part at most the same depth (no recursion to the stack limit)', () => {
    const validate = validatorCompiler({ schema: { type: 'array' }, method: 'POST', url: '/', httpPart: 'body' }) as (data: unknown) => { error?: Error };
    const deep = JSON.parse(nested(20_000));
    expect(validate(deep).error).toMatchObject({ statusCode: 400, message: 'The request nests too deeply.' });
  });

  it('answers HEAD on every GET that changes state with 405 and Allow: GET, running nothing; safe GETs keep HEAD', async () => {
    const db = server().db;
    const api = apiClient(server().app, token);
    // Something for each to change: a message to delete, codes to delete and hide, a module to sync back.
    const message = await api.post('/admin/topup-order-message/create', { message: 'Kept by HEAD' });
    const { packageId } = await createTopupPackage(db, 'voucher');
    await api.post('/admin/packages/add-voucher', { package_id: packageId, data: ['HEAD-1', 'HEAD-2'] });
    const [unused, used] = await db.selectFrom('vouchers').select('id').where('package_id', '=', packageId).orderBy('id').execute();
    await db.updateTable('vouchers').set({ is_used: 1, used_at: sql`now()` }).where('id', '=', used.id).execute();
    await db.deleteFrom('auth_modules').where('operation_id', '=', 'listBanners').execute();
    const targets: Record<string, string> = { deleteOrderMessage: String(message.body.data.id), deleteVoucher: String(unused.id) };
    const changing = operations().filter((op) => op.method === 'get' && op.mutates);
    expect(changing.length).toBeGreaterThanOrEqual(4);

    const before = await fingerprint(db);
    for (const op of changing) {
      const url = `/api${urlOf(op, Object.fromEntries(pathParams(op).map((p) => [p, targets[op.operationId] ?? '1'])))}`;
      const res = await call(op, url, { method: 'HEAD' });
      expect({ op: op.operationId, status: res.statusCode, allow: res.headers.allow, body: res.body }).toEqual({ op: op.operationId, status: 405, allow: 'GET', body: '' });
    }
    expect(await fingerprint(db)).toEqual(before);
    // The same calls with GET do change what they name: the targets above were live.
    for (const op of changing) {
      const res = await call(op, `/api${urlOf(op, Object.fromEntries(pathParams(op).map((p) => [p, targets[op.operationId] ?? '1'])))}`);
      expect({ op: op.operationId, status: res.statusCode }).toEqual({ op: op.operationId, status: 200 });
    }
    const head = await server().app.inject({ method: 'HEAD', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
    expect(head.statusCode).toBe(200);
  });

  it('answers HEAD on a live stream with 405 and Allow: GET at once, opening no stream that never ends', async () => {
    const streams = operations().filter((op) => op.method === 'get' && op.responseContentType === 'text/event-stream');
    expect(streams.map((op) => op.operationId)).toEqual(['streamEvents']);
    for (const op of streams) {
      const res = await answerWithin(call(op, `/api${urlOf(op)}`, { method: 'HEAD' }), 3_000);
      expect({ op: op.operationId, status: res?.statusCode, allow: res?.headers.allow, body: res?.body }).toEqual({ op: op.operationId, status: 405, allow: 'GET', body: '' });
    }
  });

  it('refuses every operation at a percent-encoded address (/%61pi/…, /api/%61dmin/…) with 400 and no-store, running nothing', async () => {
    const db = server().db;
    const before = await fingerprint(db);
    const failures: string[] = [];
    // Sign-out last: were it run, the token would be gone for the rest.
    const ordered = [...operations()].sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));
    for (const op of ordered) {
      const url = urlOf(op);
      const payload =
        op.operationId === 'login' ? JSON.stringify({ identity: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: 0 }) : op.bodyContentType === 'application/json' ? '{}' : undefined;
      for (const encoded of [`/%61pi${url}`, `/api/%${url.charCodeAt(1).toString(16)}${url.slice(2)}`]) {
        // A refusal answers at once; a served live stream would never end.
        const res = await answerWithin(call(op, encoded, { payload }), 3_000);
        if (!res) failures.push(`${op.operationId} ${encoded} → no answer within 3 s: it was served`);
        else if (res.statusCode !== 400 || res.headers['cache-control'] !== 'no-store' || res.json().success !== false || res.body.includes('token')) {
          failures.push(`${op.operationId} ${encoded} → ${res.statusCode} cache-control=${res.headers['cache-control']} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint(db)).toEqual(before);
  });

  it('records the refusal of every audited operation called with a NUL in its path ids', async () => {
    const db = server().db;
    const audited = operations().filter((op) => op.mutates && op.requiresAuth && pathParams(op).length);
    expect(audited.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const op of audited) {
      const recorded = () => db.selectFrom('audit_log').select(['id', 'status_code', 'target']).where('operation_id', '=', op.operationId).orderBy('id').execute();
      const before = await recorded();
      const ids = Object.fromEntries(pathParams(op).map((p) => [p, '%00']));
      const res = await call(op, `/api${urlOf(op, ids)}`, { payload: op.bodyContentType === 'application/json' ? '{}' : undefined });
      const added = (await recorded()).slice(before.length);
      // Each has a path id, so its record names it, escaped: a record that quietly drops the target fails too.
      const target = added[0]?.target ?? '';
      if (res.statusCode < 400 || res.statusCode >= 500 || added.length !== 1 || added[0].status_code !== res.statusCode || !/^\w+=\\u0000$/.test(target)) {
        failures.push(`${op.operationId} → ${res.statusCode}, audit records added: ${JSON.stringify(added)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it(`refuses an id or page beyond the database's integer (${BEYOND_INT32}) with 400 on every operation, exports before any of the file`, async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of operations()) {
      const payload = op.bodyContentType === 'application/json' ? '{}' : undefined;
      for (const [name] of integerParams(op.paramsSchema)) {
        const res = await call(op, `/api${urlOf(op, { [name]: BEYOND_INT32 })}`, { payload });
        checked += 1;
        if (res.statusCode !== 400 || !String(res.headers['content-type']).includes('json') || !res.json().errors?.some((e: { param: string }) => e.param === name)) {
          failures.push(`${op.operationId} path ${name} → ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
      }
      for (const [name] of integerParams(op.querySchema)) {
        const res = await call(op, `/api${urlOf(op)}?${name}=${BEYOND_INT32}`, { payload });
        checked += 1;
        if (res.statusCode !== 400 || !String(res.headers['content-type']).includes('json') || !res.json().errors?.some((e: { param: string }) => e.param === name)) {
          failures.push(`${op.operationId} query ${name} → ${res.statusCode} ${res.headers['content-type']} ${res.body.slice(0, 100)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(failures).toEqual([]);
    // Every export was among them, with each of its integer filters.
    const exports = operations().filter((op) => op.responseContentType === 'text/csv');
    expect(exports.map((op) => integerParams(op.querySchema).length > 0)).toContain(true);
  });

  it('bounds every integer the contract takes in a path or query at the database\'s integer', () => {
    const unbounded = operations().flatMap((op) =>
      [...integerParams(op.paramsSchema), ...integerParams(op.querySchema)]
        .filter(([, schema]) => typeof schema.maximum !== 'number' || schema.maximum > 2_147_483_647)
        .map(([name]) => `${op.operationId} ${name}`),
    );
    expect(unbounded).toEqual([]);
  });
});

describe('CSV exports end honestly', () => {
  const rows = Array.from({ length: EXPORT_BATCH }, (_, i) => ({ id: i + 1 }));
  const exportApp = async (read: (after: unknown) => Promise<{ id: number }[]>): Promise<FastifyInstance> => {
    const app = Fastify();
    app.get('/export', (_req, reply) => sendCsv(reply, 'rows.csv', [{ header: say('csvId'), value: (r: { id: number }) => r.id }], (window) => read('after' in window ? window.after : null), (r) => ({ value: r.id, id: r.id })));
    return app;
  };

  it('a first batch the database refuses is answered as that refusal, not as a 200 with the header row', async () => {
    const app = await exportApp(async () => {
      throw new HttpError(503, say('databaseAway'));
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/export' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('application/json');
    } finally {
      await app.close();
    }
  });

  it('a batch that fails after the file has started leaves the client an incomplete download, never a whole-looking file', async () => {
    const app = await exportApp(async (after) => {
      if (after) throw new Error('connection lost');
      return rows;
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const outcome = await new Promise<{ status: number; complete: boolean; lines: number }>((resolve) => {
        http.get({ port, host: '127.0.0.1', path: '/export' }, (res) => {
          let text = '';
          res.on('data', (chunk) => void (text += chunk));
          res.on('error', () => undefined);
          res.on('close', () => resolve({ status: res.statusCode ?? 0, complete: res.complete, lines: text.split('\r\n').length - 1 }));
        });
      });
      expect(outcome).toEqual({ status: 200, complete: false, lines: EXPORT_BATCH + 1 });
    } finally {
      await app.close();
    }
  });
});
