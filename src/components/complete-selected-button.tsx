import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { format, formatCount } from '../lib/format';
import type { CompletedCount } from '../store/api';
import { useConfirm } from './confirm-dialog';
import { commonMessages } from './messages';
import { useNotify } from './use-notify';

export interface CompleteSelectedMessages {
  /** The button and the confirming button: 'Complete All'. */
  label: string;
  /** 'Complete {n} selected orders?' */
  title: string;
  question: string;
  pending: string;
  /** 'Total completed {n} orders.' */
  completed: string;
  /** 'Skipped {n}: …', added when some were skipped. */
  skipped: string;
}

/** 'Total completed 2 orders.', and how many were skipped. */
export function completedText(messages: CompleteSelectedMessages, { completed, skipped }: CompletedCount): string {
  const parts = [format(messages.completed, { n: formatCount(completed) })];
  if (skipped > 0) parts.push(format(messages.skipped, { n: formatCount(skipped) }));
  return parts.join(' ');
}

/**
 * Complete All on a list's selected rows (wallet-adds, orders): asks first, then reports how many
 * were completed and skipped, and clears the selection.
 */
export function CompleteSelectedButton({
  ids,
  complete,
  clearSelection,
  messages,
}: {
  ids: number[];
  /** `(ids) => completeX({ … ids }).unwrap()`. */
  complete: (ids: number[]) => Promise<{ data: CompletedCount }>;
  clearSelection: () => void;
  messages: CompleteSelectedMessages;
}) {
  const confirm = useConfirm();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const run = async () => {
    // 'Close', not 'Cancel': on these lists Cancel is a status the admin could think they are choosing.
    const confirmed = await confirm({
      title: format(messages.title, { n: formatCount(ids.length) }),
      message: messages.question,
      confirmText: messages.label,
      cancelText: commonMessages.close,
      destructive: false,
    });
    if (!confirmed) return;
    setRunning(true);
    try {
      const done = await notify.track(complete(ids), { pending: messages.pending, success: ({ data }) => completedText(messages, data) });
      if (done) clearSelection();
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button size="small" color="success" variant="contained" startIcon={<DoneAllIcon />} disabled={ids.length === 0 || running} onClick={() => void run()}>
      {messages.label}
    </Button>
  );
}

/**
 * A DataTable's `bulkActions` offering Complete All on the selected rows, or nothing when the admin
 * may not (`allowed`): `bulkActions={completeSelectedAction(can(op), (ids) => …, MESSAGES)}`.
 */
export function completeSelectedAction<T extends { id: number }>(
  allowed: boolean,
  complete: (ids: number[]) => Promise<{ data: CompletedCount }>,
  messages: CompleteSelectedMessages,
): ((selected: T[], clearSelection: () => void) => ReactNode) | undefined {
  if (!allowed) return undefined;
  return (selected, clearSelection) => (
    <CompleteSelectedButton ids={selected.map((row) => row.id)} complete={complete} clearSelection={clearSelection} messages={messages} />
  );
}
