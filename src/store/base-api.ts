import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { acceptLanguage } from '../lib/i18n';
import { stateReplayed } from './replay';
import { screenRequestAnswered, takeEarlyAnswer } from './early-answers';
import { livePositionOf, type AnswerMeta } from './live/live-position';

/** The session token lives in the persisted `session` slice; read it without importing the slice (no cycle). */
type StateWithSession = { session?: { token?: string | null } };

export const API_BASE_URL = '/api';

/** The cache tag of GET /admin/me (who is signed in and what they may do). */
export const ME_TAG = 'Me';

/** Endpoints whose 401 means "wrong credentials", not "your session is gone". */
const CREDENTIAL_ENDPOINTS = new Set(['login']);

/** The server refused the stored token (401): the session slice signs the user out. */
export const sessionExpired = createAction('session/expired');

/** Every request's time-out: the existing dashboard's main client's (docs/existing-dashboard.md#kept-as-it-was). */
export const API_TIMEOUT_MS = 300_000;

/** The session's authorization header, also for requests made outside RTK Query (upload progress). */
export function authorizationHeader(state: unknown): string | undefined {
  const token = (state as StateWithSession).session?.token;
  return token ? `Bearer ${token}` : undefined;
}

/**
 * A request's query: its defined params as URLSearchParams writes them (fetchBaseQuery's own way),
 * given to fetchBaseQuery so that `urlOfGet` names the very URL it sends.
 */
function queryOf(params: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))).toString();
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  paramsSerializer: queryOf,
  timeout: API_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => {
    const authorization = authorizationHeader(getState());
    if (authorization) headers.set('authorization', authorization);
    // The server's messages (validation, 409s, 429) in the admin's language (docs/languages.md).
    headers.set('accept-language', acceptLanguage());
    return headers;
  },
});

/**
 * The URL fetchBaseQuery sends a GET to (the base, the path, the params as `queryOf` writes them),
 * for the answers the entry asked early (early-answers.ts); null for other methods.
 */
function urlOfGet(args: string | FetchArgs): string | null {
  const { url, params, method = 'GET' } = typeof args === 'string' ? { url: args } : args;
  if (method.toUpperCase() !== 'GET') return null;
  const query = params ? `${url.includes('?') ? '&' : '?'}${queryOf(params as Record<string, unknown>)}` : '';
  return `${API_BASE_URL}/${url.replace(/^\//, '')}${query}`;
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, Partial<FetchBaseQueryMeta> & AnswerMeta> = async (args, api, extra) => {
  const sentWith = authorizationHeader(api.getState());
  // GET /admin/me and the screen's first request on a full load: the entry asked them while the app was downloading.
  const url = api.type === 'query' ? urlOfGet(args) : null;
  const early = url === null ? null : takeEarlyAnswer(url, sentWith);
  // A screen's first requests (screen-data-preload.ts): the entry asks them early at the next full load of the address.
  const answered = () => url !== null && api.queryCacheKey !== undefined && screenRequestAnswered(api.queryCacheKey, url);
  const taken = early && (await early);
  if (taken) {
    answered();
    return taken;
  }
  const result = await rawBaseQuery(args, api, extra);
  if (!result.error) answered();
  // Only the session the request was sent with has ended: a late 401 from before signing in again is not news.
  if (result.error?.status === 401 && !CREDENTIAL_ENDPOINTS.has(api.endpoint) && authorizationHeader(api.getState()) === sentWith) {
    api.dispatch(sessionExpired());
  }
  // Refused: a permission may have been taken away since GET /admin/me answered. Ask again, so
  // the sidebar and the buttons follow the server at once.
  if (result.error?.status === 403) api.dispatch(baseApi.util.invalidateTags([ME_TAG]));
  // Where the answer stands among the live changes, for the live stream's first `ready` (live-position.ts).
  const livePosition = livePositionOf(result.meta?.response?.headers);
  return livePosition === undefined ? result : { ...result, meta: { ...result.meta, livePosition } };
};

/**
 * The empty base api that the generated endpoints are injected into (src/store/generated-api.ts,
 * made by `npm run codegen`). Screens never import from here: they use src/store/api.ts.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [ME_TAG],
  endpoints: () => ({}),
  // A replayed recording (replay.ts) brings its api cache; RTK Query takes the settled queries from it
  // (the recording's shape is RTK Query's own state, so it is passed on as that).
  extractRehydrationInfo: (action, { reducerPath }) => (stateReplayed.match(action) ? (action.payload[reducerPath] as never) : undefined),
});
