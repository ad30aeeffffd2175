import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AssignmentIndIcon from '@mui/icons-material/AssignmentIndOutlined';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import { useNotify } from '../../components/use-notify';
import { usePermissions } from '../../components/use-permissions';
import { format } from '../../lib/format';
import { formatRelative } from '../../lib/dates';
import { errorStatus } from '../../lib/format-error';
import {
  useClaimOrderMutation,
  useGetMeQuery,
  useReleaseOrderClaimMutation,
  useTakeNextOrderMutation,
  type TopupOrder,
} from '../../store/api';
import { orderMessages as m } from './messages';

/**
 * Order claims (docs/order-claims.md): who holds an in-progress order, and what the signed-in admin
 * may do about it. The server decides (a take that lost a race answers 409 naming the owner, shown
 * as it says); the screen only leaves out what would be refused.
 */
export interface OrderClaims {
  /** Held by another admin: only they or a super admin may complete or cancel it. */
  heldByOther(order: TopupOrder): boolean;
  /** Its status may be changed by this admin (Edit, Complete All). */
  mayChange(order: TopupOrder): boolean;
}

export function useOrderClaims(): OrderClaims {
  const { isSuperAdmin } = usePermissions();
  const meId = useGetMeQuery().data?.data.user.id;
  return useMemo(() => {
    const heldByOther = (order: TopupOrder) => order.status === 'in_progress' && order.claimed_by != null && order.claimed_by !== meId;
    return { heldByOther, mayChange: (order) => isSuperAdmin || !heldByOther(order) };
  }, [isSuperAdmin, meId]);
}

/** "Rahim · 3 min. ago": the owner's first name and since when they have held the order. */
export function claimLabel(order: Pick<TopupOrder, 'claimed_by_name' | 'claimed_at'>, now = Date.now()): string | null {
  if (!order.claimed_by_name || !order.claimed_at) return null;
  const name = order.claimed_by_name.split(' ')[0];
  // A clock a little ahead of the server's says `now`, not a time to come.
  return format(m.claimedWhen, { name, when: formatRelative(Math.min(now, new Date(order.claimed_at).getTime()), now) });
}

/** Under an in-progress order's status: who holds it and for how long. */
export function ClaimOwner({ order }: { order: TopupOrder }) {
  const label = order.status === 'in_progress' ? claimLabel(order) : null;
  if (!label) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }} title={order.claimed_by_name ?? undefined}>
      {label}
    </Typography>
  );
}

/**
 * Take and Release for a list's rows: what the admin may do about each order, the calls, and the
 * orders whose call is on its way. One per screen (or drawer), given to each row's
 * `ClaimRowActions`: each row's own query and mutation hooks (four store subscriptions a row) cost
 * a page of ten orders 40–80 ms of its first draw at a 4× slower CPU.
 */
export interface ClaimActions {
  /** Take, on an order nobody holds. */
  mayTake(order: TopupOrder): boolean;
  /** Release, on one the admin holds (a super admin: anyone's). */
  mayRelease(order: TopupOrder): boolean;
  /** Its Take or Release is on its way. */
  busy(order: TopupOrder): boolean;
  take(order: TopupOrder): void;
  release(order: TopupOrder): void;
}

export function useClaimActions(): ClaimActions {
  const { can, isSuperAdmin } = usePermissions();
  const meId = useGetMeQuery().data?.data.user.id;
  const [claim] = useClaimOrderMutation();
  const [release] = useReleaseOrderClaimMutation();
  const notify = useNotify();
  const [inFlight, setInFlight] = useState<ReadonlySet<number>>(() => new Set());
  const run = useCallback(
    (id: number, work: Promise<unknown>, success: string) => {
      setInFlight((ids) => new Set(ids).add(id));
      void notify.track(work, { success }).finally(() =>
        setInFlight((ids) => {
          const rest = new Set(ids);
          rest.delete(id);
          return rest;
        }),
      );
    },
    [notify],
  );
  const mayClaim = can('claimOrder');
  const mayReleaseAny = can('releaseOrderClaim');
  return useMemo(
    () => ({
      mayTake: (order) => mayClaim && (order.status === 'pending' || (order.status === 'in_progress' && order.claimed_by == null)),
      mayRelease: (order) =>
        mayReleaseAny && order.status === 'in_progress' && order.claimed_by != null && (order.claimed_by === meId || isSuperAdmin),
      busy: (order) => inFlight.has(order.id),
      take: (order) => run(order.id, claim({ id: order.id }).unwrap(), format(m.taken, { id: order.id })),
      release: (order) => run(order.id, release({ id: order.id }).unwrap(), format(m.released, { id: order.id })),
    }),
    [mayClaim, mayReleaseAny, meId, isSuperAdmin, inFlight, run, claim, release],
  );
}

/** Take on an order nobody holds; Release on one the admin holds (a super admin: anyone's). */
export function ClaimRowActions({ order, actions }: { order: TopupOrder; actions: ClaimActions }) {
  if (actions.mayTake(order)) {
    return (
      <Button size="small" startIcon={<AssignmentIndIcon />} disabled={actions.busy(order)} onClick={() => actions.take(order)}>
        {m.take}
      </Button>
    );
  }
  if (actions.mayRelease(order)) {
    return (
      <Button size="small" startIcon={<AssignmentReturnIcon />} disabled={actions.busy(order)} onClick={() => actions.release(order)}>
        {m.release}
      </Button>
    );
  }
  return null;
}

/** Take next: the oldest waiting order of the admin's packages becomes theirs; `onTaken` shows it. */
export function TakeNextButton({ onTaken }: { onTaken: (order: TopupOrder) => void }) {
  const { can } = usePermissions();
  const [takeNext, { isLoading }] = useTakeNextOrderMutation();
  const notify = useNotify();
  const run = useCallback(async () => {
    try {
      const { data: order } = await takeNext().unwrap();
      notify.success(format(m.taken, { id: order.id }));
      onTaken(order);
    } catch (error) {
      notify.error(errorStatus(error) === 404 ? m.nothingToTake : error);
    }
  }, [takeNext, notify, onTaken]);
  if (!can('takeNextOrder')) return null;
  return (
    <Button variant="contained" size="small" startIcon={<PlaylistAddCheckIcon />} disabled={isLoading} onClick={() => void run()}>
      {m.takeNext}
    </Button>
  );
}
