import { openFromSidebar, signIn, useE2eContext } from '../support/e2e';

/** Forms that do not surprise, in real Chromium: a changed form asks before it is left. */
describe('forms end to end', () => {
  const e2e = useE2eContext();

  it('asks before leaving a changed form (a sidebar link, Back, closing the tab)', async () => {
    const { server, page } = e2e();
    await signIn(page, server.url);
    await openFromSidebar(page, 'Banners');
    await page.getByRole('link', { name: 'Add new' }).click();
    await page.waitForURL('**/banner/add');

    // Untouched: leaving does not ask.
    await page.goBack();
    await page.waitForURL(`${server.url}/banner`);
    await page.getByRole('link', { name: 'Add new' }).click();
    await page.waitForURL('**/banner/add');

    const note = page.getByRole('textbox', { name: 'Note' });
    await note.fill('Half-typed note');
    await openFromSidebar(page, 'Notices');
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${server.url}/banner/add`);
    await expect(note.inputValue()).resolves.toBe('Half-typed note');

    // The browser's Back is held too.
    await page.goBack();
    await question.waitFor();
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${server.url}/banner/add`);

    // Closing or reloading the tab gets the browser's own question: the page cancels beforeunload.
    const unloadCancelled = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    await expect(unloadCancelled()).resolves.toBe(true);

    // Leave goes.
    await openFromSidebar(page, 'Notices');
    await question.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${server.url}/notice`);
    await page.getByRole('heading', { name: 'Notices' }).waitFor();
    await expect(unloadCancelled()).resolves.toBe(false);
  });
});
