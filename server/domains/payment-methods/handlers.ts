import type { Selectable } from 'kysely';
import type { PaymentMethodsTable } from '../../db/schema';
import { imageUrl } from '../../http/image-url';
import { crudHandlers } from '../shared/crud';
import { requiredText } from '../shared/text';
import type { PaymentMethodInput } from '../../contract-types';

/** The contract's input (create and update). */
type PaymentMethodBody = PaymentMethodInput;

type PaymentMethod = Selectable<PaymentMethodsTable>;

/** Wallet-add transactions refer to their payment method: deleting one hides it and keeps that history. */
export const paymentMethodHandlers = crudHandlers<PaymentMethod, PaymentMethodBody>({
  table: 'payment_methods',
  label: 'Payment method',
  view: ({ deleted_at: _deleted, ...method }, req) => ({ ...method, logo_full_url: imageUrl(req, method.logo) }),
  values: (body) => ({
    name: requiredText(body.name, 'name', 'Name is required'),
    logo: requiredText(body.logo, 'logo', 'Logo is required'),
    info: body.info,
    status: requiredText(body.status, 'status', 'Status is required'),
    is_automated: body.is_automated,
  }),
  softDelete: true,
  messages: {
    created: 'Payment method created successfully',
    updated: 'Payment method updated successfully',
    deleted: 'Payment method deleted successfully',
  },
  operations: {
    list: 'listPaymentMethods',
    get: 'getPaymentMethod',
    create: 'createPaymentMethod',
    update: 'updatePaymentMethod',
    delete: 'deletePaymentMethod',
  },
});
