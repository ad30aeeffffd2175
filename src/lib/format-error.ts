import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export const errorMessages = {
  offline: 'You are offline.',
  generic: 'Something went wrong! Try again.',
} as const;

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

/** The one error formatter: server `errors[].msg`, else `message`, else a generic text; offline wins. */
export function formatError(error: AnyApiError): string {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (offline || (isFetchError(error) && error.status === 'FETCH_ERROR')) return errorMessages.offline;
  const body = apiErrorBody(error);
  const messages = (body?.errors ?? []).map((e) => e.msg).filter((m): m is string => !!m);
  if (messages.length > 0) return messages.join(', ');
  if (body?.message) return body.message;
  return errorMessages.generic;
}
