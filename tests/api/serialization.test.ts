import { buildApp } from '../../server/app';
import { handlers as allHandlers } from '../../server/domains';
import { handlers } from '../../server/http/handler';
import { ok, serializeInTurns, SERIALIZE_ROWS } from '../../server/http/envelope';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

/**
 * Answers go out through the contract's success schema: a column the contract does not declare
 * (a secret, tomorrow an in-game password) cannot leak by being spread into an answer.
 */
describeOnEachDatabase('answers are serialized through the contract', (server) => {
  it('drops what the contract does not declare, even when a handler spreads a whole row into its answer', async () => {
    const careless = handlers({
      getBanner: async ({ params }) =>
        ok({
          id: params.id, note: 'Eid', link: null, banner: 'db1356b7-c0f4-7623-5c2a-0a5215333b23.png', banner_full_url: 'http://x/images/db1356b7-c0f4-7623-5c2a-0a5215333b23.png', isactive: 1 as const,
          ...({ password_hash: '$argon2id$secret', ingamepassword: 'hunter2' } as object),
        }),
    });
    const app = await buildApp({ db: server().db, config: server().config, handlers: { ...allHandlers, ...careless }, logger: false });
    try {
      const token = await server().login();
      const res = await apiClient(app, token).get('/admin/banner/5');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ id: 5, note: 'Eid', link: null, banner: 'db1356b7-c0f4-7623-5c2a-0a5215333b23.png', banner_full_url: 'http://x/images/db1356b7-c0f4-7623-5c2a-0a5215333b23.png', isactive: 1 });
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|hunter2/);
    } finally {
      await app.close();
    }
  });
});

/**
 * A long list's answer is serialized a slice of rows at a time, the event loop turning between
 * slices: the same text as in one piece, through the same serializer, without holding the thread.
 */
describe('serializing a long answer in turns', () => {
  // A serializer that, like the contract's, leaves out what it does not declare.
  const serialize = (payload: unknown) => JSON.stringify(payload, (key, value) => (key === 'secret' ? undefined : value));
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, data: `CODE-${i} "quoted" \\ ,]`, secret: 'x' }));

  it('gives the text the serializer gives in one piece, for a list as data or as one of its fields', async () => {
    const list = { success: true, message: 'OK', data: rows(2 * SERIALIZE_ROWS + 7), total: 9 };
    expect(await serializeInTurns(list, serialize)).toBe(serialize(list));
    const fields = { success: true, message: 'OK', data: { product: { id: 1, name: '"vouchers":[' }, vouchers: rows(SERIALIZE_ROWS + 1), total: 3 } };
    expect(await serializeInTurns(fields, serialize)).toBe(serialize(fields));
    expect(fields.data.vouchers).toHaveLength(SERIALIZE_ROWS + 1);
  });

  it('lets other work run between its slices', async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const text = await serializeInTurns({ success: true, message: 'OK', data: rows(4 * SERIALIZE_ROWS) }, serialize);
    counting = false;
    expect(text).not.toBeNull();
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it('leaves short answers to the serializer, and serializes in one piece when the array cannot be told apart', async () => {
    expect(await serializeInTurns({ success: true, message: 'OK', data: rows(SERIALIZE_ROWS) }, serialize)).toBeNull();
    const twice = { success: true, message: 'OK', data: { first: { vouchers: [] }, vouchers: rows(SERIALIZE_ROWS + 1) } };
    const calls: number[] = [];
    expect(await serializeInTurns(twice, (payload) => (calls.push(1), serialize(payload)))).toBe(serialize(twice));
    expect(calls.length).toBe(2);
  });
});
