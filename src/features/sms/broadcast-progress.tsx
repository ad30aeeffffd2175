import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../components/error-state';
import { StatusChip } from '../../components/status-chip';
import { format, formatCount } from '../../lib/format';
import { useGetSmsBroadcastQuery } from '../../store/api';
import { isActive, percentDone, statusKey, statusText } from './broadcast-status';
import { smsMessages as m } from './messages';

/** How often a running broadcast's counts are read. */
export const PROGRESS_POLL_MS = 1000;

/** A broadcast's live progress: polled until every recipient is done, then left alone. */
export function BroadcastProgress({ id }: { id: number }) {
  const [pollingInterval, setPollingInterval] = useState(PROGRESS_POLL_MS);
  const query = useGetSmsBroadcastQuery({ id }, { pollingInterval });
  const broadcast = query.data?.data;
  // Finished is final: stop asking.
  if (broadcast && !isActive(broadcast) && pollingInterval !== 0) setPollingInterval(0);
  const percent = broadcast ? percentDone(broadcast) : 0;
  return (
    <Paper variant="outlined" component="section" aria-label={m.progressLabel} sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="h6" component="h2">
          {format(m.progressTitle, { id })}
        </Typography>
        {broadcast && <StatusChip status={statusKey(broadcast.status)} label={statusText(broadcast.status)} />}
      </Stack>
      {query.error && !broadcast ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <LinearProgress
            variant={broadcast ? 'determinate' : 'indeterminate'}
            value={percent}
            color={broadcast?.status === 'failed' ? 'error' : broadcast?.status === 'finished' ? 'success' : 'primary'}
            aria-label={m.progressLabel}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Box sx={{ mt: 1, display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" aria-live="polite">
              {broadcast
                ? broadcast.total === 0
                  ? m.noRecipients
                  : format(m.progressCounts, { sent: formatCount(broadcast.sent), failed: formatCount(broadcast.failed), total: formatCount(broadcast.total) })
                : '\u00a0'}
            </Typography>
            {broadcast && broadcast.total > 0 && (
              <Typography variant="body2" color="text.secondary">
                {formatCount(percent)}%
              </Typography>
            )}
          </Box>
        </>
      )}
    </Paper>
  );
}
