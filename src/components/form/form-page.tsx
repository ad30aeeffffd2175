import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { commonMessages } from '../messages';
import { PageHeading } from '../page-heading';
import { SubmitButton } from './submit-button';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

export interface FormPageProps {
  title: ReactNode;
  /** The list this form returns to. */
  backTo?: string;
  backLabel?: string;
  /** `form.handleSubmit(save)`. */
  onSubmit: (event: FormEvent) => void;
  /**
   * `form` (or anything with the same flags): submit is disabled while submitting, busy or done;
   * leaving with changes not saved (`dirty`, not `succeeded`) asks first.
   */
  form: { submitting: boolean; busy: boolean; succeeded?: boolean; dirty?: boolean };
  submitLabel?: string;
  children: ReactNode;
}

/** The shared layout of create/edit screens: title, back link, fields, submit with progress. */
export function FormPage({ title, backTo, backLabel = commonMessages.back, onSubmit, form, submitLabel = commonMessages.submit, children }: FormPageProps) {
  const disabled = form.submitting || form.busy || Boolean(form.succeeded);
  useUnsavedChangesPrompt(Boolean(form.dirty) && !form.succeeded);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <Box sx={{ mb: 3 }}>
        <PageHeading title={title} backTo={backTo} backLabel={backLabel} />
      </Box>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>{children}</Stack>
        <Box sx={{ mt: 3, display: 'flex', gap: 1 }}>
          <SubmitButton busy={form.submitting} disabled={disabled}>
            {submitLabel}
          </SubmitButton>
          {backTo && (
            <Button component={RouterLink} to={backTo}>
              {commonMessages.cancel}
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
