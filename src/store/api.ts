import { generatedApi } from './generated-api';

/**
 * The api the screens use: the generated endpoints (src/store/generated-api.ts, never edited) with
 * id-level cache tags. Lists provide `{ type, id: 'LIST' }` plus one tag per row, item queries
 * provide `{ type, id }`; creates invalidate the list, updates and deletes the item and the list,
 * and mutations with effects elsewhere (wallets, stock, vouchers, statistics) invalidate those too.
 * The cache is dropped as a whole when the session ends (see store.ts). The codegen adds no tags of
 * its own (openapi-config.ts): every endpoint's entry below is the only one.
 */

export const TAG_TYPES = [
  'Me',
  'Session',
  'Admin',
  'AuthModule',
  'AdminAuthModules',
  'PackagePermission',
  'Transaction',
  'Order',
  'OrderMessage',
  'PhysicalOrder',
  'TopupProduct',
  'TopupPackage',
  'Voucher',
  'VoucherStatistic',
  'Banner',
  'Notice',
  'PaymentMethod',
  'TopupPaymentMethod',
  'PhysicalProduct',
  'User',
  'AutoServer',
  'SmsBroadcast',
  'DashboardStats',
  'AdminReport',
  'PendingCounts',
] as const;

type TagType = (typeof TAG_TYPES)[number];
type Tag = { type: TagType; id: number | string };

const LIST = 'LIST';

/** The list tag plus one tag per row. */
const listTags = (type: TagType, rows: readonly { id: number }[] | undefined): Tag[] => [
  { type, id: LIST },
  ...(rows ?? []).map(({ id }) => ({ type, id })),
];
const itemTag = (type: TagType, id: number): Tag[] => [{ type, id }];
const listTag = (type: TagType): Tag[] => [{ type, id: LIST }];
const itemAndListTags = (type: TagType, id: number): Tag[] => [{ type, id }, { type, id: LIST }];
const itemsAndListTags = (type: TagType, ids: readonly number[]): Tag[] => [
  ...ids.map((id) => ({ type, id })),
  { type, id: LIST },
];
/** A customer's wallet changed (credit or refund): their record and the customer list. */
const walletTags = (userId: number | undefined): Tag[] =>
  userId === undefined ? [] : itemAndListTags('User', userId);

/** Completing or cancelling top-up orders moves vouchers, wallets and every report. */
const ORDER_EFFECTS: Tag[] = [
  ...listTag('Voucher'),
  { type: 'VoucherStatistic', id: LIST },
  { type: 'DashboardStats', id: LIST },
  { type: 'AdminReport', id: LIST },
];
/** Adding codes changes the package's voucher list and the statistics (also after uploadWithProgress). */
export const VOUCHERS_ADDED_TAGS: (Tag | TagType)[] = [...listTag('Voucher'), 'VoucherStatistic'];
/** What the dashboard's figures count: a change to any of these lists changes them. */
const DASHBOARD_SOURCES: Tag[] = [
  { type: 'DashboardStats', id: LIST },
  ...listTag('Order'),
  ...listTag('Transaction'),
  ...listTag('PhysicalOrder'),
  ...listTag('User'),
];
/** The per-admin reports count completed orders. */
const REPORT_SOURCES: Tag[] = [...listTag('AdminReport'), ...listTag('Order')];
/** Completing wallet-add transactions changes the wallet figures of the dashboard. */
const WALLET_STATS: Tag[] = [{ type: 'DashboardStats', id: LIST }];

/** After an enrolment's recovery codes were put away: the admin's status and their row in the admin list. */
export const SECOND_FACTOR_ENROLLED_TAGS: (Tag | TagType)[] = ['Me', ...listTag('Admin')];

/** RTK Query's own type of the `endpoints` option, for this api and these tag types. */
type EndpointOptions = NonNullable<Parameters<typeof generatedApi.enhanceEndpoints<TagType>>[0]['endpoints']>;

/**
 * One entry for every generated endpoint: a query says what it provides, a mutation what it
 * invalidates (`[]` when nothing, said on purpose). An operation added to the contract without its
 * entry here fails `npm run typecheck`, rather than being cached under a tag nothing refreshes.
 */
type EndpointTags = Required<EndpointOptions> & {
  [Name in keyof EndpointOptions]-?: { providesTags: unknown } | { invalidatesTags: unknown };
};

