import { imageUrl } from '../../http/image-url';
import { crudHandlers } from '../shared/crud';
import { sanitizeRichText } from '../shared/rich-text';
import { requiredText } from '../shared/text';
import { say } from '../../http/messages';

/** Physical orders refer to their product: deleting one hides it and keeps the orders intact. */
export const physicalProductHandlers = crudHandlers({
  table: 'physical_products',
  label: 'product',
  operations: {
    list: 'listPhysicalProducts',
    get: 'getPhysicalProduct',
    create: 'createPhysicalProduct',
    update: 'updatePhysicalProduct',
    delete: 'deletePhysicalProduct',
  },
  view: (product, { req }) => ({ ...product, image_full_url: imageUrl(req, product.image) }),
  create: (body) => ({
    name: requiredText(body.name, 'name', say('nameRequired')),
    image: requiredText(body.image, 'image', say('imageRequired')),
    sale_price: body.sale_price,
    regular_price: body.regular_price,
    quantity: body.quantity,
    is_active: body.is_active,
    description: sanitizeRichText(body.description),
  }),
  update: (body) => ({
    name: requiredText(body.name, 'name', say('nameRequired')),
    image: body.image === undefined ? undefined : requiredText(body.image, 'image', say('imageRequired')),
    sale_price: body.sale_price,
    regular_price: body.regular_price,
    quantity: body.quantity,
    is_active: body.is_active,
    description: body.description === undefined ? undefined : sanitizeRichText(body.description),
  }),
  softDelete: true,
  messages: { created: 'Product created successfully', updated: 'Product updated successfully', deleted: 'Product deleted successfully' },
});
