import { makeStore } from '../app/store';
import { api } from './api';
import { askMeEarly } from './early-me';
import { fail, meReply, mockApi, signedInState } from '../test-utils';

/** The app's first GET /admin/me, as SignedInApp's query asks it. */
async function firstMe(token = 'test-token') {
  const store = makeStore(signedInState({ token }));
  const result = await store.dispatch(api.endpoints.getMe.initiate());
  return { store, result };
}

describe('GET /admin/me asked by the entry while the app downloads', () => {
  it('answers the app’s first GET /admin/me, so the server is asked once', async () => {
    const server = mockApi({ getMe: meReply({ superAdmin: true }) });
    askMeEarly('test-token');
    const { result } = await firstMe();
    expect(result.data).toEqual(meReply({ superAdmin: true }).body);
    expect(server.calls('getMe')).toHaveLength(1);
    expect(server.calls('getMe')[0].headers.get('authorization')).toBe('Bearer test-token');
  });

  it('is taken once: a later GET /admin/me asks the server', async () => {
    const server = mockApi({ getMe: meReply({ superAdmin: true }) });
    askMeEarly('test-token');
    await firstMe();
    await firstMe();
    expect(server.calls('getMe')).toHaveLength(2);
  });

  it('is not taken by another session: the app asks with its own token', async () => {
    const server = mockApi({ getMe: meReply({ superAdmin: true }) });
    askMeEarly('old-token');
    await firstMe('new-token');
    expect(server.calls('getMe').map((request) => request.headers.get('authorization'))).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('is not taken when it was refused: the app asks again and signs out on its own 401', async () => {
    const server = mockApi({ getMe: fail(401, 'Unauthenticated.') });
    askMeEarly('test-token');
    const { store, result } = await firstMe();
    expect(server.calls('getMe')).toHaveLength(2);
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session.token).toBeNull();
  });
});
