import { crudHandlers } from '../shared/crud';
import { requiredText } from '../shared/text';

/**
 * Canned notes for orders. The list's optional `order_id` only says which order is being edited:
 * every order is offered the same messages. Delete is a GET in the contract (the existing backend's).
 */
export const orderMessageHandlers = crudHandlers({
  table: 'order_messages',
  label: 'Order message',
  operations: { list: 'listOrderMessages', create: 'createOrderMessage', delete: 'deleteOrderMessage' },
  view: (m) => m,
  create: (body) => ({ message: requiredText(body.message, 'message', 'Message is required') }),
  messages: { created: 'Order message created successfully', deleted: 'Order message deleted successfully' },
});
