import type { FeatureRoute } from '../components/feature-route';
import { autoServerRoutes } from '../features/auto-servers/routes';
import { noticeRoutes } from '../features/notices/routes';
import { orderMessageRoutes } from '../features/order-messages/routes';
import { paymentMethodRoutes } from '../features/payment-methods/routes';
import { physicalProductRoutes } from '../features/physical-products/routes';
import { bannerRoutes } from '../features/banners/routes';
import { profileRoutes } from '../features/profile/routes';
import { topupProductRoutes } from '../features/topup-products/routes';
import { topupPackageRoutes } from '../features/topup-packages/routes';
import { topupPaymentMethodRoutes } from '../features/topup-payment-methods/routes';
import { voucherRoutes } from '../features/vouchers/routes';

/** Every feature's screens: one line per feature. */
export const featureRoutes: readonly FeatureRoute[] = [
  ...profileRoutes,
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
];
