import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { browserOffline, formatError, serverUnreachable } from '../lib/format-error';
import { commonMessages } from './messages';

/**
 * A failed load: the formatted error ('You are offline.' when offline, 'The server cannot be
 * reached.' when no answer came) and a Try again button.
 * `message` replaces the server's text where a screen names its own (e.g. 'Something went wrong').
 */
export function ErrorState({ error, onRetry, message }: { error: unknown; onRetry?: () => void; message?: string }) {
  const formatted = formatError(error);
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {commonMessages.tryAgain}
          </Button>
        )
      }
    >
      {message && !browserOffline() && !serverUnreachable(error) ? message : formatted}
    </Alert>
  );
}
