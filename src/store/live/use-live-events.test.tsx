import { screen, waitFor, within } from '@testing-library/react';
import { useGetPendingCountsQuery } from '../api';
import { LocationProbe, meReply, ok, renderWithProviders, signedInState } from '../../test-utils';
import { usePermissions } from '../../components/use-permissions';
import { useLiveEvents } from './use-live-events';
import { FakeAudioContext, mockApiWithStream } from './live-test-stream';

function LiveProbe() {
  useLiveEvents();
  // The app asks who is signed in (the sidebar); the toasts read it.
  usePermissions();
  const { data } = useGetPendingCountsQuery();
  return (
    <>
      <output aria-label="orders waiting">{data?.data.orders ?? '-'}</output>
      <LocationProbe />
    </>
  );
}

let waiting = 3;
const counts = () => {
  waiting += 1;
  return ok({ manual_wallet_adds: 0, automated_wallet_adds: 0, orders: waiting, my_package_orders: null, physical_orders: 0 });
};

function renderLive({ me = meReply({ superAdmin: true }), soundOn = false, signedIn = true } = {}) {
  const server = mockApiWithStream({ getMe: me, getPendingCounts: () => counts() });
  const preloadedState = signedIn ? { ...signedInState(), live: { soundOn, lists: {}, _persist: { version: -1, rehydrated: true } } } : undefined;
  const rendered = renderWithProviders(<LiveProbe />, { preloadedState });
  return { server, ...rendered };
}

/** The toasts on screen (notistack's), by their text. */
const toasts = () => screen.queryAllByRole('alert').map((toast) => toast.textContent);

