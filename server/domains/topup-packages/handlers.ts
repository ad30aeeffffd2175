import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, TopupPackagesTable } from '../../db/schema';
import { ok } from '../../http/envelope';
import { fieldError, notFound } from '../../http/errors';
import { say } from '../../http/messages';
import { handlers, type BodyOf } from '../../http/handler';
import { crudHandlers, ifSent, requireLiveParent } from '../shared/crud';
import { optionalText, requiredText } from '../shared/text';
import { unmapVoucherSource } from './voucher-mapping';

type TopupPackage = Selectable<TopupPackagesTable> & { product_name?: string | null };
type PackageBody = BodyOf<'createTopupPackage'>;

const view = (p: TopupPackage) => ({
  id: p.id,
  product_id: p.product_id,
  product_name: p.product_name,
  name: p.name,
  price: p.price,
  buy_price: p.buy_price,
  tag: p.tag,
  in_stock: p.in_stock,
  auto_delivery: p.auto_delivery,
  map_voucher_package_id: p.map_voucher_package_id,
  sort_order: p.sort_order,
  admin_com: p.admin_com,
  // The existing dashboard's names for the same two fields.
  is_auto: p.auto_delivery,
  voucher_id: p.map_voucher_package_id,
  created_at: p.created_at,
});

/** An auto-delivered package draws its codes from a live package of a voucher-type product (checked in the write's transaction). */
async function assertVoucherPackage(db: Kysely<Database>, packageId: number, param: string): Promise<void> {
  const target = await db
    .selectFrom('topup_packages as p')
    .innerJoin('topup_products as pr', 'pr.id', 'p.product_id')
    .select('p.id')
    .where('p.id', '=', packageId)
    .where('p.deleted_at', 'is', null)
    .where('pr.deleted_at', 'is', null)
    .where('pr.topup_type', '=', 'voucher')
    .forShare()
    .executeTakeFirst();
  if (!target) throw fieldError(param, say('chooseVoucherPackage'));
}

/** A field the existing dashboard sends under another name: either may come, both only alike. */
function aliased<V>(body: PackageBody, name: keyof PackageBody, alias: keyof PackageBody): V | undefined {
  const value = body[name] as V | undefined;
  const other = body[alias] as V | undefined;
  if (value !== undefined && other !== undefined && value !== other) throw fieldError(alias, say('sameFieldTwice', { alias, name }));
  return value !== undefined ? value : other;
}

/** The columns a create or update writes; an omitted optional field is left out (the create's default, the update's stored value). */
async function packageValues(body: PackageBody, trx: Kysely<Database>) {
  await requireLiveParent(trx, 'topup_products', body.product_id, 'topUpProduct', { lock: true });
  const mapping = aliased<number | null>(body, 'map_voucher_package', 'voucher_id');
  if (mapping != null) await assertVoucherPackage(trx, mapping, body.map_voucher_package !== undefined ? 'map_voucher_package' : 'voucher_id');
  return {
    product_id: body.product_id,
    name: requiredText(body.name, 'name', say('nameRequired')),
    price: body.price,
    buy_price: body.buy_price,
    tag: ifSent(body.tag, optionalText),
    in_stock: body.in_stock,
    auto_delivery: aliased<0 | 1>(body, 'auto_delivery', 'is_auto'),
    map_voucher_package_id: mapping,
    sort_order: body.sort_order,
    admin_com: body.admin_com,
  };
}

const packageCrud = crudHandlers({
  table: 'topup_packages',
  label: 'package',
  operations: { get: 'getTopupPackage', create: 'createTopupPackage', update: 'updateTopupPackage', delete: 'deleteTopupPackage' },
  view,
  create: packageValues,
  update: packageValues,
  // A voucher package moved to a product of another type can no longer feed auto delivery: unmap, in the same transaction.
  afterUpdate: async (trx, before, after) => {
    if (before.product_id === after.product_id) return;
    const product = await trx.selectFrom('topup_products').select('topup_type').where('id', '=', after.product_id).executeTakeFirstOrThrow();
    if (product.topup_type !== 'voucher') await unmapVoucherSource(trx, { packageId: after.id });
  },
  // Orders refer to packages: a deleted package is hidden, never removed.
  softDelete: true,
  cascadeSoftDelete: (trx, id) => unmapVoucherSource(trx, { packageId: id }),
  messages: { created: 'Topup package created successfully', updated: 'Topup package updated successfully', deleted: 'Package deleted successfully' },
});

export const topupPackageHandlers = {
  ...packageCrud,
  ...handlers({
    listTopupPackages: async ({ db, params }) => {
      await requireLiveParent(db, 'topup_products', params.productId, 'topUpProduct', { lock: false });
      const rows = await db
        .selectFrom('topup_packages as p')
        .innerJoin('topup_products as pr', 'pr.id', 'p.product_id')
        .selectAll('p')
        .select('pr.name as product_name')
        .where('p.product_id', '=', params.productId)
        .where('p.deleted_at', 'is', null)
        .orderBy('p.sort_order', 'asc')
        .orderBy('p.id', 'asc')
        .execute();
      return ok(rows.map(view));
    },

    /**
     * price = ceil(buy_price × rate) for every live package bought in dollars, in SQL, in one
     * transaction. The product row is locked first, so simultaneous repricings of one product run
     * one after the other and every package ends at the rate applied last; the packages are then
     * locked in id order, like every bulk write.
     */
    updateDollarRate: async ({ db, body }) => {
      const product = await db
        .selectFrom('topup_products')
        .select('id')
        .where('id', '=', body.product_id)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!product) throw notFound('topUpProduct');
      const repriced = db
        .selectFrom('topup_packages')
        .select('id')
        .where('product_id', '=', body.product_id)
        .where('deleted_at', 'is', null)
        .where('buy_price', '>', '0')
        .orderBy('id')
        .forUpdate();
      const newPrice = sql<string>`ceil(buy_price * ${String(body.dollar_rate)}::numeric)`;
      const result = await db
        .updateTable('topup_packages')
        .set({ price: newPrice, updated_at: sql`now()` })
        .where('id', 'in', repriced)
        .where(sql<boolean>`price is distinct from ${newPrice}`)
        .executeTakeFirst();
      return ok({ updated: Number(result.numUpdatedRows) }, 'Dollar rate updated successfully');
    },
  }),
};
