import type { DefinitionsFromApi, OverrideResultType, QueryDefinition, ResultTypeFrom } from '@reduxjs/toolkit/query';
import { generatedApi } from './generated-api';
import { listFromData, listPage, type ListResult } from './list-result';
import type * as self from './api';

/**
 * The api the screens use: the generated endpoints (src/store/generated-api.ts, never edited) with
 * id-level cache tags. Lists provide `{ type, id: 'LIST' }` plus one tag per row, item queries
 * provide `{ type, id }`; creates invalidate the list, updates and deletes the item and the list,
 * and mutations with effects elsewhere (wallets, stock, vouchers, statistics) invalidate those too.
 * The cache is dropped as a whole when the session ends (see store.ts). The codegen adds no tags of
 * its own (openapi-config.ts): every endpoint's entry below is the only one.
 *
 * Every list operation's answer is mapped to the one list shape, `ListResult` (list-result.ts):
 * screens and the list tags read `rows` and `total`, whatever shape the contract answers in.
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

/** The cache tag of each kind of record with a history (GET /admin/history/{kind}/{id}). */
const TAG_OF_RECORD_KIND = { order: 'Order', transaction: 'Transaction', physical_order: 'PhysicalOrder', customer: 'User' } as const satisfies Record<
  import('../../openapi/generated/contract').RecordKind,
  TagType
>;

/** After an enrolment's recovery codes were put away: the admin's status and their row in the admin list. */
export const SECOND_FACTOR_ENROLLED_TAGS: (Tag | TagType)[] = ['Me', ...listTag('Admin')];

type GeneratedDefinitions = DefinitionsFromApi<typeof generatedApi>;
type QueryName = {
  [Name in keyof GeneratedDefinitions]: GeneratedDefinitions[Name] extends QueryDefinition<any, any, any, any, any> ? Name : never; // eslint-disable-line @typescript-eslint/no-explicit-any
}[keyof GeneratedDefinitions];
/** What the contract answers (the generated response type). */
type AnswerOf<Name extends keyof GeneratedDefinitions> = ResultTypeFrom<GeneratedDefinitions[Name]>;

/** `data` holds an array and its count (`total`, `order_count`, `user_count`). */
type IsCountedRows<Data> = [{ [Field in keyof Data]: Data[Field] extends readonly unknown[] ? Field : never }[keyof Data]] extends [never]
  ? false
  : [Extract<keyof Data, 'total' | `${string}_count`>] extends [never]
    ? false
    : true;
/** A list answer: an array as `data` (unpaged, or paged with `total` beside it), or rows and their count under `data`. */
type IsListAnswer<Answer> = Answer extends { data: readonly unknown[] }
  ? true
  : Answer extends { data: infer Data extends object }
    ? IsCountedRows<Data>
    : false;
/** Every query of the contract that answers a list (found from the answers' types, so a new one is found too). */
type ListQueryName = { [Name in QueryName]: IsListAnswer<AnswerOf<Name>> extends true ? Name : never }[QueryName];

/**
 * How each list operation's answer becomes a `ListResult`: one entry per list query of the
 * contract, so a list added to the contract without its entry here fails `npm run typecheck`.
 */
