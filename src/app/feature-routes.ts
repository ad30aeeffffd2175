import type { FeatureRoute } from '../components/feature-route';
import { adminRoutes } from '../features/admins/routes';
import { auditRoutes } from '../features/audit/routes';
import { autoServerRoutes } from '../features/auto-servers/routes';
import { noticeRoutes } from '../features/notices/routes';
import { orderRoutes } from '../features/orders/routes';
import { orderMessageRoutes } from '../features/order-messages/routes';
import { paymentMethodRoutes } from '../features/payment-methods/routes';
import { physicalOrderRoutes } from '../features/physical-orders/routes';
import { physicalProductRoutes } from '../features/physical-products/routes';
import { bannerRoutes } from '../features/banners/routes';
import { profileRoutes } from '../features/profile/routes';
import { transactionRoutes } from '../features/transactions/routes';
import { topupProductRoutes } from '../features/topup-products/routes';
import { topupPackageRoutes } from '../features/topup-packages/routes';
import { topupPaymentMethodRoutes } from '../features/topup-payment-methods/routes';
import { voucherRoutes } from '../features/vouchers/routes';
import { userRoutes } from '../features/users/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { reportRoutes } from '../features/reports/routes';
import { smsRoutes } from '../features/sms/routes';

/** Every feature's screens: one line per feature. */
export const featureRoutes: readonly FeatureRoute[] = [
  ...dashboardRoutes,
  ...profileRoutes,
  ...transactionRoutes,
  ...orderRoutes,
  ...physicalOrderRoutes,
  ...bannerRoutes,
  ...topupProductRoutes,
  ...topupPackageRoutes,
  ...voucherRoutes,
  ...noticeRoutes,
  ...autoServerRoutes,
  ...orderMessageRoutes,
  ...paymentMethodRoutes,
  ...topupPaymentMethodRoutes,
  ...physicalProductRoutes,
  ...adminRoutes,
  ...auditRoutes,
  ...userRoutes,
  ...reportRoutes,
  ...smsRoutes,
];
