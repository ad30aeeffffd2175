import type { Page } from 'playwright-core';
import { base32Decode, hotp, stepAt } from '../../server/auth/totp';
import { axeViolations } from '../support/axe';
import { pageOverflowX, signIn, useE2eContext } from '../support/e2e';
import { SUPER_ADMIN } from '../support/test-server';

/** What the admin's authenticator app shows for `secret` at a 30-second step (RFC 6238, as the server checks it). */
const codeAt = (secret: string, step: number) => hotp(base32Decode(secret), step);
const currentStep = () => stepAt(Date.now() / 1000);

/** Sideways scrolling once the layout has followed a new window size (the drawer and the breakpoints switch a frame later). */
async function settledOverflowX(page: Page): Promise<number> {
  await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, { timeout: 3000 }).catch(() => undefined);
  return pageOverflowX(page);
}


/**
 * The super admin turns on two-step sign-in from the profile (QR code drawn in the page, the key
 * read off the screen into an "authenticator" here, the first code, the recovery codes), signs out,
 * and signs in again through the prerendered form with password and code. On a phone's width and
 * a laptop's.
 */
describe('two-step sign-in end to end', () => {
  const e2e = useE2eContext();

  it('enrols from the profile, then signs in with password and code', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, server.url);

    await page.goto(`${server.url}/profile`);
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByText('Off', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Set up' }).click();
    const qr = section.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    expect(await settledOverflowX(page)).toBeLessThanOrEqual(0);

    // A phone's width: the QR code, the key and the code field still fit.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await settledOverflowX(page)).toBeLessThanOrEqual(0);
    expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(150);
    expect(await axeViolations(page, '/profile (set up two-step sign-in)')).toEqual([]);

    // The key as shown (groups of four), typed into the "app" here.
    const shownKey = await section.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent();
    const secret = (shownKey ?? '').replace(/\s/g, '');
    expect(secret.length).toBeGreaterThanOrEqual(16);
    const enrolledAt = currentStep();
    // The password beside the code: a session alone does not enrol an authenticator.
    const password = section.getByLabel(/^Password/);
    expect(await password.getAttribute('autocomplete')).toBe('current-password');
    await password.fill(SUPER_ADMIN.password);
    await section.getByRole('textbox', { name: /^Code from your authenticator app/ }).fill(codeAt(secret, enrolledAt));
    await section.getByRole('button', { name: 'Turn on' }).click();

    const codes = section.getByRole('list', { name: 'recovery codes' });
    await codes.waitFor();
    const recoveryCodes = await codes.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(await settledOverflowX(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, '/profile (recovery codes)')).toEqual([]);
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByText('On', { exact: true }).waitFor();
    await section.getByText('10', { exact: true }).waitFor();

    // Sign out, then a fresh page: the sign-in form index.html paints before any app code.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login(\?|$)/);
    // The signed-out session is written to storage before the next page load reads it.
    await page.waitForFunction(() => !/"token":"/.test(`${window.localStorage.getItem('persist:session')}${window.sessionStorage.getItem('persist:session')}`));
    await page.goto(`${server.url}/login`);
    const prerendered = page.locator('#boot-login-form');
    await prerendered.waitFor();
    await page.getByLabel('Email').fill(SUPER_ADMIN.email);
    await page.getByLabel('Password').fill(SUPER_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    const code = prerendered.getByRole('textbox', { name: 'Code from your authenticator app' });
    await code.waitFor();
    expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);
    // Identity and password stay in the page for the next try, out of sight.
    expect(await page.getByLabel('Password').isVisible()).toBe(false);
    expect(await page.getByLabel('Email').isVisible()).toBe(false);
    await prerendered.getByText(`Signing in as ${SUPER_ADMIN.email}`).waitFor();
    expect(await settledOverflowX(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, '/login (code)')).toEqual([]);

    // A code the app never showed: the server's reason under the field, still on the form.
    await code.fill(codeAt(secret, enrolledAt + 1000));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await prerendered.getByText('That code is not right. Try again, or use a recovery code.').waitFor();
    expect(page.url()).toBe(`${server.url}/login`);

    // The app's next code (the one used to enrol is spent), at a laptop's width.
    await page.setViewportSize({ width: 1366, height: 800 });
    await code.fill(codeAt(secret, Math.max(currentStep(), enrolledAt + 1)));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await settledOverflowX(page)).toBeLessThanOrEqual(0);
    const stored = await page.evaluate(() => localStorage.getItem('persist:session') ?? '');
    expect(stored).not.toContain(SUPER_ADMIN.password);
  });
});
