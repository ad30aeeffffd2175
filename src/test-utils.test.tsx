import { fail, mockApi, ok, okPage, operationOf } from './test-utils';
import type { Banner } from './store/api';

const BANNER: Banner = { id: 7, note: 'Eid offer', link: null, banner: 'b.png', banner_full_url: 'http://localhost/b.png', isactive: 1 };

describe("mockApi: stubs keyed by the contract's operations", () => {
  it('answers a request with the stub of the operation it calls, handing the stub the path parameters', async () => {
    const api = mockApi({ getBanner: (_request, { id }) => ok({ ...BANNER, id: Number(id) }) });
    const response = await fetch('/api/admin/banner/12');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'OK', data: { ...BANNER, id: 12 } });
    expect(api.calls('getBanner').map((request) => new URL(request.url).pathname)).toEqual(['/api/admin/banner/12']);
    expect(api.calls('getBanner', { id: '12' })).toHaveLength(1);
    expect(api.calls('getBanner', { id: '7' })).toEqual([]);
    expect(api.calls('listBanners')).toEqual([]);
  });

  it("a path without parameters is its own operation, not a parameter's value: /admin/transaction/export is the export", async () => {
    expect(operationOf('GET', '/api/admin/transaction/export')).toEqual({ operationId: 'exportManualTransactions', params: {} });
    expect(operationOf('GET', '/api/admin/transaction/5')).toEqual({ operationId: 'getTransaction', params: { id: '5' } });
    expect(operationOf('POST', '/api/admin/transaction/5')).toBeUndefined();
    expect(operationOf('GET', '/admin/transaction/5')).toBeUndefined();
  });

  it('a request nothing stubs answers 404 naming its operation, so a missing stub shows up', async () => {
    const api = mockApi({ getTransaction: fail(500, 'not this one') });
    const response = await fetch('/api/admin/transaction/export');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'No stub for exportManualTransactions (GET /api/admin/transaction/export)' });
    expect(api.calls('getTransaction')).toEqual([]);
    expect((await fetch('/api/nowhere')).status).toBe(404);
  });

  it('stubs set later replace earlier ones; replies keep their status', async () => {
    const api = mockApi({ listAdmins: okPage([]) });
    api.set({ listAdmins: fail(403, 'You do not have permission to do this.') });
    const response = await fetch('/api/admin/admins?page=2');
    expect(response.status).toBe(403);
    expect(api.calls('listAdmins')).toHaveLength(1);
  });

  it("still answers the old, untyped form ('GET /api/…' keys) until its tests move, calling its functions with the request alone", async () => {
    const args: unknown[][] = [];
    const api = mockApi({
      'GET /api/admin/users': (...given: unknown[]) => {
        args.push(given);
        return ok({ data: [], user_count: 0 });
      },
    });
    expect((await fetch('/api/admin/users?page=1')).status).toBe(200);
    expect(args).toHaveLength(1);
    expect(args[0]).toHaveLength(1);
    expect((args[0][0] as Request).url).toBe('http://localhost/api/admin/users?page=1');
    expect(api.calls('GET /api/admin/users')).toHaveLength(1);
  });

  // What `npm run typecheck` refuses (each line must fail it: an unneeded @ts-expect-error fails too).
  it('is typed by operationId: misspelt operations and bodies that are not the answer fail typecheck', () => {
    const typeChecks = () => {
      // @ts-expect-error no operation listBannerz
      mockApi({ listBannerz: ok([BANNER]) });
      // @ts-expect-error listUsers answers a page (data.data and data.user_count), not a bare array
      mockApi({ listUsers: ok([]) });
      // @ts-expect-error a field of the wrong type (isactive is 0 or 1)
      mockApi({ getBanner: ok({ ...BANNER, isactive: 'yes' }) });
      // @ts-expect-error listAdmins is paged: `total` beside its rows
      mockApi({ listAdmins: ok([]) });
      // @ts-expect-error sendSms answers 202, not 200
      mockApi({ sendSms: ok({ broadcast_id: 1, recipients: 2 }) });
      // @ts-expect-error a success has its body
      mockApi({ listUsers: { status: 200 } });
      // @ts-expect-error a function stub is held to the same answer
      mockApi({ getBanner: () => ok({ id: 7 }) });
      // @ts-expect-error calls() names an operation
      mockApi().calls('getBanners');
      // @ts-expect-error and its path parameters
      mockApi().calls('getBanner', { bannerId: '7' });
      // The same stubs, right: they typecheck.
      mockApi({ listBanners: ok([BANNER]), listUsers: ok({ data: [], user_count: 0 }), listAdmins: okPage([]), sendSms: { status: 202, body: { success: true, message: 'Queued', data: { broadcast_id: 1, recipients: 2 } } } });
    };
    expect(typeChecks).toBeInstanceOf(Function);
  });
});
