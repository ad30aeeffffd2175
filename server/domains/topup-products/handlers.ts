import type { Selectable } from 'kysely';
import type { TopupProductsTable } from '../../db/schema';
import { imageUrl } from '../../http/image-url';
import { crudHandlers } from '../shared/crud';
import { optionalText } from '../shared/text';
import { unmapVoucherSource } from '../topup-packages/voucher-mapping';
import { sanitizeRichText } from '../shared/rich-text';
import { requiredText } from '../shared/text';
import type { TopupProductCreateInput, TopupProductInput } from '../../contract-types';

/** The contract's input (create and update). */
type TopupProductBody = TopupProductInput | TopupProductCreateInput;

type TopupProduct = Selectable<TopupProductsTable>;

export const topupProductHandlers = crudHandlers<TopupProduct, TopupProductBody>({
  table: 'topup_products',
  label: 'Top-up product',
  view: (p, req) => ({
    id: p.id,
    name: p.name,
    topup_type: p.topup_type,
    logo: p.logo,
    logo_full_url: imageUrl(req, p.logo),
    rules: p.rules,
    is_active: p.is_active,
    is_idcode: p.topup_type === 'id_code' ? 1 : 0,
    sort_order: p.sort_order,
    created_at: p.created_at,
  }),
  values: (body) => ({
    name: requiredText(body.name, 'name', 'Name is required'),
    topup_type: body.topup_type,
    ...(body.logo !== undefined && { logo: optionalText(body.logo) }),
    ...(body.rules !== undefined && { rules: sanitizeRichText(body.rules) }),
    is_active: body.is_active ?? 1,
    sort_order: body.sort_order ?? 1,
  }),
  // Orders refer to products and their packages: both are hidden, never removed.
  softDelete: true,
  cascadeSoftDelete: async (trx, id) => {
    await trx.updateTable('topup_packages').set({ deleted_at: new Date() }).where('product_id', '=', id).where('deleted_at', 'is', null).execute();
    await unmapVoucherSource(trx, { productId: id });
  },
  orderBy: [
    ['sort_order', 'asc'],
    ['id', 'asc'],
  ],
  messages: { created: 'Product created successfully', updated: 'Product updated successfully', deleted: 'Product deleted successfully' },
  operations: {
    list: 'listTopupProducts',
    get: 'getTopupProduct',
    create: 'createTopupProduct',
    update: 'updateTopupProduct',
    delete: 'deleteTopupProduct',
  },
});
