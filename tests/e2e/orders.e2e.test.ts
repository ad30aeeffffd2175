import type { Page } from 'playwright-core';
import { addVouchers, createCustomer, createCustomerOrder, createTopupPackage, createTransaction } from '../support/fixtures';
import { openFromSidebar, pageOverflowX, signIn, useE2eContext } from '../support/e2e';

/**
 * Issue 9's daily work in the browser: an admin completes a voucher order and sees its code,
 * completes a wallet-add and sees the credit, and cancels an order with a stored note (refunded).
 */
/**
 * Shows columns from the column chooser, as an admin would: the lists hide their lowest-priority
 * columns where they do not fit (issue 22.1).
 */
async function showColumns(page: Page, names: string[]) {
  await page.getByRole('button', { name: 'Show/Hide columns' }).click();
  for (const name of names) {
    const toggle = page.getByRole('menu').getByRole('menuitem', { name: new RegExp(name) }).getByRole('switch');
    if (!(await toggle.isChecked())) await toggle.click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

describe('money and orders end to end', () => {
  const e2e = useE2eContext();

  /** Opens the row's Edit / Edit Status, picks a status (and a stored note), and updates. */
  async function changeStatus(page: Page, rowText: string, button: string, status: string, note?: string) {
    await page.getByRole('row').filter({ hasText: rowText }).getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /New status/ }).click();
    await page.getByRole('option', { name: status, exact: true }).click();
    if (note) {
      await dialog.getByRole('combobox', { name: 'Note' }).click();
      await page.getByRole('option', { name: note }).click();
    }
    await dialog.getByRole('button', { name: 'Update' }).click();
  }

  it('completes a voucher order and shows the code it received', async () => {
    const { server, page } = e2e();
    const { productId, packageId } = await createTopupPackage(server.db, 'voucher', { name: 'Google Play 500' });
    const [code] = await addVouchers(server.db, packageId, 1);
    const customer = await createCustomer(server.db, 0);
    const order = await createCustomerOrder(server.db, customer.id, productId, packageId);
    await signIn(page, server.url);

    await openFromSidebar(page, 'Orders');
    await page.waitForURL(`${server.url}/order`);
    // The filter goes into the URL: a reload shows the same rows.
    await page.getByRole('searchbox', { name: 'Order id' }).fill(String(order.id));
    await page.waitForURL(new RegExp(`[?&]order_id=${order.id}\\b`));
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: customer.username });
    await row.waitFor();
    expect(await page.getByRole('searchbox', { name: 'Order id' }).inputValue()).toBe(String(order.id));
    await showColumns(page, ['Voucher code']);

    await changeStatus(page, customer.username, 'Edit', 'Completed');
    await page.getByText('Order updated successfully').waitFor();
    await row.getByText(code, { exact: true }).waitFor();
    await row.getByText('Completed', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
  });

  it('completes a wallet-add and shows the credit on the customer', async () => {
    const { server, page } = e2e();
    const customer = await createCustomer(server.db, 100);
    const transaction = await createTransaction(server.db, customer.id, { amount: '250.50', transaction_id: 'E2E-TRX-777' });
    await page.goto(`${server.url}/`);
    if (page.url().endsWith('/login')) await signIn(page, server.url);

    await openFromSidebar(page, 'Add wallet');
    await page.getByRole('searchbox', { name: /Search number/ }).fill('E2E-TRX-777');
    await page.waitForURL(/[?&]q=E2E-TRX-777/);
    await showColumns(page, ['Transaction id']);
    await page.getByRole('row').filter({ hasText: 'E2E-TRX-777' }).waitFor();
    await changeStatus(page, 'E2E-TRX-777', 'Edit Status', 'Completed');
    await page.getByText('Transaction updated successfully').waitFor();
    await page.getByRole('row').filter({ hasText: 'E2E-TRX-777' }).getByText('Completed', { exact: true }).waitFor();

    await page.goto(`${server.url}/user?q=${customer.username}`);
    await page.getByRole('row').filter({ hasText: customer.username }).getByText('350.5 tk').waitFor();
    const credits = await server.db.selectFrom('wallet_changes').selectAll().where('transaction_id', '=', transaction.id).execute();
    expect(credits).toHaveLength(1);
  });

  it('cancels an order with a stored note: the note shows and the amount is refunded', async () => {
    const { server, page } = e2e();
    const { productId, packageId } = await createTopupPackage(server.db, 'in_game', { name: '520 Diamonds' });
    const customer = await createCustomer(server.db, 0);
    const order = await createCustomerOrder(server.db, customer.id, productId, packageId, { amount: 420, ingamepassword: 'secret-pass-9' });
    await server.db.insertInto('order_messages').values({ message: 'Wrong player id, money refunded.' }).execute();
    await page.goto(`${server.url}/order?order_id=${order.id}`);
    if (page.url().endsWith('/login')) {
      await signIn(page, server.url);
      await page.goto(`${server.url}/order?order_id=${order.id}`);
    }
    const row = page.getByRole('row').filter({ hasText: customer.username });
    await row.waitFor();
    await showColumns(page, ['In-game password', 'Completed by']);
    // The customer's in-game password stays masked until revealed.
    expect(await row.getByText('secret-pass-9').count()).toBe(0);
    await row.getByRole('button', { name: 'Show In-game password' }).click();
    await row.getByText('secret-pass-9').waitFor();

    await changeStatus(page, customer.username, 'Edit', 'Cancel', 'Wrong player id, money refunded.');
    await page.getByText('Order updated successfully').waitFor();
    await row.getByText('Wrong player id, money refunded.').waitFor();
    await row.getByText('Cancel', { exact: true }).waitFor();
    const wallet = await server.db.selectFrom('customers').select('wallet').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(wallet.wallet).toBe('420.00');
  });

  it('opens the orders without the date pickers’ code, and a day typed once the admin turns to From filters them', async () => {
    const { server, page } = e2e();
    const { productId, packageId } = await createTopupPackage(server.db, 'in_game', { name: '60 UC' });
    const customer = await createCustomer(server.db, 0);
    await createCustomerOrder(server.db, customer.id, productId, packageId);
    await page.goto(`${server.url}/`);
    if (page.url().endsWith('/login')) await signIn(page, server.url);
    await page.goto(`${server.url}/order`);
    await page.getByRole('row').filter({ hasText: customer.username }).waitFor();
    const pickersLoaded = () => page.evaluate("performance.getEntriesByType('resource').some((entry) => /\\/assets\\/pickers\\./.test(entry.name))");
    // The table (material-react-table imports the pickers for its column filters) and the date fields' stand-ins need none of it.
    expect(await pickersLoaded()).toBe(false);

    await page.getByRole('textbox', { name: 'From' }).click();
    const from = page.locator('.MuiPickersTextField-root').filter({ hasText: 'From' });
    await from.waitFor();
    expect(await pickersLoaded()).toBe(true);
    // The picker took the stand-in's place with the focus: what is typed goes into it.
    await page.keyboard.type('01012020');
    await page.waitForURL(/[?&]date_from=2020-01-01\b/);
    await page.getByRole('row').filter({ hasText: customer.username }).waitFor();

    // To's stand-in (still one: it was not turned to) opens its picker's calendar from its button.
    expect(await page.locator('.MuiPickersTextField-root').count()).toBe(1);
    await page.getByRole('button', { name: 'Choose date', exact: true }).last().click();
    await page.getByRole('dialog').getByRole('grid').waitFor();
    expect(await page.locator('.MuiPickersTextField-root').count()).toBe(2);
    await page.keyboard.press('Escape');
  });

  it('keeps the order and wallet screens within a phone and a laptop', async () => {
    const { server, page } = e2e();
    for (const size of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
      await page.setViewportSize(size);
      for (const path of ['/add-wallet', '/automated-add-wallet', '/order', '/subadmin-order', '/product-order']) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('main').getByRole('heading').first().waitFor();
        // Loaded: no skeleton (a phone's cards) and no progress bar (a table's first load).
        await page.waitForFunction(() => !document.querySelector('main .MuiSkeleton-root, main [role=progressbar]'), undefined, { timeout: 15_000 });
        expect({ path, width: size.width, overflow: await pageOverflowX(page) }).toEqual({ path, width: size.width, overflow: 0 });
      }
    }
  });
});
