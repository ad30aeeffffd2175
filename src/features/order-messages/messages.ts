export const orderMessageMessages = {
  /** The old dashboard titled this list 'Product Orders', a template leftover. */
  listTitle: 'Order messages',
  addTitle: 'Add order message',
  id: 'ID',
  message: 'Message',
  messageRequired: 'Message is required',
  deleteWarning: 'Delete warning',
  /** The old dashboard asked 'Are you sure you want to delete?' without saying what. */
  deleteQuestion: 'Delete the order message "{message}"?',
  deleteManyQuestion: 'Delete {n} order messages?',
  created: 'Order message created successfully',
  deleted: 'Order message deleted successfully',
  deletedMany: 'Total deleted {n} order messages.',
} as const;
