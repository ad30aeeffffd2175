import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { RootState } from '../../app/store';
import { takeEarlyStream } from '../early-stream';
import { fetchStream } from '../fetch-stream';
import { api } from '../api';
import { authorizationHeader, sessionExpired } from '../base-api';
import { useAppDispatch, useAppSelector } from '../hooks';
import { listsChanged, rowsAdded, streamReadyChanged } from './live-slice';
import { IDS_PER_EVENT, kindHeld, LISTS_OF_KIND, listsOf, rowRefresher, TAG_OF, type ChangeEvent, type ChangeKind } from './live-lists';
import { useLiveToasts } from './live-toasts';
import { sseParser } from './sse';

export type { ChangeEvent } from './live-lists';
export { playChime } from './chime';

/** First retry after 1 s, doubling to 30 s; back to 1 s once connected. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

const KINDS = Object.keys(TAG_OF) as ChangeKind[];

/** What every change makes stale whoever reads what: the waiting counts, the dashboard and, for orders, the reports. */
function alwaysFor(kind: ChangeKind) {
  return ['PendingCounts' as const, { type: 'DashboardStats' as const, id: 'LIST' }, ...(kind === 'orders' ? [{ type: 'AdminReport' as const, id: 'LIST' }] : [])];
}

/** The cache tags a change makes stale when no list of its kind is being read: the list, its changed rows, the waiting counts and the dashboard. */
export function tagsFor(event: ChangeEvent) {
  const type = TAG_OF[event.list];
  return [{ type, id: 'LIST' }, ...event.ids.map((id) => ({ type, id })), ...alwaysFor(event.list)];
}

/** The cache tags the stream's refresh makes stale: the waiting counts, the dashboard and the lists of `kinds`. */
const refreshTags = (kinds: readonly ChangeKind[]) => ['PendingCounts' as const, { type: 'DashboardStats' as const, id: 'LIST' }, ...kinds.map((kind) => TAG_OF[kind])];

/** Whether a request asked for at or before `at` (Date.now()) is still on its way. */
function pendingAskedBy(state: RootState, at: number): boolean {
  return Object.values(state.api.queries).some((entry) => entry?.status === 'pending' && (entry.startedTimeStamp ?? Infinity) <= at);
}

/**
 * Whether an answer the stream's first refresh covers may predate the stream. `from`: where the
 * stream starts (its `ready`'s id), when the server says so and places its answers
 * (live-position.ts): an answer placed at or after it misses nothing the stream will not bring; one
 * placed before, or not placed, may. Without `from`, by the clock: an answer asked for after
 * `ready` was read (`at`, Date.now()) misses nothing, one asked for by then may, and a request
 * still on its way counts whatever it asks (its answer names its tags only when it comes).
 */
function predates(state: RootState, at: number, from: number | null): boolean {
  const { queries } = state.api;
  const positions = state.live.positions ?? {};
  const askedByThen = (key: string) => (queries[key]?.startedTimeStamp ?? Infinity) <= at;
  const stale = (key: string) => askedByThen(key) && (from === null || (positions[key] ?? -1) < from);
  return (
    (from === null && pendingAskedBy(state, at)) ||
    api.util.selectInvalidatedBy(state, refreshTags(KINDS)).some(({ queryCacheKey }) => stale(queryCacheKey))
  );
}

/**
 * Calls `then` once no request asked for at or before `at` is on its way: their answers have come
 * with their places. Returns the function that stops waiting.
 */
function whenAnsweredBy(store: Store<RootState>, at: number, then: () => void): () => void {
  const waiting = () => pendingAskedBy(store.getState(), at);
  if (!waiting()) {
    then();
    return () => undefined;
  }
  const stop = store.subscribe(() => {
    if (waiting()) return;
    stop();
    then();
  });
  return stop;
}

/** Whether a request of the api is on its way. */
function requestsPending(state: RootState): boolean {
  const { queries, mutations } = state.api;
  return [...Object.values(queries), ...Object.values(mutations)].some((entry) => entry?.status === 'pending');
}

