import { useCallback } from 'react';
import { useConfirm, type ConfirmOptions } from './confirm-dialog';
import { useNotify } from './use-notify';
import { commonMessages } from './messages';

/**
 * The list screens' Delete: ask, then run the mutation with a 'Deleting...' toast and the
 * success message or the formatted error. Resolves true when the row was deleted.
 */
export function useConfirmedDelete() {
  const confirm = useConfirm();
  const notify = useNotify();
  return useCallback(
    async (remove: () => Promise<unknown>, successMessage: string, options?: ConfirmOptions) => {
      const confirmed = await confirm({ confirmText: commonMessages.delete, ...options });
      if (!confirmed) return false;
      return notify.track(remove(), { pending: commonMessages.deleting, success: successMessage });
    },
    [confirm, notify],
  );
}
