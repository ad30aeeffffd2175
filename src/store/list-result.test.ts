import { api, type Banner, type TopupOrder, type User, type Voucher } from './api';
import { makeStore } from '../app/store';
import { mockApi, ok, okPage, signedInState } from '../test-utils';

const BANNER: Banner = { id: 7, note: 'Eid offer', link: null, banner: 'eid.png', banner_full_url: 'http://localhost/images/eid.png', isactive: 1 };
const USER = { id: 5, username: 'sadia' } as User;
const ORDER = { id: 3, status: 'pending' } as TopupOrder;
const VOUCHER = { id: 11, data: 'CODE-11' } as Voucher;

const storeOf = () => makeStore(signedInState());

/** Every list answer, whatever shape the contract gives it, reaches screens as `ListResult`. */
describe('list answers as one shape', () => {
  it('an unpaged list: its rows, counted', async () => {
    mockApi({ listBanners: ok([BANNER, { ...BANNER, id: 8 }]) });
    const result = await storeOf().dispatch(api.endpoints.listBanners.initiate());
    expect(result.data).toEqual({ rows: [BANNER, { ...BANNER, id: 8 }], total: 2, totalCapped: false });
  });

  it("a page with `total` beside the envelope's data: the server's total", async () => {
    mockApi({ listAuditLog: okPage([], 53) });
    const result = await storeOf().dispatch(api.endpoints.listAuditLog.initiate({ page: 6 }));
    expect(result.data).toEqual({ rows: [], total: 53, totalCapped: false });
  });

  it("the audit log's total counted up to 10,000: capped beyond, as the big lists'", async () => {
    mockApi({ listAuditLog: { status: 200, body: { ...okPage([], 10_000).body, total_capped: true } } });
    const result = await storeOf().dispatch(api.endpoints.listAuditLog.initiate({ operationId: 'sendSms' }));
    expect(result.data).toEqual({ rows: [], total: 10_000, totalCapped: true });
  });

  it('pages under data with their own count names, and the capped total of a filtered big list', async () => {
    mockApi({
      listUsers: ok({ data: [USER], user_count: 1234 }),
      listOrders: ok({ orders: [ORDER], order_count: 10_000, total_capped: true }),
      listPhysicalOrders: ok({ orders: [], order_count: 0 }),
      listManualTransactions: ok({ transactions: [], total: 7 }),
    });
    const store = storeOf();
    expect((await store.dispatch(api.endpoints.listUsers.initiate({}))).data).toEqual({ rows: [USER], total: 1234, totalCapped: false });
    expect((await store.dispatch(api.endpoints.listOrders.initiate({ phone: '017' }))).data).toEqual({ rows: [ORDER], total: 10_000, totalCapped: true });
    const physical = await store.dispatch(api.endpoints.listPhysicalOrders.initiate({ physicalOrderListInput: { page: 1, limit: 10, sort: '-created_at' } }));
    expect(physical.data).toEqual({ rows: [], total: 0, totalCapped: false });
    expect((await store.dispatch(api.endpoints.listManualTransactions.initiate({}))).data).toEqual({ rows: [], total: 7, totalCapped: false });
  });

  it("a package's codes keep the package and its product beside the rows", async () => {
    const product = { id: 2, name: 'Free Fire Vouchers', topup_type: 'voucher' as const };
    mockApi({ getPackageVouchers: ok({ product, package: { id: 4, name: '100 Diamonds' }, vouchers: [VOUCHER], total: 31 }) });
    const result = await storeOf().dispatch(api.endpoints.getPackageVouchers.initiate({ id: 4 }));
    expect(result.data).toEqual({ rows: [VOUCHER], total: 31, totalCapped: false, product, package: { id: 4, name: '100 Diamonds' } });
  });

  it("tags each row of a list from its rows: a change to one of its records refreshes the list, to another record not", async () => {
    mockApi({ listBanners: ok([BANNER]), listUsers: ok({ data: [USER], user_count: 1 }) });
    const store = storeOf();
    await store.dispatch(api.endpoints.listBanners.initiate());
    await store.dispatch(api.endpoints.listUsers.initiate({}));
    const refreshedBy = (tag: { type: 'Banner' | 'User'; id: number }) => api.util.selectInvalidatedBy(store.getState(), [tag]).map((entry) => entry.endpointName);
    expect(refreshedBy({ type: 'Banner', id: 7 })).toEqual(['listBanners']);
    expect(refreshedBy({ type: 'Banner', id: 99 })).toEqual([]);
    expect(refreshedBy({ type: 'User', id: 5 })).toEqual(['listUsers']);
    expect(refreshedBy({ type: 'User', id: 6 })).toEqual([]);
  });
});
