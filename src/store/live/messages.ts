/** Text of the live view. */
export const liveMessages = {
  soundOn: 'Sound on new orders and wallet-adds: on',
  soundOff: 'Sound on new orders and wallet-adds: off',

  // The holder beside a list being read: new rows wait until the admin asks.
  newRows: '{n} new — Show',
  outOfDate: 'May be out of date — Show',

  // Toasts: one per kind of work, counted when several arrive together.
  newOrder: 'New order #{id}',
  newOrders: '{n} new orders',
  newManualWalletAdd: 'New wallet-add #{id}',
  newManualWalletAdds: '{n} new wallet-adds',
  newAutomatedWalletAdd: 'New automated wallet-add #{id}',
  newAutomatedWalletAdds: '{n} new automated wallet-adds',
  newPhysicalOrder: 'New product order #{id}',
  newPhysicalOrders: '{n} new product orders',
  open: 'Open',
  openName: 'Open {what}',
  show: 'Show',
  showName: 'Show {what}',
} as const;
