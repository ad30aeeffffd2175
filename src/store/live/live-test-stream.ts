import { mockApi, type MockApi, type Stubs } from '../../test-utils';

/** The event stream of a test: what the server sends on GET /api/events, and a way to drop it. */
export interface FakeStream {
  /** Every GET /api/events made. */
  eventCalls: Request[];
  /** The answer to the next connections (401: the session ended). */
  answers: { events: number };
  /** Writes raw text to the open stream. */
  send(text: string): void;
  /** Sends a `change` event (with its `id:` line when it has an id). */
  change(event: { id?: number; list: string; scope: number; op: string; ids: number[]; mine?: boolean }): void;
  /** `ready` as an older server sent it; `{ id, resumes: true }`: as a server that resumes sends it (`id`: where a stream that named none starts). */
  ready(options?: { id?: number; resumes?: true }): void;
  /** Ends the open stream (the server went away). */
  drop(): void;
}

/**
 * The api stubbed by operation (`mockApi`) plus GET /api/events as a stream the test writes to:
 * each connection gets a stream of its own.
 */
export function mockApiWithStream(stubs: Stubs): MockApi & FakeStream {
  const api = mockApi(stubs);
  const encoder = new TextEncoder();
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const eventCalls: Request[] = [];
  const answers = { events: 200 };
  const fetchMock = globalThis.fetch as jest.MockedFunction<typeof fetch>;
  const stubbed = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname !== '/api/events') return stubbed(input, init);
    eventCalls.push(request);
    if (answers.events !== 200) {
      const body = { success: false, message: 'Your session has expired. Please sign in again.' };
      return new Response(JSON.stringify(body), { status: answers.events, headers: { 'content-type': 'application/json' } });
    }
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  const send = (text: string) => streams[streams.length - 1].enqueue(encoder.encode(text));
  return Object.assign(api, {
    eventCalls,
    answers,
    send,
    change: ({ id, ...event }: Parameters<FakeStream['change']>[0]) => send(`event: change\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`),
    ready: ({ id, resumes }: { id?: number; resumes?: true } = {}) =>
      send(`retry: 3000\n\n${id === undefined ? '' : `id: ${id}\n`}event: ready\ndata: ${resumes ? '{"resumes":true}' : '{}'}\n\n`),
    drop: () => streams[streams.length - 1].close(),
  });
}

/** A Web Audio stand-in that counts the chimes played. */
export class FakeAudioContext {
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
