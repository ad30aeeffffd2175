import { acceptLanguage } from '../lib/i18n';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE_URL } from './base-api';

/**
 * Reads a streamed answer (a CSV export, the event stream) with fetch, which sends the session's
 * authorization header (EventSource cannot), handing each chunk to `onChunk` as it arrives.
 * Rejects with the error shape RTK Query's `unwrap()` throws (`{ status, data }`, `FETCH_ERROR`),
 * so `formatError` and `useNotify` handle it like any other call; an abort rejects with its
 * AbortError.
 */
export async function fetchStream(
  path: string,
  { authorization, signal, accept, onChunk }: { authorization?: string; signal?: AbortSignal; accept: string; onChunk: (chunk: Uint8Array) => void },
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, { headers: { accept, 'accept-language': acceptLanguage(), ...(authorization && { authorization }) }, signal, cache: 'no-store' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw { status: 'FETCH_ERROR', error: String(error) } satisfies FetchBaseQueryError;
  }
  if (!response.ok || !response.body) {
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      data = undefined;
    }
    throw { status: response.status, data } satisfies FetchBaseQueryError;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    if (value) onChunk(value);
  }
}
