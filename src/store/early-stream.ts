/**
 * GET /api/events, opened by the entry script (src/app/boot.ts) as soon as a signed-in page starts,
 * beside the early GET /admin/me and screen data (early-answers.ts), while the app's code downloads and compiles. The
 * stream's `ready` says the server hears every change from then on: a screen's data asked for after
 * it misses nothing, so it can be asked for at once (src/app/screen-data-preload.ts) instead of
 * once the app has rendered its layout, connected the stream itself and applied its first refresh.
 * The app's live stream (use-live-events.ts) takes this connection as its first one: what arrived
 * before is kept, with the time it arrived, and handed over first. Taken once, and only by the same
 * session; one that failed or ended before it was taken is not taken (the app connects itself).
 * The entry cannot import fetch-stream.ts (base-api, the whole of RTK Query): it reads the same address.
 */
import { acceptLanguage } from '../lib/i18n';
import { sseParser } from './live/sse';

const EVENTS_URL = '/api/events';

/** A chunk of the stream and when it arrived (Date.now()). */
export interface EarlyChunk {
  chunk: Uint8Array;
  at: number;
}

interface EarlyStream {
  authorization: string;
  controller: AbortController;
  /** What arrived before it was taken. */
  kept: EarlyChunk[];
  /** Failed or ended before it was taken: not taken. */
  over: boolean;
  /** Set once taken: each chunk goes to it as it arrives. */
  follower: ((chunk: Uint8Array) => void) | null;
  /** Settles when the stream ends (rejects with the read's failure), for the one who took it. */
  done: Promise<void>;
}

let early: EarlyStream | null = null;
/** The session whose early stream has said `ready` (the app's stream looks after it from when it takes it). */
let readyFor: { authorization: string; at: number } | null = null;
const readyListeners = new Set<() => void>();

/** Opens the live stream for this session now (the entry, signed in). */
export function openStreamEarly(token: string): void {
  const authorization = `Bearer ${token}`;
  const controller = new AbortController();
  const stream: EarlyStream = { authorization, controller, kept: [], over: false, follower: null, done: Promise.resolve() };
  const decoder = new TextDecoder();
  const parse = sseParser();
  // Read for `ready` only: the app's stream parses everything kept when it takes it.
  let heardReady = false;
  const read = async () => {
    const response = await fetch(EVENTS_URL, {
      headers: { accept: 'text/event-stream', 'accept-language': acceptLanguage(), authorization },
      signal: controller.signal,
      cache: 'no-store',
    });
    if (!response.ok || !response.body) throw new Error(`GET ${EVENTS_URL}: ${response.status}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (!value) continue;
      if (stream.follower) {
        stream.follower(value);
        continue;
      }
      const at = Date.now();
      stream.kept.push({ chunk: value, at });
      if (!heardReady && parse(decoder.decode(value, { stream: true })).some((event) => event.event === 'ready')) {
        heardReady = true;
        if (early === stream) readyFor = { authorization, at };
        for (const listener of [...readyListeners]) listener();
      }
    }
  };
  stream.done = read().finally(() => {
    if (!stream.follower) stream.over = true;
  });
  // Not taken yet, nobody awaits it: a failure is the app's to meet when it connects itself.
  stream.done.catch(() => undefined);
  early = stream;
  readyFor = null;
}

/** When this session's early stream said `ready` (Date.now()); null when it has not. */
export function earlyStreamReadyAt(authorization: string | undefined): number | null {
  return authorization !== undefined && readyFor?.authorization === authorization ? readyFor.at : null;
}

/** Calls `listener` whenever an early stream says `ready`; returns the function that stops it. */
export function onEarlyStreamReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/** The early stream as the app's live stream takes it: what arrived so far, then `follow`. */
export interface TakenStream {
  /** What arrived before it was taken, with when. */
  kept: EarlyChunk[];
  /** Hands each later chunk to `onChunk`; settles as fetchStream does (the stream's end, or its failure). */
  follow(onChunk: (chunk: Uint8Array) => void): Promise<void>;
  /** Ends it (the app stops listening). */
  abort(): void;
}

/**
 * The early stream for a connection with this authorization, once; null when there is none to
 * take (not opened, for another session, failed or ended). Asked for another session, it is closed.
 */
export function takeEarlyStream(authorization: string | undefined): TakenStream | null {
  const taken = early;
  early = null;
  if (readyFor?.authorization !== authorization) readyFor = null;
  if (!taken) return null;
  if (taken.authorization !== authorization || taken.over) {
    taken.controller.abort();
    return null;
  }
  return {
    kept: taken.kept,
    follow: (onChunk) => {
      taken.follower = onChunk;
      return taken.done;
    },
    abort: () => taken.controller.abort(),
  };
}
