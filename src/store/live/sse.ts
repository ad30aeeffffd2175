/** One Server-Sent Event: its name (`message` when unnamed) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into events as chunks arrive (a chunk may end mid-event): feed it
 * decoded text, it returns the events completed so far. Comments (`: keep-alive`) and `retry`
 * are dropped.
 */
export function sseParser() {
  let buffer = '';
  return (text: string): ServerSentEvent[] => {
    buffer += text.replace(/\r\n?/g, '\n');
    const events: ServerSentEvent[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length) events.push({ event, data: data.join('\n') });
    }
    return events;
  };
}