describe('useLiveEvents', () => {
  beforeEach(() => {
    FakeAudioContext.created = 0;
    Object.assign(window, { AudioContext: FakeAudioContext });
  });

  it('connects after sign-in with the bearer header and refreshes the affected data on a change', async () => {
    const { server } = renderLive();
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    expect(server.eventCalls[0].headers.get('authorization')).toBe('Bearer test-token');
    server.ready();
    const first = Number((await screen.findByRole('status', { name: 'orders waiting' })).textContent);
    // An event may arrive split across chunks.
    server.send('event: change\ndata: {"list":"orders","scope":3,');
    server.send('"op":"insert","ids":[41]}\n\n');
    await waitFor(() => expect(Number(screen.getByRole('status', { name: 'orders waiting' }).textContent)).toBeGreaterThan(first));
    // The chime is off unless switched on.
    expect(await screen.findByText('New order #41')).toBeInTheDocument();
    expect(FakeAudioContext.created).toBe(0);
  });

  it('a new order: a toast whose Open opens it on its list, and the chime when the switch is on', async () => {
    const { server, user } = renderLive({ soundOn: true });
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    await waitFor(() => expect(server.calls('getMe')).toHaveLength(1));
    server.change({ list: 'orders', scope: 3, op: 'insert', ids: [42] });
    const toast = (await screen.findByText('New order #42')).closest('[role="alert"]') as HTMLElement;
    expect(FakeAudioContext.created).toBe(1);
    await user.click(within(toast).getByRole('button', { name: 'Open new order #42' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/order?open=42');
    // A status change is not new work: no toast, no chime.
    server.change({ list: 'orders', scope: 3, op: 'update', ids: [42] });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(toasts()).not.toContain('New order #42');
    expect(FakeAudioContext.created).toBe(1);
  });

  it('toasts only the kinds of work the admin may see, on the screen they may open', async () => {
    const me = meReply({ permissions: ['listMyPackageOrders', 'listAutomatedTransactions'] });
    const { server, user } = renderLive({ me, soundOn: true });
    await waitFor(() => expect(server.calls('getMe')).toHaveLength(1));
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    // Manual wallet-adds and physical orders are not this admin's (the server would not even send them).
    server.change({ list: 'transactions', scope: 0, op: 'insert', ids: [7] });
    server.change({ list: 'physical_orders', scope: 0, op: 'insert', ids: [8] });
    server.change({ list: 'transactions', scope: 1, op: 'insert', ids: [9] });
    server.change({ list: 'orders', scope: 5, op: 'insert', ids: [10], mine: true });
    expect(await screen.findByText('New automated wallet-add #9')).toBeInTheDocument();
    expect(screen.getByText('New order #10')).toBeInTheDocument();
    expect(toasts()).toHaveLength(2);
    expect(screen.queryByText(/wallet-add #7|product order #8/)).not.toBeInTheDocument();
    // One burst, one chime.
    expect(FakeAudioContext.created).toBe(1);
    // Their orders are on Admins Order.
    await user.click(screen.getByRole('button', { name: 'Open new order #10' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/subadmin-order?open=10');
  });

  it('many new orders at once make one toast that counts them, and one chime; more while it shows add to its count', async () => {
    const { server, user } = renderLive({ soundOn: true });
    await waitFor(() => expect(server.calls('getMe')).toHaveLength(1));
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    for (let id = 100; id < 130; id += 1) server.change({ list: 'orders', scope: 3, op: 'insert', ids: [id] });
    expect(await screen.findByText('30 new orders')).toBeInTheDocument();
    expect(toasts()).toEqual([expect.stringContaining('30 new orders')]);
    expect(FakeAudioContext.created).toBe(1);

    server.change({ list: 'orders', scope: 3, op: 'insert', ids: [130, 131] });
    expect(await screen.findByText('32 new orders')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('30 new orders')).not.toBeInTheDocument());
    expect(FakeAudioContext.created).toBe(2);
    // An announcement names at most 20 rows: one that names 20 may stand for more.
    server.change({ list: 'transactions', scope: 0, op: 'insert', ids: Array.from({ length: 20 }, (_, i) => 500 + i) });
    expect(await screen.findByText('20+ new wallet-adds')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show 32 new orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/order$/);
  });

  it('reconnects by itself after the stream drops', async () => {
    const { server } = renderLive();
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    server.drop();
    await waitFor(() => expect(server.eventCalls).toHaveLength(2), { timeout: 4_000 });
  });

  it('resumes after a drop from the last event id it saw (a keep-alive\'s too), refetching nothing; a resync refreshes', async () => {
    const { server } = renderLive();
    const counted = () => server.calls('getPendingCounts').length;
    const settled = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return counted();
    };
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    // A first connection names no id.
    expect(new URL(server.eventCalls[0].url).searchParams.has('last_event_id')).toBe(false);
    server.ready({ id: 10, resumes: true });
    server.change({ id: 11, list: 'physical_orders', scope: 0, op: 'insert', ids: [5] });
    // Changes this admin does not hear moved the stream on: the keep-alive says where it stands.
    server.send(': keep-alive\nid: 14\n\n');
    const before = await settled();
    server.drop();
    await waitFor(() => expect(server.eventCalls).toHaveLength(2), { timeout: 4_000 });
    expect(new URL(server.eventCalls[1].url).searchParams.get('last_event_id')).toBe('14');
    expect(server.eventCalls[1].headers.get('authorization')).toBe('Bearer test-token');
    server.ready({ resumes: true });
    // The server replays what was missed: nothing is refetched on reconnecting.
    expect(await settled()).toBe(before);
    server.change({ id: 15, list: 'orders', scope: 3, op: 'insert', ids: [77] });
    expect(await screen.findByText('New order #77')).toBeInTheDocument();

    const resumed = await settled();
    server.drop();
    await waitFor(() => expect(server.eventCalls).toHaveLength(3), { timeout: 4_000 });
    expect(new URL(server.eventCalls[2].url).searchParams.get('last_event_id')).toBe('15');
    // Too old for the server's window: told to resync, it refreshes as on a first connection.
    server.ready({ resumes: true });
    server.send('id: 40\nevent: resync\ndata: {}\n\n');
    await waitFor(() => expect(counted()).toBeGreaterThan(resumed));
    const resynced = await settled();
    server.drop();
    await waitFor(() => expect(server.eventCalls).toHaveLength(4), { timeout: 4_000 });
    expect(new URL(server.eventCalls[3].url).searchParams.get('last_event_id')).toBe('40');
    // A server that does not resume (its `ready` does not say so): refreshed too.
    server.ready();
    await waitFor(() => expect(counted()).toBeGreaterThan(resynced));
  });

  it('a stream the server ends because the session ended: the reconnect is refused and the dashboard signs out', async () => {
    const { server, store } = renderLive();
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    server.ready();
    server.answers.events = 401;
    server.drop();
    await waitFor(() => expect(store.getState().session.token).toBeNull(), { timeout: 4_000 });
    expect(server.eventCalls).toHaveLength(2);
  });

  it('does not connect while signed out', async () => {
    const { server } = renderLive({ signedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.eventCalls).toHaveLength(0);
  });
});