const toListResult = {
  listMySessions: (answer) => listFromData(answer),
  listAdmins: (answer) => listFromData(answer),
  listAuthModules: (answer) => listFromData(answer),
  listManualTransactions: ({ data }) => listPage(data.transactions, data.total, data.total_capped),
  listAutomatedTransactions: ({ data }) => listPage(data.transactions, data.total, data.total_capped),
  listOrders: ({ data }) => listPage(data.orders, data.order_count, data.total_capped),
  listMyPackageOrders: ({ data }) => listPage(data.orders, data.order_count, data.total_capped),
  listOrderMessages: (answer) => listFromData(answer),
  listPhysicalOrders: ({ data }) => listPage(data.orders, data.order_count, data.total_capped),
  listTopupProducts: (answer) => listFromData(answer),
  listTopupPackages: (answer) => listFromData(answer),
  // The page of codes comes with the package and its product (the page's heading).
  getPackageVouchers: ({ data: { vouchers, total, product, package: pkg } }) => ({ ...listPage(vouchers, total), product, package: pkg }),
  getVoucherStatistics: (answer) => listFromData(answer),
  getIdCodeStatistics: (answer) => listFromData(answer),
  listBanners: (answer) => listFromData(answer),
  listNotices: (answer) => listFromData(answer),
  listPaymentMethods: (answer) => listFromData(answer),
  listTopupPaymentMethods: (answer) => listFromData(answer),
  listPhysicalProducts: (answer) => listFromData(answer),
  listUsers: ({ data }) => listPage(data.data, data.user_count),
  listUserWalletChanges: (answer) => listFromData(answer),
  listUserOrders: (answer) => listFromData(answer),
  listUserWalletAdds: (answer) => listFromData(answer),
  listAutoServers: (answer) => listFromData(answer),
  listSmsBroadcasts: (answer) => listFromData(answer),
  listCompletedOrdersByAdmin: (answer) => listFromData(answer),
  listShellUsageByAdmin: (answer) => listFromData(answer),
  listAuditLog: (answer) => listPage(answer.data, answer.total, answer.total_capped),
  listRecordHistory: (answer) => listFromData(answer),
} satisfies { [Name in ListQueryName]: (answer: AnswerOf<Name>) => ListResult<unknown> };

/** The list queries with their new result type, for `enhanceEndpoints` (which retypes them with it). */
type ListDefinitions = {
  [Name in ListQueryName]: OverrideResultType<GeneratedDefinitions[Name], ReturnType<(typeof toListResult)[Name]>>;
};

/** RTK Query's own type of the `endpoints` option, for this api, these tag types and the list shape. */
type EndpointOptions = NonNullable<Parameters<typeof generatedApi.enhanceEndpoints<TagType, ListDefinitions>>[0]['endpoints']>;

/**
 * One entry for every generated endpoint: a query says what it provides, a mutation what it
 * invalidates (`[]` when nothing, said on purpose); a list query also maps its answer to the list
 * shape (`transformResponse: toListResult.<name>`). An operation added to the contract without its
 * entry here fails `npm run typecheck`, rather than being cached under a tag nothing refreshes.
 */
type EndpointTags = Required<EndpointOptions> & {
  [Name in keyof EndpointOptions]-?: ({ providesTags: unknown } | { invalidatesTags: unknown }) &
    (Name extends ListQueryName ? { transformResponse: (typeof toListResult)[Name] } : unknown);
};

