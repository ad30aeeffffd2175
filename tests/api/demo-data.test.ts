import { apiClient, describeOnEachDatabase } from '../support/test-server';

/**
 * The demo shop's hand-made wallet credit (server/db/seed/demo-team.ts): the first live customer's
 * wallet goes 50 taka up, with the one ledger row an admin's wallet edit writes, so their wallet
 * history has something to show. The seeding writes it with the db layer, not the domain's helper.
 */
describeOnEachDatabase(
  'demo data',
  (server) => {
    it("credits the first live customer 50 by hand: the balance, the super admin's ledger row with its note, and the wallet history", async () => {
      const db = server().db;
      const owner = await db.selectFrom('admins').select('id').where('is_super_admin', '=', true).orderBy('id').executeTakeFirstOrThrow();
      const customer = await db.selectFrom('customers').select(['id', 'wallet']).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
      const byHand = await db
        .selectFrom('wallet_changes')
        .select(['customer_id', 'admin_id', 'old_balance', 'new_balance', 'transaction_id', 'order_id', 'physical_order_id', 'note'])
        .where('reason', '=', 'admin_adjustment')
        .execute();
      const before = (Number(customer.wallet) - 50).toFixed(2);
      expect(byHand).toEqual([
        {
          customer_id: customer.id,
          admin_id: owner.id,
          old_balance: before,
          new_balance: customer.wallet,
          transaction_id: null,
          order_id: null,
          physical_order_id: null,
          note: 'Goodwill credit: delayed delivery',
        },
      ]);
      // Seeding is no admin's request: it leaves no audit record.
      expect(await db.selectFrom('audit_log').select('id').execute()).toEqual([]);

      const api = apiClient(server().app, await server().login());
      const history = await api.get(`/admin/user/${customer.id}/wallet-history`);
      expect(history.status).toBe(200);
      expect(history.body.data).toEqual([
        expect.objectContaining({
          reason: 'admin_adjustment',
          old_balance: before,
          new_balance: customer.wallet,
          change: '50.00',
          admin: expect.objectContaining({ id: owner.id }),
          note: 'Goodwill credit: delayed delivery',
        }),
      ]);
    });
  },
  { SEED_DEMO: '1' },
);
