/** One Server-Sent Event: its name (`message` when unnamed) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
  /** The `id:` of its own block, when it has one. */
  id?: string;
}

/** Feed it decoded text; it returns the events completed so far. */
export interface SseParser {
  (text: string): ServerSentEvent[];
  /** The stream's last event id (its latest `id:` line, kept by a block without data too), '' before any. */
  readonly lastEventId: string;
}

/**
 * Splits a text/event-stream into events as chunks arrive (a chunk may end mid-event). Comments
 * (`: keep-alive`) and `retry` are dropped; `id:` lines set `lastEventId`, as an EventSource keeps it.
 */
export function sseParser(): SseParser {
  let buffer = '';
  let lastEventId = '';
  const parse = (text: string): ServerSentEvent[] => {
    buffer += text.replace(/\r\n?/g, '\n');
    const events: ServerSentEvent[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        else if (line.startsWith('id:') && !line.includes('\0')) lastEventId = id = line.slice(3).replace(/^ /, '');
      }
      if (data.length) events.push({ event, data: data.join('\n'), ...(id === undefined ? {} : { id }) });
    }
    return events;
  };
  return Object.defineProperty(parse, 'lastEventId', { get: () => lastEventId }) as SseParser;
}
