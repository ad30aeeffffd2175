import type { Selectable } from 'kysely';
import type { OrderMessagesTable } from '../../db/schema';
import { crudHandlers } from '../shared/crud';
import { requiredText } from '../shared/text';

type OrderMessage = Selectable<OrderMessagesTable>;

/**
 * Canned notes for orders. The list's optional `order_id` only says which order is being edited:
 * every order is offered the same messages. Delete is a GET in the contract (the existing backend's).
 */
export const orderMessageHandlers = crudHandlers<OrderMessage, { message: string }>({
  table: 'order_messages',
  label: 'Order message',
  view: (m) => m,
  values: (body) => ({ message: requiredText(body.message, 'message', 'Message is required') }),
  messages: { created: 'Order message created successfully', deleted: 'Order message deleted successfully' },
  operations: { list: 'listOrderMessages', create: 'createOrderMessage', delete: 'deleteOrderMessage' },
});
