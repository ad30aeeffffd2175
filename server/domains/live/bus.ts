import type { FastifyBaseLogger } from 'fastify';
import { sessionsNamed } from '../../auth/session-cache';
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
  /**
   * Set on the stream of an admin who holds the order's package (Admins Order lists it): the
   * dashboard counts it as new on that list too. Never in the database's announcement.
   */
  mine?: true;
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

/** What the bus asks of an open event stream (stream.ts). */
export interface LiveStream {
  readonly sessionId: number;
  readonly adminId: number;
  /** A committed change, for the stream to send if its admin may see it. */
  change(event: ChangeEvent): void;
  /** An access announcement named the stream's session or admin (or everything): called as it is heard, before any later change. */
  accessChanged(): void;
  end(): void;
}

/**
 * One LISTEN per server for the change events and, on that same connection, the access
 * announcements (migration 0012), so a stream hears a sign-out, a deleted admin or a withdrawn module
 * before any change committed after it; this server's own announcements are heard before their
 * commit returns (database.ts, listenForAccess). `close` ends the streams (so the server can stop)
 * and the listening.
 */
export class LiveEvents {
  readonly #streams = new Set<LiveStream>();
  /** Reads of a session's access under way, one for all its streams; only reads begun since the latest announcement are here. */
  readonly #reads = new Map<number, Promise<unknown>>();
  #stop: (() => Promise<void>) | null = null;
  #heard = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  async start(database: Pick<DatabaseHandle, 'listenForAccess'>): Promise<this> {
    this.#stop = await database.listenForAccess(
      (announcement) => this.announced(announcement),
      (heard) => {
        // Lost or found again: what was announced in between is unknown.
        this.#heard = heard;
        this.announced('*');
      },
      {
        [EVENTS_CHANNEL]: (payload) => {
          const event = parse(payload);
          if (!event) return this.log.warn({ payload: payload.slice(0, 200) }, 'unreadable change notification');
          for (const stream of [...this.#streams]) stream.change(event);
        },
      },
    );
    return this;
  }

  /** Whether the access announcements are heard; while they are not, a stream checks its session before each send. */
  get heard(): boolean {
    return this.#heard;
  }

  /** Tells the streams an access announcement names, at once (see sessionsNamed). */
  announced(announcement: string): void {
    // A read begun before this announcement may not see what it announces: the streams it names read anew.
    this.#reads.clear();
    const named = sessionsNamed(announcement);
    for (const stream of [...this.#streams]) if (!named || named(stream.sessionId, stream.adminId)) stream.accessChanged();
  }

  /**
   * Reads a session's access once for all its open streams (a dashboard open in several tabs): an
   * announcement naming everything costs one read per session, not one per stream.
   */
  readOnce<T>(sessionId: number, read: () => Promise<T>): Promise<T> {
    const underway = this.#reads.get(sessionId) as Promise<T> | undefined;
    if (underway) return underway;
    const reading = read().finally(() => {
      if (this.#reads.get(sessionId) === reading) this.#reads.delete(sessionId);
    });
    this.#reads.set(sessionId, reading);
    return reading;
  }

  /** An open stream, told of changes and announcements until it ends or the server stops. */
  add(stream: LiveStream): () => void {
    this.#streams.add(stream);
    return () => this.#streams.delete(stream);
  }

  async close(): Promise<void> {
    for (const stream of [...this.#streams]) stream.end();
    await this.#stop?.();
    this.#stop = null;
  }
}
