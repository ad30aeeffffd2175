import { createSubAdmin, createTopupPackage, grantOperations } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

const VOUCHER_SCREENS = ['getPackageVouchers', 'addVouchers', 'deleteVoucher', 'getVoucherStatistics', 'getIdCodeStatistics'];

/** Voucher codes are money: a sub-admin with the voucher screens reaches only the codes of the packages they handle. */
describeOnEachDatabase('voucher codes by package permission', (server) => {
  const db = () => server().db;

  async function setup() {
    const held = await createTopupPackage(db(), 'voucher');
    const other = await createTopupPackage(db(), 'voucher');
    const heldCode = await createTopupPackage(db(), 'id_code');
    const otherCode = await createTopupPackage(db(), 'id_code');
    const codes = await db()
      .insertInto('vouchers')
      .values([held, other].map((p, i) => ({ package_id: p.packageId, data: `SECRET-${p.packageId}-${i}` })))
      .returning(['id', 'package_id'])
      .execute();
    const sub = await createSubAdmin(db());
    await grantOperations(db(), sub.id, VOUCHER_SCREENS);
    await db().insertInto('admin_package_permissions').values([held, heldCode].map((p) => ({ admin_id: sub.id, package_id: p.packageId }))).execute();
    const api = apiClient(server().app, await server().login(sub.email, sub.password));
    return { held, other, heldCode, otherCode, codes, api };
  }

  it('getPackageVouchers: the codes of a package the sub-admin handles; 403 for any other, codes unseen', async () => {
    const { held, other, api } = await setup();
    const mine = await api.get(`/admin/packages/${held.packageId}/voucher`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.vouchers).toHaveLength(1);
    const theirs = await api.get(`/admin/packages/${other.packageId}/voucher`);
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(theirs.body)).not.toContain('SECRET');
  });

  it('addVouchers: only to a package the sub-admin handles; nothing added to another', async () => {
    const { held, other, api } = await setup();
    expect((await api.post('/admin/packages/add-voucher', { package_id: held.packageId, data: ['NEW-1'] })).status).toBe(200);
    expect((await api.post('/admin/packages/add-voucher', { package_id: other.packageId, data: ['NEW-2'] })).status).toBe(403);
    const count = await db().selectFrom('vouchers').select('id').where('package_id', '=', other.packageId).execute();
    expect(count).toHaveLength(1);
  });

  it('deleteVoucher: only a code of a package the sub-admin handles; 404 for an unknown code', async () => {
    const { codes, held, api } = await setup();
    const [mine, theirs] = [codes.find((c) => c.package_id === held.packageId)!, codes.find((c) => c.package_id !== held.packageId)!];
    expect((await api.get(`/admin/packages/delete-voucher/${theirs.id}`)).status).toBe(403);
    expect(await db().selectFrom('vouchers').select('id').where('id', '=', theirs.id).executeTakeFirst()).toBeDefined();
    expect((await api.get(`/admin/packages/delete-voucher/${mine.id}`)).status).toBe(200);
    expect((await api.get('/admin/packages/delete-voucher/99999999')).status).toBe(404);
  });

  it('voucher and id-code statistics list only the packages the sub-admin handles; a super admin sees them all', async () => {
    const { held, other, heldCode, otherCode, api } = await setup();
    const ids = async (client: typeof api, url: string) => ((await client.get(url)).body.data as { package_id: number }[]).map((s) => s.package_id);
    expect(await ids(api, '/admin/voucher/available-voucher-by-package')).toEqual([held.packageId]);
    expect(await ids(api, '/admin/packages/id-code-stat-by-package')).toEqual([heldCode.packageId]);
    const owner = apiClient(server().app, await server().login());
    expect(await ids(owner, '/admin/voucher/available-voucher-by-package')).toEqual(expect.arrayContaining([held.packageId, other.packageId]));
    expect(await ids(owner, '/admin/packages/id-code-stat-by-package')).toEqual(expect.arrayContaining([heldCode.packageId, otherCode.packageId]));
    expect((await owner.get(`/admin/packages/${other.packageId}/voucher`)).status).toBe(200);
  });
});
