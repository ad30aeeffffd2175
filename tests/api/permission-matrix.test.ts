import { createSubAdmin, createTopupPackage, grantOperations } from '../support/fixtures';
import { describeOnEachDatabase } from '../support/test-server';

/** A concrete URL for a contract path: every id is the package the sub-admin handles (it exists). */
const concrete = (path: string, id: number) => path.replace(/\{\w+\}/g, String(id));

/**
 * The permission matrix, generated from the contract: a sub-admin is refused (403) every operation
 * they were not granted, and allowed each one they were (any answer but 401/403: the request reached
 * its handler, which may well find the body invalid or the record missing).
 */
describeOnEachDatabase('the permission matrix', (server) => {
  it('a sub-admin is refused every operation not granted and allowed each one granted; super-admin-only ones stay refused', async () => {
    const { app, db } = server();
    const pkg = await createTopupPackage(db, 'voucher');
    const sub = await createSubAdmin(db);
    await db.insertInto('admin_package_permissions').values({ admin_id: sub.id, package_id: pkg.packageId }).execute();
    const token = await server().login(sub.email, sub.password);
    const call = async (op: (typeof app.contract.operations)[number]) => {
      const res = await app.inject({
        method: op.method.toUpperCase() as 'GET',
        url: `/api${concrete(op.path, pkg.packageId)}`,
        headers: { authorization: `Bearer ${token}` },
        ...(op.method === 'get' ? {} : { payload: {} }),
      });
      return res.statusCode;
    };
    const guarded = app.contract.operations.filter((o) => o.requiresAuth && !o.alwaysAllowed);
    expect(guarded.length).toBeGreaterThan(80);

    for (const op of guarded) expect({ op: op.operationId, status: await call(op) }).toEqual({ op: op.operationId, status: 403 });

    const grantable = guarded.filter((o) => !o.superAdminOnly);
    for (const op of grantable) {
      // One granted with another (x-granted-with: a count asked before a send) is allowed by that one's grant.
      await grantOperations(db, sub.id, [op.grantedWith ?? op.operationId]);
      const status = await call(op);
      expect({ op: op.operationId, allowed: status !== 403 && status !== 401 }).toEqual({ op: op.operationId, allowed: true });
      // Taken away again: the next request is refused.
      await db.deleteFrom('admin_auth_modules').where('admin_id', '=', sub.id).execute();
      expect({ op: op.operationId, status: await call(op) }).toEqual({ op: op.operationId, status: 403 });
    }

    await grantOperations(db, sub.id, grantable.map((o) => o.grantedWith ?? o.operationId));
    for (const op of guarded.filter((o) => o.superAdminOnly)) expect({ op: op.operationId, status: await call(op) }).toEqual({ op: op.operationId, status: 403 });
  });
});
