import { imageUrl } from '../../http/image-url';
import type { BodyOf } from '../../http/handler';
import { crudHandlers } from '../shared/crud';
import { requiredText } from '../shared/text';
import { say } from '../../http/messages';

const values = (body: BodyOf<'createPaymentMethod'>) => ({
  name: requiredText(body.name, 'name', say('nameRequired')),
  logo: requiredText(body.logo, 'logo', say('logoRequired')),
  info: body.info,
  status: requiredText(body.status, 'status', say('statusRequired')),
  is_automated: body.is_automated,
});

/** Wallet-add transactions refer to their payment method: deleting one hides it and keeps that history. */
export const paymentMethodHandlers = crudHandlers({
  table: 'payment_methods',
  label: 'paymentMethod',
  operations: {
    list: 'listPaymentMethods',
    get: 'getPaymentMethod',
    create: 'createPaymentMethod',
    update: 'updatePaymentMethod',
    delete: 'deletePaymentMethod',
  },
  view: (method, { req }) => ({ ...method, logo_full_url: imageUrl(req, method.logo) }),
  create: values,
  update: values,
  softDelete: true,
  messages: {
    created: 'Payment method created successfully',
    updated: 'Payment method updated successfully',
    deleted: 'Payment method deleted successfully',
  },
});
