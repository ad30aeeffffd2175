import { sql } from 'kysely';
import { createTopupPackage } from '../support/fixtures';
import { openFromSidebar, signIn, useE2eContext } from '../support/e2e';

/** Issue 8.2 and 8.3: screens that fail to load, sessions that end, lists sorted as a whole. */
describe('a shell that survives', () => {
  const e2e = useE2eContext();

  it('shows a screen whose code fails to load as an error inside the layout, with Try again', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, server.url);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Notices' }).waitFor();

    // Every script not loaded yet is unreachable now (the connection dropped).
    await page.route('**/assets/*.js', (route) => route.abort('connectionrefused'));
    await openFromSidebar(page, 'Notices');
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText('This screen could not be loaded. The server cannot be reached.').waitFor();
    // The shell stays: sidebar and top bar.
    await nav.getByRole('link', { name: 'Banners' }).waitFor();
    await page.getByRole('button', { name: 'Toggle sidebar' }).waitFor();

    // A deploy replaced the files: the chunk is gone, so Reload is offered.
    await page.unroute('**/assets/*.js');
    await page.route('**/assets/*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await alert.getByRole('button', { name: 'Try again' }).click();
    await alert.getByText('A new version of the dashboard was installed: reload to get it.').waitFor();
    await alert.getByRole('button', { name: 'Reload' }).waitFor();

    // The connection is back: Try again loads the screen without reloading the page.
    await page.unroute('**/assets/*.js');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Notices' }).waitFor();
  });

  it('tells the admin the session ended, keeps what they typed, and carries on after signing in again', async () => {
    const { server, page } = e2e();
    await signIn(page, server.url);
    await page.goto(`${server.url}/topup-order-message/add-new`);
    const note = page.getByRole('textbox', { name: 'Message' });
    await note.fill('Eid offer — draft typed before the session ended');

    await server.db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('revoked_at', 'is', null).execute();
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    expect(page.url()).toBe(`${server.url}/topup-order-message/add-new`);
    await dialog.getByLabel('Password').fill('correct horse battery staple');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/topup-order-message/add-new`);
    expect(await note.inputValue()).toBe('Eid offer — draft typed before the session ended');
  });

  it('brings a signed-out deep link back to its screen after signing in', async () => {
    const { server, page } = e2e();
    const { packageId } = await createTopupPackage(server.db, 'voucher');
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await page.goto(`${server.url}/topup-package/voucher/${packageId}`);
    await page.waitForURL(`${server.url}/login?next=${encodeURIComponent(`/topup-package/voucher/${packageId}`)}`);
    await page.getByLabel('Email').fill('owner@shop.test');
    await page.getByLabel('Password').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/topup-package/voucher/${packageId}`);
    await page.getByRole('heading', { name: 'Vouchers' }).waitFor();
  });

  it('sorts the whole voucher list on the server, and keeps the sort in the address', async () => {
    const { server, page } = e2e();
    const { packageId } = await createTopupPackage(server.db, 'voucher');
    await server.db
      .insertInto('vouchers')
      .values(Array.from({ length: 25 }, (_, i) => ({ package_id: packageId, data: `WHOLE-${String(i + 1).padStart(2, '0')}` })))
      .execute();
    await page.goto(`${server.url}/topup-package/voucher/${packageId}`);
    // Newest first: page 1 shows 25…16; WHOLE-01 is on page 3.
    await page.getByRole('cell', { name: 'WHOLE-25', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'WHOLE-01', exact: true }).count()).toBe(0);

    await page.getByRole('columnheader', { name: /Code/ }).getByRole('button', { name: /sort/i }).click();
    await page.getByRole('cell', { name: 'WHOLE-01', exact: true }).waitFor();
    await page.waitForURL(/[?&]sort=data\b/);
    await page.reload();
    const firstCode = page.locator('main tbody tr').first().locator('code');
    await page.getByRole('cell', { name: 'WHOLE-01', exact: true }).waitFor();
    expect(await firstCode.innerText()).toBe('WHOLE-01');
  });
});
