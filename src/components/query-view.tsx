import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { errorStatus } from '../lib/format-error';
import { ErrorState } from './error-state';
import { commonMessages } from './messages';

/** The parts of an RTK Query hook result that a screen's loading/error states need. */
export interface QueryStatus<T> {
  data?: T;
  isLoading?: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryStatus<T>;
  children: (data: T) => ReactNode;
  /**
   * A record screen's list: a record that does not exist (404, or an id that is no id at all, see
   * `invalidId`) says so with a way back there, not a pointless Try again.
   */
  backTo?: string;
  /** The route's id is not a record id (`useIdParam` gave 0): nothing was asked of the server. */
  invalidId?: boolean;
  /** What is missing, when it is not the record itself (a package form's product). */
  notFoundText?: string;
}

/**
 * Renders `children(data)` once a query has data; a spinner while it loads; the formatted error
 * with Try again when it fails. Edit screens use it to build their form from the loaded record.
 */
export function QueryView<T>({ query, children, backTo, invalidId = false, notFoundText = commonMessages.recordNotFound }: QueryViewProps<T>) {
  if (backTo && (invalidId || errorStatus(query.error) === 404)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" component={Link} to={backTo}>
            {commonMessages.backToList}
          </Button>
        }
      >
        {notFoundText}
      </Alert>
    );
  }
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <ErrorState error={query.error} onRetry={query.refetch ? () => void query.refetch?.() : undefined} />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={commonMessages.loading} />
    </Box>
  );
}
