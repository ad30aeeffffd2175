import { sql } from 'kysely';
import type { AddVouchersInput } from '../../contract-types';
import { ok, pageOf } from '../../http/envelope';
import { conflict, fieldError, notFound } from '../../http/errors';
import { handler, type HandlerMap } from '../../http/handler';
import { codeLines } from './code-lines';
import { voucherStatisticHandlers } from './statistics';

type IdParams = { id: number };

const getPackageVouchers = handler<unknown, { page?: number; limit?: number }, IdParams>(async ({ db, params, query }) => {
  const pkg = await db
    .selectFrom('topup_packages as p')
    .leftJoin('topup_products as pr', (join) => join.onRef('pr.id', '=', 'p.product_id').on('pr.deleted_at', 'is', null))
    .select(['p.id', 'p.name', 'pr.id as product_id', 'pr.name as product_name', 'pr.topup_type'])
    .where('p.id', '=', params.id)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!pkg) throw notFound('Package');
  const { limit, offset } = pageOf(query);
  const shown = db.selectFrom('vouchers').where('package_id', '=', params.id).where('hidden_at', 'is', null);
  const [vouchers, count] = await Promise.all([
    shown
      .select(['id', 'package_id', 'data', 'is_used', 'claim_by', 'order_id', 'used_at', 'created_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    shown.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const product = pkg.product_id === null ? null : { id: pkg.product_id, name: pkg.product_name, topup_type: pkg.topup_type };
  return ok({ product, package: { id: pkg.id, name: pkg.name }, vouchers, total: Number(count.total) });
});

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * One transaction, one INSERT of the whole batch from an array parameter (no 65,535-parameter
 * limit). Codes the package already has are filtered out in the same statement: with adds to a
 * package serialised by its row lock, that is exact and cheaper than ON CONFLICT's speculative
 * inserts; the unique (package_id, data) key stays the backstop against any other writer.
 */
const addVouchers = handler<AddVouchersInput>(async ({ db, body }) => {
  const { codes, blank, repeated } = codeLines(body.data);
  if (codes.some((c) => c.includes('\u0000'))) throw fieldError('data', 'A voucher code cannot contain a NUL character');
  const inserted = await db.transaction().execute(async (trx) => {
    // Locking the package row serialises concurrent adds to it (each sees the codes the one before
    // committed; no deadlock between batches sharing codes) without blocking orders' foreign keys.
    const pkg = await trx
      .selectFrom('topup_packages')
      .select(['id', 'product_id'])
      .where('id', '=', body.package_id)
      .where('deleted_at', 'is', null)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!pkg) throw notFound('Package');
    const product = await trx.selectFrom('topup_products').select('topup_type').where('id', '=', pkg.product_id).executeTakeFirstOrThrow();
    if (product.topup_type === 'in_game') throw conflict('Codes can only be added to packages of voucher or id-code products');
    if (codes.length === 0) return 0;
    // Keeps the sort by line position of a 100k batch in memory instead of spilling to disk.
    await sql`set local work_mem = '64MB'`.execute(trx);
    const { rows } = await sql<{ inserted: number }>`
      with added as (
        insert into vouchers (package_id, data)
        select ${pkg.id}, batch.code from unnest(${codes}::text[]) with ordinality as batch(code, position)
        where not exists (select 1 from vouchers v where v.package_id = ${pkg.id} and v.data = batch.code)
        order by batch.position
        returning 1
      )
      select count(*)::int as inserted from added`.execute(trx);
    return rows[0].inserted;
  });
  const duplicate = repeated + codes.length - inserted;
  return ok(
    { inserted, skipped_blank: blank, skipped_duplicate: duplicate },
    `${plural(inserted, 'voucher')} added; skipped ${plural(blank, 'blank line')} and ${plural(duplicate, 'duplicate')}.`,
  );
});

/** A used voucher is proof of delivery: only unused ones can be deleted. */
const deleteVoucher = handler<unknown, unknown, IdParams>(async ({ db, params }) => {
  const deleted = await db
    .deleteFrom('vouchers')
    .where('id', '=', params.id)
    .where('is_used', '=', 0)
    .where('order_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (deleted) return ok({ id: deleted.id }, 'Voucher deleted successfully');
  const exists = await db.selectFrom('vouchers').select('id').where('id', '=', params.id).executeTakeFirst();
  if (!exists) throw notFound('Voucher');
  throw conflict('A used voucher cannot be deleted');
});

/** Hides used vouchers from the package lists; the rows stay (proof of delivery, sales figures). */
const hideUsedVouchers = handler(async ({ db }) => {
  const result = await db
    .updateTable('vouchers')
    .set({ hidden_at: sql`now()` })
    .where('is_used', '=', 1)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  const hidden = Number(result.numUpdatedRows);
  return ok({ hidden }, `${plural(hidden, 'used voucher')} hidden`);
});

export const voucherHandlers: HandlerMap = {
  getPackageVouchers,
  addVouchers,
  deleteVoucher,
  hideUsedVouchers,
  ...voucherStatisticHandlers,
};
