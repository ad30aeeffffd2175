import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatError } from '../lib/format-error';
import { commonMessages } from './messages';

/** A failed load: the formatted error ('You are offline.' when offline) and a Try again button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
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
      {formatError(error)}
    </Alert>
  );
}
