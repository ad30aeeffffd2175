import type { Page } from 'playwright-core';
import { createCustomer, createTransaction } from '../support/fixtures';
import { axeViolations } from '../support/axe';
import { pageOverflowX, signIn, useE2eContext } from '../support/e2e';

/**
 * Issue 22.2 in the browser: an admin opens an under-review wallet-add from its list, reads who
 * did what to it, completes it from the drawer (credited once) and sees that in its history; on a
 * phone the drawer is the whole screen, on a laptop a panel on the right; the address keeps it.
 */
describe('a wallet-add opened from its list', () => {
  const e2e = useE2eContext();
  const sizes = [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ];

  /** Waits until the address's query matches `pattern` (or, `present` false, no longer does). */
  const waitForSearch = (page: Page, pattern: string, present = true) =>
    page.waitForFunction(([source, want]) => new RegExp(source).test(location.search) === want, [pattern, present] as const);

  for (const size of sizes) {
    it(`opens, shows its history and completes it from the drawer at ${size.width}×${size.height}`, async () => {
      const { server, page } = e2e();
      await page.setViewportSize(size);
      const customer = await createCustomer(server.db, 10, { phone: `0155${String(size.width).padStart(7, '0')}` });
      const reference = `E2E-DRAWER-${size.width}`;
      const tx = await createTransaction(server.db, customer.id, { amount: '75.25', status: 'under_review', transaction_id: reference });
      // An edit recorded earlier, with the fields it changed, and one from before fields were recorded.
      const [admin] = await server.db.selectFrom('admins').select('id').orderBy('id').limit(1).execute();
      await server.db
        .insertInto('audit_log')
        .values([
          { admin_id: admin.id, operation_id: 'updateTransaction', method: 'POST', path: `/api/admin/transaction/update-full-row/${tx.id}`, target: `id=${tx.id}`,
            target_kind: 'transaction', target_id: String(tx.id), status_code: 200, created_at: new Date(Date.now() - 120_000),
            changes: JSON.stringify([{ field: 'amount', before: '70.00', after: '75.25' }]) },
          { admin_id: admin.id, operation_id: 'updateTransactionStatus', method: 'POST', path: '/api/admin/transaction/update', target: `transaction_id=${tx.id}`,
            target_kind: 'transaction', target_id: String(tx.id), status_code: 200, created_at: new Date(Date.now() - 240_000) },
        ])
        .execute();

      await page.goto(`${server.url}/add-wallet`);
      if (page.url().includes('/login')) await signIn(page, server.url);
      if (!page.url().endsWith('/add-wallet')) await page.goto(`${server.url}/add-wallet`);
      await page.getByRole('searchbox', { name: /Search number/ }).fill(reference);
      await waitForSearch(page, 'q=E2E-DRAWER');
      // Its row, or its card on a phone (the ID column gives way to the customer, amount and status on narrow screens).
      const row = page.locator(`main [data-roving-row="row"][data-row-id="${tx.id}"]`);
      const openRow = () => row.getByText('75.25 tk', { exact: true }).click();
      await row.waitFor();
      // The customer by name and phone where the list said "Customer #id" (a phone shows fewer columns).
      if (size.width >= 600) await row.getByText(customer.username).waitFor();

      await openRow();
      await waitForSearch(page, '[?&]open=\\d+');
      expect(new URL(page.url()).searchParams.get('open')).toBe(String(tx.id));
      const drawer = page.getByRole('dialog', { name: `Wallet-add #${tx.id}` });
      await drawer.waitFor();
      // Once it has slid in: against the right edge, the whole width on a phone.
      await page.waitForFunction(() => {
        const paper = document.querySelector('[role="dialog"][aria-modal="true"]');
        // (Its slide has ended: mid-slide its right edge already rounds to the window's.)
        return paper !== null && getComputedStyle(paper).transform === 'none' && Math.round(paper.getBoundingClientRect().right) === window.innerWidth;
      });
      const box = await drawer.boundingBox();
      if (size.width < 600) expect(box).toMatchObject({ x: 0, width: size.width });
      else expect(box && Math.round(box.width)).toBe(480);
      expect(await pageOverflowX(page)).toBe(0);

      // Its history: who edited what, and an older entry without field details.
      const history = drawer.getByRole('region', { name: 'History' });
      await history.getByText('Edited').waitFor();
      await history.getByText('Amount: 70 tk → 75.25 tk').waitFor();
      await history.getByText('No field details were recorded for this entry.').waitFor();
      expect(await axeViolations(page, `/add-wallet?open=${tx.id} ${size.width}`)).toEqual([]);

      // Completing it from the drawer: a question that defaults to Keep, then one credit.
      await drawer.getByRole('button', { name: 'Complete', exact: true }).click();
      const question = page.getByRole('dialog', { name: `Complete wallet-add #${tx.id}?` });
      await question.getByText(`75.25 tk is credited to ${customer.username}'s wallet, once.`).waitFor();
      await question.getByRole('button', { name: 'Complete', exact: true }).click();
      await page.getByText('Transaction updated successfully').first().waitFor();
      await drawer.getByText('Status changed').first().waitFor();
      await drawer.getByText('Status: Under review → Completed').waitFor();
      expect(await drawer.getByRole('button', { name: 'Complete', exact: true }).count()).toBe(0);
      const credits = await server.db.selectFrom('wallet_changes').select('new_balance').where('transaction_id', '=', tx.id).execute();
      expect(credits).toEqual([{ new_balance: '85.25' }]);

      // The address keeps it: a reload opens it again; Back closes it and leaves the list as it was.
      await page.reload();
      await page.getByRole('dialog', { name: `Wallet-add #${tx.id}` }).getByText('Status: Under review → Completed').waitFor();
      await page.getByRole('dialog', { name: `Wallet-add #${tx.id}` }).getByRole('button', { name: 'Close' }).click();
      await waitForSearch(page, 'open=', false);
      expect(new URL(page.url()).searchParams.get('q')).toBe(reference);
      await openRow();
      await page.getByRole('dialog', { name: `Wallet-add #${tx.id}` }).waitFor();
      await page.goBack();
      await waitForSearch(page, 'open=', false);
      await page.getByRole('dialog', { name: `Wallet-add #${tx.id}` }).waitFor({ state: 'detached' });
    });
  }
});