/**
 * Calls `then` once the invalidations asked for so far have been applied. RTK Query applies an
 * invalidation at once when no request is on its way, else when the last one ends
 * (`invalidationBehavior: 'delayed'`), and then to every entry the cache holds by then: the
 * stream's first refresh must have been applied before a screen's data is asked for ahead of its
 * render (src/app/screen-data-preload.ts), or that fresh answer would be dropped and asked again.
 * `pendingBefore`: whether a request was on its way when they were asked for. Returns the function that stops waiting.
 */
function whenInvalidationsApplied(store: Store<RootState>, pendingBefore: boolean, then: () => void): () => void {
  if (!pendingBefore) {
    then();
    return () => undefined;
  }
  let stopped = false;
  const stop = store.subscribe(() => {
    if (requestsPending(store.getState())) return;
    stop();
    // RTK Query applies them after the action that ended the last request has reached the listeners.
    queueMicrotask(() => !stopped && then());
  });
  return () => {
    stopped = true;
    stop();
  };
}

/**
 * Keeps the dashboard live while an admin is signed in: reads GET /api/events with the session's
 * token (fetch streaming) and reconnects with backoff after a drop. Each new order, wallet-add or
 * physical order the admin may handle gets a toast (and the chime when switched on), a burst one
 * per kind (live-toasts.tsx). The waiting counts and the dashboard follow every change.
 *
 * A list being read does not move (src/components/live-holder.tsx holds it): while a list of a
 * kind is on screen, that kind's changes do not refetch its lists. New rows are counted for the
 * holder ("3 new — Show"), changed rows are refreshed where they stand (live-lists.ts), a deleted
 * row or a `resync` (events were missed) marks the list out of date. With no list of the kind on
 * screen, its cache tags are invalidated as before. The first `ready` refreshes everything (a list
 * opened with the stream may predate it), unless nothing cached may predate it: every answer asked
 * for before it was read is placed by the server at or after where the stream starts
 * (live-position.ts), or, from a server that does not place them, nothing was asked for. The first
 * connection is the one the entry opened while the app loaded (early-stream.ts), when there is one:
 * what it brought meanwhile is handled first, each with the time it arrived.
 *
 * A reconnect resumes: the hook keeps the last event id it saw (across its reconnects, to any
 * server) and sends it back, and the server replays what it missed, so nothing is refetched;
 * only a `resync` (the id is older than what the server keeps), or a server that does not
 * resume, refreshes as a first connection does.
 */
