import type { FastifyBaseLogger } from 'fastify';
import { sessionsNamed } from '../../auth/session-cache';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { detached } from '../../db/unit-of-work';
import { changeOf, readJournal, type ChangeEvent, type JournalStart } from './journal';

export type { ChangeEvent } from './journal';

export const EVENTS_CHANNEL = 'shop_events';
/** The header of a GET's answer that gives `LiveEvents.position` as the request arrived (read by src/store/base-api.ts). */
export const LIVE_POSITION_HEADER = 'x-live-position';

function parse(payload: string): ChangeEvent | null {
  try {
    return changeOf(JSON.parse(payload));
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
 *
 * Changes reach the streams in id order, each once. What is committed while the listening
 * connection is lost is read from the journal (journal.ts) once it listens again, before anything
 * heard since; when the journal no longer has it, every stream ends and its dashboard resumes from
 * the last id it saw (or is told to resync).
 */
export class LiveEvents {
  readonly #streams = new Set<LiveStream>();
  /** Reads of a session's access under way, one for all its streams; only reads begun since the latest announcement are here. */
  readonly #reads = new Map<number, Promise<unknown>>();
  #stop: (() => Promise<void>) | null = null;
  #heard = false;
  #db: Kysely<Database> | null = null;
  /** The newest event id passed to the streams (null: not known). */
  #last: number | null = null;
  /** Changes heard since the listening connection was lost, held until what it missed is read. */
  #missed: ChangeEvent[] | null = null;
  #losses = 0;
  #catchingUp = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** `database.db`, when given, is where the journal is read to catch up after a lost connection. */
  async start(database: Pick<DatabaseHandle, 'listenForAccess'> & Partial<Pick<DatabaseHandle, 'db'>>): Promise<this> {
    this.#db = database.db ?? null;
    this.#stop = await database.listenForAccess(
      (announcement) => this.announced(announcement),
      (heard) => {
        // Lost or found again: what was announced in between is unknown.
        this.#heard = heard;
        if (!heard && this.#db) {
          this.#losses += 1;
          this.#missed ??= [];
        }
        this.announced('*');
        if (heard && this.#missed) void this.#catchUp();
      },
      {
        [EVENTS_CHANNEL]: (payload) => {
          const event = parse(payload);
          if (!event) return this.log.warn({ payload: payload.slice(0, 200) }, 'unreadable change notification');
          if (this.#missed) this.#missed.push(event);
          else this.#pass(event);
        },
      },
    );
    if (this.#db) {
      try {
        const { position } = await readJournal(this.#db, null);
        this.#last = Math.max(this.#last ?? 0, position);
      } catch (err) {
        this.log.warn({ err }, 'live events: the journal could not be read');
      }
    }
    return this;
  }

  /** A change to every stream, unless already passed on (read from the journal, then heard). */
  #pass(event: ChangeEvent): void {
    if (event.id !== undefined) {
      if (this.#last !== null && event.id <= this.#last) return;
      this.#last = event.id;
    }
    for (const stream of [...this.#streams]) stream.change(event);
  }

  /** Listening again after a loss: what was committed meanwhile, from the journal, then what was heard since. */
  async #catchUp(): Promise<void> {
    if (this.#catchingUp) return;
    this.#catchingUp = true;
    try {
      while (this.#missed && this.#heard) {
        const losses = this.#losses;
        let start: JournalStart | null = null;
        try {
          const after = this.#last;
          if (after !== null) start = await detached(() => readJournal(this.#db!, after));
        } catch (err) {
          this.log.warn({ err }, 'live events: what was missed could not be read');
        }
        // Closed meanwhile (close() forgets what was missed): nothing is passed on.
        const heard = this.#missed;
        if (heard === null) break;
        // Lost again meanwhile: read again once listening (what the read saw may predate what was missed since).
        if (!this.#heard || this.#losses !== losses) continue;
        this.#missed = null;
        if (start?.kind === 'replay') for (const event of start.events) this.#pass(event);
        else {
          // Not to be told: each dashboard reconnects and resumes from its own last id.
          for (const stream of [...this.#streams]) stream.end();
          if (start) this.#last = start.position;
        }
        for (const event of heard) this.#pass(event);
      }
    } finally {
      this.#catchingUp = false;
    }
  }

  /**
   * The newest event id this server has heard committed (null: not known). Every change up to it
   * was committed before anything read after this is read, so an answer read after it misses only
   * changes with a higher id: a stream whose `ready` came at or below it sends all of those
   * (`x-live-position`, app.ts).
   */
  get position(): number | null {
    return this.#last;
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
    this.#missed = null;
    for (const stream of [...this.#streams]) stream.end();
    await this.#stop?.();
    this.#stop = null;
  }
}
