import type { Page } from 'playwright-core';
import { createOrder, createTopupPackage, grantOperations } from '../support/fixtures';
import { openFromSidebar, sidebarLink, signIn, useE2eContext } from '../support/e2e';

const BANNER_OPERATIONS = ['listBanners', 'getBanner', 'createBanner', 'updateBanner', 'deleteBanner'];
const SUB_ADMIN = { username: 'farhan', email: 'farhan@shop.test', password: 'farhan-strong-password' };

/** The sidebar's links, as the admin sees them. */
const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents();

/**
 * The super admin creates a sub-admin, grants the banner screens and two packages; the sub-admin,
 * signed in beside them in a second browser context, sees only those screens and only those
 * packages' orders, and loses a screen on their next request once it is taken away.
 */
describe('team end to end', () => {
  const e2e = useE2eContext();

  it('grants a sub-admin the banners and two packages, and takes the banners away again', async () => {
    const { server, page, browser } = e2e();
    const freeFire = await createTopupPackage(server.db, 'id_code', { name: '100 Diamonds' });
    const pubg = await createTopupPackage(server.db, 'voucher', { name: '60 UC' });
    const notGranted = await createTopupPackage(server.db, 'id_code', { name: '520 Diamonds' });
    await server.db.insertInto('banners').values({ note: 'Eid offer', link: null, banner: 'eid.png' }).execute();
    // One order of each package, named after it as the storefront names them.
    for (const [pkg, name] of [[freeFire, '100 Diamonds'], [pubg, '60 UC'], [notGranted, '520 Diamonds']] as const) {
      const order = await createOrder(server.db, pkg.productId, pkg.packageId);
      await server.db.updateTable('orders').set({ name }).where('id', '=', order.id).execute();
    }
    await signIn(page, server.url);

    // The super admin activates the banner list's module in one click (permission sync named it
    // from the contract), then every other one with Activate all: the notices' too, so the
    // sub-admin could be granted them but is not.
    await openFromSidebar(page, 'Auth modules');
    await page.getByRole('searchbox', { name: 'Search auth modules' }).fill('listBanners');
    const moduleRow = page.getByRole('row').filter({ hasText: 'GET /api/admin/banners' });
    await moduleRow.getByText('Banners: see').waitFor();
    await moduleRow.getByRole('button', { name: 'Activate listBanners' }).click();
    await page.getByText('Auth activated successfully').waitFor();
    await moduleRow.getByText('Activated').waitFor();
    await page.getByRole('button', { name: 'Activate all' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate all' }).click();
    await page.getByText(/^Activated \d+ auth module\(s\)$/).waitFor();
    const inactive = await server.db.selectFrom('auth_modules').select('operation_id').where('status', '=', 0).execute();
    expect(inactive).toEqual([]);

    // Creates the sub-admin.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Admins', exact: true }).click();
    await page.getByRole('link', { name: 'Add new admin' }).click();
    await page.waitForURL('**/admin/add');
    await page.getByRole('textbox', { name: 'First name' }).fill('Farhan');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Kabir');
    await page.getByRole('textbox', { name: 'Username' }).fill(SUB_ADMIN.username);
    await page.getByRole('textbox', { name: 'Email' }).fill(SUB_ADMIN.email);
    await page.getByLabel(/^Password/).fill(SUB_ADMIN.password);
    await page.getByLabel(/^Confirm password/).fill(SUB_ADMIN.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Admin created successfully').waitFor();
    await page.waitForURL(`${server.url}/admins`);
    const { id: subAdminId } = await server.db.selectFrom('admins').select('id').where('username', '=', SUB_ADMIN.username).executeTakeFirstOrThrow();

    // Grants the banners screen (select all of it: see, add, edit, delete)…
    // By name: a laptop's list leaves the e-mail column to the chooser (issue 22.1).
    const adminRow = page.getByRole('row').filter({ hasText: 'Farhan' });
    await adminRow.getByRole('link', { name: 'Manage Auth Permission' }).click();
    await page.waitForURL(`**/manage-auth-permission/${subAdminId}`);
    await page.getByRole('region', { name: 'Admin profile' }).getByText('Farhan Kabir').waitFor();
    await page.getByRole('checkbox', { name: 'Select all of Banners' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Auth permissions updated successfully').waitFor();
    const granted = await server.db
      .selectFrom('admin_auth_modules as g')
      .innerJoin('auth_modules as m', 'm.id', 'g.auth_module_id')
      .select('m.operation_id')
      .where('g.admin_id', '=', subAdminId)
      .execute();
    expect(granted.map((g) => g.operation_id).sort()).toEqual([...BANNER_OPERATIONS].sort());

    // …and two packages, each under its product.
    await page.goto(`${server.url}/manage-order-permission/${subAdminId}`);
    for (const name of ['100 Diamonds', '60 UC']) {
      const product = await server.db
        .selectFrom('topup_products')
        .innerJoin('topup_packages', 'topup_packages.product_id', 'topup_products.id')
        .select('topup_products.name')
        .where('topup_packages.name', '=', name)
        .executeTakeFirstOrThrow();
      await page.getByText(product.name, { exact: true }).click();
      await page.getByRole('checkbox', { name: new RegExp(name) }).check();
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Order permissions updated successfully').waitFor();
    const packages = await server.db.selectFrom('admin_package_permissions').select('package_id').where('admin_id', '=', subAdminId).execute();
    expect(packages.map((p) => p.package_id).sort((a, b) => a - b)).toEqual([freeFire.packageId, pubg.packageId]);
    expect(packages.map((p) => p.package_id)).not.toContain(notGranted.packageId);

    // The Admins Order screen too (granted like the banners; a module outside their groups).
    await grantOperations(server.db, subAdminId, ['listMyPackageOrders']);

    // The sub-admin signs in in a second browser context: only the banners and their packages' orders.
    const subContext = await browser.newContext();
    try {
      const sub = await subContext.newPage();
      await signIn(sub, server.url, SUB_ADMIN.username, SUB_ADMIN.password);
      await sub.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Banners' }).waitFor();
      await sidebarLink(sub, 'Admins Order').waitFor();
      expect(await sidebarLinks(sub)).toHaveLength(2);
      await openFromSidebar(sub, 'Admins Order');
      const orders = sub.getByRole('table');
      await orders.getByText('100 Diamonds').waitFor();
      await orders.getByText('60 UC').waitFor();
      expect(await orders.getByText('520 Diamonds').count()).toBe(0);
      // A screen not granted says so, and what opens it, instead of sending them home without a word.
      await sub.goto(`${server.url}/notice`);
      await sub.getByRole('heading', { name: 'You cannot open Notices' }).waitFor();
      await sub.getByText(/It takes the permission “Notices: see”/).waitFor();
      await openFromSidebar(sub, 'Banners');
      const bannerRow = sub.getByRole('row').filter({ hasText: 'Eid offer' });
      await bannerRow.waitFor();
      await sub.getByRole('link', { name: 'Add new' }).waitFor();

      // The super admin takes the banners away while the sub-admin has the list open.
      await page.goto(`${server.url}/manage-auth-permission/${subAdminId}`);
      await page.getByRole('checkbox', { name: 'Select all of Banners' }).uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Auth permissions updated successfully').waitFor();

      // The sub-admin's next request is refused, and the screen says at once that it is closed to
      // them now: no new sign-in.
      await bannerRow.getByRole('button', { name: 'Delete' }).click();
      await sub.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await sub.getByRole('heading', { name: 'You cannot open Banners' }).waitFor();
      // While the confirmation fades out the page behind it is hidden from the accessibility tree.
      await sub.getByRole('dialog').waitFor({ state: 'detached' });
      await sub.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Banners' }).waitFor({ state: 'detached' });
      expect(await sidebarLinks(sub)).toHaveLength(1);
      expect(await server.db.selectFrom('banners').select('id').where('note', '=', 'Eid offer').execute()).toHaveLength(1);
    } finally {
      await subContext.close();
    }
  });
});
