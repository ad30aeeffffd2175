import { screen, waitFor } from '@testing-library/react';
import { useGetPendingCountsQuery } from '../api';
import { renderWithProviders, signedInState } from '../../test-utils';
import { useLiveEvents } from './use-live-events';

function LiveProbe() {
  useLiveEvents();
  const { data } = useGetPendingCountsQuery();
  return <output aria-label="orders waiting">{data?.data.orders ?? '-'}</output>;
}

/** A fake server: each /api/events call gets a stream the test writes to and can drop. */
function fakeServer() {
  const encoder = new TextEncoder();
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const eventCalls: Request[] = [];
  const answers = { events: 200 };
  let waiting = 3;
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/events') {
      eventCalls.push(request);
      if (answers.events !== 200) return new Response(JSON.stringify({ success: false, message: 'Your session has expired. Please sign in again.' }), { status: answers.events, headers: { 'content-type': 'application/json' } });
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    waiting += 1;
    const counts = { manual_wallet_adds: 0, automated_wallet_adds: 0, orders: waiting, my_package_orders: null, physical_orders: 0 };
    return new Response(JSON.stringify({ success: true, message: 'OK', data: counts }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const send = (text: string) => streams[streams.length - 1].enqueue(encoder.encode(text));
  return { fetchMock, eventCalls, answers, send, drop: () => streams[streams.length - 1].close() };
}

class FakeAudioContext {
  static created = 0;
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.created += 1;
  }
  createGain() {
    return { connect: jest.fn(), gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() } };
  }
  createOscillator() {
    return { frequency: { value: 0 }, connect: jest.fn(), start: jest.fn(), stop: jest.fn() };
  }
  close() {
    return Promise.resolve();
  }
}

describe('useLiveEvents', () => {
  beforeEach(() => {
    FakeAudioContext.created = 0;
    Object.assign(window, { AudioContext: FakeAudioContext });
  });

  it('connects after sign-in with the bearer header and refreshes the affected data on a change', async () => {
    const server = fakeServer();
    renderWithProviders(<LiveProbe />, { preloadedState: signedInState() });
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    expect(server.eventCalls[0].headers.get('authorization')).toBe('Bearer test-token');
    server.send('retry: 3000\n\nevent: ready\ndata: {}\n\n');
    const first = Number((await screen.findByRole('status', { name: 'orders waiting' })).textContent);
    // An event may arrive split across chunks.
    server.send('event: change\ndata: {"list":"orders","scope":3,');
    server.send('"op":"insert","ids":[41]}\n\n');
    await waitFor(() => expect(Number(screen.getByRole('status', { name: 'orders waiting' }).textContent)).toBeGreaterThan(first));
    // The chime is off unless switched on.
    expect(FakeAudioContext.created).toBe(0);
  });

  it('plays the chime on a new order when the switch is on', async () => {
    const server = fakeServer();
    renderWithProviders(<LiveProbe />, { preloadedState: { ...signedInState(), live: { soundOn: true, _persist: { version: -1, rehydrated: true } } } });
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    server.send('event: change\ndata: {"list":"transactions","scope":0,"op":"insert","ids":[1]}\n\n');
    server.send('event: change\ndata: {"list":"orders","scope":3,"op":"insert","ids":[42]}\n\n');
    await waitFor(() => expect(FakeAudioContext.created).toBe(1));
  });

  it('reconnects by itself after the stream drops', async () => {
    const server = fakeServer();
    renderWithProviders(<LiveProbe />, { preloadedState: signedInState() });
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    server.drop();
    await waitFor(() => expect(server.eventCalls).toHaveLength(2), { timeout: 4_000 });
  });

  it('a stream the server ends because the session ended: the reconnect is refused and the dashboard signs out', async () => {
    const server = fakeServer();
    const { store } = renderWithProviders(<LiveProbe />, { preloadedState: signedInState() });
    await waitFor(() => expect(server.eventCalls).toHaveLength(1));
    server.send('retry: 3000\n\nevent: ready\ndata: {}\n\n');
    server.answers.events = 401;
    server.drop();
    await waitFor(() => expect(store.getState().session.token).toBeNull(), { timeout: 4_000 });
    expect(server.eventCalls).toHaveLength(2);
  });

  it('does not connect while signed out', async () => {
    const server = fakeServer();
    renderWithProviders(<LiveProbe />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.eventCalls).toHaveLength(0);
  });
});
