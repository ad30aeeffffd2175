import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../schema';

/** The demo sub-admins' password (demo data only: the embedded database, or SEED_DEMO=1). */
export const DEMO_SUB_ADMIN_PASSWORD = 'sub-admin-demo-password';

/** What each demo sub-admin may do: the operations of their screens, and the packages they handle. */
const TEAM = [
  {
    first_name: 'Nadia',
    last_name: 'Rahman',
    username: 'nadia',
    operations: ['listOrders', 'listMyPackageOrders', 'updateOrderStatus', 'completeSelectedOrders', 'claimOrder', 'releaseOrderClaim', 'takeNextOrder', 'listOrderMessages', 'getDashboardStats', 'getOrdersChart', 'getSalesChart'],
    packages: (types: string[]) => types.map((t, i) => (t === 'in_game' ? i : -1)).filter((i) => i >= 0),
  },
  {
    first_name: 'Imran',
    last_name: 'Hossain',
    username: 'imran',
    operations: ['getPackageVouchers', 'addVouchers', 'deleteVoucher', 'getVoucherStatistics', 'getIdCodeStatistics', 'listTopupProducts', 'listTopupPackages', 'listBanners', 'getBanner', 'updateBanner'],
    packages: (types: string[]) => types.map((t, i) => (t === 'voucher' ? i : -1)).filter((i) => i >= 0),
  },
];

/**
 * Demo team and their record, after the catalogue, customers and orders demo data: two sub-admins
 * with auth modules and packages, the completed demo orders credited to admins (for the per-admin
 * reports), a manual wallet change, and a finished SMS broadcast.
 */
export async function seedDemoTeam(db: Kysely<Database>): Promise<void> {
  const password_hash = await hashPassword(DEMO_SUB_ADMIN_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const owner = await trx.selectFrom('admins').select('id').where('is_super_admin', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const packages = await trx
      .selectFrom('topup_packages as p')
      .innerJoin('topup_products as pr', 'pr.id', 'p.product_id')
      .select(['p.id', 'pr.topup_type'])
      .where('p.deleted_at', 'is', null)
      .orderBy('p.id')
      .execute();
    const adminIds = [owner.id];
    for (const member of TEAM) {
      const { operations, packages: pick, ...person } = member;
      const admin = await trx
        .insertInto('admins')
        .values({ ...person, email: `${person.username}@shop.local`, password_hash })
        .returning('id')
        .executeTakeFirstOrThrow();
      adminIds.push(admin.id);
      await trx.updateTable('auth_modules').set({ status: 1, name: sql`coalesce(name, operation_id)` }).where('operation_id', 'in', operations).execute();
      const modules = await trx.selectFrom('auth_modules').select('id').where('operation_id', 'in', operations).execute();
      if (modules.length) await trx.insertInto('admin_auth_modules').values(modules.map((m) => ({ admin_id: admin.id, auth_module_id: m.id }))).execute();
      const granted = pick(packages.map((p) => p.topup_type)).map((i) => packages[i].id);
      if (granted.length) await trx.insertInto('admin_package_permissions').values(granted.map((id) => ({ admin_id: admin.id, package_id: id }))).execute();
    }

    // Completed demo orders were completed by someone: spread them over the team.
    const completed = await trx.selectFrom('orders').select('id').where('status', '=', 'completed').where('completed_by', 'is', null).orderBy('id').execute();
    for (const [i, order] of completed.entries()) {
      await trx.updateTable('orders').set({ completed_by: adminIds[i % adminIds.length] }).where('id', '=', order.id).execute();
    }

    // A goodwill credit set by hand, written as an admin's wallet edit records it (the balance and
    // its ledger row, server/domains/shared/wallet.ts), with the db layer: seeding calls no domain code.
    const customer = await trx
      .selectFrom('customers')
      .select(['id', 'wallet', sql<string>`(wallet + 50)::text`.as('raised')])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (customer) {
      await trx.updateTable('customers').set({ wallet: customer.raised, updated_at: sql`now()` }).where('id', '=', customer.id).execute();
      await trx
        .insertInto('wallet_changes')
        .values({
          customer_id: customer.id,
          admin_id: owner.id,
          old_balance: customer.wallet,
          new_balance: customer.raised,
          reason: 'admin_adjustment',
          transaction_id: null,
          order_id: null,
          physical_order_id: null,
          note: 'Goodwill credit: delayed delivery',
        })
        .execute();
    }

    const phones = await trx.selectFrom('customers').select('phone').where('phone', 'is not', null).where('deleted_at', 'is', null).orderBy('id').limit(5).execute();
    const broadcast = await trx
      .insertInto('sms_broadcasts')
      .values({ admin_id: owner.id, message: 'Eid offer: 10% extra diamonds on every Free Fire top-up this week!', user_limit: 5, status: 'queued' })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (phones.length) {
      await trx
        .insertInto('sms_outbox')
        .values(phones.map((p) => ({ broadcast_id: broadcast.id, phone: p.phone as string, message: 'Eid offer: 10% extra diamonds on every Free Fire top-up this week!', status: 'sent' as const, attempts: 1, sent_at: sql`now()` })))
        .execute();
    }
    await trx
      .updateTable('sms_broadcasts')
      .set({ status: 'finished', total: phones.length, sent: phones.length, finished_at: sql`now()` })
      .where('id', '=', broadcast.id)
      .execute();
  });
}
