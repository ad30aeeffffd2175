export const topupPaymentMethodMessages = {
  listTitle: 'Top-up payment methods',
  logo: 'Logo',
  name: 'Name',
  status: 'Status',
  activate: 'Active',
  inactivate: 'Inactive',
  inactivateQuestion: 'Customers will no longer be offered {name} to pay for top-ups.',
  activating: 'Activating payment method...',
  inactivating: 'Inactivating payment method...',
  activated: 'Payment method activated successfully',
  inactivated: 'Payment method inactivated successfully',
} as const;
