import { sql, type Kysely, type Selectable } from 'kysely';
import type { DollarRateInput, TopupPackageInput } from '../../contract-types';
import type { Database, TopupPackagesTable } from '../../db/schema';
import { ok } from '../../http/envelope';
import { fieldError, notFound } from '../../http/errors';
import { handler, type HandlerMap } from '../../http/handler';
import { crudHandlers } from '../shared/crud';
import { unmapVoucherSource } from './voucher-mapping';
import { optionalText, requiredText } from '../shared/text';

type TopupPackage = Selectable<TopupPackagesTable> & { product_name?: string | null };

const view = (p: TopupPackage) => ({
  id: p.id,
  product_id: p.product_id,
  ...(p.product_name !== undefined && { product_name: p.product_name }),
  name: p.name,
  price: p.price,
  buy_price: p.buy_price,
  tag: p.tag,
  in_stock: p.in_stock,
  auto_delivery: p.auto_delivery,
  map_voucher_package_id: p.map_voucher_package_id,
  created_at: p.created_at,
});

async function assertLiveProduct(db: Kysely<Database>, productId: number): Promise<void> {
  const product = await db.selectFrom('topup_products').select('id').where('id', '=', productId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!product) throw notFound('Top-up product');
}

/** An auto-delivered package draws its codes from a live package of a voucher-type product. */
async function assertVoucherPackage(db: Kysely<Database>, packageId: number): Promise<void> {
  const target = await db
    .selectFrom('topup_packages as p')
    .innerJoin('topup_products as pr', 'pr.id', 'p.product_id')
    .select('p.id')
    .where('p.id', '=', packageId)
    .where('p.deleted_at', 'is', null)
    .where('pr.deleted_at', 'is', null)
    .where('pr.topup_type', '=', 'voucher')
    .executeTakeFirst();
  if (!target) throw fieldError('map_voucher_package', 'Choose a package of a voucher product');
}

const packageCrud = crudHandlers<TopupPackage, TopupPackageInput>({
  table: 'topup_packages',
  label: 'Package',
  view,
  values: async (body, db) => {
    await assertLiveProduct(db, body.product_id);
    if (body.map_voucher_package != null) await assertVoucherPackage(db, body.map_voucher_package);
    return {
      product_id: body.product_id,
      name: requiredText(body.name, 'name', 'Name is required'),
      price: body.price,
      buy_price: body.buy_price,
      tag: optionalText(body.tag),
      in_stock: body.in_stock ?? 1,
      auto_delivery: body.auto_delivery ?? 0,
      // Stored as map_voucher_package_id; omitted on update keeps the current mapping.
      ...(body.map_voucher_package !== undefined && { map_voucher_package_id: body.map_voucher_package }),
    };
  },
  // Orders refer to packages: a deleted package is hidden, never removed.
  softDelete: true,
  cascadeSoftDelete: (trx, id) => unmapVoucherSource(trx, { packageId: id }),
  messages: { created: 'Topup package created successfully', updated: 'Topup package updated successfully', deleted: 'Package deleted successfully' },
  operations: { get: 'getTopupPackage', create: 'createTopupPackage', update: 'updateTopupPackage', delete: 'deleteTopupPackage' },
});

const listTopupPackages = handler<unknown, unknown, { productId: number }>(async ({ db, params }) => {
  await assertLiveProduct(db, params.productId);
  const rows = await db
    .selectFrom('topup_packages as p')
    .innerJoin('topup_products as pr', 'pr.id', 'p.product_id')
    .selectAll('p')
    .select('pr.name as product_name')
    .where('p.product_id', '=', params.productId)
    .where('p.deleted_at', 'is', null)
    .orderBy('p.id', 'asc')
    .execute();
  return ok({ data: rows.map(view) });
});

/** price = ceil(buy_price × rate) for every live package bought in dollars, in SQL and in one transaction. */
const updateDollarRate = handler<DollarRateInput>(async ({ db, body }) => {
  const updated = await db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('topup_products')
      .select('id')
      .where('id', '=', body.product_id)
      .where('deleted_at', 'is', null)
      .forShare()
      .executeTakeFirst();
    if (!product) throw notFound('Top-up product');
    const newPrice = sql<number>`ceil(buy_price * ${String(body.dollar_rate)}::numeric)`;
    const result = await trx
      .updateTable('topup_packages')
      .set({ price: newPrice, updated_at: sql`now()` })
      .where('product_id', '=', body.product_id)
      .where('deleted_at', 'is', null)
      .where('buy_price', '>', 0)
      .where(sql<boolean>`price is distinct from ${newPrice}`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
  return ok({ updated }, 'Dollar rate updated successfully');
});

export const topupPackageHandlers: HandlerMap = {
  ...packageCrud,
  listTopupPackages,
  updateDollarRate,
};
