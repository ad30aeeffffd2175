import type { Selectable } from 'kysely';
import type { PhysicalProductsTable } from '../../db/schema';
import { imageUrl } from '../../http/image-url';
import { crudHandlers } from '../shared/crud';
import { moneyValue } from '../shared/money';
import { sanitizeRichText } from '../shared/rich-text';
import { requiredText } from '../shared/text';
import type { PhysicalProductCreateInput, PhysicalProductInput } from '../../contract-types';

/** The contract's input (create and update). */
type PhysicalProductBody = PhysicalProductInput | PhysicalProductCreateInput;

type PhysicalProduct = Selectable<PhysicalProductsTable>;

/** Physical orders refer to their product: deleting one hides it and keeps the orders intact. */
export const physicalProductHandlers = crudHandlers<PhysicalProduct, PhysicalProductBody>({
  table: 'physical_products',
  label: 'Product',
  view: ({ deleted_at: _deleted, ...product }, req) => ({ ...product, image_full_url: imageUrl(req, product.image) }),
  values: (body) => ({
    name: requiredText(body.name, 'name', 'Name is required'),
    ...(body.image === undefined ? {} : { image: requiredText(body.image, 'image', 'Image is required') }),
    sale_price: moneyValue(body.sale_price, 'sale_price'),
    regular_price: moneyValue(body.regular_price, 'regular_price'),
    quantity: body.quantity,
    is_active: body.is_active,
    ...(body.description === undefined ? {} : { description: sanitizeRichText(body.description) }),
  }),
  softDelete: true,
  messages: { created: 'Product created successfully', updated: 'Product updated successfully', deleted: 'Product deleted successfully' },
  operations: {
    list: 'listPhysicalProducts',
    get: 'getPhysicalProduct',
    create: 'createPhysicalProduct',
    update: 'updatePhysicalProduct',
    delete: 'deletePhysicalProduct',
  },
});
