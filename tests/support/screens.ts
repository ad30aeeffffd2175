import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { TestServer } from './test-server';

/** Every screen's route pattern, as the features declare them (src/features/<domain>/routes.ts). */
export function declaredRoutes(): string[] {
  const features = path.resolve(__dirname, '..', '..', 'src', 'features');
  return fs
    .readdirSync(features)
    .map((domain) => path.join(features, domain, 'routes.ts'))
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/path: '([^']+)'/g)].map((match) => match[1]));
}

/** The demo shop's ids for each route's parameter (the first live row of each kind). */
export async function demoIds(db: TestServer['db']): Promise<Record<string, number>> {
  const first = async (table: 'banners' | 'notices' | 'auto_servers' | 'payment_methods' | 'physical_products' | 'topup_products' | 'customers') =>
    (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const voucherPackage = await db
    .selectFrom('topup_packages as p')
    .innerJoin('topup_products as pr', 'pr.id', 'p.product_id')
    .select('p.id')
    .where('pr.topup_type', '=', 'voucher')
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const subAdmin = await db.selectFrom('admins').select('id').where('is_super_admin', '=', false).orderBy('id').executeTakeFirstOrThrow();
  return {
    '/banner/edit/:id': await first('banners'),
    '/notice/edit/:id': await first('notices'),
    '/auto-server/edit/:id': await first('auto_servers'),
    '/payment-method/edit/:id': await first('payment_methods'),
    '/physical-product/edit/:id': await first('physical_products'),
    '/topup-product/edit/:id': await first('topup_products'),
    '/topup-package/add/:productId': await first('topup_products'),
    '/topup-package/edit/:id': voucherPackage.id,
    '/topup-package/voucher/:id': voucherPackage.id,
    '/user/edit/:id': await first('customers'),
    '/admin/edit/:id': subAdmin.id,
    '/manage-auth-permission/:id': subAdmin.id,
    '/manage-order-permission/:id': subAdmin.id,
  };
}

/** Waits until the screen has its heading and no loading placeholder is left. */
export async function screenReady(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main .MuiSkeleton-root, main [role=progressbar]'), undefined, { timeout: 15_000 });
}

/** A route pattern with the demo shop's id in it (`/banner/edit/3`). */
export const demoUrl = (pattern: string, ids: Record<string, number>) => pattern.replace(/:\w+/, () => String(ids[pattern]));
