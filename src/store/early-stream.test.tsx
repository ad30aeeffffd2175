import { act, screen, waitFor } from '@testing-library/react';
import { useGetPendingCountsQuery } from './api';
import { earlyStreamReadyAt, openStreamEarly, takeEarlyStream } from './early-stream';
import { useLiveEvents } from './live/use-live-events';
import { mockApiWithStream } from './live/live-test-stream';
import { meReply, ok, placed, renderWithProviders, signedInState } from '../test-utils';

/** The waiting counts on screen; the live stream only when `live` (the app's layout mounts it). */
function Probe({ live }: { live: boolean }) {
  const { data } = useGetPendingCountsQuery();
  return (
    <>
      {live && <Live />}
      <output aria-label="orders waiting">{data?.data.orders ?? '-'}</output>
    </>
  );
}

function Live() {
  useLiveEvents();
  return null;
}

const counts = ok({ manual_wallet_adds: 0, automated_wallet_adds: 0, orders: 3, my_package_orders: null, physical_orders: 0 });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

function streamServer() {
  return mockApiWithStream({ getMe: meReply({ superAdmin: true }), getPendingCounts: counts });
}

// Whatever a test left is closed: the next one starts with no early stream.
afterEach(() => takeEarlyStream(undefined));

describe('the live stream opened by the entry while the app loads', () => {
  it('says ready for its own session only', async () => {
    const server = streamServer();
    openStreamEarly('test-token');
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    expect(server.eventCalls[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(earlyStreamReadyAt('Bearer test-token')).toBeNull();
    server.ready();
    await waitFor(() => expect(earlyStreamReadyAt('Bearer test-token')).not.toBeNull());
    expect(earlyStreamReadyAt('Bearer other-token')).toBeNull();
  });

  it('is the app’s first connection: what it brought before is handled, and nothing asked after its ready is asked again', async () => {
    const server = streamServer();
    openStreamEarly('test-token');
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    server.ready({ id: 10 });
    // A keep-alive with the stream's position (what a quiet stream sends).
    server.send('id: 11\n: keep-alive\n\n');
    await waitFor(() => expect(earlyStreamReadyAt('Bearer test-token')).not.toBeNull());
    // Asked after the stream listened and before the app takes it (as a screen's data is, ahead of the layout).
    const { store, rerender } = renderWithProviders(<Probe live={false} />, { preloadedState: signedInState() });
    await waitFor(() => expect(screen.getByRole('status', { name: 'orders waiting' })).toHaveTextContent('3'));
    rerender(<Probe live />);
    await waitFor(() => expect(store.getState().live.ready).toBe(true));
    await settle();
    // No connection of its own, and the counts, asked after the stream listened, are not refreshed.
    expect(server.eventCalls).toHaveLength(1);
    expect(server.calls('getPendingCounts')).toHaveLength(1);
    // It goes on: a later change refreshes them.
    server.change({ list: 'orders', scope: 3, op: 'update', ids: [41] });
    await waitFor(() => expect(server.calls('getPendingCounts')).toHaveLength(2));
    // What came before the app took it was read: a reconnect resumes from its position.
    server.drop();
    await waitFor(() => expect(server.eventCalls).toHaveLength(2), { timeout: 3_000 });
    expect(new URL(server.eventCalls[1].url).searchParams.get('last_event_id')).toBe('11');
  });

  it('refreshes what was asked for before its ready arrived, even when the app takes it later', async () => {
    const server = streamServer();
    openStreamEarly('test-token');
    const { rerender } = renderWithProviders(<Probe live={false} />, { preloadedState: signedInState() });
    await waitFor(() => expect(server.calls('getPendingCounts')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('status', { name: 'orders waiting' })).toHaveTextContent('3'));
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    server.ready();
    await waitFor(() => expect(earlyStreamReadyAt('Bearer test-token')).not.toBeNull());
    rerender(<Probe live />);
    // The counts may predate the stream: a change between their read and its ready would be missed.
    await waitFor(() => expect(server.calls('getPendingCounts')).toHaveLength(2));
    expect(server.eventCalls).toHaveLength(1);
  });

  it.each([
    ['keeps an answer the server placed where the stream starts, however late its ready is read', 10, 1],
    ['refreshes an answer the server placed before where the stream starts', 9, 2],
  ])('%s', async (_name, position, asked) => {
    const server = mockApiWithStream({ getMe: meReply({ superAdmin: true }), getPendingCounts: placed(position, counts) });
    openStreamEarly('test-token');
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    // The counts are asked for before the page reads the stream's ready (its main thread was busy).
    const { store, rerender } = renderWithProviders(<Probe live={false} />, { preloadedState: signedInState() });
    await waitFor(() => expect(screen.getByRole('status', { name: 'orders waiting' })).toHaveTextContent('3'));
    server.ready({ id: 10, resumes: true });
    await waitFor(() => expect(earlyStreamReadyAt('Bearer test-token')).not.toBeNull());
    rerender(<Probe live />);
    await waitFor(() => expect(store.getState().live.ready).toBe(true));
    await settle();
    // Placed at 10, they miss no change the stream (from 10 on) will not bring.
    expect(server.calls('getPendingCounts')).toHaveLength(asked);
  });

  it('is not taken by another session: closed, and the app connects with its own token', async () => {
    const server = streamServer();
    openStreamEarly('old-token');
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    renderWithProviders(<Probe live />, { preloadedState: signedInState() });
    await waitFor(() => expect(server.eventCalls).toHaveLength(2));
    expect(server.eventCalls[0].signal.aborted).toBe(true);
    expect(server.eventCalls[1].headers.get('authorization')).toBe('Bearer test-token');
  });

  it('is not taken when it was refused: the app connects itself and signs out on its own 401', async () => {
    const server = streamServer();
    server.answers.events = 401;
    openStreamEarly('test-token');
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    await settle();
    const { store } = renderWithProviders(<Probe live />, { preloadedState: signedInState() });
    await waitFor(() => expect(server.eventCalls).toHaveLength(2));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
  });
});
