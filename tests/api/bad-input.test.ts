import { handlers } from '../../server/domains';
import { describeOnEachDatabase } from '../support/test-server';

/**
 * No 500 for anything a client can send: every built operation is called with malformed ids,
 * paging, bodies of the wrong shape and fields of the wrong type; each answer is a 4xx (or a
 * success where the input happens to be acceptable) in the agreed error shape.
 */
const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999', '%00'];
const BAD_QUERIES = ['page=0', 'page=-3', 'page=abc', 'limit=0', 'limit=100000', 'page=1e400'];
const WRONG_VALUES: unknown[] = [null, 'x', -1, 1e300, 'a'.repeat(10_000), [], {}, true];

describeOnEachDatabase('malformed input never breaks the server', (server) => {
  it('answers every malformed call of every built operation with a client error, never a 5xx', async () => {
    const { app } = server();
    const token = await server().login();
    const built = app.contract.operations.filter((o) => handlers[o.operationId] && o.requiresAuth && o.operationId !== 'logout');
    const failures: string[] = [];
    let calls = 0;
    const call = async (op: (typeof built)[number], url: string, payload?: unknown) => {
      const res = await app.inject({
        method: op.method.toUpperCase() as 'GET',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      calls += 1;
      const body = res.json();
      if (res.statusCode >= 500 || (res.statusCode >= 400 && (body.success !== false || typeof body.message !== 'string'))) {
        failures.push(`${op.operationId} ${url} ${JSON.stringify(payload)?.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    };
    for (const op of built) {
      const withId = (id: string) => op.path.replace(/\{\w+\}/g, id);
      if (op.path.includes('{')) for (const id of BAD_IDS) await call(op, withId(id), op.bodySchema ? {} : undefined);
      const url = withId('1');
      if (op.querySchema) for (const q of BAD_QUERIES) await call(op, `${url}?${q}`, op.bodySchema ? {} : undefined);
      if (op.bodyContentType === 'application/json') {
        for (const body of [{}, [], 'text', 42, null, { unexpected_field: 1 }]) await call(op, url, body);
        const fields = Object.keys((op.bodySchema?.properties as Record<string, unknown> | undefined) ?? {});
        for (const field of fields) for (const value of WRONG_VALUES) await call(op, url, { [field]: value });
      }
    }
    expect(calls).toBeGreaterThan(900);
    expect(failures).toEqual([]);
  });
});
