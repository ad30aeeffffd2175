import type { Page } from 'playwright-core';
import { openFromSidebar, signIn, useE2eContext } from '../support/e2e';

/**
 * Issue 3's path through the catalogue: create a voucher product and a package, paste codes with a
 * blank line and a duplicate, and see the counts on the voucher page and in the statistics.
 */
describe('vouchers end to end', () => {
  const e2e = useE2eContext();

  it('creates a voucher product and package, adds pasted codes, and counts them', async () => {
    const { server, page, imageFile: logoFile } = e2e();
    await signIn(page, server.url);

    await openFromSidebar(page, 'Top-up products');
    await page.getByRole('link', { name: 'Add new' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Steam Wallet e2e');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Voucher' }).click();
    await page.locator('input[type=file]').setInputFiles(logoFile);
    await page.getByAltText('Logo preview').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Product created successfully').waitFor();
    await page.waitForURL(`${server.url}/topup-product`);

    await page.getByRole('row').filter({ hasText: 'Steam Wallet e2e' }).getByRole('link', { name: 'Add package' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('$20 card');
    await page.getByRole('textbox', { name: 'Sell price' }).fill('2600');
    await page.getByRole('textbox', { name: 'Buy price' }).fill('20');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Topup package created successfully').waitFor();

    await page.goto(`${server.url}/topup-packages`);
    await page.getByRole('button', { name: /Steam Wallet e2e/ }).click();
    await page.getByRole('row').filter({ hasText: '$20 card' }).getByRole('link', { name: 'Vouchers' }).click();
    await page.waitForURL(/\/topup-package\/voucher\/\d+$/);
    await page.getByText('Steam Wallet e2e').first().waitFor();

    const box = page.getByRole('textbox', { name: /Voucher data/ });
    await box.fill('STEAM-AAA-1\n\nSTEAM-BBB-2\nSTEAM-AAA-1\n  STEAM-CCC-3  ');
    await page.getByText('Voucher data (5').first().waitFor();
    await page.getByRole('button', { name: 'Add Voucher' }).click();
    await page.getByText('3 added, 1 skipped as blank, 1 skipped as duplicate', { exact: false }).waitFor();
    await expectValue(box).toHaveValueSoon('');
    for (const code of ['STEAM-AAA-1', 'STEAM-BBB-2', 'STEAM-CCC-3']) await page.getByRole('cell', { name: code, exact: true }).waitFor();

    const stored = await server.db
      .selectFrom('vouchers as v')
      .innerJoin('topup_packages as p', 'p.id', 'v.package_id')
      .select('v.data')
      .where('p.name', '=', '$20 card')
      .orderBy('v.data')
      .execute();
    expect(stored.map((v) => v.data)).toEqual(['STEAM-AAA-1', 'STEAM-BBB-2', 'STEAM-CCC-3']);

    await openFromSidebar(page, 'Voucher statistics');
    const statRow = page.getByRole('row').filter({ hasText: '$20 card' });
    await statRow.waitFor();
    const cells = await statRow.getByRole('cell').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining(['Steam Wallet e2e', '$20 card', '0']));
    // 3 codes left: flagged as low stock.
    expect(cells).toContainEqual(expect.stringMatching(/^3\s+Low stock$/));
  });
});

/** Polls a text box until its value is the expected one (the box clears after the answer arrives). */
function expectValue(locator: ReturnType<Page['getByRole']>) {
  return {
    async toHaveValueSoon(expected: string) {
      const deadline = Date.now() + 10_000;
      while ((await locator.inputValue()) !== expected) {
        if (Date.now() > deadline) throw new Error(`value stayed "${(await locator.inputValue()).slice(0, 50)}"`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
