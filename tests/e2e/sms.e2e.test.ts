import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openFromSidebar, pageOverflowX, signIn, useE2eContext } from '../support/e2e';

/**
 * A local SMS gateway that takes its time (so the progress can be watched) and refuses for good
 * the phones ending in 3 (one of the demo customers). It records every message it is sent.
 */
function slowGateway(delayMs: number) {
  const received: { to: string; message: string; authorization?: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { to, message } = JSON.parse(body) as { to: string; message: string };
      received.push({ to, message, authorization: req.headers.authorization });
      setTimeout(() => {
        const status = to.endsWith('3') ? 400 : 200;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
      }, delayMs);
    });
  });
  return {
    received,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/send`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMS broadcast and dashboard end to end', () => {
  const gateway = slowGateway(250);
  let gatewayUrl = '';
  beforeAll(async () => {
    gatewayUrl = await gateway.start();
  });
  afterAll(() => gateway.close());
  const e2e = useE2eContext({
    env: () => ({
      SEED_DEMO: '1',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gatewayUrl,
      SMS_HTTP_KEY: 'e2e-gateway-key',
      SMS_BATCH_SIZE: '2',
      SMS_CONCURRENCY: '1',
      SMS_POLL_MS: '100',
    }),
  });

  it('sends a broadcast to the demo customers and shows its progress live until it finishes', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url);
    const customers = await server.db
      .selectFrom('customers')
      .select('phone')
      .where('deleted_at', 'is', null)
      .where('phone', 'is not', null)
      .execute();
    const phones = new Set(customers.map((c) => (c.phone as string).trim()));
    expect(phones.size).toBeGreaterThanOrEqual(10);
    const refused = [...phones].filter((phone) => phone.endsWith('3')).length;

    await openFromSidebar(page, 'Send SMS');
    await page.waitForURL('**/send-sms');
    await page.getByRole('textbox', { name: 'Message' }).fill('  Eid offer: 10% bonus diamonds tonight  ');
    await page.getByRole('button', { name: 'Send' }).click();
    // It asks first, with the number of customers the server will send to; the safe button focused.
    const question = page.getByRole('dialog', { name: `Send to ${phones.size} customers?` });
    await question.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep editing');
    await question.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message is sending to the server..').waitFor();

    const progress = page.getByRole('region', { name: 'Broadcast progress' });
    const counts = progress.getByText(/ sent · /);
    await counts.waitFor();
    // Watch the counts as an admin would, until the broadcast says it has finished.
    const seen = new Set<string>();
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      seen.add((await counts.textContent()) ?? '');
      if (await progress.getByText('Finished').isVisible()) break;
      await page.waitForTimeout(150);
    }
    seen.add((await counts.textContent()) ?? '');
    const total = phones.size;
    const final = `${total - refused} sent · ${refused} failed · ${total} total`;
    expect([...seen].at(-1)).toBe(final);
    // Live: at least one state between nothing sent and done was on screen.
    const between = [...seen].filter((text) => {
      const [sent, failed] = text.match(/\d+/g)!.map(Number);
      return sent + failed > 0 && sent + failed < total;
    });
    expect(between.length).toBeGreaterThan(0);
    expect(await progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    // Every phone got the trimmed message exactly once, through the configured gateway.
    expect(gateway.received.map((r) => r.to).sort()).toEqual([...phones].sort());
    expect(new Set(gateway.received.map((r) => r.message))).toEqual(new Set(['Eid offer: 10% bonus diamonds tonight']));
    expect(gateway.received.every((r) => r.authorization === 'Bearer e2e-gateway-key')).toBe(true);

    const recent = page.getByRole('region', { name: 'Recent broadcasts' });
    await recent.getByRole('row').filter({ hasText: 'Eid offer: 10% bonus diamonds tonight' }).filter({ hasText: 'Finished' }).waitFor();

    // A phone (390 px): the navigation is a closed drawer and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ state: 'hidden' });
    // The charts take the new width when their resize observer fires: wait for the page to settle.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 10_000 }).catch(() => undefined);
    expect(await pageOverflowX(page)).toBeLessThanOrEqual(0);
  });

  it('shows the dashboard: its four cards, the other figures and both charts, one point per day', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.url}/`);
    for (const card of ['Orders waiting', 'Wallet-adds to verify', "Today's sales", "Today's completed orders"]) {
      await page.getByRole('region', { name: card }).getByText(/\d/).first().waitFor();
    }
    await page.getByRole('region', { name: 'More figures' }).getByText('Customers', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: "Today's sales" }).textContent()).toContain('৳');

    for (const name of ['Orders', 'Sales']) {
      const chart = page.getByRole('region', { name, exact: true });
      await chart.getByRole('img').waitFor();
      expect(await chart.locator('svg[role=img]').getAttribute('height')).toBe('364');
      await expect(chart.locator('[data-testid^="line.point."]').count()).resolves.toBe(30);
    }
    const orders = page.getByRole('region', { name: 'Orders', exact: true });
    expect(await orders.locator('[data-testid^="line.point."]').last().getAttribute('aria-label')).toMatch(/^\d{1,2} [A-Z][a-z]{2}: (1 order|[\d,]+ orders)$/);
    const days = orders.getByRole('textbox', { name: 'Days' });
    await days.fill('');
    await days.pressSequentially('7x');
    expect(await days.inputValue()).toBe('7');
    await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Orders"] [data-testid^="line.point."]').length === 7);

    // A phone (390 px): the navigation is a closed drawer and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ state: 'hidden' });
    // The charts take the new width when their resize observer fires: wait for the page to settle.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 10_000 }).catch(() => undefined);
    expect(await pageOverflowX(page)).toBeLessThanOrEqual(0);
  });
});
