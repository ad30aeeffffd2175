/** Per-admin report screens' text. */
export const reportMessages = {
  orderCountNav: 'Admin order count',
  orderCountTitle: 'Completed orders by admin',
  shellCountNav: 'Admin shell count',
  shellCountTitle: 'Shells used by admin',
  admin: 'Admin',
  today: 'Today',
  thisMonth: 'This month',
  total: 'Total',
  yesterday: 'Yesterday',
  todayShells: 'Shells today',
  todayOrders: 'Orders today',
  yesterdayShells: 'Shells yesterday',
  yesterdayOrders: 'Orders yesterday',
  myThisMonth: 'This month completed orders',
  myThisMonthNote: 'completed by you',
  shellNote: 'The buy prices of the packages of the orders each admin completed (supplier currency).',
} as const;
