import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit: contained, disabled while `busy`, with a spinner while it runs. */
export function SubmitButton({
  busy,
  disabled,
  children,
  ...props
}: { busy: boolean; disabled?: boolean; children: ReactNode } & Pick<ButtonProps, 'size' | 'sx' | 'onClick' | 'type'>) {
  return (
    <Button
      type="submit"
      variant="contained"
      {...props}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={props.size === 'large' ? 18 : 16} color="inherit" /> : undefined}
    >
      {children}
    </Button>
  );
}
