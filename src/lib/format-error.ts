import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { catalogue } from './i18n';

export const errorMessages = catalogue({
  en: {
    offline: 'You are offline.',
    unreachable: 'The server cannot be reached.',
    generic: 'Something went wrong! Try again.',
  },
  bn: {
    offline: 'আপনি অফলাইনে আছেন।',
    unreachable: 'সার্ভারে পৌঁছানো যাচ্ছে না।',
    generic: 'কিছু একটা সমস্যা হয়েছে! আবার চেষ্টা করুন।',
  },
});

/** The server's error body: `{ success: false, message, errors?: [{ msg, param }] }`. */
export interface ApiErrorBody {
  success?: boolean;
  message?: string;
  errors?: { msg?: string; param?: string }[];
}

export type AnyApiError = FetchBaseQueryError | SerializedError | unknown;

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The error body the server sent, if the error carries one. */
export function apiErrorBody(error: unknown): ApiErrorBody | undefined {
  if (!isFetchError(error)) return undefined;
  const data = (error as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as ApiErrorBody) : undefined;
}

/** HTTP status of an RTK Query error, or undefined for network/parsing/JS errors. */
export function errorStatus(error: unknown): number | undefined {
  return isFetchError(error) && typeof error.status === 'number' ? error.status : undefined;
}

/** The browser says it has no network: the only time the dashboard says 'offline'. */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * No answer from the server (down, restarting, a proxy's 502/504 page) while the browser is online.
 * `PARSING_ERROR` with a gateway status is a proxy's HTML error page, not the server's answer.
 */
export function serverUnreachable(error: unknown): boolean {
  if (!isFetchError(error)) return false;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  const original = (error as { originalStatus?: number }).originalStatus;
  return error.status === 'PARSING_ERROR' && (original === 502 || original === 503 || original === 504);
}

/**
 * The one error formatter: server `errors[].msg`, else `message`, else a generic text. 'You are
 * offline.' only when the browser is offline; 'The server cannot be reached.' when it is online
 * but no answer came.
 */
export function formatError(error: AnyApiError): string {
  if (browserOffline()) return errorMessages.offline;
  if (serverUnreachable(error)) return errorMessages.unreachable;
  const body = apiErrorBody(error);
  const messages = (body?.errors ?? []).map((e) => e.msg).filter((m): m is string => !!m);
  if (messages.length > 0) return messages.join(', ');
  if (body?.message) return body.message;
  return errorMessages.generic;
}
