import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { Database } from '../../server/db/schema';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

/**
 * One contract, no drift: every built read operation answers, on the demo data, exactly the shape
 * the contract promises (required fields present, types and enums right, no undeclared fields where
 * the contract closes an object).
 */
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

/** The table whose first row gives the id of a by-id read. */
const ID_SOURCES: Record<string, keyof Database> = {
  getBanner: 'banners',
  getNotice: 'notices',
  getTopupProduct: 'topup_products',
  getTopupPackage: 'topup_packages',
  listTopupPackages: 'topup_products',
  getPackageVouchers: 'topup_packages',
  getPaymentMethod: 'payment_methods',
  getPhysicalProduct: 'physical_products',
  getAutoServer: 'auto_servers',
  getAdmin: 'admins',
  getAdminAuthModules: 'admins',
  getAdminPackagePermissions: 'admins',
  getUser: 'customers',
  listUserWalletChanges: 'customers',
  listUserOrders: 'customers',
  listUserWalletAdds: 'customers',
  getSmsBroadcast: 'sms_broadcasts',
  getTransaction: 'transactions',
  listRecordHistory: 'transactions',
};

/** Path parameters that are not ids: a value that answers. */
const PATH_VALUES: Record<string, Record<string, string>> = { listRecordHistory: { kind: 'transaction' } };

/** Reads whose query has a required parameter: a value that answers. */
const REQUIRED_QUERY: Record<string, string> = { searchEverything: 'q=1' };

describeOnEachDatabase(
  'responses match the contract',
  (server) => {
    it('every built GET answers the shape of its success response, with no secret in it', async () => {
      const api = apiClient(server().app, await server().login());
      // The event stream never ends: tests/api/live.test.ts reads it over real HTTP.
      const reads = server().app.contract.operations.filter(
        (o) => o.method === 'get' && !o.mutates && o.requiresAuth && o.responseContentType !== 'text/event-stream',
      );
      expect(reads.length).toBeGreaterThan(15);
      for (const op of reads) {
        let url = op.path.replace(/\{(\w+)\}/g, (param, name: string) => PATH_VALUES[op.operationId]?.[name] ?? param);
        if (url.includes('{')) {
          const table = ID_SOURCES[op.operationId];
          if (!table) throw new Error(`No id source for ${op.operationId}: add one to ID_SOURCES`);
          const row = await server().db.selectFrom(table as 'banners').select('id').orderBy('id').executeTakeFirstOrThrow();
          url = url.replace(/\{\w+\}/, String(row.id));
        }
        if (REQUIRED_QUERY[op.operationId]) url += `?${REQUIRED_QUERY[op.operationId]}`;
        const res = await api.get(url);
        expect({ op: op.operationId, status: res.status }).toEqual({ op: op.operationId, status: op.responseStatus });
        const validate = ajv.compile(op.responseSchema ?? {});
        const valid = validate(res.body);
        expect({ op: op.operationId, errors: valid ? [] : validate.errors?.slice(0, 3) }).toEqual({ op: op.operationId, errors: [] });
        expect(JSON.stringify(res.body)).not.toMatch(/password_hash|token_hash/);
      }
    });
  },
  { SEED_DEMO: '1' },
);
