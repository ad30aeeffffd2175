import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';

/**
 * What the database announces after a committed change (migration 0006's triggers): which list,
 * in which scope (orders: the package; transactions: 0 manual, 1 automated; physical orders: 0),
 * what kind of change and up to 20 of the rows' ids.
 */
export interface ChangeEvent {
  list: 'orders' | 'transactions' | 'physical_orders';
  scope: number;
  op: 'insert' | 'update' | 'delete';
  ids: number[];
}

export const EVENTS_CHANNEL = 'shop_events';

const LISTS = new Set(['orders', 'transactions', 'physical_orders']);

function parse(payload: string): ChangeEvent | null {
  try {
    const event = JSON.parse(payload) as ChangeEvent;
    return LISTS.has(event.list) && typeof event.scope === 'number' ? event : null;
  } catch {
    return null;
  }
}

/**
 * One LISTEN per server, fanned out to every open event stream; `close` ends the streams (so the
 * server can stop) and the listening.
 */
export class LiveEvents {
  private readonly subscribers = new Set<(event: ChangeEvent) => void>();
  private readonly streams = new Set<() => void>();
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly log: FastifyBaseLogger) {}

  async start(database: Pick<DatabaseHandle, 'listen'>): Promise<this> {
    this.stop = await database.listen(EVENTS_CHANNEL, (payload) => {
      const event = parse(payload);
      if (!event) return this.log.warn({ payload: payload.slice(0, 200) }, 'unreadable change notification');
      for (const subscriber of this.subscribers) subscriber(event);
    });
    return this;
  }

  subscribe(onEvent: (event: ChangeEvent) => void): () => void {
    this.subscribers.add(onEvent);
    return () => this.subscribers.delete(onEvent);
  }

  /** An open stream to end when the server stops. */
  track(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  async close(): Promise<void> {
    for (const end of [...this.streams]) end();
    this.subscribers.clear();
    await this.stop?.();
    this.stop = null;
  }
}
