import { sql } from 'kysely';
import { imageUrl } from '../../http/image-url';
import { crudHandlers, ifSent } from '../shared/crud';
import { sanitizeRichText } from '../shared/rich-text';
import { optionalText, requiredText } from '../shared/text';
import { unmapVoucherSource } from '../topup-packages/voucher-mapping';
import { say } from '../../http/messages';

export const topupProductHandlers = crudHandlers({
  table: 'topup_products',
  label: 'topUpProduct',
  operations: {
    list: 'listTopupProducts',
    get: 'getTopupProduct',
    create: 'createTopupProduct',
    update: 'updateTopupProduct',
    delete: 'deleteTopupProduct',
  },
  // Answers carry the lowest price among the product's live packages (what the shop shows as "from").
  select: (db) =>
    db
      .selectFrom('topup_products')
      .selectAll('topup_products')
      .select((eb) =>
        eb
          .selectFrom('topup_packages as p')
          .select(sql<string>`min(p.price)::text`.as('price'))
          .whereRef('p.product_id', '=', 'topup_products.id')
          .where('p.deleted_at', 'is', null)
          .as('price'),
      ),
  view: (p, { req }) => ({
    id: p.id,
    name: p.name,
    topup_type: p.topup_type,
    logo: p.logo,
    logo_full_url: imageUrl(req, p.logo),
    rules: p.rules,
    is_active: p.is_active,
    is_idcode: p.topup_type === 'id_code' ? (1 as const) : (0 as const),
    sort_order: p.sort_order,
    redeem_link: p.redeem_link,
    video_link: p.video_link,
    price: p.price ?? null,
    created_at: p.created_at,
  }),
  create: (body) => ({
    name: requiredText(body.name, 'name', say('nameRequired')),
    topup_type: body.topup_type,
    logo: requiredText(body.logo, 'logo', say('logoRequired')),
    rules: sanitizeRichText(body.rules),
    is_active: body.is_active,
    sort_order: body.sort_order,
    redeem_link: optionalText(body.redeem_link),
    video_link: optionalText(body.video_link),
  }),
  update: (body) => ({
    name: requiredText(body.name, 'name', say('nameRequired')),
    topup_type: body.topup_type,
    logo: ifSent(body.logo, optionalText),
    rules: ifSent(body.rules, sanitizeRichText),
    is_active: body.is_active,
    sort_order: body.sort_order,
    redeem_link: ifSent(body.redeem_link, optionalText),
    video_link: ifSent(body.video_link, optionalText),
  }),
  // A product that stops being a voucher product can no longer feed auto delivery: unmap, in the same transaction.
  afterUpdate: async (trx, before, after) => {
    if (before.topup_type === 'voucher' && after.topup_type !== 'voucher') await unmapVoucherSource(trx, { productId: after.id });
  },
  // Orders refer to products and their packages: both are hidden, never removed.
  softDelete: true,
  cascadeSoftDelete: async (trx, id) => {
    const packages = trx.selectFrom('topup_packages').select('id').where('product_id', '=', id).where('deleted_at', 'is', null).orderBy('id').forUpdate();
    await trx.updateTable('topup_packages').set({ deleted_at: sql`now()` }).where('id', 'in', packages).execute();
    await unmapVoucherSource(trx, { productId: id });
  },
  orderBy: [
    ['sort_order', 'asc'],
    ['id', 'asc'],
  ],
  messages: { created: 'Product created successfully', updated: 'Product updated successfully', deleted: 'Product deleted successfully' },
});
