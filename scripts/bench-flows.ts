/**
 * `npm run bench:flows` (after `npm run build`): the admins' daily flows in headless Chromium, on
 * the demo shop (SEED_DEMO=1, embedded database), at a phone's 390×844 and a laptop's 1366×768:
 *   1. approve a waiting wallet-add, starting from the sidebar's badge (a phone: in the menu);
 *   2. take a pending top-up order (Take next, "I'm on it") and complete it;
 *   3. complete a voucher order: its status set to Completed, which delivers the oldest unused code
 *      of its package in the same transaction (docs/business-rules.md, orders);
 *   4. find an order by the phone given on it with the command palette (Ctrl+K; a phone: the search
 *      button) and open its record.
 * Per flow and size: the actions the admin made once the starting screen (the list, or the
 * dashboard for 1 and 4) was open — every click and key press, through `Hands`; the one exception
 * is the palette's search box, whose whole typed text counts as one action — the wall time from
 * the first action until the screen shows the effect, and PASS/MISS against at most 4 actions.
 * The effect is then checked in the database as well (credited once, completed, the code delivered,
 * the record open): a flow that did nothing, or could not be done, prints FAIL. Exits 0 whatever
 * the figures and FAILs say (figures, not a timed test); BENCH_TRACE=1 prints each action's time.
 */
import { performance } from 'node:perf_hooks';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser';
import { signIn } from '../tests/support/e2e';
import { startLiveServer } from '../tests/support/live-server';
import { SUPER_ADMIN, type TestServer } from '../tests/support/test-server';
import { loadAverage } from './bench-http';

/** Issue 22's goal: a daily flow takes at most this many actions once its list is open. */
const MAX_ACTIONS = 4;
const TRACE = process.env.BENCH_TRACE === '1';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
type Size = (typeof SIZES)[number];

/** Below MUI's `sm` the lists are cards. */
const isPhone = (size: Size) => size.width < 600;

/** The admin's hands: each click and key press counts one action; the clock starts at the first. */
class Hands {
  count = 0;
  startedAt: number | null = null;

  constructor(private readonly page: Page) {}

  private counted(what: string): void {
    this.count += 1;
    this.startedAt ??= performance.now();
    // BENCH_TRACE=1: each action and when it began, to see where a flow's time goes.
    if (TRACE) console.log(`    ${String(Math.round(this.elapsed())).padStart(6)} ms  ${this.count}. ${what}`);
  }

  async click(target: Locator): Promise<void> {
    this.counted(`click ${String(target)}`);
    await target.click();
  }

  async press(key: string): Promise<void> {
    this.counted(`press ${key}`);
    await this.page.keyboard.press(key);
  }

  /** Fills one search box: its whole text is one action (the only typing the flows do). */
  async search(box: Locator, text: string): Promise<void> {
    this.counted(`type "${text}" into ${String(box)}`);
    await box.fill(text);
  }

  /** Milliseconds since the first action. */
  elapsed(): number {
    return this.startedAt === null ? 0 : performance.now() - this.startedAt;
  }
}

/** The list's rows as the admin sees them: a table's rows on a laptop, the cards on a phone. */
const rowsOf = (page: Page, size: Size) =>
  isPhone(size) ? page.getByRole('main').getByRole('list', { name: 'Rows' }).getByRole('listitem') : page.getByRole('main').getByRole('row');

/** Rows whose status chip says `label` (Pending, Completed…). */
const withStatus = (page: Page, rows: Locator, label: string) => rows.filter({ has: page.getByText(label, { exact: true }) });

/** The screen drawn and nothing loading. */
async function screenReady(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main .MuiSkeleton-root, main [role=progressbar]'), undefined, { timeout: 15_000 });
}

/** A list screen with its rows. */
async function listReady(page: Page, size: Size): Promise<void> {
  await screenReady(page);
  await rowsOf(page, size).first().waitFor();
}

const openParam = (page: Page) => Number(new URL(page.url()).searchParams.get('open'));

interface Flow {
  name: string;
  /** Where the admin starts (not counted): the address to open. */
  start: string;
  /** The admin's actions, up to what the screen shows of the effect; returns the database check (an error, or null). */
  run(page: Page, hands: Hands, size: Size, server: TestServer): Promise<() => Promise<string | null>>;
}

