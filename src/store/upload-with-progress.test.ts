import { uploadWithProgress, type UploadProgress } from './upload-with-progress';
import { formatError } from '../lib/format-error';
import { makeStore } from '../app/store';
import { fail, mockApi, ok, signedInState } from '../test-utils';

const ADD = 'addVouchers';
const body = { package_id: 4, data: ['A1', 'B2'] };

describe('uploadWithProgress', () => {
  it('sends the JSON body with the session token, reports progress, then resolves with the envelope', async () => {
    const api = mockApi({ [ADD]: ok({ inserted: 2, skipped_blank: 0, skipped_duplicate: 0 }) });
    const store = makeStore(signedInState());
    const progress: UploadProgress[] = [];

    const result = await store.dispatch(uploadWithProgress({ path: '/admin/packages/add-voucher', body, onProgress: (p) => progress.push(p) }));

    expect(result).toEqual({ success: true, message: 'OK', data: { inserted: 2, skipped_blank: 0, skipped_duplicate: 0 } });
    const request = api.calls(ADD)[0];
    expect(request.headers.get('authorization')).toBe('Bearer test-token');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual(body);
    const total = JSON.stringify(body).length;
    expect(progress).toEqual([
      { loaded: Math.floor(total / 2), total, sent: false },
      { loaded: total, total, sent: false },
      { loaded: total, total, sent: true },
    ]);
  });

  it("rejects with the server's error, which formats like any API error", async () => {
    mockApi({ [ADD]: fail(409, 'Vouchers can only be added to voucher or id-code products') });
    const store = makeStore(signedInState());
    const error = await store.dispatch(uploadWithProgress({ path: '/admin/packages/add-voucher', body })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409 });
    expect(formatError(error)).toBe('Vouchers can only be added to voucher or id-code products');
  });

  it('ends the session when the server refuses the token', async () => {
    mockApi({ [ADD]: fail(401, 'Session expired') });
    const store = makeStore(signedInState());
    await expect(store.dispatch(uploadWithProgress({ path: '/admin/packages/add-voucher', body }))).rejects.toMatchObject({ status: 401 });
    expect(store.getState().session.token).toBeNull();
  });

  it("says 'The server cannot be reached.' when the request gets no answer while online", async () => {
    mockApi({ [ADD]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const store = makeStore(signedInState());
    const error = await store.dispatch(uploadWithProgress({ path: '/admin/packages/add-voucher', body })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(formatError(error)).toBe('The server cannot be reached.');
  });
});
