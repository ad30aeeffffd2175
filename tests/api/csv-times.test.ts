import { shopTime } from '../../server/http/csv';
import { createCustomer, createCustomerOrder, createPhysicalOrder, createTopupPackage, createTransaction } from '../support/fixtures';
import { describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';

/** 15:05:00 UTC on 26 Nov 2026: 21:05:00 in Dhaka (UTC+6 all year). */
const PLACED = new Date('2026-11-26T15:05:00.678Z');
const PLACED_IN_DHAKA = '2026-11-26 21:05:00 +06:00';
const COMPLETED = new Date('2026-11-26T18:30:09Z');
const COMPLETED_IN_DHAKA = '2026-11-27 00:30:09 +06:00';

/** A CSV answer's rows as header → field, quoted fields with commas read whole. */
function parseCsv(body: string): Record<string, string>[] {
  const lines = body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  const split = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1);
  const header = split(lines[0]);
  return lines.slice(1).map((line) => Object.fromEntries(split(line).map((field, i) => [header[i], field])));
}

describe('shopTime', () => {
  it('writes an instant in the shop time zone with its offset, to the second', () => {
    expect(shopTime('2026-11-26T15:05:00.678+00:00', 'Asia/Dhaka')).toBe(PLACED_IN_DHAKA);
    expect(shopTime('2026-11-26T18:30:09+00:00', 'Asia/Dhaka')).toBe(COMPLETED_IN_DHAKA);
    expect(shopTime('2026-11-26T15:05:00+00:00', 'UTC')).toBe('2026-11-26 15:05:00 +00:00');
    // Offsets west of UTC, half hours, and both sides of a daylight-saving change.
    expect(shopTime('2026-01-10T03:00:00+00:00', 'America/New_York')).toBe('2026-01-09 22:00:00 -05:00');
    expect(shopTime('2026-07-10T03:00:00+00:00', 'America/New_York')).toBe('2026-07-09 23:00:00 -04:00');
    expect(shopTime('2026-11-26T15:05:00+00:00', 'Asia/Kolkata')).toBe('2026-11-26 20:35:00 +05:30');
    expect(shopTime('2026-11-26T15:05:00+00:00', 'Asia/Kathmandu')).toBe('2026-11-26 20:50:00 +05:45');
  });
});

/**
 * Every CSV export of the contract writes its times as the admin reads them on the screens: in the
 * shop's time zone (SHOP_TIMEZONE, Asia/Dhaka here) with the offset, never as UTC ISO text.
 */
describeOnEachDatabase('CSV exports: times in the shop time zone', (server) => {
  it('every export writes its times in the shop time zone with the offset, and nothing as UTC ISO text', async () => {
    const { db, app } = server();
    expect(server().config.shopTimezone).toBe('Asia/Dhaka');
    const token = await server().login();
    const customer = await createCustomer(db, 0);
    const { productId, packageId } = await createTopupPackage(db, 'in_game');
    const owner = await db.selectFrom('admins').select('id').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow();
    // Admins Order lists the orders of the packages granted to the signed-in admin.
    await db.insertInto('admin_package_permissions').values({ admin_id: owner.id, package_id: packageId }).execute();
    const order = await createCustomerOrder(db, customer.id, productId, packageId, { created_at: PLACED });
    await db.updateTable('orders').set({ status: 'completed', completed_at: COMPLETED, completed_by: owner.id }).where('id', '=', order.id).execute();
    const manual = await createTransaction(db, customer.id, { is_automated: 0 });
    const automated = await createTransaction(db, customer.id, { is_automated: 1 });
    await db.updateTable('transactions').set({ created_at: PLACED, updated_at: COMPLETED }).where('id', 'in', [manual.id, automated.id]).execute();
    const physical = await createPhysicalOrder(db, customer.id);
    await db.updateTable('physical_orders').set({ created_at: PLACED }).where('id', '=', physical.orderId).execute();

    const exports = app.contract.operations.filter((op) => op.responseContentType === 'text/csv');
    expect(exports.map((op) => op.operationId).sort()).toEqual(['exportAutomatedTransactions', 'exportManualTransactions', 'exportMyPackageOrders', 'exportOrders', 'exportPhysicalOrders']);
    const expected: Record<string, { id: number; times: Record<string, string> }> = {
      exportOrders: { id: order.id, times: { Created: PLACED_IN_DHAKA, Completed: COMPLETED_IN_DHAKA } },
      exportMyPackageOrders: { id: order.id, times: { Created: PLACED_IN_DHAKA, Completed: COMPLETED_IN_DHAKA } },
      exportManualTransactions: { id: manual.id, times: { Created: PLACED_IN_DHAKA, Updated: COMPLETED_IN_DHAKA } },
      exportAutomatedTransactions: { id: automated.id, times: { Created: PLACED_IN_DHAKA, Updated: COMPLETED_IN_DHAKA } },
      exportPhysicalOrders: { id: physical.orderId, times: { Created: PLACED_IN_DHAKA } },
    };
    for (const op of exports) {
      const res = await app.inject({ method: 'GET', url: `/api${op.path}`, headers: { authorization: `Bearer ${token}` } });
      expect({ op: op.operationId, status: res.statusCode }).toEqual({ op: op.operationId, status: 200 });
      const rows = parseCsv(res.body);
      const { id, times } = expected[op.operationId];
      const row = rows.find((r) => Number(r['ID'] ?? r['Order ID']) === id);
      expect({ op: op.operationId, times: row && Object.fromEntries(Object.keys(times).map((h) => [h, row[h]])) }).toEqual({ op: op.operationId, times });
      // No field of any row is an ISO instant (UTC or otherwise): every time went through the shop's clock.
      const iso = rows.flatMap((r) => Object.entries(r)).filter(([, field]) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(field));
      expect({ op: op.operationId, iso }).toEqual({ op: op.operationId, iso: [] });
    }
  });
});