const FLOWS: Flow[] = [
  {
    name: 'approve wallet-add from the badge',
    start: '/',
    async run(page, hands, size, server) {
      if (isPhone(size)) await hands.click(page.getByRole('banner').getByRole('button', { name: 'Toggle sidebar' }));
      await hands.click(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^\d+ waiting Add wallet$/ }));
      await page.waitForURL(/\/add-wallet$/);
      await listReady(page, size);
      // The newest one waiting (the list is newest first): its row's Complete, then the question.
      const row = withStatus(page, rowsOf(page, size), 'Pending').first();
      const id = Number(await row.getAttribute('data-row-id'));
      await hands.click(row.getByRole('button', { name: 'Complete', exact: true }));
      await hands.click(page.getByRole('dialog', { name: `Complete wallet-add #${id}?` }).getByRole('button', { name: 'Complete', exact: true }));
      await page.getByText('Transaction updated successfully').first().waitFor();
      return async () => {
        const row = await server.db.selectFrom('transactions').select(['status', 'is_automated']).where('id', '=', id).executeTakeFirst();
        const credits = await server.db.selectFrom('wallet_changes').select('id').where('transaction_id', '=', id).execute();
        if (!row || row.is_automated) return `wallet-add #${id} is not a manual wallet-add`;
        if (row.status !== 'completed') return `wallet-add #${id} is ${row.status}`;
        return credits.length === 1 ? null : `wallet-add #${id} credited ${credits.length} times`;
      };
    },
  },
  {
    name: 'take next order and complete it',
    start: '/order',
    async run(page, hands, size, server) {
      await hands.click(page.getByRole('button', { name: 'Take next' }));
      // The taken order's record opens: what fulfilment needs, and Complete.
      await page.waitForURL(/[?&]open=\d+/);
      const id = openParam(page);
      const drawer = page.getByRole('dialog', { name: `Order #${id}` });
      await hands.click(drawer.getByRole('button', { name: 'Complete', exact: true }));
      await hands.click(page.getByRole('dialog', { name: `Complete order #${id}?` }).getByRole('button', { name: 'Complete', exact: true }));
      await page.getByText('Order updated successfully').first().waitFor();
      await drawer.getByText('Completed', { exact: true }).first().waitFor();
      return async () => {
        const order = await server.db.selectFrom('orders').select(['status', 'completed_by', 'claimed_by']).where('id', '=', id).executeTakeFirst();
        const admin = await server.db.selectFrom('admins').select('id').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow();
        const taken = await server.db.selectFrom('audit_log').select('id').where('operation_id', '=', 'takeNextOrder').where('target_id', '=', String(id)).execute();
        if (taken.length !== 1) return `order #${id} was not taken with Take next`;
        if (order?.status !== 'completed' || order.completed_by !== admin.id) return `order #${id} is ${order?.status}, completed by ${order?.completed_by}`;
        return order.claimed_by === null ? null : `order #${id} still held by admin #${order.claimed_by}`;
      };
    },
  },
  {
    name: 'complete a voucher order',
    start: '/order',
    async run(page, hands, size, server) {
      const voucherProducts = await server.db.selectFrom('topup_products').select('name').where('topup_type', '=', 'voucher').execute();
      const voucherProduct = new RegExp(voucherProducts.map((p) => p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
      // The newest pending order of a voucher product (the list is newest first).
      const row = withStatus(page, rowsOf(page, size).filter({ hasText: voucherProduct }), 'Pending').first();
      const id = Number(await row.getAttribute('data-row-id'));
      // Its row (or card) by id: once completed it is no longer a pending one.
      const thisRow = page.locator(`main [data-row-id="${id}"]`);
      // Its record (a tap on the row), Complete, the question.
      await hands.click(row.getByText('Pending', { exact: true }));
      const drawer = page.getByRole('dialog', { name: `Order #${id}` });
      await hands.click(drawer.getByRole('button', { name: 'Complete', exact: true }));
      await hands.click(page.getByRole('dialog', { name: `Complete order #${id}?` }).getByRole('button', { name: 'Complete', exact: true }));
      await page.getByText('Order updated successfully').first().waitFor();
      await thisRow.getByText('Completed', { exact: true }).waitFor();
      return async () => {
        const order = await server.db.selectFrom('orders').select(['status', 'voucher_id', 'package_id', 'customer_id']).where('id', '=', id).executeTakeFirst();
        if (order?.status !== 'completed') return `voucher order #${id} is ${order?.status}`;
        if (order.voucher_id === null) return `voucher order #${id} completed without a code`;
        const voucher = await server.db.selectFrom('vouchers').select(['package_id', 'is_used', 'claim_by']).where('id', '=', order.voucher_id).executeTakeFirstOrThrow();
        if (voucher.package_id !== order.package_id || !voucher.is_used || voucher.claim_by !== order.customer_id) return `voucher #${order.voucher_id} is not delivered to order #${id}'s customer`;
        const older = await server.db.selectFrom('vouchers').select('id').where('package_id', '=', order.package_id).where('is_used', '=', 0).where('id', '<', order.voucher_id).execute();
        return older.length === 0 ? null : `voucher order #${id} got voucher #${order.voucher_id}, not the oldest unused`;
      };
    },
  },
  {
    name: 'find an order by phone (palette)',
    start: '/',
    async run(page, hands, size, server) {
      // An order the customer asks about by the phone number they gave on it.
      const target = await server.db.selectFrom('orders').select(['id', 'phone', 'status']).where('phone', 'is not', null).orderBy('id').offset(10).limit(1).executeTakeFirstOrThrow();
      const phone = target.phone as string;
      if (isPhone(size)) await hands.click(page.getByRole('banner').getByRole('button', { name: 'Search' }));
      else await hands.press('ControlOrMeta+k');
      const palette = page.getByRole('dialog', { name: 'Search' });
      await hands.search(palette.getByRole('combobox', { name: 'Search' }), phone);
      const hit = palette.getByRole('option', { name: new RegExp(`^Order #${target.id} `) });
      await hit.waitFor();
      // A keyboard at hand: Enter opens the chosen one (the first); a phone: a tap on it.
      if (!isPhone(size) && (await hit.getAttribute('aria-selected')) === 'true') await hands.press('Enter');
      else await hands.click(hit);
      // The result is the order's record.
      await page.waitForURL(new RegExp(`/order\\?open=${target.id}$`));
      const drawer = page.getByRole('dialog', { name: `Order #${target.id}` });
      await drawer.getByText(phone, { exact: true }).first().waitFor();
      return async () => (openParam(page) === target.id ? null : `the address opens ${page.url()}, not order #${target.id}`);
    },
  },
];

interface Outcome {
  actions: number;
  ms: number;
  error: string | null;
}

async function runFlow(page: Page, server: TestServer & { url: string }, flow: Flow, size: Size): Promise<Outcome> {
  await page.goto(`${server.url}${flow.start}`);
  if (flow.start === '/') await screenReady(page);
  else await listReady(page, size);
  const hands = new Hands(page);
  try {
    const check = await flow.run(page, hands, size, server);
    const ms = hands.elapsed();
    return { actions: hands.count, ms, error: await check() };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { actions: hands.count, ms: hands.elapsed(), error: `could not be done: ${message}` };
  }
}

async function main() {
  const server = await startLiveServer('pglite', { SEED_DEMO: '1' });
  const browser = await launchBrowser();
  let failed = 0;
  try {
    console.log(`Daily flows on the demo shop (headless Chromium; actions after the starting screen is open; goal ≤ ${MAX_ACTIONS}); load average ${loadAverage()} (before)`);
    console.log(`${'flow'.padEnd(36)} ${'size'.padEnd(15)} ${'actions'.padStart(7)} ${'time'.padStart(9)}  verdict  load average`);
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await signIn(page, server.url);
      for (const flow of FLOWS) {
        const { actions, ms, error } = await runFlow(page, server, flow, size);
        const verdict = error ? 'FAIL' : actions <= MAX_ACTIONS ? 'PASS' : 'MISS';
        if (error) failed += 1;
        console.log(
          `${flow.name.padEnd(36)} ${`${size.name} ${size.width}×${size.height}`.padEnd(15)} ${String(actions).padStart(7)} ${`${Math.round(ms)} ms`.padStart(9)}  ${verdict.padEnd(7)}  ${loadAverage()}${error ? `\n    ${error}` : ''}`,
        );
      }
      await context.close();
    }
    console.log(failed ? `${failed} flow(s) could not be done (FAIL above)` : 'every flow done and its effect checked in the database');
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
