import type { SmsBroadcast } from '../../store/api';
import { smsMessages as m } from './messages';

/** Still going: the worker has recipients of it left. */
export const isActive = (broadcast: Pick<SmsBroadcast, 'status'>) => broadcast.status === 'queued' || broadcast.status === 'sending';

/** How far it is, 0–100 (a broadcast to nobody is done). */
export const percentDone = ({ sent, failed, total }: Pick<SmsBroadcast, 'sent' | 'failed' | 'total'>) =>
  total === 0 ? 100 : Math.min(100, Math.round(((sent + failed) / total) * 100));

/** The status chip's colour key (StatusChip): finished green, failed red, else grey/yellow. */
export const statusKey = (status: SmsBroadcast['status']) =>
  status === 'finished' ? 'completed' : status === 'failed' ? 'cancel' : status === 'sending' ? 'in_progress' : 'pending';

export const statusText = (status: SmsBroadcast['status']) => m.status[status];