const endpointTags: EndpointTags = {
  // system
  getHealth: { providesTags: [] },
  getReady: { providesTags: [] },
  getMetrics: { providesTags: [] },

  // live (refreshed by the event stream, src/store/live)
  getPendingCounts: { providesTags: ['PendingCounts'] },

  // search (the command palette): asked again, while it is open, when a list it reads from changes
  searchEverything: { providesTags: [...listTag('Order'), ...listTag('PhysicalOrder'), ...listTag('User'), ...listTag('Transaction')] },

  // auth
  login: { invalidatesTags: ['Me'] },
  logout: { invalidatesTags: [] },
  getMe: { providesTags: ['Me'] },
  // A password change ends the admin's other sessions.
  changePassword: { invalidatesTags: listTag('Session') },
  updateMyPreferences: { invalidatesTags: ['Me'] },
  listMySessions: { transformResponse: toListResult.listMySessions, providesTags: (result) => listTags('Session', result?.rows) },
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
  listAdmins: { transformResponse: toListResult.listAdmins, providesTags: (result) => listTags('Admin', result?.rows) },
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
  // Names show in the reports, and one's own in the layout (GET /admin/me).
  updateAdmin: { invalidatesTags: (_result, _error, { id }) => [...itemAndListTags('Admin', id), ...listTag('AdminReport'), 'Me'] },
  // Their sessions end: nothing this dashboard shows changes.
  resetAdminPassword: { invalidatesTags: [] },
  deactivateAdmin: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Admin', id) },
  reactivateAdmin: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Admin', id) },

  // permissions
  syncPermissions: { invalidatesTags: [...listTag('AuthModule'), 'Me'] },
  listAuthModules: { transformResponse: toListResult.listAuthModules, providesTags: (result) => listTags('AuthModule', result?.rows) },
  activateAuthModule: {
    invalidatesTags: (_result, _error, { id }) => [...itemAndListTags('AuthModule', id), 'AdminAuthModules', 'Me'],
  },
  // The grant screens list the active modules.
  activateAllAuthModules: { invalidatesTags: ['AuthModule', 'AdminAuthModules', 'Me'] },
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
    transformResponse: toListResult.listManualTransactions,
    providesTags: (result) => listTags('Transaction', result?.rows),
  },
  listAutomatedTransactions: {
    transformResponse: toListResult.listAutomatedTransactions,
    providesTags: (result) => listTags('Transaction', result?.rows),
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
  listOrders: { transformResponse: toListResult.listOrders, providesTags: (result) => listTags('Order', result?.rows) },
  listMyPackageOrders: {
    transformResponse: toListResult.listMyPackageOrders,
    providesTags: (result) => listTags('Order', result?.rows),
  },
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
  // Claims change who holds an order and its status (pending ⇄ in progress): no money moves.
  claimOrder: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Order', id) },
  releaseOrderClaim: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Order', id) },
  takeNextOrder: { invalidatesTags: (result) => (result ? itemAndListTags('Order', result.data.id) : []) },

  // order-messages
  listOrderMessages: {
    transformResponse: toListResult.listOrderMessages,
    providesTags: (result) => listTags('OrderMessage', result?.rows),
  },
  createOrderMessage: { invalidatesTags: listTag('OrderMessage') },
  deleteOrderMessage: {
    invalidatesTags: (_result, _error, { id }) => itemAndListTags('OrderMessage', id),
  },

  // physical-orders
  listPhysicalOrders: {
    transformResponse: toListResult.listPhysicalOrders,
    providesTags: (result) => listTags('PhysicalOrder', result?.rows),
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
  listTopupProducts: {
    transformResponse: toListResult.listTopupProducts,
    providesTags: (result) => listTags('TopupProduct', result?.rows),
  },
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
  listTopupPackages: {
    transformResponse: toListResult.listTopupPackages,
    providesTags: (result) => listTags('TopupPackage', result?.rows),
  },
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
    transformResponse: toListResult.getPackageVouchers,
    // The page also shows the package's name.
    providesTags: (result, _error, { id }) => [
      ...listTags('Voucher', result?.rows),
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
  getVoucherStatistics: { transformResponse: toListResult.getVoucherStatistics, providesTags: listTag('VoucherStatistic') },
  getIdCodeStatistics: { transformResponse: toListResult.getIdCodeStatistics, providesTags: listTag('VoucherStatistic') },

  // banners
  listBanners: { transformResponse: toListResult.listBanners, providesTags: (result) => listTags('Banner', result?.rows) },
  getBanner: { providesTags: (_result, _error, { id }) => itemTag('Banner', id) },
  createBanner: { invalidatesTags: listTag('Banner') },
  updateBanner: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Banner', id) },
  deleteBanner: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Banner', id) },

  // notices
  listNotices: { transformResponse: toListResult.listNotices, providesTags: (result) => listTags('Notice', result?.rows) },
  getNotice: { providesTags: (_result, _error, { id }) => itemTag('Notice', id) },
  createNotice: { invalidatesTags: listTag('Notice') },
  updateNotice: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Notice', id) },
  deleteNotice: { invalidatesTags: (_result, _error, { id }) => itemAndListTags('Notice', id) },

  // payment-methods
  listPaymentMethods: {
    transformResponse: toListResult.listPaymentMethods,
    providesTags: (result) => listTags('PaymentMethod', result?.rows),
  },
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
    transformResponse: toListResult.listTopupPaymentMethods,
    providesTags: (result) => listTags('TopupPaymentMethod', result?.rows),
  },
  activateTopupPaymentMethod: {
    invalidatesTags: (_result, _error, { id }) => itemAndListTags('TopupPaymentMethod', id),
  },
  deactivateTopupPaymentMethod: {
    invalidatesTags: (_result, _error, { id }) => itemAndListTags('TopupPaymentMethod', id),
  },

  // physical-products
  listPhysicalProducts: {
    transformResponse: toListResult.listPhysicalProducts,
    providesTags: (result) => listTags('PhysicalProduct', result?.rows),
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
  listUsers: { transformResponse: toListResult.listUsers, providesTags: (result) => listTags('User', result?.rows) },
  getUser: { providesTags: (_result, _error, { id }) => itemTag('User', id) },
  // The customer page's history follows the customer: a wallet change, credit or refund
  // invalidates the customer's tag (walletTags), and these refresh with it.
  listUserWalletChanges: {
    transformResponse: toListResult.listUserWalletChanges,
    providesTags: (_result, _error, { id }) => itemTag('User', id),
  },
  listUserOrders: { transformResponse: toListResult.listUserOrders, providesTags: (_result, _error, { id }) => itemTag('User', id) },
  listUserWalletAdds: {
    transformResponse: toListResult.listUserWalletAdds,
    providesTags: (_result, _error, { id }) => itemTag('User', id),
  },
  updateUser: {
    invalidatesTags: (_result, _error, { id }) => [...itemAndListTags('User', id), ...WALLET_STATS],
  },
  deleteUser: {
    invalidatesTags: (_result, _error, { id }) => [...itemAndListTags('User', id), ...WALLET_STATS],
  },

  // auto-servers
  listAutoServers: { transformResponse: toListResult.listAutoServers, providesTags: (result) => listTags('AutoServer', result?.rows) },
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
  // Asked afresh before each send (a lazy query's trigger): never a count from an earlier question.
  countSmsRecipients: { providesTags: [] },
  getSmsBroadcast: { providesTags: (_result, _error, { id }) => itemTag('SmsBroadcast', id) },
  listSmsBroadcasts: {
    transformResponse: toListResult.listSmsBroadcasts,
    providesTags: (result) => listTags('SmsBroadcast', result?.rows),
  },

  // dashboard: figures derived from orders, wallet-adds and customers also refresh whenever
  // those lists are invalidated (a mutation, or a live event of a new order or wallet-add).
  getDashboardStats: { providesTags: DASHBOARD_SOURCES },
  getOrdersChart: { providesTags: [...listTag('DashboardStats'), ...listTag('Order')] },
  getSalesChart: { providesTags: [...listTag('DashboardStats'), ...listTag('Order')] },
  listCompletedOrdersByAdmin: { transformResponse: toListResult.listCompletedOrdersByAdmin, providesTags: REPORT_SOURCES },
  countMyCompletedOrdersThisMonth: { providesTags: REPORT_SOURCES },
  listShellUsageByAdmin: { transformResponse: toListResult.listShellUsageByAdmin, providesTags: REPORT_SOURCES },

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

  // audit: every change adds to it; the screen asks afresh each time it opens (AUDIT_FRESH_SECONDS).
  listAuditLog: { transformResponse: toListResult.listAuditLog, providesTags: [] },
  // A record's history: refreshed with the record (its change invalidates the record's tag).
  listRecordHistory: { transformResponse: toListResult.listRecordHistory, providesTags: (_result, _error, { kind, id }) => itemTag(TAG_OF_RECORD_KIND[kind], id) },
};

export const api = generatedApi.enhanceEndpoints<TagType, ListDefinitions>({ addTagTypes: TAG_TYPES, endpoints: endpointTags });

/**
 * The generated hooks are this api's own: `enhanceEndpoints` changes the endpoints in place, and
 * importing the hooks from this module guarantees that it ran first. The list queries' hooks are
 * taken from `api` itself below (their data is the `ListResult` their answer was mapped to; the
 * generated ones are typed with the contract's answer) and win over the generated names. Schema
 * types come from the contract's one generated home, shared with the server.
 */
export * from './generated-api';
export type * from '../../openapi/generated/contract';
export type { ListResult, ListResultWith } from './list-result';

export const {
  useListMySessionsQuery,
  useLazyListMySessionsQuery,
  useListAdminsQuery,
  useLazyListAdminsQuery,
  useListAuthModulesQuery,
  useLazyListAuthModulesQuery,
  useListManualTransactionsQuery,
  useLazyListManualTransactionsQuery,
  useListAutomatedTransactionsQuery,
  useLazyListAutomatedTransactionsQuery,
  useListOrdersQuery,
  useLazyListOrdersQuery,
  useListMyPackageOrdersQuery,
  useLazyListMyPackageOrdersQuery,
  useListOrderMessagesQuery,
  useLazyListOrderMessagesQuery,
  useListPhysicalOrdersQuery,
  useLazyListPhysicalOrdersQuery,
  useListTopupProductsQuery,
  useLazyListTopupProductsQuery,
  useListTopupPackagesQuery,
  useLazyListTopupPackagesQuery,
  useGetPackageVouchersQuery,
  useLazyGetPackageVouchersQuery,
  useGetVoucherStatisticsQuery,
  useLazyGetVoucherStatisticsQuery,
  useGetIdCodeStatisticsQuery,
  useLazyGetIdCodeStatisticsQuery,
  useListBannersQuery,
  useLazyListBannersQuery,
  useListNoticesQuery,
  useLazyListNoticesQuery,
  useListPaymentMethodsQuery,
  useLazyListPaymentMethodsQuery,
  useListTopupPaymentMethodsQuery,
  useLazyListTopupPaymentMethodsQuery,
  useListPhysicalProductsQuery,
  useLazyListPhysicalProductsQuery,
  useListUsersQuery,
  useLazyListUsersQuery,
  useListUserWalletChangesQuery,
  useLazyListUserWalletChangesQuery,
  useListUserOrdersQuery,
  useLazyListUserOrdersQuery,
  useListUserWalletAddsQuery,
  useLazyListUserWalletAddsQuery,
  useListAutoServersQuery,
  useLazyListAutoServersQuery,
  useListSmsBroadcastsQuery,
  useLazyListSmsBroadcastsQuery,
  useListCompletedOrdersByAdminQuery,
  useLazyListCompletedOrdersByAdminQuery,
  useListShellUsageByAdminQuery,
  useLazyListShellUsageByAdminQuery,
  useListAuditLogQuery,
  useLazyListAuditLogQuery,
  useListRecordHistoryQuery,
  useLazyListRecordHistoryQuery,
} = api;

type ListHookName = { [Name in ListQueryName]: `use${Capitalize<Name>}Query` | `useLazy${Capitalize<Name>}Query` }[ListQueryName];
/** The list hooks this module still exports as generated (typed with the contract's answer, not `ListResult`). */
type GeneratedListHook = { [Hook in ListHookName]: (typeof self)[Hook] extends (typeof api)[Hook] ? never : Hook }[ListHookName];
// Typecheck names any list hook missing from the export above.
const everyListHookRetyped: [GeneratedListHook] extends [never] ? true : GeneratedListHook = true;
void everyListHookRetyped;