const endpointTags: EndpointTags = {
  // system
  getHealth: { providesTags: [] },

  // live (refreshed by the event stream, src/features/live)
  getPendingCounts: { providesTags: ['PendingCounts'] },

  // auth
  login: { invalidatesTags: ['Me'] },
  logout: { invalidatesTags: [] },
  getMe: { providesTags: ['Me'] },
  // A password change ends the admin's other sessions.
  changePassword: { invalidatesTags: listTag('Session') },
  listMySessions: { providesTags: (result) => listTags('Session', result?.data) },
  revokeMySession: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Session', id) },
  revokeMyOtherSessions: { invalidatesTags: ['Session'] },
  // Two-step sign-in: its status is part of GET /admin/me and of the admin list's rows.
  beginSecondFactorSetup: { invalidatesTags: [] },
  // None at once: refreshing GET /admin/me would close the mandatory enrolment screen before the
  // recovery codes were seen; the enrolment refreshes it when they are put away (secondFactorEnrolled).
  confirmSecondFactor: { invalidatesTags: [] },
  regenerateRecoveryCodes: { invalidatesTags: ['Me'] },
  disableMySecondFactor: { invalidatesTags: ['Me', ...listTag('Admin')] },
  resetAdminSecondFactor: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Admin', id) },

  // admins
  listAdmins: { providesTags: (result) => listTags('Admin', result?.data) },
  getAdmin: { providesTags: (_result, _error, { id }) => itemTag('Admin', id) },
  createAdmin: { invalidatesTags: [...listTag('Admin'), ...listTag('AdminReport')] },
  deleteAdmin: {
    invalidatesTags: (_result, _error, { id }) => [
      ...itemAndListTags('Admin', id),
      ...itemTag('AdminAuthModules', id),
      ...itemTag('PackagePermission', id),
      ...listTag('AdminReport'),
    ],
  },

  // permissions
  syncPermissions: { invalidatesTags: [...listTag('AuthModule'), 'Me'] },
  listAuthModules: { providesTags: (result) => listTags('AuthModule', result?.data) },
  activateAuthModule: {
    invalidatesTags: (_result, _error, { id }) => [...itemAndListTags('AuthModule', id), 'Me'],
  },
  getAdminAuthModules: {
    providesTags: (_result, _error, { adminId }) => itemTag('AdminAuthModules', adminId),
  },
  updateAdminAuthModules: {
    invalidatesTags: (_result, _error, { adminAuthModules }) => [
      ...itemTag('AdminAuthModules', adminAuthModules.admin_id),
      'Me',
    ],
  },
  getAdminPackagePermissions: {
    providesTags: (_result, _error, { adminId }) => itemTag('PackagePermission', adminId),
  },
  setAdminPackagePermissions: {
    // The admin's own order list (listMyPackageOrders) follows their package permissions.
    invalidatesTags: (_result, _error, { adminPackagePermissions }) => [
      ...itemTag('PackagePermission', adminPackagePermissions.admin_id),
      ...listTag('Order'),
    ],
  },

  // transactions
  listManualTransactions: {
    providesTags: (result) => listTags('Transaction', result?.data.transactions),
  },
  listAutomatedTransactions: {
    providesTags: (result) => listTags('Transaction', result?.data.transactions),
  },
  getTransaction: { providesTags: (_result, _error, { id }) => itemTag('Transaction', id) },
  updateTransaction: {
    invalidatesTags: (result, _error, { id }) => [
      ...itemAndListTags('Transaction', id),
      ...walletTags(result?.data.user_id),
      ...WALLET_STATS,
    ],
  },
  updateTransactionStatus: {
    invalidatesTags: (result, _error, { transactionStatusInput }) => [
      ...itemAndListTags('Transaction', transactionStatusInput.transaction_id),
      ...walletTags(result?.data.user_id),
      ...WALLET_STATS,
    ],
  },
  // Every pending manual transaction may change: drop them all.
  cancelAllPendingTransactions: { invalidatesTags: ['Transaction'] },
  completeSelectedTransactions: {
    invalidatesTags: (_result, _error, { completeTransactionsInput }) => [
      ...itemsAndListTags('Transaction', completeTransactionsInput.transaction_ids),
      'User',
      ...WALLET_STATS,
    ],
  },

  // orders
  listOrders: { providesTags: (result) => listTags('Order', result?.data.orders) },
  listMyPackageOrders: { providesTags: (result) => listTags('Order', result?.data.orders) },
  updateOrderStatus: {
    // Cancelling refunds the customer; completing may assign a voucher.
    invalidatesTags: (result, _error, { id }) => [
      ...itemAndListTags('Order', id),
      ...walletTags(result?.data.user_id),
      ...ORDER_EFFECTS,
    ],
  },
  completeSelectedOrders: {
    invalidatesTags: (_result, _error, { completeOrdersInput }) => [
      ...itemsAndListTags('Order', completeOrdersInput.ordersId),
      ...ORDER_EFFECTS,
    ],
  },

  // order-messages
  listOrderMessages: { providesTags: (result) => listTags('OrderMessage', result?.data) },
  createOrderMessage: { invalidatesTags: listTag('OrderMessage') },
  deleteOrderMessage: {
    invalidatesTags: (_result, _error, { id }) => itemAndListTags('OrderMessage', id),
  },

  // physical-orders
  listPhysicalOrders: {
    providesTags: (result) => listTags('PhysicalOrder', result?.data.orders),
  },
  updatePhysicalOrderStatus: {
    // Cancelling refunds the customer and puts the stock back.
    invalidatesTags: (result, _error, { id }) => [
      ...itemAndListTags('PhysicalOrder', id),
      ...(result ? itemAndListTags('PhysicalProduct', result.data.product_id) : []),
      ...walletTags(result?.data.user_id),
      { type: 'DashboardStats', id: LIST },
    ],
  },

  // topup-products
  listTopupProducts: { providesTags: (result) => listTags('TopupProduct', result?.data) },
  getTopupProduct: { providesTags: (_result, _error, { id }) => itemTag('TopupProduct', id) },
  createTopupProduct: { invalidatesTags: listTag('TopupProduct') },
  updateTopupProduct: {
    // The product's name and type also show on voucher pages and statistics.
    invalidatesTags: (_result, _error, { id }) => [
      ...itemAndListTags('TopupProduct', id),
      ...listTag('Voucher'),
      'VoucherStatistic',
    ],
  },
  deleteTopupProduct: {
    invalidatesTags: (_result, _error, { id }) => [
      ...itemAndListTags('TopupProduct', id),
      ...listTag('TopupPackage'),
      'VoucherStatistic',
    ],
  },

  // topup-packages
  listTopupPackages: { providesTags: (result) => listTags('TopupPackage', result?.data) },
  getTopupPackage: { providesTags: (_result, _error, { id }) => itemTag('TopupPackage', id) },
  createTopupPackage: { invalidatesTags: [...listTag('TopupPackage'), 'VoucherStatistic'] },
  updateTopupPackage: {
    invalidatesTags: (_result, _error, { id }) => [
      ...itemAndListTags('TopupPackage', id),
      'VoucherStatistic',
    ],
  },
  deleteTopupPackage: {
    invalidatesTags: (_result, _error, { id }) => [
      ...itemAndListTags('TopupPackage', id),
      'VoucherStatistic',
      'PackagePermission',
    ],
  },
  // Reprices every package of the product: drop all cached packages.
  updateDollarRate: { invalidatesTags: ['TopupPackage'] },

  // vouchers
  getPackageVouchers: {
    // The page also shows the package's name.
    providesTags: (result, _error, { id }) => [
      ...listTags('Voucher', result?.data.vouchers),
      ...itemTag('TopupPackage', id),
    ],
  },
  addVouchers: { invalidatesTags: VOUCHERS_ADDED_TAGS },
  deleteVoucher: {
    invalidatesTags: (_result, _error, { id }) => [
      ...itemAndListTags('Voucher', id),
      'VoucherStatistic',
    ],
  },
  // The action sits on the statistics screens: refresh them as well as the voucher lists.
  hideUsedVouchers: { invalidatesTags: [...listTag('Voucher'), 'VoucherStatistic'] },
  getVoucherStatistics: { providesTags: listTag('VoucherStatistic') },
  getIdCodeStatistics: { providesTags: listTag('VoucherStatistic') },

  // banners
  listBanners: { providesTags: (result) => listTags('Banner', result?.data) },
  getBanner: { providesTags: (_result, _error, { id }) => itemTag('Banner', id) },
  createBanner: { invalidatesTags: listTag('Banner') },
  updateBanner: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Banner', id) },
  deleteBanner: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Banner', id) },

  // notices
  listNotices: { providesTags: (result) => listTags('Notice', result?.data) },
  getNotice: { providesTags: (_result, _error, { id }) => itemTag('Notice', id) },
  createNotice: { invalidatesTags: listTag('Notice') },
  updateNotice: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Notice', id) },
  deleteNotice: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Notice', id) },

  // payment-methods
  listPaymentMethods: { providesTags: (result) => listTags('PaymentMethod', result?.data) },
  getPaymentMethod: { providesTags: (_result, _error, { id }) => itemTag('PaymentMethod', id) },
  createPaymentMethod: { invalidatesTags: listTag('PaymentMethod') },
  updatePaymentMethod: {
    invalidatesTags: (_result, _error, { id }) => itemAndListTags('PaymentMethod', id),
  },
  deletePaymentMethod: {
    invalidatesTags: (_result, _error, { id }) => itemAndListTags('PaymentMethod', id),
  },

  // topup-payment-methods
  listTopupPaymentMethods: {
    providesTags: (result) => listTags('TopupPaymentMethod', result?.data),
  },
  activateTopupPaymentMethod: {
    invalidatesTags: (_result, _error, { id }) => itemAndListTags('TopupPaymentMethod', id),
  },
  deactivateTopupPaymentMethod: {
    invalidatesTags: (_result, _error, { id }) => itemAndListTags('TopupPaymentMethod', id),
  },

  // physical-products
  listPhysicalProducts: {
    providesTags: (result) => listTags('PhysicalProduct', result?.data),
  },
  getPhysicalProduct: {
    providesTags: (_result, _error, { id }) => itemTag('PhysicalProduct', id),
  },
  createPhysicalProduct: { invalidatesTags: listTag('PhysicalProduct') },
  updatePhysicalProduct: {
    invalidatesTags: (_result, _error, { id }) => itemAndListTags('PhysicalProduct', id),
  },
  deletePhysicalProduct: {
    invalidatesTags: (_result, _error, { id }) => itemAndListTags('PhysicalProduct', id),
  },

  // users
  listUsers: { providesTags: (result) => listTags('User', result?.data.data) },
  getUser: { providesTags: (_result, _error, { id }) => itemTag('User', id) },
  // The customer page's history follows the customer: a wallet change, credit or refund
  // invalidates the customer's tag (walletTags), and these refresh with it.
  listUserWalletChanges: { providesTags: (_result, _error, { id }) => itemTag('User', id) },
  listUserOrders: { providesTags: (_result, _error, { id }) => itemTag('User', id) },
  listUserWalletAdds: { providesTags: (_result, _error, { id }) => itemTag('User', id) },
  updateUser: {
    invalidatesTags: (_result, _error, { id }) => [...itemAndListTags('User', id), ...WALLET_STATS],
  },
  deleteUser: {
    invalidatesTags: (_result, _error, { id }) => [...itemAndListTags('User', id), ...WALLET_STATS],
  },

  // auto-servers
  listAutoServers: { providesTags: (result) => listTags('AutoServer', result?.data) },
  getAutoServer: { providesTags: (_result, _error, { id }) => itemTag('AutoServer', id) },
  createAutoServer: { invalidatesTags: listTag('AutoServer') },
  updateAutoServer: {
    invalidatesTags: (_result, _error, { id }) => itemAndListTags('AutoServer', id),
  },
  deleteAutoServer: {
    invalidatesTags: (_result, _error, { id }) => itemAndListTags('AutoServer', id),
  },

  // sms
  sendSms: { invalidatesTags: listTag('SmsBroadcast') },
  getSmsBroadcast: { providesTags: (_result, _error, { id }) => itemTag('SmsBroadcast', id) },
  listSmsBroadcasts: { providesTags: (result) => listTags('SmsBroadcast', result?.data) },

  // dashboard: figures derived from orders, wallet-adds and customers also refresh whenever
  // those lists are invalidated (a mutation, or a live event of a new order or wallet-add).
  getDashboardStats: { providesTags: DASHBOARD_SOURCES },
  getOrdersChart: { providesTags: [...listTag('DashboardStats'), ...listTag('Order')] },
  getSalesChart: { providesTags: [...listTag('DashboardStats'), ...listTag('Order')] },
  listCompletedOrdersByAdmin: { providesTags: REPORT_SOURCES },
  countMyCompletedOrdersThisMonth: { providesTags: REPORT_SOURCES },
  listShellUsageByAdmin: { providesTags: REPORT_SOURCES },

  // uploads
  uploadImage: {
    // The generator sends bodies as JSON; an image has to go as multipart form data.
    query: ({ body }) => {
      const form = new FormData();
      form.append('image', body.image);
      return { url: '/v1/upload/image', method: 'POST', body: form };
    },
    invalidatesTags: [],
  },

  // audit: every change adds to it; the screen asks afresh each time it opens (refetchOnMountOrArgChange).
  listAuditLog: { providesTags: [] },
};

export const api = generatedApi.enhanceEndpoints({ addTagTypes: TAG_TYPES, endpoints: endpointTags });

/**
 * The generated hooks are this api's own: `enhanceEndpoints` adds the tags to the endpoints in
 * place, and importing the hooks from this module guarantees that it ran first. Schema types come
 * from the contract's one generated home, shared with the server.
 */
export * from './generated-api';
export type * from '../../openapi/generated/contract';
