import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * When voucher packages go (deleted, or with their product), the packages that auto-delivered
 * their codes lose the mapping and stop auto-delivering: no order may wait on codes that can no
 * longer be loaded. Runs in the delete's transaction; the mapped packages are locked in id order.
 */
export async function unmapVoucherSource(trx: Kysely<Database>, source: { packageId: number } | { productId: number }): Promise<void> {
  const sources = trx.selectFrom('topup_packages').select('id');
  const removed = 'packageId' in source ? sources.where('id', '=', source.packageId) : sources.where('product_id', '=', source.productId);
  const mapped = trx.selectFrom('topup_packages').select('id').where('map_voucher_package_id', 'in', removed).orderBy('id').forUpdate();
  await trx
    .updateTable('topup_packages')
    .set({ map_voucher_package_id: null, auto_delivery: 0, updated_at: sql`now()` })
    .where('id', 'in', mapped)
    .execute();
}
