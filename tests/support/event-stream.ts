/** The live event stream (GET /api/events) read over real HTTP, as the dashboard reads it. */

export interface ReceivedEvent {
  event: string;
  data: { list?: string; scope?: number; op?: string; ids?: number[]; mine?: boolean };
}

/** Opens the event stream over real HTTP with the bearer header and collects its events. */
export async function openEventStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const events: ReceivedEvent[] = [];
  const res = await fetch(`${baseUrl}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const reading = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (match: (e: ReceivedEvent) => boolean, timeoutMs = 5_000) => {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const found = events.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no matching event; got ${JSON.stringify(events)}`);
  };
  return {
    headers: res.headers,
    events,
    waitFor,
    /** Resolves when the stream is over (the server ended it, or `close`); rejects if it is still open after `timeoutMs`. */
    ended: (timeoutMs = 10_000) =>
      Promise.race([
        reading,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the stream was still open after ${timeoutMs} ms`)), timeoutMs).unref()),
      ]),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
