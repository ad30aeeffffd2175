import { openFromSidebar, signIn, useE2eContext } from '../support/e2e';

/** Issue 7, point 3: the built dashboard runs under the strict CSP with no violation. */
describe('the dashboard under a strict Content Security Policy', () => {
  const e2e = useE2eContext();

  it('signs in and opens screens with no CSP violation in the console', async () => {
    const { server, page } = e2e();
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    const res = await page.goto(`${server.url}/login`);
    expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
    await signIn(page, server.url);
    await openFromSidebar(page, 'Banners');
    await page.getByRole('link', { name: 'Add new' }).waitFor();
    expect(violations).toEqual([]);
  });
});
