import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The URL key of the open record (`/add-wallet?open=123`). */
export const OPEN_PARAM = 'open';

/** Set on the history entry a drawer was opened into, so closing it goes Back to the list. */
interface OpenedState {
  recordOpened?: boolean;
}

function idOf(text: string | null): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

export interface OpenRecord {
  /** The record open in the drawer (`?open=`), or null. */
  openId: number | null;
  /** Opens a record: a new history entry, so Back closes the drawer. */
  open(id: number): void;
  /** Closes it: Back when it was opened here, else the address without `open` (a link or a reload). */
  close(): void;
}

/**
 * Which record a list's drawer shows, kept in the address (`?open=123`) beside the list's page and
 * filters: a link or a reload opens it again, Back closes it.
 */
export function useOpenRecord(): OpenRecord {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openId = idOf(params.get(OPEN_PARAM));
  const openedHere = Boolean((location.state as OpenedState | null)?.recordOpened);

  const open = useCallback(
    (id: number) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(OPEN_PARAM, String(id));
          return next;
        },
        // Opening another record from an open drawer replaces it: Back still returns to the list.
        { replace: openedHere, state: { recordOpened: true } satisfies OpenedState },
      );
    },
    [setParams, openedHere],
  );

  const close = useCallback(() => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(OPEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [navigate, openedHere, setParams]);

  return { openId, open, close };
}

/**
 * The record last shown for `id`, kept while a fresh copy is fetched (a change made it leave the
 * list's page: the drawer keeps showing it instead of a spinner).
 */
export function useKeptRecord<T extends { id: number }>(id: number | null, record: T | undefined): T | undefined {
  const [kept, setKept] = useState<T | undefined>(record);
  if (record !== undefined && record !== kept) setKept(record);
  const shown = record ?? kept;
  return shown !== undefined && shown.id === id ? shown : undefined;
}
