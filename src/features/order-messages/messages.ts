export const orderMessageMessages = {
  /** The old dashboard titled this list 'Product Orders', a template leftover. */
  listTitle: 'Order messages',
  addTitle: 'Add order message',
  id: 'ID',
  message: 'Message',
  messageRequired: 'Message is required',
  deleteWarning: 'Delete warning',
  deleteQuestion: 'Are you sure you want to delete?',
  created: 'Order message created successfully',
  deleted: 'Order message deleted successfully',
  deletedMany: 'Total deleted {n} order messages.',
} as const;
