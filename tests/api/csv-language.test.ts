import { createCustomer, createCustomerOrder, createPhysicalOrder, createTopupPackage, createTransaction } from '../support/fixtures';
import { describeOnEachDatabase, SUPER_ADMIN } from '../support/test-server';

/** A CSV answer's header line and its other lines (the byte-order mark dropped). */
function splitCsv(body: string): { header: string; rest: string[] } {
  const [header, ...rest] = body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  return { header, rest };
}

/**
 * CSV exports write their column headers in the admin's language (the request's Accept-Language,
 * English when it names neither); the cells stay as stored: codes, ids, amounts and times.
 */
describeOnEachDatabase('CSV exports: column headers in the request language', (server) => {
  it('headers are Bengali for accept-language bn and English without it; the values are the same', async () => {
    const { db, app } = server();
    const token = await server().login();
    const customer = await createCustomer(db, 0);
    const { productId, packageId } = await createTopupPackage(db, 'in_game');
    const owner = await db.selectFrom('admins').select('id').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow();
    await db.insertInto('admin_package_permissions').values({ admin_id: owner.id, package_id: packageId }).execute();
    const order = await createCustomerOrder(db, customer.id, productId, packageId);
    await db.updateTable('orders').set({ status: 'completed', completed_at: new Date(), completed_by: owner.id }).where('id', '=', order.id).execute();
    await createTransaction(db, customer.id, { is_automated: 0 });
    await createTransaction(db, customer.id, { is_automated: 1 });
    await createPhysicalOrder(db, customer.id);

    const get = (url: string, language?: string) =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...(language && { 'accept-language': language }) } });

    // The orders export, header by header.
    const english = splitCsv((await get('/api/admin/orders/export')).body);
    const bengali = splitCsv((await get('/api/admin/orders/export', 'bn')).body);
    expect(english.header).toBe(
      'Order ID,User ID,Username,User phone,User email,Product,Package,Amount (tk),Player ID,Account type,Transaction ID,Phone,Voucher code,Status,Note,Completed by,Completed,Created',
    );
    expect(bengali.header).toBe(
      'অর্ডার আইডি,গ্রাহক আইডি,ইউজারনেম,গ্রাহকের ফোন,গ্রাহকের ইমেইল,প্রোডাক্ট,প্যাকেজ,পরিমাণ (টাকা),প্লেয়ার আইডি,অ্যাকাউন্টের ধরন,ট্রানজ্যাকশন আইডি,ফোন,ভাউচার কোড,অবস্থা,নোট,সম্পন্ন করেছেন,সম্পন্ন,তৈরি',
    );
    expect(english.rest.length).toBeGreaterThan(0);
    expect(bengali.rest).toEqual(english.rest);
    // The status stays the stored code, not a word of either language.
    expect(bengali.rest.join('\n')).toContain(',completed,');

    // Every export: Bengali headers for bn (and bn-BD first), English for en and without the header, the rows alike.
    const exports = app.contract.operations.filter((op) => op.responseContentType === 'text/csv');
    expect(exports.length).toBe(5);
    for (const op of exports) {
      const url = `/api${op.path}`;
      const plain = splitCsv((await get(url)).body);
      const en = splitCsv((await get(url, 'en')).body);
      const bn = splitCsv((await get(url, 'bn, en;q=0.5')).body);
      const bnBd = splitCsv((await get(url, 'bn-BD,bn;q=0.9,en-US;q=0.8')).body);
      expect({ op: op.operationId, en: en.header }).toEqual({ op: op.operationId, en: plain.header });
      expect({ op: op.operationId, english: /^[A-Za-z ()]+(,[A-Za-z ()]+)*$/.test(plain.header) }).toEqual({ op: op.operationId, english: true });
      expect({ op: op.operationId, bengali: /[\u0980-\u09FF]/.test(bn.header) && !/[A-Za-z]/.test(bn.header) }).toEqual({ op: op.operationId, bengali: true });
      expect(bn.header.split(',').length).toBe(plain.header.split(',').length);
      expect(bnBd.header).toBe(bn.header);
      expect({ op: op.operationId, rows: bn.rest }).toEqual({ op: op.operationId, rows: plain.rest });
      expect({ op: op.operationId, rows: en.rest }).toEqual({ op: op.operationId, rows: plain.rest });
    }
  });
});
