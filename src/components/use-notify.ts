import { useMemo } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { formatError } from '../lib/format-error';

export interface TrackMessages<T> {
  /** Shown while the work runs, e.g. 'Deleting...'. */
  pending?: string;
  /** Shown when it succeeds; a function receives the result (e.g. a count). */
  success: string | ((result: T) => string);
}

export interface Notify {
  success(message: string): SnackbarKey;
  /** Shows the formatted error (server `errors[].msg`, `message`, offline, generic); a string as written. */
  error(error: unknown): SnackbarKey;
  /** A toast that stays until closed: returns its key. */
  pending(message: string): SnackbarKey;
  close(key: SnackbarKey): void;
  /** Runs a mutation (`trigger(arg).unwrap()`) with a pending toast, then success or the formatted error. */
  track<T>(work: Promise<T>, messages: TrackMessages<T>): Promise<boolean>;
}

export function useNotify(): Notify {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(() => {
    const notify: Notify = {
      success: (message) => enqueueSnackbar(message, { variant: 'success' }),
      error: (error) =>
        enqueueSnackbar(typeof error === 'string' ? error : formatError(error), { variant: 'error' }),
      pending: (message) => enqueueSnackbar(message, { variant: 'info', persist: true }),
      close: (key) => closeSnackbar(key),
      async track(work, messages) {
        const key = messages.pending ? notify.pending(messages.pending) : undefined;
        try {
          const result = await work;
          notify.success(typeof messages.success === 'function' ? messages.success(result) : messages.success);
          return true;
        } catch (error) {
          notify.error(error);
          return false;
        } finally {
          if (key !== undefined) closeSnackbar(key);
        }
      },
    };
    return notify;
  }, [enqueueSnackbar, closeSnackbar]);
}
