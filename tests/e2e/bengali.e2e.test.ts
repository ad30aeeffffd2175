import type { Page } from 'playwright-core';
import { axeViolations, type AxeFinding } from '../support/axe';
import { englishLeft, englishOnly } from '../support/catalogues';
import { signIn, useE2eContext } from '../support/e2e';
import { declaredRoutes, demoIds, demoUrl, screenReady } from '../support/screens';
import { SUPER_ADMIN } from '../support/test-server';
import { LANGUAGE_STORAGE_KEY } from '../../src/lib/i18n';


/** The demo shop's own data that happens to read like a catalogue text: names are never translated. */
const DEMO_DATA = new Set(['Admin' /* the owner's last name (Super Admin) */, 'Wallet' /* a payment method's name */]);

const findingsText = (findings: AxeFinding[]) => findings.map(({ route, rule, impact, help }) => `${route}  ${rule} (${impact}): ${help}`).join('\n');

/** Whether the page has drawn Bengali letters with the shipped Bengali face (Noto Sans Bengali). */
const bengaliFaceLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.unicodeRange.includes('U+980-9FE') && face.status === 'loaded');
  });

/** Issue 25: the whole dashboard in Bengali, from the sign-in page to every screen. */
describe('the dashboard in Bengali (Chromium)', () => {
  const e2e = useE2eContext({ env: () => ({ SEED_DEMO: '1' }) });
  let english: Awaited<ReturnType<typeof englishOnly>>;
  const fontFiles: string[] = [];

  beforeAll(async () => {
    english = await englishOnly();
    e2e().page.on('request', (request) => {
      if (/noto-sans-bengali/.test(request.url())) fontFiles.push(request.url());
    });
  });

  it('the sign-in page switches to বাংলা for this browser, and signing in saves it on the account', async () => {
    const { server, page } = e2e();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/api/health`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // English fetches no Bengali font.
    expect(fontFiles).toEqual([]);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'বাংলা' }).click()]);
    await page.getByRole('button', { name: 'সাইন ইন করুন' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    expect(await page.title()).toBe('সাইন ইন · Shop Admin');
    expect(await englishLeft(page, english)).toEqual([]);
    expect(findingsText(await axeViolations(page, '/login (bn)'))).toBe('');

    await page.getByLabel('ইমেইল').fill(SUPER_ADMIN.email);
    await page.getByLabel('পাসওয়ার্ড').fill('a wrong password');
    await page.getByRole('button', { name: 'সাইন ইন করুন' }).click();
    // The server's refusal in Bengali too.
    await page.getByText('ইমেইল বা পাসওয়ার্ড ভুল').waitFor();
    await page.getByLabel('পাসওয়ার্ড').fill(SUPER_ADMIN.password);
    await page.getByRole('button', { name: 'সাইন ইন করুন' }).click();
    await page.waitForURL(`${server.url}/`);
    await screenReady(page);
    expect(await bengaliFaceLoaded(page)).toBe(true);
    expect(fontFiles.length).toBeGreaterThan(0);
    const saved = () => server.db.selectFrom('admins').select(['language', 'bengali_digits']).where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow();
    // Saved by the app once it has started, just after the dashboard shows.
    for (let tries = 0; tries < 50 && (await saved()).language !== 'bn'; tries += 1) await page.waitForTimeout(100);
    expect(await saved()).toEqual({ language: 'bn', bengali_digits: true });
  });

  describe.each([
    { size: 'phone', width: 390, height: 844 },
    { size: 'laptop', width: 1366, height: 768 },
  ])('every screen on a $size', ({ width, height, size }) => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      const { server, page } = e2e();
      await page.setViewportSize({ width, height });
      ids = await demoIds(server.db);
      await signIn(page, server.url);
      await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ language: 'bn', bengaliDigits: true })), LANGUAGE_STORAGE_KEY);
    });

    it.each(declaredRoutes())('%s is in Bengali, with no serious accessibility finding', async (pattern) => {
      const { server, page } = e2e();
      const url = demoUrl(pattern, ids);
      await page.goto(`${server.url}${url}`);
      await screenReady(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
      // Nothing wider than the window (longer Bengali words included).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect((await englishLeft(page, english)).filter((text) => !DEMO_DATA.has(text))).toEqual([]);
      if (size === 'laptop') expect(findingsText(await axeViolations(page, `${url} (bn)`))).toBe('');
    });
  });

  it('the account menu switches back to English, for this account on every device', async () => {
    const { server, page } = e2e();
    await page.goto(`${server.url}/`);
    await screenReady(page);
    await page.getByRole('banner').getByRole('button', { name: /^অ্যাকাউন্ট মেনু/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitemradio', { name: 'English' }).click()]);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await server.db.selectFrom('admins').select('language').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow()).toEqual({ language: 'en' });
  });
});
