import { openFromSidebar, signIn, useE2eContext } from '../support/e2e';

/** Sign in, add a banner with an image, see it listed, sign out: real Chromium, real HTTP, real database. */
describe('banners end to end', () => {
  const e2e = useE2eContext();

  it('signs in, adds a banner with an image, sees it listed, and signs out', async () => {
    const { server, page, imageFile } = e2e();
    await page.goto(`${server.url}/banner`);
    // Signed out: the sign-in page, which returns to /banner afterwards.
    await page.waitForURL(`${server.url}/login?next=%2Fbanner`);

    await signIn(page, server.url);

    await openFromSidebar(page, 'Banners');
    await page.getByRole('link', { name: 'Add new' }).click();
    await page.waitForURL('**/banner/add');
    await page.getByRole('textbox', { name: 'Note' }).fill('Winter sale e2e');
    await page.getByRole('textbox', { name: 'Link' }).fill('https://shop.test/winter');
    await page.locator('input[type=file]').setInputFiles(imageFile);
    await page.getByAltText('Banner image preview').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Banner created successfully').waitFor();
    await page.waitForURL(`${server.url}/banner`);

    const row = page.getByRole('row').filter({ hasText: 'Winter sale e2e' });
    await row.waitFor();
    const src = await row.locator('img').getAttribute('src');
    expect(src).toMatch(/\/images\/[0-9a-f-]{36}\.png$/);
    // Origin-relative (no PUBLIC_ORIGIN): it works at whatever address the dashboard was opened.
    const image = await page.request.get(new URL(src as string, server.url).href);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    const stored = await server.db.selectFrom('banners').selectAll().where('note', '=', 'Winter sale e2e').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ link: 'https://shop.test/winter', isactive: 1 });

    await page.getByRole('button', { name: /account/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login(\?|$)/);
    const sessions = await server.db.selectFrom('sessions').select('revoked_at').execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    // The signed-out session is written to storage (redux-persist) before the next page load reads it.
    await page.waitForFunction(() => !/"token":"/.test(`${window.localStorage.getItem('persist:session')}${window.sessionStorage.getItem('persist:session')}`));
    await page.goto(`${server.url}/banner`);
    // Signed out: the sign-in page, which returns to /banner afterwards.
    await page.waitForURL(`${server.url}/login?next=%2Fbanner`);
  });
});
