export const paletteMessages = {
  /** The app bar's button and the dialog's name. */
  search: 'Search',
  /** The button's tooltip: how to open it from the keyboard. */
  searchHint: 'Search screens, orders, customers and wallet-adds (Ctrl+K)',
  placeholder: 'Go to a screen, or find an order, customer or wallet-add by id, phone, player id or transaction id',
  screens: 'Screens',
  orders: 'Top-up orders',
  physicalOrders: 'Physical orders',
  customers: 'Customers',
  walletAdds: 'Wallet-adds',
  searching: 'Searching…',
  nothingFound: 'Nothing found.',
  searchFailed: 'The search did not answer: {error}',
  keysHint: '↑ ↓ to choose, Enter to open, Esc to close',
} as const;
