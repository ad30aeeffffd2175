import { buildApp } from '../../server/app';
import { handlers as allHandlers } from '../../server/domains';
import { handlers } from '../../server/http/handler';
import { ok } from '../../server/http/envelope';
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
