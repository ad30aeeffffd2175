/**
 * The screens no sidebar link leads to, for `npm run bench:screens`: each by its route's path
 * (src/features/<feature>/routes.ts), at an address of the large shop. A screen of a record opens
 * the heaviest one the shop has where that is what an admin waits for: the customer with the most
 * orders, the package with the most voucher codes. src/app/bench-screen-addresses.test.ts checks
 * that every route without a sidebar link is here, so a new screen is measured from its first day.
 */

/** The records of the shop the screens are opened on. */
export interface ScreenSamples {
  /** An admin who is not the owner (their edit and permission screens). */
  subAdmin: number;
  autoServer: number;
  banner: number;
  notice: number;
  paymentMethod: number;
  physicalProduct: number;
  topupProduct: number;
  /** The package with the most voucher codes. */
  voucherPackage: number;
  /** The customer with the most orders. */
  customer: number;
}

/** Each reached screen's address, by its route's path. */
export const REACHED_SCREENS: Readonly<Record<string, (s: ScreenSamples) => string>> = {
  '/profile': () => '/profile',
  '/profile/change-password': () => '/profile/change-password',
  '/admin/add': () => '/admin/add',
  '/admin/edit/:id': (s) => `/admin/edit/${s.subAdmin}`,
  '/manage-auth-permission/:id': (s) => `/manage-auth-permission/${s.subAdmin}`,
  '/manage-order-permission/:id': (s) => `/manage-order-permission/${s.subAdmin}`,
  '/auto-server/add': () => '/auto-server/add',
  '/auto-server/edit/:id': (s) => `/auto-server/edit/${s.autoServer}`,
  '/banner/add': () => '/banner/add',
  '/banner/edit/:id': (s) => `/banner/edit/${s.banner}`,
  '/notice/add': () => '/notice/add',
  '/notice/edit/:id': (s) => `/notice/edit/${s.notice}`,
  '/topup-order-message/add-new': () => '/topup-order-message/add-new',
  '/payment-method/add': () => '/payment-method/add',
  '/payment-method/edit/:id': (s) => `/payment-method/edit/${s.paymentMethod}`,
  '/physical-product/add': () => '/physical-product/add',
  '/physical-product/edit/:id': (s) => `/physical-product/edit/${s.physicalProduct}`,
  '/topup-product/add': () => '/topup-product/add',
  '/topup-product/edit/:id': (s) => `/topup-product/edit/${s.topupProduct}`,
  '/topup-package/add/:productId': (s) => `/topup-package/add/${s.topupProduct}`,
  '/topup-package/edit/:id': (s) => `/topup-package/edit/${s.voucherPackage}`,
  '/topup-package/voucher/:id': (s) => `/topup-package/voucher/${s.voucherPackage}`,
  '/user/edit/:id': (s) => `/user/edit/${s.customer}`,
};
