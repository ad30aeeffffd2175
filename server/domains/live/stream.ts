import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeEvent, LiveEvents, LiveStream } from './bus';
import type { JournalStart } from './journal';

/**
 * What a change is to a stream's admin: false (not theirs to hear), true (sent as it is) or the
 * event as they hear it (marked `mine`).
 */
export type Hears = (event: ChangeEvent) => boolean | ChangeEvent;
/** What a stream's admin may hear, from a fresh read of its session and grants; null once the session is no longer live. */
export type ReadAccess = () => Promise<Hears | null>;

const HEARTBEAT_MS = 20_000;
/**
 * The backstop: how stale a stream's view of its session and grants may be before a change or a
 * heartbeat reads them again, for what no announcement covers (an operator's change with the triggers off).
 */
export const LIVE_RECHECK_MS = 5_000;
/** Changes held while a check runs, at most: beyond this the stream ends (the dashboard reconnects and resumes from its last id). */
const MAX_HELD = 1_000;
/** `ready`'s data from a stream that resumes from `Last-Event-ID` (a dashboard asking to resume refetches when it is missing). */
const READY = '{"resumes":true}';

/**
 * One open event stream (GET /api/events). It is told of access announcements naming its session or
 * admin as they are heard, before any later change, and from then holds what it would send until a
 * fresh read of its session and grants settles: a live session sends what was held (seen through
 * the grants as they now are), a gone one ends the stream and sends nothing more. It checks before
 * each send too while the announcements are not heard, and once its last look is LIVE_RECHECK_MS old.
 *
 * Resumable: each change goes with its `id:` (commit order, migration 0023), and the stream keeps
 * its position, the newest id it has passed whether its admin heard it or not (so a change heard
 * both from the journal and live is sent once). A reconnect with `Last-Event-ID` gets what followed
 * that id from the journal before anything live, through the same filter; one whose id is older
 * than the journal's window gets `resync`. The keep-alive carries the position once it moved past
 * changes the admin does not hear, so a quiet admin's id does not fall out of the window.
 */
export class EventStream implements LiveStream {
  #state: 'checking' | 'open' | 'ended' = 'checking';
  /** An announcement arrived during a check: its read may predate the change, so read again. */
  #again = false;
  #held: (ChangeEvent | 'keep-alive')[] = [];
  /** What the journal had after the id the client asked to resume from: sent before anything held. */
  #backlog: ChangeEvent[] = [];
  /** The newest event id passed (sent or not the admin's); null without a journal. */
  #position: number | null = null;
  /** The last id the client was sent. */
  #told: number | null = null;
  #hears: Hears = () => false;
  #checkedAt = 0;
  #raw: ServerResponse | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  readonly #leave: () => void;

  /** Registered with the bus at once, holding what it hears until `admit` has read the session. */
  constructor(
    private readonly bus: LiveEvents,
    readonly sessionId: number,
    readonly adminId: number,
    private readonly readAccess: ReadAccess,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#leave = bus.add(this);
  }

  /** The first read, made once registered so nothing announced after it is missed: false (and ended) when the session is gone. */
  async admit(): Promise<boolean> {
    try {
      if (await this.#settle()) return true;
    } catch (err) {
      this.end();
      throw err;
    }
    this.end();
    return false;
  }

  /**
   * Starts writing: `ready`, then from `start` (read from the journal once registered, so nothing
   * committed since is missed) what followed the client's id or `resync`, then whatever was held since.
   */
  attach(raw: ServerResponse, start?: JournalStart): void {
    this.#raw = raw;
    if (this.#state === 'ended' || raw.destroyed) return this.end();
    let head = 'retry: 3000\n\n';
    if (!start) head += 'event: ready\ndata: {}\n\n';
    else if (start.kind === 'replay') {
      head += `event: ready\ndata: ${READY}\n\n`;
      this.#position = start.after;
      this.#told = start.after;
      this.#backlog = start.events;
    } else {
      // The id goes with the event that says where the client stands: `resync` when it asked for a lost one.
      head += start.kind === 'fresh' ? `id: ${start.position}\nevent: ready\ndata: ${READY}\n\n` : `event: ready\ndata: ${READY}\n\nid: ${start.position}\nevent: resync\ndata: {}\n\n`;
      this.#position = start.position;
      this.#told = start.position;
    }
    raw.write(head);
    this.#heartbeat = setInterval(() => this.#send('keep-alive'), HEARTBEAT_MS);
    if (this.#state === 'open') this.#flush();
  }

  get ended(): boolean {
    return this.#state === 'ended';
  }

  change(event: ChangeEvent): void {
    this.#send(event);
  }

  accessChanged(): void {
    if (this.#state === 'checking') this.#again = true;
    else if (this.#state === 'open') void this.#check();
  }

  end(): void {
    if (this.#state !== 'ended') {
      this.#state = 'ended';
      this.#held = [];
      this.#backlog = [];
      if (this.#heartbeat) clearInterval(this.#heartbeat);
      this.#leave();
    }
    if (this.#raw && !this.#raw.writableEnded) this.#raw.end();
  }

  #send(item: ChangeEvent | 'keep-alive'): void {
    if (this.#state === 'ended') return;
    const fresh = this.bus.heard && Date.now() - this.#checkedAt < LIVE_RECHECK_MS;
    if (this.#state === 'open' && this.#raw && fresh) return this.#write(item);
    if (this.#held.length >= MAX_HELD) return this.end();
    this.#held.push(item);
    if (this.#state === 'open' && this.#raw) void this.#check();
  }

  /** The one place a stream is written to: never once it ended or while a check is pending. */
  #write(item: ChangeEvent | 'keep-alive'): void {
    if (this.#state !== 'open' || !this.#raw || this.#raw.writableEnded) return;
    if (item === 'keep-alive') {
      const moved = this.#position !== this.#told;
      this.#told = this.#position;
      return void this.#raw.write(moved ? `: keep-alive\nid: ${this.#position}\n\n` : ': keep-alive\n\n');
    }
    if (item.id !== undefined && this.#position !== null) {
      if (item.id <= this.#position) return;
      this.#position = item.id;
    }
    const heard = this.#hears(item);
    if (!heard) return;
    const { id, ...data } = heard === true ? item : heard;
    if (id !== undefined) this.#told = id;
    this.#raw.write(`event: change\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
  }

  #flush(): void {
    if (!this.#raw) return;
    const items = [...this.#backlog, ...this.#held];
    this.#backlog = [];
    this.#held = [];
    for (const item of items) this.#write(item);
  }

  /** Reads the session again (and again while announcements arrive during the read): whether it is still live. */
  async #settle(): Promise<boolean> {
    this.#state = 'checking';
    let hears: Hears | null;
    do {
      this.#again = false;
      hears = await this.bus.readOnce(this.sessionId, this.readAccess);
    } while (this.#again && hears);
    // Ended during the read (the client went): nothing to open.
    if (!hears || this.ended) return false;
    this.#hears = hears;
    this.#checkedAt = Date.now();
    this.#state = 'open';
    return true;
  }

  async #check(): Promise<void> {
    try {
      if (!(await this.#settle())) return this.end();
    } catch (err) {
      // Access that cannot be confirmed (the database away) ends the stream; the dashboard reconnects.
      this.log.warn({ err }, 'live stream could not re-check its session');
      return this.end();
    }
    this.#flush();
  }
}