export function useLiveEvents(): void {
  const authorization = useAppSelector(authorizationHeader);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const toast = useLiveToasts();

  useEffect(() => {
    if (!authorization) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_MIN_MS;
    let connectedBefore = false;
    let stopWaiting = () => undefined as void;
    /** The last event id heard (SSE `id:`), kept across reconnects: '' until the first. */
    let lastEventId = '';
    const rows = rowRefresher(dispatch, store.getState);

    /** `first`: the first connection's refresh, of everything (nothing on screen was fetched with a stream before it). */
    const refresh = (first = false) => {
      const held = first ? [] : KINDS.filter((kind) => kindHeld(store, kind));
      // Whatever changed while disconnected: the waiting counts and the lists refresh, except a list
      // being read, which says it may be out of date until the admin asks.
      const refreshed = KINDS.filter((kind) => !held.includes(kind));
      dispatch(api.util.invalidateTags(refreshTags(refreshed)));
      if (held.length) dispatch(listsChanged({ lists: held.flatMap((kind) => LISTS_OF_KIND[kind]), at: Date.now() }));
    };

    /**
     * `resuming`: this connection sent a last event id; a server that resumes then sends what was
     * missed or `resync`. `at`: when it arrived (Date.now()); `id`: where the stream starts, when
     * the server says. The first connection refreshes only what may predate the stream (`predates`:
     * the stream opened early by the entry, early-stream.ts, may have said `ready` before the app
     * asked for anything; answers placed at or after its start miss nothing, however late the page
     * read it), then says the stream is ready.
     */
    const onReady = (data: string, resuming: boolean, at: number, id: string | undefined) => {
      delay = RECONNECT_MIN_MS;
      let resumes = false;
      try {
        resumes = (JSON.parse(data) as { resumes?: unknown }).resumes === true;
      } catch {
        resumes = false;
      }
      const resumed = resuming && resumes;
      const first = !connectedBefore;
      connectedBefore = true;
      if (!first) {
        if (!resumed) refresh();
        return;
      }
      const from = id !== undefined && /^\d{1,15}$/.test(id) ? Number(id) : null;
      let stopRefresh = () => undefined as void;
      const settle = () => {
        const state = store.getState();
        const refreshing = !resumed && predates(state, at, from);
        if (refreshing) refresh(true);
        stopRefresh = whenInvalidationsApplied(store, refreshing && requestsPending(state), () => dispatch(streamReadyChanged(true)));
      };
      // Placed answers are judged once those asked for by then have come (on its way, an answer has no place yet).
      const stopAnswers = from === null ? (settle(), () => undefined) : whenAnsweredBy(store, at, settle);
      stopWaiting = () => {
        stopAnswers();
        stopRefresh();
      };
    };

    const onChange = (event: ChangeEvent) => {
      if (!kindHeld(store, event.list)) {
        dispatch(api.util.invalidateTags(tagsFor(event)));
      } else {
        dispatch(api.util.invalidateTags(alwaysFor(event.list)));
        if (event.op === 'insert') dispatch(rowsAdded({ lists: listsOf(event), ids: event.ids, at: Date.now(), capped: event.ids.length >= IDS_PER_EVENT }));
        else if (event.op === 'delete') dispatch(listsChanged({ lists: LISTS_OF_KIND[event.list], at: Date.now() }));
        else rows.refresh(event.list, event.ids);
      }
      toast(event);
    };

    const onEvent = (name: string, data: string, resuming: boolean, at: number, id: string | undefined) => {
      if (name === 'ready') return onReady(data, resuming, at, id);
      if (name === 'resync') return refresh();
      if (name !== 'change') return;
      let event: ChangeEvent;
      try {
        event = JSON.parse(data) as ChangeEvent;
      } catch {
        return;
      }
      if (!(event.list in TAG_OF) || !Array.isArray(event.ids)) return;
      onChange(event);
    };

    const connect = async () => {
      const decoder = new TextDecoder();
      const parse = sseParser();
      const resumeFrom = lastEventId;
      const onChunk = (chunk: Uint8Array, at = Date.now()) => {
        for (const e of parse(decoder.decode(chunk, { stream: true }))) onEvent(e.event, e.data, resumeFrom !== '', at, e.id);
        if (parse.lastEventId) lastEventId = parse.lastEventId;
      };
      try {
        // The first connection: the one the entry opened for this session, when there is one.
        const early = takeEarlyStream(authorization);
        if (early) {
          controller.signal.addEventListener('abort', early.abort);
          for (const { chunk, at } of early.kept) onChunk(chunk, at);
          await early.follow(onChunk);
        } else {
          // The id as a query parameter: fetchStream sets no other header (the server reads `Last-Event-ID` too).
          await fetchStream(resumeFrom ? `/events?last_event_id=${encodeURIComponent(resumeFrom)}` : '/events', {
            authorization,
            signal: controller.signal,
            accept: 'text/event-stream',
            onChunk,
          });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if ((error as FetchBaseQueryError).status === 401) {
          dispatch(sessionExpired());
          return;
        }
      }
      if (controller.signal.aborted) return;
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
      stopWaiting();
      if (connectedBefore) dispatch(streamReadyChanged(false));
    };
  }, [authorization, dispatch, store, toast]);
}
