import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ErrorState } from './error-state';
import { commonMessages } from './messages';

/** The parts of an RTK Query hook result that a screen's loading/error states need. */
export interface QueryStatus<T> {
  data?: T;
  isLoading?: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

/**
 * Renders `children(data)` once a query has data; a spinner while it loads; the formatted error
 * with Try again when it fails. Edit screens use it to build their form from the loaded record.
 */
export function QueryView<T>({ query, children }: { query: QueryStatus<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <ErrorState error={query.error} onRetry={query.refetch ? () => void query.refetch?.() : undefined} />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={commonMessages.loading} />
    </Box>
  );
}
