import { signIn, useE2eContext } from '../support/e2e';

/**
 * The UI font ships with the app: every piece of text is drawn with it (not with whatever
 * sans-serif the machine has installed), served from this server under the CSP, so the layout and
 * the accessibility results are the same on every machine.
 */
describe('the shipped UI font', () => {
  const e2e = useE2eContext();

  it('draws the sign-in page and the dashboard with the shipped font, served from /assets under the CSP', async () => {
    const { server, page } = e2e();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to load/i.test(message.text())) violations.push(message.text());
    });
    const fonts: { url: string; status: number; type: string | undefined }[] = [];
    page.on('response', (response) => {
      if (/\.woff2$/.test(new URL(response.url()).pathname)) fonts.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] });
    });
    await page.setViewportSize({ width: 1366, height: 768 });

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    /** The fonts Chromium actually drew the text of the first element under `selector` that holds text, and whether each is a web font. */
    const drawnWith = async (selector: string) => {
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const probe = await page.evaluate((within) => {
        const holder = [...document.querySelectorAll(`${within}, ${within} *`)].find((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()));
        if (!holder) return null;
        const id = `probe-${Math.random().toString(36).slice(2)}`;
        holder.setAttribute('data-font-probe', id);
        return id;
      }, selector);
      expect({ selector, probe: probe !== null }).toEqual({ selector, probe: true });
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-font-probe="${probe}"]` });
      expect({ selector, found: nodeId > 0 }).toEqual({ selector, found: true });
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return used.map((f) => ({ family: f.familyName, custom: f.isCustomFont }));
    };

    await signIn(page, server.url);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Notices' }).waitFor();
    await page.getByRole('main').getByRole('heading').first().waitFor();
    for (const selector of ['nav a', 'header', 'main']) {
      const used = await drawnWith(selector);
      expect({ selector, used }).toEqual({ selector, used: [{ family: 'Roboto', custom: true }] });
    }

    // The signed-out page too (painted by index.html before the app's code).
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await drawnWith('#boot-login h1')).toEqual([{ family: 'Roboto', custom: true }]);

    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(new URL(font.url).origin).toBe(server.url);
      expect(new URL(font.url).pathname).toMatch(/^\/assets\/roboto-latin-wght-normal\.[0-9a-f]{10}\.woff2$/);
      expect([200, 304]).toContain(font.status);
      expect(font.type).toBe('font/woff2');
    }
    expect(violations).toEqual([]);
  });
});
