import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { commonMessages } from '../messages';
import { SubmitButton } from './submit-button';
import { LEAVE_QUESTION, useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';
import { useConfirm } from '../confirm-dialog';
import type { FormApi, FormValues } from './use-form';

export interface FormDialogProps<V extends FormValues> {
  /** Labels the dialog. */
  title: ReactNode;
  form: FormApi<V>;
  /** `form.handleSubmit(...)`. */
  onSubmit: (event?: FormEvent) => Promise<void>;
  onClose: () => void;
  submitText?: string;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A small form in a dialog: its fields, Cancel and the submit button (busy while saving; no closing then). */
export function FormDialog<V extends FormValues>({
  title,
  form,
  onSubmit,
  onClose,
  submitText = commonMessages.save,
  submitDisabled = false,
  children,
}: FormDialogProps<V>) {
  const titleId = useId();
  const unsaved = form.dirty && !form.succeeded;
  useUnsavedChangesPrompt(unsaved);
  const confirm = useConfirm();
  // Cancel, Escape or a click outside throw away what was typed: ask first, as leaving the screen does.
  const close = async () => {
    if (unsaved && !(await confirm(LEAVE_QUESTION))) return;
    onClose();
  };
  return (
    <Dialog open onClose={form.submitting ? undefined : () => void close()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void close()} disabled={form.submitting}>
            {commonMessages.cancel}
          </Button>
          <SubmitButton busy={form.submitting} disabled={submitDisabled}>
            {submitText}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
