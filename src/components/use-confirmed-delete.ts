import { useCallback } from 'react';
import { useConfirm, type ConfirmOptions } from './confirm-dialog';
import { useNotify } from './use-notify';
import { commonMessages } from './messages';
import { format, formatCount } from '../lib/format';
import { formatError } from '../lib/format-error';

export interface DeleteOptions extends ConfirmOptions {
  /** The toast while it runs; defaults to 'Deleting...'. */
  pending?: string;
}

/**
 * The list screens' Delete: ask, then run the mutation with a 'Deleting...' toast and the
 * success message or the formatted error. Resolves true when the row was deleted.
 */
export function useConfirmedDelete() {
  const confirm = useConfirm();
  const notify = useNotify();
  return useCallback(
    async (remove: () => Promise<unknown>, successMessage: string, options?: DeleteOptions) => {
      const { pending = commonMessages.deleting, ...confirmOptions } = options ?? {};
      const confirmed = await confirm({ confirmText: commonMessages.delete, ...confirmOptions });
      if (!confirmed) return false;
      return notify.track(remove(), { pending, success: successMessage });
    },
    [confirm, notify],
  );
}

/**
 * A bulk Delete of the selected rows: one confirmation, then the delete call for each id, one
 * 'Deleting...' toast, and a report of how many were deleted (and how many failed, with why).
 * Resolves with the number deleted.
 */
export function useConfirmedBulkDelete() {
  const confirm = useConfirm();
  const notify = useNotify();
  return useCallback(
    async <Id>(ids: readonly Id[], remove: (id: Id) => Promise<unknown>, deletedMessage: (n: number) => string, options?: ConfirmOptions) => {
      if (ids.length === 0) return 0;
      const confirmed = await confirm({ confirmText: commonMessages.delete, ...options });
      if (!confirmed) return 0;
      const key = notify.pending(commonMessages.deleting);
      try {
        const results = await Promise.allSettled(ids.map((id) => remove(id)));
        const deleted = results.filter((result) => result.status === 'fulfilled').length;
        const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
        if (deleted > 0) notify.success(deletedMessage(deleted));
        if (failure) notify.error(format(commonMessages.notDeleted, { n: formatCount(ids.length - deleted), error: formatError(failure.reason) }));
        return deleted;
      } finally {
        notify.close(key);
      }
    },
    [confirm, notify],
  );
}
