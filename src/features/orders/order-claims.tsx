import { useCallback, useMemo } from 'react';
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

/** Take on an order nobody holds; Release on one the admin holds (a super admin: anyone's). */
export function ClaimRowActions({ order }: { order: TopupOrder }) {
  const { can, isSuperAdmin } = usePermissions();
  const meId = useGetMeQuery().data?.data.user.id;
  const [claim, claiming] = useClaimOrderMutation();
  const [release, releasing] = useReleaseOrderClaimMutation();
  const notify = useNotify();
  const unheld = order.status === 'pending' || (order.status === 'in_progress' && order.claimed_by == null);
  const held = order.status === 'in_progress' && order.claimed_by != null;
  if (unheld && can('claimOrder')) {
    return (
      <Button
        size="small"
        startIcon={<AssignmentIndIcon />}
        disabled={claiming.isLoading}
        onClick={() => void notify.track(claim({ id: order.id }).unwrap(), { success: format(m.taken, { id: order.id }) })}
      >
        {m.take}
      </Button>
    );
  }
  if (held && (order.claimed_by === meId || isSuperAdmin) && can('releaseOrderClaim')) {
    return (
      <Button
        size="small"
        startIcon={<AssignmentReturnIcon />}
        disabled={releasing.isLoading}
        onClick={() => void notify.track(release({ id: order.id }).unwrap(), { success: format(m.released, { id: order.id }) })}
      >
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
