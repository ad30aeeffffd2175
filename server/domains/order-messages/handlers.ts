import { crudHandlers } from '../shared/crud';
import { requiredText } from '../shared/text';
import { say } from '../../http/messages';

/**
 * Canned notes for orders. The list's optional `order_id` only says which order is being edited:
 * every order is offered the same messages. Delete is a GET in the contract (the existing backend's).
 */
export const orderMessageHandlers = crudHandlers({
  table: 'order_messages',
  label: 'orderMessage',
  operations: { list: 'listOrderMessages', create: 'createOrderMessage', delete: 'deleteOrderMessage' },
  view: (m) => m,
  create: (body) => ({ message: requiredText(body.message, 'message', say('messageRequired')) }),
  messages: { created: 'Order message created successfully', deleted: 'Order message deleted successfully' },
});
