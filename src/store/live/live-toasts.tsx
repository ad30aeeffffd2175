import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { useSnackbar, type SnackbarKey } from 'notistack';
import Button from '@mui/material/Button';
import type { RootState } from '../../app/store';
import { format, formatCount } from '../../lib/format';
import { api } from '../api';
import { selectLocation } from '../router-slice';
import { playChime } from './chime';
import { selectSoundOn } from './live-slice';
import { IDS_PER_EVENT, listTagOf, type ChangeEvent, type ChangeKind } from './live-lists';
import { liveMessages as m } from './messages';

/** Changes heard within this long of the first are one burst: one toast per kind of work, one chime. */
export const BURST_MS = 500;

type Work = 'order' | 'manual' | 'automated' | 'physical';

const WORDS: Record<Work, { one: string; many: string }> = {
  order: { one: m.newOrder, many: m.newOrders },
  manual: { one: m.newManualWalletAdd, many: m.newManualWalletAdds },
  automated: { one: m.newAutomatedWalletAdd, many: m.newAutomatedWalletAdds },
  physical: { one: m.newPhysicalOrder, many: m.newPhysicalOrders },
};

const KIND_OF_WORK: Record<Work, ChangeKind> = { order: 'orders', manual: 'transactions', automated: 'transactions', physical: 'physical_orders' };

function workOf(event: ChangeEvent): Work {
  if (event.list === 'orders') return 'order';
  if (event.list === 'physical_orders') return 'physical';
  return event.scope === 1 ? 'automated' : 'manual';
}

/**
 * The list a kind of new work opens on, or null when the admin may not see it (GET /admin/me; the
 * server sends each admin only what they may see already, this keeps the toasts to the screens
 * they can open): every order on /order, else the admin's packages' on /subadmin-order.
 */
export function pathOfWork(state: RootState, work: Work): string | null {
  const me = api.endpoints.getMe.select()(state as never).data?.data;
  if (!me) return null;
  const may = (operationId: string) => me.is_super_admin || (me.permissions ?? []).includes(operationId as never);
  switch (work) {
    case 'order':
      return may('listOrders') ? '/order' : may('listMyPackageOrders') ? '/subadmin-order' : null;
    case 'manual':
      return may('listManualTransactions') ? '/add-wallet' : null;
    case 'automated':
      return may('listAutomatedTransactions') ? '/automated-add-wallet' : null;
    case 'physical':
      return may('listPhysicalOrders') ? '/product-order' : null;
  }
}

interface Pile {
  ids: Set<number>;
  /** A change named as many rows as an announcement carries: there may be more. */
  more: boolean;
}

/**
 * Toasts for new work the admin may handle, with a button that opens it: one order opens its record
 * (`/order?open=41`), several open their list ("5 new orders", Show: the list as it is now). The
 * changes of a burst make one toast per kind of work, and one chime when the sound is on; a kind's
 * toast still on screen is replaced by one counting both, so a rush shows a count, not a column of
 * toasts. Returns what to call with each change heard.
 */
export function useLiveToasts(): (event: ChangeEvent) => void {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const store = useStore<RootState>();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const [toasts] = useState(() => {
    let burst = new Map<Work, Pile>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScreen = new Map<Work, Pile & { key: SnackbarKey }>();

    const go = (to: string, kind: ChangeKind | null) => {
      const here = selectLocation(store.getState());
      if (kind) store.dispatch(api.util.invalidateTags([listTagOf(kind)]));
      if (`${here.pathname}${here.search}` !== to) void navigateRef.current(to);
    };

    const toast = (work: Work, pile: Pile) => {
      const path = pathOfWork(store.getState(), work);
      if (!path) return false;
      const count = pile.ids.size;
      const [only] = pile.ids;
      const single = count === 1 && !pile.more;
      const what = single ? format(WORDS[work].one, { id: only }) : format(WORDS[work].many, { n: `${formatCount(count)}${pile.more ? '+' : ''}` });
      const key: SnackbarKey = enqueueSnackbar(what, {
        variant: 'info',
        action: (key) => (
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            aria-label={format(single ? m.openName : m.showName, { what: what.charAt(0).toLowerCase() + what.slice(1) })}
            onClick={() => {
              closeSnackbar(key);
              // One opens its record on its list (the list stays as it is); several show the list as it is now.
              go(single ? `${path}?open=${only}` : path, single ? null : KIND_OF_WORK[work]);
            }}
          >
            {single ? m.open : m.show}
          </Button>
        ),
        onExited: () => {
          if (onScreen.get(work)?.key === key) onScreen.delete(work);
        },
      });
      onScreen.set(work, { ...pile, key });
      return true;
    };

    const flush = () => {
      timer = undefined;
      const heard = burst;
      burst = new Map();
      let shown = false;
      for (const [work, pile] of heard) {
        const showing = onScreen.get(work);
        if (showing) {
          closeSnackbar(showing.key);
          onScreen.delete(work);
          for (const id of showing.ids) pile.ids.add(id);
          pile.more ||= showing.more;
        }
        shown = toast(work, pile) || shown;
      }
      if (shown && selectSoundOn(store.getState())) playChime();
    };

    return {
      heard(event: ChangeEvent) {
        if (event.op !== 'insert' || event.ids.length === 0) return;
        const work = workOf(event);
        const pile = burst.get(work) ?? { ids: new Set<number>(), more: false };
        for (const id of event.ids) pile.ids.add(id);
        pile.more ||= event.ids.length >= IDS_PER_EVENT;
        burst.set(work, pile);
        timer ??= setTimeout(flush, BURST_MS);
      },
      stop() {
        if (timer) clearTimeout(timer);
        timer = undefined;
        burst = new Map();
      },
    };
  });
  useEffect(() => () => toasts.stop(), [toasts]);
  return toasts.heard;
}
