import type { ServerResponse } from 'node:http';
import type { ServerMetrics } from '../metrics/metrics';
import { HttpError } from './errors';
import { say } from './messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Draining before a stop, and the open event streams (set by startServer; absent on an app built alone). */
    lifecycle?: Lifecycle;
    /** Prometheus metrics, when METRICS_TOKEN is set (set by startServer). */
    metrics?: ServerMetrics;
  }
}

/** A server that is stopping says so, and when to try again (elsewhere, through the balancer); `headers` added to the answer. */
export const stoppingRefusal = (headers: Record<string, string> = {}) => new HttpError(503, say('serverStopping'), undefined, { 'retry-after': '1', ...headers });

/** What an ended event stream tells the client: reconnect after this many milliseconds (to another server, through the balancer). */
export const RECONNECT_AFTER_MS = 1_000;

/**
 * A server's way out (docs/operations.md#stopping-and-rolling-restarts). Once told to stop it
 * drains: /api/ready answers 503 so the balancer takes it out of rotation, while every request that
 * still arrives is served (each answer closes its connection, so none is left idle to race the
 * close); then its event streams end with a reconnect hint, and the server closes.
 */
export class Lifecycle {
  #draining = false;
  readonly #streams = new Set<ServerResponse>();

  get draining(): boolean {
    return this.#draining;
  }

  startDraining(): void {
    this.#draining = true;
  }

  /** An event stream's response (GET /api/events), known until it closes. */
  trackStream(raw: ServerResponse): void {
    this.#streams.add(raw);
    raw.once('close', () => this.#streams.delete(raw));
  }

  /** Event streams open now: answered 200 and not ended. */
  get openStreams(): number {
    let open = 0;
    for (const raw of this.#streams) if (isOpenStream(raw)) open += 1;
    return open;
  }

  /**
   * Ends every open event stream with a reconnect hint: an SSE `retry:` line, then the end of the
   * stream and of its connection. The dashboard reconnects on the end of a stream
   * (src/store/live/use-live-events.ts), an EventSource after the `retry:` time. A stream still
   * being admitted is ended by the live bus's close (start.ts). Returns how many were ended.
   */
  endStreams(): number {
    let ended = 0;
    for (const raw of [...this.#streams]) {
      if (!isOpenStream(raw)) continue;
      raw.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
      raw.once('finish', () => raw.socket?.end());
      raw.end();
      ended += 1;
    }
    return ended;
  }
}

const isOpenStream = (raw: ServerResponse) =>
  raw.headersSent && !raw.writableEnded && raw.statusCode === 200 && String(raw.getHeader('content-type') ?? '').startsWith('text/event-stream');
