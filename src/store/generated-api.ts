import { baseApi as api } from "./base-api";
import type {
  AddVouchersInput,
  AddVouchersResult,
  Admin,
  AdminAuthModuleGrants,
  AdminAuthModules,
  AdminCreateInput,
  AdminOrderCount,
  AdminPackageGrants,
  AdminPackagePermissions,
  AdminPage,
  AdminPasswordResetInput,
  AdminRef,
  AdminSession,
  AdminUpdateInput,
  AuditRecord,
  AuditRecordPage,
  AuditTarget,
  AuthModule,
  AuthModuleActivateInput,
  AuthModulePage,
  AuthenticatorCode,
  AutoServer,
  AutoServerInput,
  AutoServerStatus,
  Banner,
  BannerCreateInput,
  BannerUpdateInput,
  CancelledCount,
  ChangePasswordInput,
  ChartData,
  CompleteOrdersInput,
  CompleteTransactionsInput,
  CompletedCount,
  DashboardStats,
  Deleted,
  DollarRateInput,
  DollarRateResult,
  Error,
  Health,
  HiddenVouchersResult,
  HttpUrl,
  HttpUrlOrNull,
  ImageName,
  ImageNameOrNull,
  Language,
  LoginInput,
  LoginResult,
  Me,
  Money,
  MoneyValue,
  Notice,
  NoticeInput,
  NoticeType,
  OrderClaim,
  OrderConflict,
  OrderMessage,
  OrderMessageInput,
  OrderPage,
  OrderStatus,
  OrderStatusInput,
  PackageVouchers,
  PaymentMethod,
  PaymentMethodInput,
  PendingCounts,
  PhysicalOrder,
  PhysicalOrderListInput,
  PhysicalOrderPage,
  PhysicalOrderStatus,
  PhysicalOrderStatusInput,
  PhysicalProduct,
  PhysicalProductCreateInput,
  PhysicalProductInput,
  PhysicalProductQuantity,
  Preferences,
  PreferencesInput,
  RecordChange,
  RecordHistoryEntry,
  RecordHistoryPage,
  RecordKind,
  RecoveryCodes,
  RequiredText,
  SalesChartData,
  SearchHit,
  SearchResults,
  SecondFactorCodeInput,
  SecondFactorConfirmInput,
  SecondFactorDisableInput,
  SecondFactorSetup,
  SecondFactorStatus,
  ShellUsage,
  SmsBroadcast,
  SmsBroadcastPage,
  SmsInput,
  SmsQueued,
  SmsRecipientCount,
  SuccessEnvelope,
  SupplierPrice,
  SupplierPriceValue,
  SyncResult,
  TopupOrder,
  TopupPackage,
  TopupPackageInput,
  TopupPaymentMethod,
  TopupProduct,
  TopupProductCreateInput,
  TopupProductInput,
  TopupType,
  TotalCapped,
  Transaction,
  TransactionEditInput,
  TransactionPage,
  TransactionStatus,
  TransactionStatusInput,
  UploadedImage,
  User,
  UserOrder,
  UserOrderPage,
  UserPage,
  UserUpdateInput,
  UserWalletAdd,
  UserWalletAddPage,
  Voucher,
  VoucherStatistic,
  WalletChange,
  WalletChangePage,
} from '../../openapi/generated/contract';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/health` }),
    }),
    getReady: build.query<GetReadyApiResponse, GetReadyApiArg>({
      query: () => ({ url: `/ready` }),
    }),
    getMetrics: build.query<GetMetricsApiResponse, GetMetricsApiArg>({
      query: () => ({ url: `/metrics` }),
    }),
    getPendingCounts: build.query<
      GetPendingCountsApiResponse,
      GetPendingCountsApiArg
    >({
      query: () => ({ url: `/admin/pending-counts` }),
    }),
    searchEverything: build.query<
      SearchEverythingApiResponse,
      SearchEverythingApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/search`,
        params: {
          q: queryArg.q,
        },
      }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/admin/login`,
        method: "POST",
        body: queryArg.loginInput,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/admin/logout`, method: "POST" }),
    }),
    getMe: build.query<GetMeApiResponse, GetMeApiArg>({
      query: () => ({ url: `/admin/me` }),
    }),
    changePassword: build.mutation<
      ChangePasswordApiResponse,
      ChangePasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/change-password`,
        method: "POST",
        body: queryArg.changePasswordInput,
      }),
    }),
    listMySessions: build.query<
      ListMySessionsApiResponse,
      ListMySessionsApiArg
    >({
      query: () => ({ url: `/admin/me/sessions` }),
    }),
    revokeMySession: build.mutation<
      RevokeMySessionApiResponse,
      RevokeMySessionApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/me/sessions/${queryArg.id}/revoke`,
        method: "POST",
      }),
    }),
    revokeMyOtherSessions: build.mutation<
      RevokeMyOtherSessionsApiResponse,
      RevokeMyOtherSessionsApiArg
    >({
      query: () => ({
        url: `/admin/me/sessions/revoke-others`,
        method: "POST",
      }),
    }),
    updateMyPreferences: build.mutation<
      UpdateMyPreferencesApiResponse,
      UpdateMyPreferencesApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/me/preferences`,
        method: "POST",
        body: queryArg.preferencesInput,
      }),
    }),
    beginSecondFactorSetup: build.mutation<
      BeginSecondFactorSetupApiResponse,
      BeginSecondFactorSetupApiArg
    >({
      query: () => ({ url: `/admin/me/second-factor/setup`, method: "POST" }),
    }),
    confirmSecondFactor: build.mutation<
      ConfirmSecondFactorApiResponse,
      ConfirmSecondFactorApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/me/second-factor/confirm`,
        method: "POST",
        body: queryArg.secondFactorConfirmInput,
      }),
    }),
    regenerateRecoveryCodes: build.mutation<
      RegenerateRecoveryCodesApiResponse,
      RegenerateRecoveryCodesApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/me/second-factor/recovery-codes`,
        method: "POST",
        body: queryArg.secondFactorCodeInput,
      }),
    }),
    disableMySecondFactor: build.mutation<
      DisableMySecondFactorApiResponse,
      DisableMySecondFactorApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/me/second-factor/disable`,
        method: "POST",
        body: queryArg.secondFactorDisableInput,
      }),
    }),
    resetAdminSecondFactor: build.mutation<
      ResetAdminSecondFactorApiResponse,
      ResetAdminSecondFactorApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/admins/${queryArg.id}/second-factor/reset`,
        method: "POST",
      }),
    }),
    listAdmins: build.query<ListAdminsApiResponse, ListAdminsApiArg>({
      query: (queryArg) => ({
        url: `/admin/admins`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          q: queryArg.q,
          sort: queryArg.sort,
        },
      }),
    }),
    getAdmin: build.query<GetAdminApiResponse, GetAdminApiArg>({
      query: (queryArg) => ({ url: `/admin/admin/${queryArg.id}` }),
    }),
    createAdmin: build.mutation<CreateAdminApiResponse, CreateAdminApiArg>({
      query: (queryArg) => ({
        url: `/admin/create-admin`,
        method: "POST",
        body: queryArg.adminCreateInput,
      }),
    }),
    deleteAdmin: build.mutation<DeleteAdminApiResponse, DeleteAdminApiArg>({
      query: (queryArg) => ({
        url: `/admin/admin/delete/${queryArg.id}`,
        method: "POST",
      }),
    }),
    updateAdmin: build.mutation<UpdateAdminApiResponse, UpdateAdminApiArg>({
      query: (queryArg) => ({
        url: `/admin/admin/update/${queryArg.id}`,
        method: "POST",
        body: queryArg.adminUpdateInput,
      }),
    }),
    resetAdminPassword: build.mutation<
      ResetAdminPasswordApiResponse,
      ResetAdminPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/admins/${queryArg.id}/password/reset`,
        method: "POST",
        body: queryArg.adminPasswordResetInput,
      }),
    }),
    deactivateAdmin: build.mutation<
      DeactivateAdminApiResponse,
      DeactivateAdminApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/admins/${queryArg.id}/deactivate`,
        method: "POST",
      }),
    }),
    reactivateAdmin: build.mutation<
      ReactivateAdminApiResponse,
      ReactivateAdminApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/admins/${queryArg.id}/reactivate`,
        method: "POST",
      }),
    }),
    syncPermissions: build.mutation<
      SyncPermissionsApiResponse,
      SyncPermissionsApiArg
    >({
      query: () => ({ url: `/admin/permission/sync`, method: "GET" }),
    }),
    listAuthModules: build.query<
      ListAuthModulesApiResponse,
      ListAuthModulesApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/auth-modules`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          q: queryArg.q,
          status: queryArg.status,
          tag: queryArg.tag,
          sort: queryArg.sort,
        },
      }),
    }),
    activateAuthModule: build.mutation<
      ActivateAuthModuleApiResponse,
      ActivateAuthModuleApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/auth-modules/active/${queryArg.id}`,
        method: "POST",
        body: queryArg.authModuleActivateInput,
      }),
    }),
    activateAllAuthModules: build.mutation<
      ActivateAllAuthModulesApiResponse,
      ActivateAllAuthModulesApiArg
    >({
      query: () => ({
        url: `/admin/auth-modules/activate-all`,
        method: "POST",
      }),
    }),
    getAdminAuthModules: build.query<
      GetAdminAuthModulesApiResponse,
      GetAdminAuthModulesApiArg
    >({
      query: (queryArg) => ({ url: `/admin/admin-auth/${queryArg.adminId}` }),
    }),
    updateAdminAuthModules: build.mutation<
      UpdateAdminAuthModulesApiResponse,
      UpdateAdminAuthModulesApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/admin-auth/update`,
        method: "POST",
        body: queryArg.adminAuthModules,
      }),
    }),
    getAdminPackagePermissions: build.query<
      GetAdminPackagePermissionsApiResponse,
      GetAdminPackagePermissionsApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-package-permission/admin/${queryArg.adminId}`,
      }),
    }),
    setAdminPackagePermissions: build.mutation<
      SetAdminPackagePermissionsApiResponse,
      SetAdminPackagePermissionsApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-package-permission/add-permission`,
        method: "POST",
        body: queryArg.adminPackagePermissions,
      }),
    }),
    listManualTransactions: build.query<
      ListManualTransactionsApiResponse,
      ListManualTransactionsApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/transaction`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          id: queryArg.id,
          q: queryArg.q,
          status: queryArg.status,
          sort: queryArg.sort,
        },
      }),
    }),
    listAutomatedTransactions: build.query<
      ListAutomatedTransactionsApiResponse,
      ListAutomatedTransactionsApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/automated-transaction`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          id: queryArg.id,
          status: queryArg.status,
          user_id: queryArg.userId,
          transaction_id: queryArg.transactionId,
          order_id: queryArg.orderId,
          number: queryArg["number"],
          phone: queryArg.phone,
          sort: queryArg.sort,
        },
      }),
    }),
    getTransaction: build.query<
      GetTransactionApiResponse,
      GetTransactionApiArg
    >({
      query: (queryArg) => ({ url: `/admin/transaction/${queryArg.id}` }),
    }),
    updateTransaction: build.mutation<
      UpdateTransactionApiResponse,
      UpdateTransactionApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/transaction/update-full-row/${queryArg.id}`,
        method: "POST",
        body: queryArg.transactionEditInput,
      }),
    }),
    updateTransactionStatus: build.mutation<
      UpdateTransactionStatusApiResponse,
      UpdateTransactionStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/transaction/update`,
        method: "POST",
        body: queryArg.transactionStatusInput,
      }),
    }),
    cancelAllPendingTransactions: build.mutation<
      CancelAllPendingTransactionsApiResponse,
      CancelAllPendingTransactionsApiArg
    >({
      query: () => ({ url: `/admin/transaction/cancel-all`, method: "POST" }),
    }),
    completeSelectedTransactions: build.mutation<
      CompleteSelectedTransactionsApiResponse,
      CompleteSelectedTransactionsApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/transaction/complete-selected-all`,
        method: "POST",
        body: queryArg.completeTransactionsInput,
      }),
    }),
    listOrders: build.query<ListOrdersApiResponse, ListOrdersApiArg>({
      query: (queryArg) => ({
        url: `/admin/orders`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          order_id: queryArg.orderId,
          user_id: queryArg.userId,
          status: queryArg.status,
          phone: queryArg.phone,
          date_from: queryArg.dateFrom,
          date_to: queryArg.dateTo,
          sort: queryArg.sort,
        },
      }),
    }),
    listMyPackageOrders: build.query<
      ListMyPackageOrdersApiResponse,
      ListMyPackageOrdersApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/orders/admin-order`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          order_id: queryArg.orderId,
          user_id: queryArg.userId,
          status: queryArg.status,
          phone: queryArg.phone,
          date_from: queryArg.dateFrom,
          date_to: queryArg.dateTo,
          sort: queryArg.sort,
        },
      }),
    }),
    updateOrderStatus: build.mutation<
      UpdateOrderStatusApiResponse,
      UpdateOrderStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/order/update-order-status/${queryArg.id}`,
        method: "POST",
        body: queryArg.orderStatusInput,
      }),
    }),
    completeSelectedOrders: build.mutation<
      CompleteSelectedOrdersApiResponse,
      CompleteSelectedOrdersApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/order/complete-selected-all`,
        method: "POST",
        body: queryArg.completeOrdersInput,
      }),
    }),
    claimOrder: build.mutation<ClaimOrderApiResponse, ClaimOrderApiArg>({
      query: (queryArg) => ({
        url: `/admin/order/claim/${queryArg.id}`,
        method: "POST",
      }),
    }),
    releaseOrderClaim: build.mutation<
      ReleaseOrderClaimApiResponse,
      ReleaseOrderClaimApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/order/release/${queryArg.id}`,
        method: "POST",
      }),
    }),
    takeNextOrder: build.mutation<
      TakeNextOrderApiResponse,
      TakeNextOrderApiArg
    >({
      query: () => ({ url: `/admin/order/take-next`, method: "POST" }),
    }),
    listOrderMessages: build.query<
      ListOrderMessagesApiResponse,
      ListOrderMessagesApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-order-message`,
        params: {
          order_id: queryArg.orderId,
        },
      }),
    }),
    createOrderMessage: build.mutation<
      CreateOrderMessageApiResponse,
      CreateOrderMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-order-message/create`,
        method: "POST",
        body: queryArg.orderMessageInput,
      }),
    }),
    deleteOrderMessage: build.mutation<
      DeleteOrderMessageApiResponse,
      DeleteOrderMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-order-message/delete/${queryArg.id}`,
        method: "GET",
      }),
    }),
    listPhysicalOrders: build.query<
      ListPhysicalOrdersApiResponse,
      ListPhysicalOrdersApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/physical-products-order`,
        method: "POST",
        body: queryArg.physicalOrderListInput,
      }),
    }),
    updatePhysicalOrderStatus: build.mutation<
      UpdatePhysicalOrderStatusApiResponse,
      UpdatePhysicalOrderStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/update-physical-order-status/${queryArg.id}`,
        method: "POST",
        body: queryArg.physicalOrderStatusInput,
      }),
    }),
    listTopupProducts: build.query<
      ListTopupProductsApiResponse,
      ListTopupProductsApiArg
    >({
      query: () => ({ url: `/admin/topup-products` }),
    }),
    getTopupProduct: build.query<
      GetTopupProductApiResponse,
      GetTopupProductApiArg
    >({
      query: (queryArg) => ({ url: `/admin/topup-product/${queryArg.id}` }),
    }),
    createTopupProduct: build.mutation<
      CreateTopupProductApiResponse,
      CreateTopupProductApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-product/create`,
        method: "POST",
        body: queryArg.topupProductCreateInput,
      }),
    }),
    updateTopupProduct: build.mutation<
      UpdateTopupProductApiResponse,
      UpdateTopupProductApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-product/update/${queryArg.id}`,
        method: "POST",
        body: queryArg.topupProductInput,
      }),
    }),
    deleteTopupProduct: build.mutation<
      DeleteTopupProductApiResponse,
      DeleteTopupProductApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-product/delete/${queryArg.id}`,
        method: "POST",
      }),
    }),
    listTopupPackages: build.query<
      ListTopupPackagesApiResponse,
      ListTopupPackagesApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-packages/${queryArg.productId}`,
      }),
    }),
    getTopupPackage: build.query<
      GetTopupPackageApiResponse,
      GetTopupPackageApiArg
    >({
      query: (queryArg) => ({ url: `/admin/topup-package/${queryArg.id}` }),
    }),
    createTopupPackage: build.mutation<
      CreateTopupPackageApiResponse,
      CreateTopupPackageApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-package/add`,
        method: "POST",
        body: queryArg.topupPackageInput,
      }),
    }),
    updateTopupPackage: build.mutation<
      UpdateTopupPackageApiResponse,
      UpdateTopupPackageApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-package/update/${queryArg.id}`,
        method: "POST",
        body: queryArg.topupPackageInput,
      }),
    }),
    deleteTopupPackage: build.mutation<
      DeleteTopupPackageApiResponse,
      DeleteTopupPackageApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-package/delete/${queryArg.id}`,
        method: "POST",
      }),
    }),
    updateDollarRate: build.mutation<
      UpdateDollarRateApiResponse,
      UpdateDollarRateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-package/update-dollar`,
        method: "POST",
        body: queryArg.dollarRateInput,
      }),
    }),
    getPackageVouchers: build.query<
      GetPackageVouchersApiResponse,
      GetPackageVouchersApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/packages/${queryArg.id}/voucher`,
        params: {
          q: queryArg.q,
          status: queryArg.status,
          sort: queryArg.sort,
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    addVouchers: build.mutation<AddVouchersApiResponse, AddVouchersApiArg>({
      query: (queryArg) => ({
        url: `/admin/packages/add-voucher`,
        method: "POST",
        body: queryArg.addVouchersInput,
      }),
    }),
    deleteVoucher: build.mutation<
      DeleteVoucherApiResponse,
      DeleteVoucherApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/packages/delete-voucher/${queryArg.id}`,
        method: "GET",
      }),
    }),
    hideUsedVouchers: build.mutation<
      HideUsedVouchersApiResponse,
      HideUsedVouchersApiArg
    >({
      query: () => ({ url: `/admin/soft-delete-voucher`, method: "GET" }),
    }),
    getVoucherStatistics: build.query<
      GetVoucherStatisticsApiResponse,
      GetVoucherStatisticsApiArg
    >({
      query: () => ({ url: `/admin/voucher/available-voucher-by-package` }),
    }),
    getIdCodeStatistics: build.query<
      GetIdCodeStatisticsApiResponse,
      GetIdCodeStatisticsApiArg
    >({
      query: () => ({ url: `/admin/packages/id-code-stat-by-package` }),
    }),
    listBanners: build.query<ListBannersApiResponse, ListBannersApiArg>({
      query: () => ({ url: `/admin/banners` }),
    }),
    getBanner: build.query<GetBannerApiResponse, GetBannerApiArg>({
      query: (queryArg) => ({ url: `/admin/banner/${queryArg.id}` }),
    }),
    createBanner: build.mutation<CreateBannerApiResponse, CreateBannerApiArg>({
      query: (queryArg) => ({
        url: `/admin/banner/create`,
        method: "POST",
        body: queryArg.bannerCreateInput,
      }),
    }),
    updateBanner: build.mutation<UpdateBannerApiResponse, UpdateBannerApiArg>({
      query: (queryArg) => ({
        url: `/admin/banner/update/${queryArg.id}`,
        method: "POST",
        body: queryArg.bannerUpdateInput,
      }),
    }),
    deleteBanner: build.mutation<DeleteBannerApiResponse, DeleteBannerApiArg>({
      query: (queryArg) => ({
        url: `/admin/banner/delete/${queryArg.id}`,
        method: "POST",
      }),
    }),
    listNotices: build.query<ListNoticesApiResponse, ListNoticesApiArg>({
      query: () => ({ url: `/admin/notices` }),
    }),
    getNotice: build.query<GetNoticeApiResponse, GetNoticeApiArg>({
      query: (queryArg) => ({ url: `/admin/notice/${queryArg.id}` }),
    }),
    createNotice: build.mutation<CreateNoticeApiResponse, CreateNoticeApiArg>({
      query: (queryArg) => ({
        url: `/admin/notice/create`,
        method: "POST",
        body: queryArg.noticeInput,
      }),
    }),
    updateNotice: build.mutation<UpdateNoticeApiResponse, UpdateNoticeApiArg>({
      query: (queryArg) => ({
        url: `/admin/notice/update/${queryArg.id}`,
        method: "POST",
        body: queryArg.noticeInput,
      }),
    }),
    deleteNotice: build.mutation<DeleteNoticeApiResponse, DeleteNoticeApiArg>({
      query: (queryArg) => ({
        url: `/admin/notice/delete/${queryArg.id}`,
        method: "POST",
      }),
    }),
    listPaymentMethods: build.query<
      ListPaymentMethodsApiResponse,
      ListPaymentMethodsApiArg
    >({
      query: () => ({ url: `/admin/payment-methods` }),
    }),
    getPaymentMethod: build.query<
      GetPaymentMethodApiResponse,
      GetPaymentMethodApiArg
    >({
      query: (queryArg) => ({ url: `/admin/payment-method/${queryArg.id}` }),
    }),
    createPaymentMethod: build.mutation<
      CreatePaymentMethodApiResponse,
      CreatePaymentMethodApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/payment-method/create`,
        method: "POST",
        body: queryArg.paymentMethodInput,
      }),
    }),
    updatePaymentMethod: build.mutation<
      UpdatePaymentMethodApiResponse,
      UpdatePaymentMethodApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/payment-method/update/${queryArg.id}`,
        method: "POST",
        body: queryArg.paymentMethodInput,
      }),
    }),
    deletePaymentMethod: build.mutation<
      DeletePaymentMethodApiResponse,
      DeletePaymentMethodApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/payment-method/delete/${queryArg.id}`,
        method: "POST",
      }),
    }),
    listTopupPaymentMethods: build.query<
      ListTopupPaymentMethodsApiResponse,
      ListTopupPaymentMethodsApiArg
    >({
      query: () => ({ url: `/admin/topup-pyament-methods` }),
    }),
    activateTopupPaymentMethod: build.mutation<
      ActivateTopupPaymentMethodApiResponse,
      ActivateTopupPaymentMethodApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-payment-method/active/${queryArg.id}`,
        method: "POST",
      }),
    }),
    deactivateTopupPaymentMethod: build.mutation<
      DeactivateTopupPaymentMethodApiResponse,
      DeactivateTopupPaymentMethodApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/topup-payment-method/inactive/${queryArg.id}`,
        method: "POST",
      }),
    }),
    listPhysicalProducts: build.query<
      ListPhysicalProductsApiResponse,
      ListPhysicalProductsApiArg
    >({
      query: () => ({ url: `/admin/physical-products` }),
    }),
    getPhysicalProduct: build.query<
      GetPhysicalProductApiResponse,
      GetPhysicalProductApiArg
    >({
      query: (queryArg) => ({ url: `/admin/physical-product/${queryArg.id}` }),
    }),
    createPhysicalProduct: build.mutation<
      CreatePhysicalProductApiResponse,
      CreatePhysicalProductApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/physical-product/create`,
        method: "POST",
        body: queryArg.physicalProductCreateInput,
      }),
    }),
    updatePhysicalProduct: build.mutation<
      UpdatePhysicalProductApiResponse,
      UpdatePhysicalProductApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/physical-product/update/${queryArg.id}`,
        method: "POST",
        body: queryArg.physicalProductInput,
      }),
    }),
    deletePhysicalProduct: build.mutation<
      DeletePhysicalProductApiResponse,
      DeletePhysicalProductApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/physical-product/delete/${queryArg.id}`,
        method: "POST",
      }),
    }),
    listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
      query: (queryArg) => ({
        url: `/admin/users`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          q: queryArg.q,
          sort: queryArg.sort,
        },
      }),
    }),
    getUser: build.query<GetUserApiResponse, GetUserApiArg>({
      query: (queryArg) => ({ url: `/admin/user/${queryArg.id}` }),
    }),
    updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
      query: (queryArg) => ({
        url: `/admin/user/update/${queryArg.id}`,
        method: "POST",
        body: queryArg.userUpdateInput,
      }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({
        url: `/admin/user/delete/${queryArg.id}`,
        method: "POST",
      }),
    }),
    listUserWalletChanges: build.query<
      ListUserWalletChangesApiResponse,
      ListUserWalletChangesApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/user/${queryArg.id}/wallet-history`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    listUserOrders: build.query<
      ListUserOrdersApiResponse,
      ListUserOrdersApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/user/${queryArg.id}/orders`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    listUserWalletAdds: build.query<
      ListUserWalletAddsApiResponse,
      ListUserWalletAddsApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/user/${queryArg.id}/wallet-adds`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    listAutoServers: build.query<
      ListAutoServersApiResponse,
      ListAutoServersApiArg
    >({
      query: () => ({ url: `/admin/auto-server` }),
    }),
    getAutoServer: build.query<GetAutoServerApiResponse, GetAutoServerApiArg>({
      query: (queryArg) => ({ url: `/admin/auto-server/${queryArg.id}` }),
    }),
    createAutoServer: build.mutation<
      CreateAutoServerApiResponse,
      CreateAutoServerApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/auto-server/create`,
        method: "POST",
        body: queryArg.autoServerInput,
      }),
    }),
    updateAutoServer: build.mutation<
      UpdateAutoServerApiResponse,
      UpdateAutoServerApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/auto-server/update/${queryArg.id}`,
        method: "POST",
        body: queryArg.autoServerInput,
      }),
    }),
    deleteAutoServer: build.mutation<
      DeleteAutoServerApiResponse,
      DeleteAutoServerApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/auto-server/delete/${queryArg.id}`,
        method: "POST",
      }),
    }),
    sendSms: build.mutation<SendSmsApiResponse, SendSmsApiArg>({
      query: (queryArg) => ({
        url: `/admin/send-sms`,
        method: "POST",
        body: queryArg.smsInput,
      }),
    }),
    countSmsRecipients: build.query<
      CountSmsRecipientsApiResponse,
      CountSmsRecipientsApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/sms-recipients`,
        params: {
          user_limit: queryArg.userLimit,
          only_wallet_user: queryArg.onlyWalletUser,
        },
      }),
    }),
    getSmsBroadcast: build.query<
      GetSmsBroadcastApiResponse,
      GetSmsBroadcastApiArg
    >({
      query: (queryArg) => ({ url: `/admin/sms-broadcast/${queryArg.id}` }),
    }),
    listSmsBroadcasts: build.query<
      ListSmsBroadcastsApiResponse,
      ListSmsBroadcastsApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/sms-broadcasts`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    getDashboardStats: build.query<
      GetDashboardStatsApiResponse,
      GetDashboardStatsApiArg
    >({
      query: () => ({ url: `/admin/dashboard-stats` }),
    }),
    getOrdersChart: build.query<
      GetOrdersChartApiResponse,
      GetOrdersChartApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/orders-chart-data`,
        params: {
          days: queryArg.days,
        },
      }),
    }),
    getSalesChart: build.query<GetSalesChartApiResponse, GetSalesChartApiArg>({
      query: (queryArg) => ({
        url: `/admin/this-month-sale-chart-data`,
        params: {
          days: queryArg.days,
        },
      }),
    }),
    listCompletedOrdersByAdmin: build.query<
      ListCompletedOrdersByAdminApiResponse,
      ListCompletedOrdersByAdminApiArg
    >({
      query: () => ({ url: `/admin/order-completed-by-admin` }),
    }),
    countMyCompletedOrdersThisMonth: build.query<
      CountMyCompletedOrdersThisMonthApiResponse,
      CountMyCompletedOrdersThisMonthApiArg
    >({
      query: () => ({ url: `/admin/this-month-completed-order` }),
    }),
    listShellUsageByAdmin: build.query<
      ListShellUsageByAdminApiResponse,
      ListShellUsageByAdminApiArg
    >({
      query: () => ({ url: `/admin/shell-used-by-admin` }),
    }),
    uploadImage: build.mutation<UploadImageApiResponse, UploadImageApiArg>({
      query: (queryArg) => ({
        url: `/v1/upload/image`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    listAuditLog: build.query<ListAuditLogApiResponse, ListAuditLogApiArg>({
      query: (queryArg) => ({
        url: `/admin/audit-log`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          admin_id: queryArg.adminId,
          operation_id: queryArg.operationId,
          outcome: queryArg.outcome,
          date_from: queryArg.dateFrom,
          date_to: queryArg.dateTo,
          sort: queryArg.sort,
        },
      }),
    }),
    listRecordHistory: build.query<
      ListRecordHistoryApiResponse,
      ListRecordHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/history/${queryArg.kind}/${queryArg.id}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetHealthApiResponse =
  /** status 200 The service is up */ SuccessEnvelope & {
    data: Health;
  };
export type GetHealthApiArg = void;
export type GetReadyApiResponse =
  /** status 200 Ready for new requests */ SuccessEnvelope & {
    data: Health;
  };
export type GetReadyApiArg = void;
export type GetMetricsApiResponse =
  /** status 200 The metrics (`text/plain; version=0.0.4`). */ string;
export type GetMetricsApiArg = void;
export type GetPendingCountsApiResponse =
  /** status 200 The counts */ SuccessEnvelope & {
    data: PendingCounts;
  };
export type GetPendingCountsApiArg = void;
export type SearchEverythingApiResponse =
  /** status 200 What matched, by group */ SuccessEnvelope & {
    data: SearchResults;
  };
export type SearchEverythingApiArg = {
  /** What to look for (id, phone, player id or transaction id). */
  q: string;
};
export type LoginApiResponse = /** status 200 Signed in */ SuccessEnvelope & {
  data: LoginResult;
};
export type LoginApiArg = {
  loginInput: LoginInput;
};
export type LogoutApiResponse =
  /** status 200 Done; no data. */ SuccessEnvelope & {
    data: null;
  };
export type LogoutApiArg = void;
export type GetMeApiResponse =
  /** status 200 The signed-in admin */ SuccessEnvelope & {
    data: Me;
  };
export type GetMeApiArg = void;
export type ChangePasswordApiResponse =
  /** status 200 Done; no data. */ SuccessEnvelope & {
    data: null;
  };
export type ChangePasswordApiArg = {
  changePasswordInput: ChangePasswordInput;
};
export type ListMySessionsApiResponse =
  /** status 200 The sessions */ SuccessEnvelope & {
    data: AdminSession[];
  };
export type ListMySessionsApiArg = void;
export type RevokeMySessionApiResponse =
  /** status 200 The id of the deleted record */ SuccessEnvelope & {
    data: Deleted;
  };
export type RevokeMySessionApiArg = {
  id: number;
};
export type RevokeMyOtherSessionsApiResponse =
  /** status 200 How many sessions were signed out */ SuccessEnvelope & {
    data: {
      revoked: number;
    };
  };
export type RevokeMyOtherSessionsApiArg = void;
export type UpdateMyPreferencesApiResponse =
  /** status 200 The saved preferences */ SuccessEnvelope & {
    data: Preferences;
  };
export type UpdateMyPreferencesApiArg = {
  preferencesInput: PreferencesInput;
};
export type BeginSecondFactorSetupApiResponse =
  /** status 200 The secret, as text and as an otpauth:// address for a QR code */ SuccessEnvelope & {
    data: SecondFactorSetup;
  };
export type BeginSecondFactorSetupApiArg = void;
export type ConfirmSecondFactorApiResponse =
  /** status 200 Ten new single-use recovery codes, shown only this once */ SuccessEnvelope & {
    data: RecoveryCodes;
  };
export type ConfirmSecondFactorApiArg = {
  secondFactorConfirmInput: SecondFactorConfirmInput;
};
export type RegenerateRecoveryCodesApiResponse =
  /** status 200 Ten new single-use recovery codes, shown only this once */ SuccessEnvelope & {
    data: RecoveryCodes;
  };
export type RegenerateRecoveryCodesApiArg = {
  secondFactorCodeInput: SecondFactorCodeInput;
};
export type DisableMySecondFactorApiResponse =
  /** status 200 Done; no data. */ SuccessEnvelope & {
    data: null;
  };
export type DisableMySecondFactorApiArg = {
  secondFactorDisableInput: SecondFactorDisableInput;
};
export type ResetAdminSecondFactorApiResponse =
  /** status 200 Done; no data. */ SuccessEnvelope & {
    data: null;
  };
export type ResetAdminSecondFactorApiArg = {
  id: number;
};
export type ListAdminsApiResponse =
  /** status 200 A page of admins */ SuccessEnvelope & AdminPage;
export type ListAdminsApiArg = {
  /** Page number, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
  /** Free-text search. */
  q?: string;
  /** One column, `-` for descending. */
  sort?:
    | "created_at"
    | "-created_at"
    | "first_name"
    | "-first_name"
    | "last_name"
    | "-last_name"
    | "username"
    | "-username"
    | "email"
    | "-email";
};
export type GetAdminApiResponse =
  /** status 200 The admin */ SuccessEnvelope & {
    data: Admin;
  };
export type GetAdminApiArg = {
  id: number;
};
export type CreateAdminApiResponse =
  /** status 200 The admin */ SuccessEnvelope & {
    data: Admin;
  };
export type CreateAdminApiArg = {
  adminCreateInput: AdminCreateInput;
};
export type DeleteAdminApiResponse =
  /** status 200 The id of the deleted record */ SuccessEnvelope & {
    data: Deleted;
  };
export type DeleteAdminApiArg = {
  id: number;
};
export type UpdateAdminApiResponse =
  /** status 200 The admin */ SuccessEnvelope & {
    data: Admin;
  };
export type UpdateAdminApiArg = {
  id: number;
  adminUpdateInput: AdminUpdateInput;
};
export type ResetAdminPasswordApiResponse =
  /** status 200 Done; no data. */ SuccessEnvelope & {
    data: null;
  };
export type ResetAdminPasswordApiArg = {
  id: number;
  adminPasswordResetInput: AdminPasswordResetInput;
};
export type DeactivateAdminApiResponse =
  /** status 200 The admin */ SuccessEnvelope & {
    data: Admin;
  };
export type DeactivateAdminApiArg = {
  id: number;
};
export type ReactivateAdminApiResponse =
  /** status 200 The admin */ SuccessEnvelope & {
    data: Admin;
  };
export type ReactivateAdminApiArg = {
  id: number;
};
export type SyncPermissionsApiResponse =
  /** status 200 Modules added */ SuccessEnvelope & {
    data: SyncResult;
  };
export type SyncPermissionsApiArg = void;
export type ListAuthModulesApiResponse =
  /** status 200 A page of auth modules */ SuccessEnvelope & AuthModulePage;
export type ListAuthModulesApiArg = {
  /** Page number, from 1 (1 when only `limit` is sent). With neither `page` nor `limit` (the
    existing dashboard has no pager on this list) the answer holds the whole list up to its
    first 10,000 rows; `total` counts them all.
     */
  page?: number;
  /** Rows per page (10 when only `page` is sent); neither means the whole list, up to 10,000 rows. */
  limit?: number;
  /** Free-text search. */
  q?: string;
  status?: 0 | 1;
  /** Only the modules of this domain (an AuthModule's `tag`). */
  tag?: string;
  /** One column, `-` for descending. */
  sort?:
    | "tag"
    | "-tag"
    | "name"
    | "-name"
    | "operation_id"
    | "-operation_id"
    | "path"
    | "-path"
    | "status"
    | "-status";
};
export type ActivateAuthModuleApiResponse =
  /** status 200 The activated module */ SuccessEnvelope & {
    data: AuthModule;
  };
export type ActivateAuthModuleApiArg = {
  id: number;
  authModuleActivateInput: AuthModuleActivateInput;
};
export type ActivateAllAuthModulesApiResponse =
  /** status 200 How many modules were activated */ SuccessEnvelope & {
    data: {
      activated: number;
    };
  };
export type ActivateAllAuthModulesApiArg = void;
export type GetAdminAuthModulesApiResponse =
  /** status 200 The admin's auth module ids */ SuccessEnvelope & {
    data: AdminAuthModuleGrants;
  };
export type GetAdminAuthModulesApiArg = {
  adminId: number;
};
export type UpdateAdminAuthModulesApiResponse =
  /** status 200 The admin's auth module ids */ SuccessEnvelope & {
    data: AdminAuthModuleGrants;
  };
export type UpdateAdminAuthModulesApiArg = {
  adminAuthModules: AdminAuthModules;
};
export type GetAdminPackagePermissionsApiResponse =
  /** status 200 The admin's top-up package ids */ SuccessEnvelope & {
    data: AdminPackageGrants;
  };
export type GetAdminPackagePermissionsApiArg = {
  adminId: number;
};
export type SetAdminPackagePermissionsApiResponse =
  /** status 200 The admin's top-up package ids */ SuccessEnvelope & {
    data: AdminPackageGrants;
  };
export type SetAdminPackagePermissionsApiArg = {
  adminPackagePermissions: AdminPackagePermissions;
};
export type ListManualTransactionsApiResponse =
  /** status 200 A page of transactions */ SuccessEnvelope & {
    data: TransactionPage;
  };
export type ListManualTransactionsApiArg = {
  /** Page number, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
  /** One transaction by its row id. */
  id?: number;
  /** Free-text search. */
  q?: string;
  status?: TransactionStatus;
  /** One column, `-` for descending; ties fall back to the id. Newest first by default. */
  sort?:
    | "created_at"
    | "-created_at"
    | "updated_at"
    | "-updated_at"
    | "amount"
    | "-amount"
    | "status"
    | "-status"
    | "id"
    | "-id";
};
export type ListAutomatedTransactionsApiResponse =
  /** status 200 A page of transactions */ SuccessEnvelope & {
    data: TransactionPage;
  };
export type ListAutomatedTransactionsApiArg = {
  /** Page number, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
  /** One transaction by its row id. */
  id?: number;
  status?: TransactionStatus;
  userId?: number;
  /** The payment provider's transaction id. */
  transactionId?: string;
  /** The payment provider's order id. */
  orderId?: string;
  /** The paying phone number. */
  number?: string;
  /** The existing dashboard's name for `number` (the paying phone number); when both are sent, each must match. */
  phone?: string;
  /** One column, `-` for descending; ties fall back to the id. Newest first by default. */
  sort?:
    | "created_at"
    | "-created_at"
    | "updated_at"
    | "-updated_at"
    | "amount"
    | "-amount"
    | "status"
    | "-status"
    | "id"
    | "-id";
};
export type GetTransactionApiResponse =
  /** status 200 The transaction */ SuccessEnvelope & {
    data: Transaction;
  };
export type GetTransactionApiArg = {
  id: number;
};
export type UpdateTransactionApiResponse =
  /** status 200 The transaction */ SuccessEnvelope & {
    data: Transaction;
  };
export type UpdateTransactionApiArg = {
  id: number;
  transactionEditInput: TransactionEditInput;
};
export type UpdateTransactionStatusApiResponse =
  /** status 200 The transaction */ SuccessEnvelope & {
    data: Transaction;
  };
export type UpdateTransactionStatusApiArg = {
  transactionStatusInput: TransactionStatusInput;
};
export type CancelAllPendingTransactionsApiResponse =
  /** status 200 How many were cancelled */ SuccessEnvelope & {
    data: CancelledCount;
  };
export type CancelAllPendingTransactionsApiArg = void;
export type CompleteSelectedTransactionsApiResponse =
  /** status 200 How many were completed and skipped */ SuccessEnvelope & {
    data: CompletedCount;
  };
export type CompleteSelectedTransactionsApiArg = {
  completeTransactionsInput: CompleteTransactionsInput;
};
export type ListOrdersApiResponse =
  /** status 200 A page of top-up orders */ SuccessEnvelope & {
    data: OrderPage;
  };
export type ListOrdersApiArg = {
  /** Page number, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
  orderId?: number;
  userId?: number;
  status?: OrderStatus;
  phone?: string;
  /** First day included, in the shop's time zone. */
  dateFrom?: string;
  /** Last day included, in the shop's time zone. */
  dateTo?: string;
  /** One column, `-` for descending; ties fall back to the id. Newest first by default. */
  sort?:
    | "created_at"
    | "-created_at"
    | "amount"
    | "-amount"
    | "status"
    | "-status"
    | "id"
    | "-id";
};
export type ListMyPackageOrdersApiResponse =
  /** status 200 A page of top-up orders */ SuccessEnvelope & {
    data: OrderPage;
  };
export type ListMyPackageOrdersApiArg = {
  /** Page number, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
  orderId?: number;
  userId?: number;
  status?: OrderStatus;
  phone?: string;
  /** First day included, in the shop's time zone. */
  dateFrom?: string;
  /** Last day included, in the shop's time zone. */
  dateTo?: string;
  /** One column, `-` for descending; ties fall back to the id. Newest first by default. */
  sort?:
    | "created_at"
    | "-created_at"
    | "amount"
    | "-amount"
    | "status"
    | "-status"
    | "id"
    | "-id";
};
export type UpdateOrderStatusApiResponse =
  /** status 200 The updated order */ SuccessEnvelope & {
    data: TopupOrder;
  };
export type UpdateOrderStatusApiArg = {
  id: number;
  orderStatusInput: OrderStatusInput;
};
export type CompleteSelectedOrdersApiResponse =
  /** status 200 How many were completed and skipped */ SuccessEnvelope & {
    data: CompletedCount;
  };
export type CompleteSelectedOrdersApiArg = {
  completeOrdersInput: CompleteOrdersInput;
};
export type ClaimOrderApiResponse =
  /** status 200 The order as it now is */ SuccessEnvelope & {
    data: TopupOrder;
  };
export type ClaimOrderApiArg = {
  id: number;
};
export type ReleaseOrderClaimApiResponse =
  /** status 200 The order as it now is */ SuccessEnvelope & {
    data: TopupOrder;
  };
export type ReleaseOrderClaimApiArg = {
  id: number;
};
export type TakeNextOrderApiResponse =
  /** status 200 The order as it now is */ SuccessEnvelope & {
    data: TopupOrder;
  };
export type TakeNextOrderApiArg = void;
export type ListOrderMessagesApiResponse =
  /** status 200 The order messages */ SuccessEnvelope & {
    data: OrderMessage[];
  };
export type ListOrderMessagesApiArg = {
  /** The order being edited (informational). */
  orderId?: number;
};
export type CreateOrderMessageApiResponse =
  /** status 200 The stored message */ SuccessEnvelope & {
    data: OrderMessage;
  };
export type CreateOrderMessageApiArg = {
  orderMessageInput: OrderMessageInput;
};
export type DeleteOrderMessageApiResponse =
  /** status 200 The id of the deleted record */ SuccessEnvelope & {
    data: Deleted;
  };
export type DeleteOrderMessageApiArg = {
  id: number;
};
export type ListPhysicalOrdersApiResponse =
  /** status 200 A page of physical orders */ SuccessEnvelope & {
    data: PhysicalOrderPage;
  };
export type ListPhysicalOrdersApiArg = {
  physicalOrderListInput: PhysicalOrderListInput;
};
export type UpdatePhysicalOrderStatusApiResponse =
  /** status 200 The updated order */ SuccessEnvelope & {
    data: PhysicalOrder;
  };
export type UpdatePhysicalOrderStatusApiArg = {
  id: number;
  physicalOrderStatusInput: PhysicalOrderStatusInput;
};
export type ListTopupProductsApiResponse =
  /** status 200 The top-up products */ SuccessEnvelope & {
    data: TopupProduct[];
  };
export type ListTopupProductsApiArg = void;
export type GetTopupProductApiResponse =
  /** status 200 The top-up product */ SuccessEnvelope & {
    data: TopupProduct;
  };
export type GetTopupProductApiArg = {
  id: number;
};
export type CreateTopupProductApiResponse =
  /** status 200 The top-up product */ SuccessEnvelope & {
    data: TopupProduct;
  };
export type CreateTopupProductApiArg = {
  topupProductCreateInput: TopupProductCreateInput;
};
export type UpdateTopupProductApiResponse =
  /** status 200 The top-up product */ SuccessEnvelope & {
    data: TopupProduct;
  };
export type UpdateTopupProductApiArg = {
  id: number;
  topupProductInput: TopupProductInput;
};
export type DeleteTopupProductApiResponse =
  /** status 200 The id of the deleted record */ SuccessEnvelope & {
    data: Deleted;
  };
export type DeleteTopupProductApiArg = {
  id: number;
};
export type ListTopupPackagesApiResponse =
  /** status 200 The product's packages */ SuccessEnvelope & {
    data: TopupPackage[];
  };
export type ListTopupPackagesApiArg = {
  productId: number;
};
export type GetTopupPackageApiResponse =
  /** status 200 The top-up package */ SuccessEnvelope & {
    data: TopupPackage;
  };
export type GetTopupPackageApiArg = {
  id: number;
};
export type CreateTopupPackageApiResponse =
  /** status 200 The top-up package */ SuccessEnvelope & {
    data: TopupPackage;
  };
export type CreateTopupPackageApiArg = {
  topupPackageInput: TopupPackageInput;
};
export type UpdateTopupPackageApiResponse =
  /** status 200 The top-up package */ SuccessEnvelope & {
    data: TopupPackage;
  };
export type UpdateTopupPackageApiArg = {
  id: number;
  topupPackageInput: TopupPackageInput;
};
export type DeleteTopupPackageApiResponse =
  /** status 200 The id of the deleted record */ SuccessEnvelope & {
    data: Deleted;
  };
export type DeleteTopupPackageApiArg = {
  id: number;
};
export type UpdateDollarRateApiResponse =
  /** status 200 Packages repriced */ SuccessEnvelope & {
    data: DollarRateResult;
  };
export type UpdateDollarRateApiArg = {
  dollarRateInput: DollarRateInput;
};
export type GetPackageVouchersApiResponse =
  /** status 200 The package, its product and a page of its vouchers */ SuccessEnvelope & {
    data: PackageVouchers;
  };
export type GetPackageVouchersApiArg = {
  id: number;
  /** Free-text search. */
  q?: string;
  /** `used`: given to an order or marked used; `available`: neither. */
  status?: "used" | "available";
  /** One column, `-` for descending; newest first by default (`created_at` is the order codes were added in). */
  sort?:
    "created_at" | "-created_at" | "data" | "-data" | "used_at" | "-used_at";
  /** Page number, from 1 (1 when only `limit` is sent). With neither `page` nor `limit` (the
    existing dashboard has no pager on this list) the answer holds the whole list up to its
    first 10,000 rows; `total` counts them all.
     */
  page?: number;
  /** Rows per page (10 when only `page` is sent); neither means the whole list, up to 10,000 rows. */
  limit?: number;
};
export type AddVouchersApiResponse =
  /** status 200 Codes added and skipped */ SuccessEnvelope & {
    data: AddVouchersResult;
  };
export type AddVouchersApiArg = {
  addVouchersInput: AddVouchersInput;
};
export type DeleteVoucherApiResponse =
  /** status 200 The id of the deleted record */ SuccessEnvelope & {
    data: Deleted;
  };
export type DeleteVoucherApiArg = {
  id: number;
};
export type HideUsedVouchersApiResponse =
  /** status 200 How many vouchers were hidden */ SuccessEnvelope & {
    data: HiddenVouchersResult;
  };
export type HideUsedVouchersApiArg = void;
export type GetVoucherStatisticsApiResponse =
  /** status 200 One row per package */ SuccessEnvelope & {
    data: VoucherStatistic[];
  };
export type GetVoucherStatisticsApiArg = void;
export type GetIdCodeStatisticsApiResponse =
  /** status 200 One row per package */ SuccessEnvelope & {
    data: VoucherStatistic[];
  };
export type GetIdCodeStatisticsApiArg = void;
export type ListBannersApiResponse =
  /** status 200 The banners */ SuccessEnvelope & {
    data: Banner[];
  };
export type ListBannersApiArg = void;
export type GetBannerApiResponse =
  /** status 200 The banner */ SuccessEnvelope & {
    data: Banner;
  };
export type GetBannerApiArg = {
  id: number;
};
export type CreateBannerApiResponse =
  /** status 200 The banner */ SuccessEnvelope & {
    data: Banner;
  };
export type CreateBannerApiArg = {
  bannerCreateInput: BannerCreateInput;
};
export type UpdateBannerApiResponse =
  /** status 200 The banner */ SuccessEnvelope & {
    data: Banner;
  };
export type UpdateBannerApiArg = {
  id: number;
  bannerUpdateInput: BannerUpdateInput;
};
export type DeleteBannerApiResponse =
  /** status 200 The id of the deleted record */ SuccessEnvelope & {
    data: Deleted;
  };
export type DeleteBannerApiArg = {
  id: number;
};
export type ListNoticesApiResponse =
  /** status 200 The notices */ SuccessEnvelope & {
    data: Notice[];
  };
export type ListNoticesApiArg = void;
export type GetNoticeApiResponse =
  /** status 200 The notice */ SuccessEnvelope & {
    data: Notice;
  };
export type GetNoticeApiArg = {
  id: number;
};
export type CreateNoticeApiResponse =
  /** status 200 The notice */ SuccessEnvelope & {
    data: Notice;
  };
export type CreateNoticeApiArg = {
  noticeInput: NoticeInput;
};
export type UpdateNoticeApiResponse =
  /** status 200 The notice */ SuccessEnvelope & {
    data: Notice;
  };
export type UpdateNoticeApiArg = {
  id: number;
  noticeInput: NoticeInput;
};
export type DeleteNoticeApiResponse =
  /** status 200 The id of the deleted record */ SuccessEnvelope & {
    data: Deleted;
  };
export type DeleteNoticeApiArg = {
  id: number;
};
export type ListPaymentMethodsApiResponse =
  /** status 200 The payment methods */ SuccessEnvelope & {
    data: PaymentMethod[];
  };
export type ListPaymentMethodsApiArg = void;
export type GetPaymentMethodApiResponse =
  /** status 200 The payment method */ SuccessEnvelope & {
    data: PaymentMethod;
  };
export type GetPaymentMethodApiArg = {
  id: number;
};
export type CreatePaymentMethodApiResponse =
  /** status 200 The payment method */ SuccessEnvelope & {
    data: PaymentMethod;
  };
export type CreatePaymentMethodApiArg = {
  paymentMethodInput: PaymentMethodInput;
};
export type UpdatePaymentMethodApiResponse =
  /** status 200 The payment method */ SuccessEnvelope & {
    data: PaymentMethod;
  };
export type UpdatePaymentMethodApiArg = {
  id: number;
  paymentMethodInput: PaymentMethodInput;
};
export type DeletePaymentMethodApiResponse =
  /** status 200 The id of the deleted record */ SuccessEnvelope & {
    data: Deleted;
  };
export type DeletePaymentMethodApiArg = {
  id: number;
};
export type ListTopupPaymentMethodsApiResponse =
  /** status 200 The top-up payment methods */ SuccessEnvelope & {
    data: TopupPaymentMethod[];
  };
export type ListTopupPaymentMethodsApiArg = void;
export type ActivateTopupPaymentMethodApiResponse =
  /** status 200 The top-up payment method */ SuccessEnvelope & {
    data: TopupPaymentMethod;
  };
export type ActivateTopupPaymentMethodApiArg = {
  id: number;
};
export type DeactivateTopupPaymentMethodApiResponse =
  /** status 200 The top-up payment method */ SuccessEnvelope & {
    data: TopupPaymentMethod;
  };
export type DeactivateTopupPaymentMethodApiArg = {
  id: number;
};
export type ListPhysicalProductsApiResponse =
  /** status 200 The physical products */ SuccessEnvelope & {
    data: PhysicalProduct[];
  };
export type ListPhysicalProductsApiArg = void;
export type GetPhysicalProductApiResponse =
  /** status 200 The physical product */ SuccessEnvelope & {
    data: PhysicalProduct;
  };
export type GetPhysicalProductApiArg = {
  id: number;
};
export type CreatePhysicalProductApiResponse =
  /** status 200 The physical product */ SuccessEnvelope & {
    data: PhysicalProduct;
  };
export type CreatePhysicalProductApiArg = {
  physicalProductCreateInput: PhysicalProductCreateInput;
};
export type UpdatePhysicalProductApiResponse =
  /** status 200 The physical product */ SuccessEnvelope & {
    data: PhysicalProduct;
  };
export type UpdatePhysicalProductApiArg = {
  id: number;
  physicalProductInput: PhysicalProductInput;
};
export type DeletePhysicalProductApiResponse =
  /** status 200 The id of the deleted record */ SuccessEnvelope & {
    data: Deleted;
  };
export type DeletePhysicalProductApiArg = {
  id: number;
};
export type ListUsersApiResponse =
  /** status 200 A page of customers */ SuccessEnvelope & {
    data: UserPage;
  };
export type ListUsersApiArg = {
  /** Page number, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
  /** Free-text search. */
  q?: string;
  /** One column, `-` for descending. */
  sort?:
    | "created_at"
    | "-created_at"
    | "username"
    | "-username"
    | "wallet"
    | "-wallet"
    | "id"
    | "-id";
};
export type GetUserApiResponse =
  /** status 200 The customer */ SuccessEnvelope & {
    data: User;
  };
export type GetUserApiArg = {
  id: number;
};
export type UpdateUserApiResponse =
  /** status 200 The customer */ SuccessEnvelope & {
    data: User;
  };
export type UpdateUserApiArg = {
  id: number;
  userUpdateInput: UserUpdateInput;
};
export type DeleteUserApiResponse =
  /** status 200 The id of the deleted record */ SuccessEnvelope & {
    data: Deleted;
  };
export type DeleteUserApiArg = {
  id: number;
};
export type ListUserWalletChangesApiResponse =
  /** status 200 A page of wallet changes */ SuccessEnvelope & WalletChangePage;
export type ListUserWalletChangesApiArg = {
  id: number;
  /** Page number, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
};
export type ListUserOrdersApiResponse =
  /** status 200 A page of the customer's orders */ SuccessEnvelope &
    UserOrderPage;
export type ListUserOrdersApiArg = {
  id: number;
  /** Page number, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
};
export type ListUserWalletAddsApiResponse =
  /** status 200 A page of the customer's wallet-adds */ SuccessEnvelope &
    UserWalletAddPage;
export type ListUserWalletAddsApiArg = {
  id: number;
  /** Page number, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
};
export type ListAutoServersApiResponse =
  /** status 200 The auto servers */ SuccessEnvelope & {
    data: AutoServer[];
  };
export type ListAutoServersApiArg = void;
export type GetAutoServerApiResponse =
  /** status 200 The auto server */ SuccessEnvelope & {
    data: AutoServer;
  };
export type GetAutoServerApiArg = {
  id: number;
};
export type CreateAutoServerApiResponse =
  /** status 200 The auto server */ SuccessEnvelope & {
    data: AutoServer;
  };
export type CreateAutoServerApiArg = {
  autoServerInput: AutoServerInput;
};
export type UpdateAutoServerApiResponse =
  /** status 200 The auto server */ SuccessEnvelope & {
    data: AutoServer;
  };
export type UpdateAutoServerApiArg = {
  id: number;
  autoServerInput: AutoServerInput;
};
export type DeleteAutoServerApiResponse =
  /** status 200 The id of the deleted record */ SuccessEnvelope & {
    data: Deleted;
  };
export type DeleteAutoServerApiArg = {
  id: number;
};
export type SendSmsApiResponse =
  /** status 202 Broadcast queued */ SuccessEnvelope & {
    data: SmsQueued;
  };
export type SendSmsApiArg = {
  smsInput: SmsInput;
};
export type CountSmsRecipientsApiResponse =
  /** status 200 The number of recipients */ SuccessEnvelope & {
    data: SmsRecipientCount;
  };
export type CountSmsRecipientsApiArg = {
  /** At most this many recipients; absent means all. */
  userLimit?: number;
  /** 1 keeps customers with at least one completed wallet-add transaction. */
  onlyWalletUser?: 0 | 1;
};
export type GetSmsBroadcastApiResponse =
  /** status 200 The broadcast and its counts */ SuccessEnvelope & {
    data: SmsBroadcast;
  };
export type GetSmsBroadcastApiArg = {
  id: number;
};
export type ListSmsBroadcastsApiResponse =
  /** status 200 A page of broadcasts */ SuccessEnvelope & SmsBroadcastPage;
export type ListSmsBroadcastsApiArg = {
  /** Page number, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
};
export type GetDashboardStatsApiResponse =
  /** status 200 The statistics */ SuccessEnvelope & {
    data: DashboardStats;
  };
export type GetDashboardStatsApiArg = void;
export type GetOrdersChartApiResponse =
  /** status 200 One count per day and its label, oldest first */ SuccessEnvelope & {
    data: ChartData;
  };
export type GetOrdersChartApiArg = {
  /** How many days back, today included. */
  days?: number;
};
export type GetSalesChartApiResponse =
  /** status 200 One sum per day and its label, oldest first */ SuccessEnvelope & {
    data: SalesChartData;
  };
export type GetSalesChartApiArg = {
  /** How many days back, today included. */
  days?: number;
};
export type ListCompletedOrdersByAdminApiResponse =
  /** status 200 One row per admin */ SuccessEnvelope & {
    data: AdminOrderCount[];
  };
export type ListCompletedOrdersByAdminApiArg = void;
export type CountMyCompletedOrdersThisMonthApiResponse =
  /** status 200 The count (data is a number) */ SuccessEnvelope & {
    data: number;
  };
export type CountMyCompletedOrdersThisMonthApiArg = void;
export type ListShellUsageByAdminApiResponse =
  /** status 200 One row per admin */ SuccessEnvelope & {
    data: ShellUsage[];
  };
export type ListShellUsageByAdminApiArg = void;
export type UploadImageApiResponse =
  /** status 200 The stored image */ SuccessEnvelope & {
    data: UploadedImage;
  };
export type UploadImageApiArg = {
  body: {
    image: Blob;
  };
};
export type ListAuditLogApiResponse =
  /** status 200 A page of audit records */ SuccessEnvelope & AuditRecordPage;
export type ListAuditLogApiArg = {
  /** Page number, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
  adminId?: number;
  /** An operationId of this contract (getMe lists them all for a super admin). */
  operationId?: string;
  /** `success` (2xx) or `refused` (4xx and 5xx). */
  outcome?: "success" | "refused";
  /** First day included, in the shop's time zone. */
  dateFrom?: string;
  /** Last day included, in the shop's time zone. */
  dateTo?: string;
  /** Newest first by default. */
  sort?: "created_at" | "-created_at";
};
export type ListRecordHistoryApiResponse =
  /** status 200 A page of the record's history */ SuccessEnvelope &
    RecordHistoryPage;
export type ListRecordHistoryApiArg = {
  kind: RecordKind;
  id: number;
  /** Page number, from 1. */
  page?: number;
  /** Rows per page. */
  limit?: number;
};
export const {
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useGetReadyQuery,
  useLazyGetReadyQuery,
  useGetMetricsQuery,
  useLazyGetMetricsQuery,
  useGetPendingCountsQuery,
  useLazyGetPendingCountsQuery,
  useSearchEverythingQuery,
  useLazySearchEverythingQuery,
  useLoginMutation,
  useLogoutMutation,
  useGetMeQuery,
  useLazyGetMeQuery,
  useChangePasswordMutation,
  useListMySessionsQuery,
  useLazyListMySessionsQuery,
  useRevokeMySessionMutation,
  useRevokeMyOtherSessionsMutation,
  useUpdateMyPreferencesMutation,
  useBeginSecondFactorSetupMutation,
  useConfirmSecondFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useDisableMySecondFactorMutation,
  useResetAdminSecondFactorMutation,
  useListAdminsQuery,
  useLazyListAdminsQuery,
  useGetAdminQuery,
  useLazyGetAdminQuery,
  useCreateAdminMutation,
  useDeleteAdminMutation,
  useUpdateAdminMutation,
  useResetAdminPasswordMutation,
  useDeactivateAdminMutation,
  useReactivateAdminMutation,
  useSyncPermissionsMutation,
  useListAuthModulesQuery,
  useLazyListAuthModulesQuery,
  useActivateAuthModuleMutation,
  useActivateAllAuthModulesMutation,
  useGetAdminAuthModulesQuery,
  useLazyGetAdminAuthModulesQuery,
  useUpdateAdminAuthModulesMutation,
  useGetAdminPackagePermissionsQuery,
  useLazyGetAdminPackagePermissionsQuery,
  useSetAdminPackagePermissionsMutation,
  useListManualTransactionsQuery,
  useLazyListManualTransactionsQuery,
  useListAutomatedTransactionsQuery,
  useLazyListAutomatedTransactionsQuery,
  useGetTransactionQuery,
  useLazyGetTransactionQuery,
  useUpdateTransactionMutation,
  useUpdateTransactionStatusMutation,
  useCancelAllPendingTransactionsMutation,
  useCompleteSelectedTransactionsMutation,
  useListOrdersQuery,
  useLazyListOrdersQuery,
  useListMyPackageOrdersQuery,
  useLazyListMyPackageOrdersQuery,
  useUpdateOrderStatusMutation,
  useCompleteSelectedOrdersMutation,
  useClaimOrderMutation,
  useReleaseOrderClaimMutation,
  useTakeNextOrderMutation,
  useListOrderMessagesQuery,
  useLazyListOrderMessagesQuery,
  useCreateOrderMessageMutation,
  useDeleteOrderMessageMutation,
  useListPhysicalOrdersQuery,
  useLazyListPhysicalOrdersQuery,
  useUpdatePhysicalOrderStatusMutation,
  useListTopupProductsQuery,
  useLazyListTopupProductsQuery,
  useGetTopupProductQuery,
  useLazyGetTopupProductQuery,
  useCreateTopupProductMutation,
  useUpdateTopupProductMutation,
  useDeleteTopupProductMutation,
  useListTopupPackagesQuery,
  useLazyListTopupPackagesQuery,
  useGetTopupPackageQuery,
  useLazyGetTopupPackageQuery,
  useCreateTopupPackageMutation,
  useUpdateTopupPackageMutation,
  useDeleteTopupPackageMutation,
  useUpdateDollarRateMutation,
  useGetPackageVouchersQuery,
  useLazyGetPackageVouchersQuery,
  useAddVouchersMutation,
  useDeleteVoucherMutation,
  useHideUsedVouchersMutation,
  useGetVoucherStatisticsQuery,
  useLazyGetVoucherStatisticsQuery,
  useGetIdCodeStatisticsQuery,
  useLazyGetIdCodeStatisticsQuery,
  useListBannersQuery,
  useLazyListBannersQuery,
  useGetBannerQuery,
  useLazyGetBannerQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
  useDeleteBannerMutation,
  useListNoticesQuery,
  useLazyListNoticesQuery,
  useGetNoticeQuery,
  useLazyGetNoticeQuery,
  useCreateNoticeMutation,
  useUpdateNoticeMutation,
  useDeleteNoticeMutation,
  useListPaymentMethodsQuery,
  useLazyListPaymentMethodsQuery,
  useGetPaymentMethodQuery,
  useLazyGetPaymentMethodQuery,
  useCreatePaymentMethodMutation,
  useUpdatePaymentMethodMutation,
  useDeletePaymentMethodMutation,
  useListTopupPaymentMethodsQuery,
  useLazyListTopupPaymentMethodsQuery,
  useActivateTopupPaymentMethodMutation,
  useDeactivateTopupPaymentMethodMutation,
  useListPhysicalProductsQuery,
  useLazyListPhysicalProductsQuery,
  useGetPhysicalProductQuery,
  useLazyGetPhysicalProductQuery,
  useCreatePhysicalProductMutation,
  useUpdatePhysicalProductMutation,
  useDeletePhysicalProductMutation,
  useListUsersQuery,
  useLazyListUsersQuery,
  useGetUserQuery,
  useLazyGetUserQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useListUserWalletChangesQuery,
  useLazyListUserWalletChangesQuery,
  useListUserOrdersQuery,
  useLazyListUserOrdersQuery,
  useListUserWalletAddsQuery,
  useLazyListUserWalletAddsQuery,
  useListAutoServersQuery,
  useLazyListAutoServersQuery,
  useGetAutoServerQuery,
  useLazyGetAutoServerQuery,
  useCreateAutoServerMutation,
  useUpdateAutoServerMutation,
  useDeleteAutoServerMutation,
  useSendSmsMutation,
  useCountSmsRecipientsQuery,
  useLazyCountSmsRecipientsQuery,
  useGetSmsBroadcastQuery,
  useLazyGetSmsBroadcastQuery,
  useListSmsBroadcastsQuery,
  useLazyListSmsBroadcastsQuery,
  useGetDashboardStatsQuery,
  useLazyGetDashboardStatsQuery,
  useGetOrdersChartQuery,
  useLazyGetOrdersChartQuery,
  useGetSalesChartQuery,
  useLazyGetSalesChartQuery,
  useListCompletedOrdersByAdminQuery,
  useLazyListCompletedOrdersByAdminQuery,
  useCountMyCompletedOrdersThisMonthQuery,
  useLazyCountMyCompletedOrdersThisMonthQuery,
  useListShellUsageByAdminQuery,
  useLazyListShellUsageByAdminQuery,
  useUploadImageMutation,
  useListAuditLogQuery,
  useLazyListAuditLogQuery,
  useListRecordHistoryQuery,
  useLazyListRecordHistoryQuery,
} = injectedRtkApi;
