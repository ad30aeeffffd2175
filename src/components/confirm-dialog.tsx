import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { commonMessages } from './messages';

export interface ConfirmOptions {
  /** Defaults to 'Are you sure?'. */
  title?: string;
  message?: ReactNode;
  /** Text of the confirming button; defaults to 'Confirm'. */
  confirmText?: string;
  /** Text of the dismiss button; defaults to 'Cancel'. Say 'Keep' or 'Close' when the action itself cancels. */
  cancelText?: string;
  /** Colour of the confirming button: destructive actions stay red. */
  destructive?: boolean;
}

type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** One dialog for the whole shell; screens ask through `useConfirm()`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next = {}) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog open={options !== null} onClose={() => answer(false)} aria-labelledby="confirm-dialog-title" maxWidth="xs" fullWidth>
        <DialogTitle id="confirm-dialog-title">{options?.title ?? commonMessages.areYouSure}</DialogTitle>
        {options?.message && (
          <DialogContent>
            <DialogContentText component="div">{options.message}</DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          {/* Every question starts on the dismiss button: Enter alone never deletes, credits wallets or cancels. */}
          <Button onClick={() => answer(false)} autoFocus>
            {options?.cancelText ?? commonMessages.cancel}
          </Button>
          <Button onClick={() => answer(true)} variant="contained" color={options?.destructive === false ? 'primary' : 'error'}>
            {options?.confirmText ?? commonMessages.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

/** `if (await confirm({ title, message, confirmText })) …` — resolves false on Cancel, Escape or a click outside. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it');
  return confirm;
}
