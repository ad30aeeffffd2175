import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedIn, signedOut } from '../session-slice';
import type { AnswerMeta } from './live-position';

/** A list the live events feed, by the waiting count it shares its name with (GET /admin/pending-counts). */
export type LiveList = 'orders' | 'my_package_orders' | 'manual_wallet_adds' | 'automated_wallet_adds' | 'physical_orders';

/** At most this many new rows are remembered per list ("500+ new"): enough to know, not a second copy of the list. */
export const MAX_REMEMBERED = 500;

/** What the live events brought to a list since its rows were fetched, while a list of its kind is being read. */
export interface ListNews {
  /**
   * Rows added, as [id, when heard (ms)], oldest first. Kept while the kind is being read (a holder
   * counts those heard after its rows were asked for; a cached page of the list may be older than
   * the page on screen), up to MAX_REMEMBERED.
   */
  added: [number, number][];
  /** When a change named 20 rows (the announcement's most): more may have come than were named. */
  moreAt?: number;
  /** When something changed that the rows on screen cannot follow in place (a row deleted, the stream reconnected). */
  changedAt?: number;
}

/** The admin's live-view preferences (`soundOn`, remembered on this device) and the news of the lists being read (this session only). */
export interface LiveState {
  /** A short sound when a new order or wallet-add arrives. */
  soundOn: boolean;
  /** Only lists of a kind being read (a holder on screen, live-lists.ts), this session only. */
  lists?: Partial<Record<LiveList, ListNews>>;
  /**
   * The live stream has said `ready` since the page loaded (this page only): what is fetched from
   * then on misses no change, and is not refreshed by the stream's first `ready`. A screen's data
   * is asked for ahead of its render only from then on, unless the server places its answers
   * (`placed`; src/app/screen-data-preload.ts).
   */
  ready?: boolean;
  /**
   * Each cached answer's place among the live changes, by its cache key (this page only): the
   * newest change the server had heard when it read it (live-position.ts); an answer without one
   * is not here.
   */
  positions?: Record<string, number>;
  /** The server places its answers (an answer came with its place): a screen's data may be asked for before the stream is ready. */
  placed?: boolean;
}

/** An answer of the api's cache arriving (RTK Query's query thunk, `api` its reducer path: base-api.ts). */
interface AnswerAction {
  type: 'api/executeQuery/fulfilled';
  meta: { arg: { queryCacheKey: string }; baseQueryMeta?: AnswerMeta };
}
const isAnswer = (action: { type: string }): action is AnswerAction => action.type === 'api/executeQuery/fulfilled';

const initialState: LiveState = { soundOn: false, lists: {} };
const NO_NEWS: ListNews = { added: [] };

function newsOf(state: LiveState, list: LiveList): ListNews {
  state.lists ??= {};
  return (state.lists[list] ??= { added: [] });
}

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    soundToggled: (state) => {
      state.soundOn = !state.soundOn;
    },
    /** true at the stream's first `ready`; false when it is closed (signed out, another session). */
    streamReadyChanged: (state, action: PayloadAction<boolean>) => {
      state.ready = action.payload;
    },
    /** New rows heard for these lists (at `at`, ms); `capped`: the change named as many rows as an announcement carries. */
    rowsAdded: (state, action: PayloadAction<{ lists: LiveList[]; ids: number[]; at: number; capped: boolean }>) => {
      const { lists, ids, at, capped } = action.payload;
      for (const list of lists) {
        const news = newsOf(state, list);
        const known = new Set(news.added.map(([id]) => id));
        for (const id of ids) if (!known.has(id)) news.added.push([id, at]);
        if (news.added.length > MAX_REMEMBERED) news.added.splice(0, news.added.length - MAX_REMEMBERED);
        if (capped || news.added.length >= MAX_REMEMBERED) news.moreAt = at;
      }
    },
    /** The rows on screen may no longer be the list (at `at`, ms). */
    listsChanged: (state, action: PayloadAction<{ lists: LiveList[]; at: number }>) => {
      for (const list of action.payload.lists) newsOf(state, list).changedAt = action.payload.at;
    },
    /** No list of these kinds is being read any more: their news is dropped (the lists are fetched afresh). */
    listsForgotten: (state, action: PayloadAction<LiveList[]>) => {
      for (const list of action.payload) delete state.lists?.[list];
    },
  },
  extraReducers: (builder) => {
    // News belongs to the admin who heard it; the answers placed were that session's.
    const forget = (state: LiveState) => {
      state.lists = {};
      delete state.positions;
    };
    builder.addCase(signedIn, forget).addCase(signedOut, forget);
    builder.addMatcher(isAnswer, (state, action) => {
      const key = action.meta.arg.queryCacheKey;
      const position = action.meta.baseQueryMeta?.livePosition;
      if (position === undefined) {
        if (state.positions) delete state.positions[key];
        return;
      }
      (state.positions ??= {})[key] = position;
      state.placed = true;
    });
  },
  selectors: {
    selectSoundOn: (state) => state.soundOn,
    selectListNews: (state, list: LiveList): ListNews => state.lists?.[list] ?? NO_NEWS,
  },
});

export const { soundToggled, streamReadyChanged, rowsAdded, listsChanged, listsForgotten } = liveSlice.actions;
export const { selectSoundOn, selectListNews } = liveSlice.selectors;

/** What a list being read waits to show: new rows heard after its rows were asked for (`since`, ms), and whether it may be out of date. */
export function newsSince(news: ListNews, since: number | undefined): { count: number; more: boolean; changed: boolean } {
  if (since === undefined) return { count: 0, more: false, changed: false };
  return {
    count: news.added.filter(([, at]) => at > since).length,
    more: news.moreAt !== undefined && news.moreAt > since,
    changed: news.changedAt !== undefined && news.changedAt > since,
  };
}
