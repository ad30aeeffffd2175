import type { HandlerMap } from '../http/handler';
import { adminHandlers } from './admins/handlers';
import { auditHandlers } from './audit/handlers';
import { dashboardHandlers } from './dashboard/handlers';
import { smsHandlers } from './sms/handlers';
import { userHandlers } from './users/handlers';
import { autoServerHandlers } from './auto-servers/handlers';
import { bannerHandlers } from './banners/handlers';
import { noticeHandlers } from './notices/handlers';
import { orderMessageHandlers } from './order-messages/handlers';
import { paymentMethodHandlers } from './payment-methods/handlers';
import { permissionHandlers } from './permissions/handlers';
import { physicalProductHandlers } from './physical-products/handlers';
import { secondFactorHandlers } from './second-factor/handlers';
import { sessionHandlers } from './session/handlers';
import { systemHandlers } from './system/handlers';
import { topupPaymentMethodHandlers } from './topup-payment-methods/handlers';
import { topupPackageHandlers } from './topup-packages/handlers';
import { topupProductHandlers } from './topup-products/handlers';
import { uploadHandlers } from './uploads/handlers';
import { voucherHandlers } from './vouchers/handlers';
import { orderHandlers } from './orders/handlers';
import { physicalOrderHandlers } from './physical-orders/handlers';
import { transactionHandlers } from './transactions/handlers';
import { liveHandlers } from './live/handlers';
import { searchHandlers } from './search/handlers';

/**
 * Every operation of the contract, by operationId: an operation added to the contract without a
 * handler fails `npm run typecheck` here (HandlerMap is exhaustive), and building the app as well.
 */
export const handlers: HandlerMap = {
  ...systemHandlers,
  ...sessionHandlers,
  ...secondFactorHandlers,
  ...uploadHandlers,
  ...permissionHandlers,
  ...bannerHandlers,
  ...topupProductHandlers,
  ...topupPackageHandlers,
  ...voucherHandlers,
  ...noticeHandlers,
  ...autoServerHandlers,
  ...orderMessageHandlers,
  ...paymentMethodHandlers,
  ...topupPaymentMethodHandlers,
  ...physicalProductHandlers,
  ...adminHandlers,
  ...userHandlers,
  ...dashboardHandlers,
  ...smsHandlers,
  ...auditHandlers,
  ...transactionHandlers,
  ...orderHandlers,
  ...physicalOrderHandlers,
  ...liveHandlers,
  ...searchHandlers,
};
