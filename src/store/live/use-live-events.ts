import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { RootState } from '../../app/store';
import { fetchStream } from '../fetch-stream';
import { api } from '../api';
import { authorizationHeader, sessionExpired } from '../base-api';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectSoundOn } from './live-slice';
import { sseParser } from './sse';

/** A change the server announces (GET /api/events). */
export interface ChangeEvent {
  list: 'orders' | 'transactions' | 'physical_orders';
  scope: number;
  op: 'insert' | 'update' | 'delete';
  ids: number[];
}

/** First retry after 1 s, doubling to 30 s; back to 1 s once connected. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

const TAG_OF = { orders: 'Order', transactions: 'Transaction', physical_orders: 'PhysicalOrder' } as const;

/** The cache tags a change makes stale: the list, its changed rows, the waiting counts and the dashboard. */
export function tagsFor(event: ChangeEvent) {
  const type = TAG_OF[event.list];
  return [{ type, id: 'LIST' }, ...event.ids.map((id) => ({ type, id })), 'PendingCounts' as const, { type: 'DashboardStats' as const, id: 'LIST' }];
}

/** A short two-tone chime (Web Audio; silent where there is none). */
export function playChime(): void {
  const Context = window.AudioContext;
  if (!Context) return;
  const context = new Context();
  const gain = context.createGain();
  gain.connect(context.destination);
  gain.gain.setValueAtTime(0.15, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.45);
  [880, 1320].forEach((frequency, i) => {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(context.currentTime + i * 0.12);
    tone.stop(context.currentTime + 0.45);
  });
  setTimeout(() => void context.close(), 600);
}

/**
 * Keeps the dashboard live while an admin is signed in: reads GET /api/events with the session's
 * token (fetch streaming), refreshes the affected lists through their cache tags, plays the chime
 * on a new order when the admin switched it on, and reconnects with backoff after a drop.
 */
export function useLiveEvents(): void {
  const authorization = useAppSelector(authorizationHeader);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();

  useEffect(() => {
    if (!authorization) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_MIN_MS;

    const onEvent = (name: string, data: string) => {
      if (name === 'ready') {
        delay = RECONNECT_MIN_MS;
        // Whatever changed while disconnected: the waiting counts and the open lists refresh.
        dispatch(api.util.invalidateTags(['PendingCounts', 'Order', 'Transaction', 'PhysicalOrder']));
        return;
      }
      if (name !== 'change') return;
      const event = JSON.parse(data) as ChangeEvent;
      dispatch(api.util.invalidateTags(tagsFor(event)));
      if (event.op === 'insert' && event.list !== 'transactions' && selectSoundOn(store.getState())) playChime();
    };

    const connect = async () => {
      const decoder = new TextDecoder();
      const parse = sseParser();
      try {
        await fetchStream('/events', {
          authorization,
          signal: controller.signal,
          accept: 'text/event-stream',
          onChunk: (chunk) => parse(decoder.decode(chunk, { stream: true })).forEach((e) => onEvent(e.event, e.data)),
        });
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
    };
  }, [authorization, dispatch, store]);
}
