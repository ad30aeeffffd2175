import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE_URL, API_TIMEOUT_MS, authorizationHeader, sessionExpired } from './base-api';
import { acceptLanguage } from '../lib/i18n';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Size of the request body in bytes. */
  total: number;
  /** The whole body is sent: the server is working on it now. */
  sent: boolean;
}

export interface UploadRequest {
  /** Path under the API base, e.g. `/admin/packages/add-voucher`. */
  path: string;
  /** Sent as JSON. */
  body: unknown;
  method?: 'POST' | 'PUT' | 'PATCH';
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Sends a large JSON body with XMLHttpRequest, whose upload events (unlike fetch's) report progress.
 * Resolves with the server's success envelope; rejects with the error shape RTK Query's `unwrap()`
 * throws (`{ status, data }`, `FETCH_ERROR`, `TIMEOUT_ERROR`, `PARSING_ERROR`), so `formatError`,
 * `useNotify` and the form pattern handle it like any other call.
 */
export function sendJsonWithProgress<T>({ path, body, method = 'POST', onProgress }: UploadRequest, authorization?: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE_URL}${path}`);
    xhr.timeout = API_TIMEOUT_MS;
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    if (authorization) xhr.setRequestHeader('authorization', authorization);
    xhr.setRequestHeader('accept-language', acceptLanguage());

    const json = JSON.stringify(body);
    let total = json.length;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) total = event.total;
      onProgress?.({ loaded: event.loaded, total, sent: false });
    });
    xhr.upload.addEventListener('load', () => onProgress?.({ loaded: total, total, sent: true }));

    xhr.addEventListener('load', () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch (error) {
        reject({ status: 'PARSING_ERROR', originalStatus: xhr.status, data: xhr.responseText, error: String(error) } satisfies FetchBaseQueryError);
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject({ status: xhr.status, data } satisfies FetchBaseQueryError);
    });
    xhr.addEventListener('error', () => reject({ status: 'FETCH_ERROR', error: 'Network error' } satisfies FetchBaseQueryError));
    xhr.addEventListener('timeout', () => reject({ status: 'TIMEOUT_ERROR', error: 'Timed out' } satisfies FetchBaseQueryError));
    xhr.send(json);
  });
}

/**
 * `await dispatch(uploadWithProgress<AddVouchersApiResponse>({ path, body, onProgress }))`: sends
 * with the session's token, as base-api does, and ends the session when the server refuses it.
 * Afterwards invalidate the cache tags the change affects (`api.util.invalidateTags`).
 */
export function uploadWithProgress<T>(request: UploadRequest): ThunkAction<Promise<T>, unknown, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    try {
      return await sendJsonWithProgress<T>(request, authorizationHeader(getState()));
    } catch (error) {
      if ((error as FetchBaseQueryError).status === 401) dispatch(sessionExpired());
      throw error;
    }
  };
}
