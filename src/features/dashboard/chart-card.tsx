import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../components/error-state';
import { lazyScreen } from '../../components/lazy-screen';
import type { DayChartProps } from './day-chart';
import { CHART_HEIGHT } from './chart-height';

// Like a screen, a chart whose code failed to load is tried afresh when shown again.
const DayChart = lazyScreen(() => import(/* webpackChunkName: "day-chart" */ './day-chart'));

export interface ChartCardProps {
  title: string;
  /** The day-count input. */
  input: ReactNode;
  query: { error?: unknown; isFetching?: boolean; refetch?: () => unknown };
  /** The chart, once its data is there. */
  chart: DayChartProps | undefined;
}

/** A dashboard chart: its title and day count above, the lazy line chart (364 px high) below. */
export function ChartCard({ title, input, query, chart }: ChartCardProps) {
  const placeholder = <Skeleton variant="rounded" height={CHART_HEIGHT} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }} component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ pt: 0.5 }}>
          {title}
        </Typography>
        {input}
      </Stack>
      <Box sx={{ height: CHART_HEIGHT, opacity: query.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {query.error && !chart ? (
          <ErrorState error={query.error} onRetry={query.refetch ? () => void query.refetch?.() : undefined} />
        ) : chart ? (
          <Suspense fallback={placeholder}>
            <DayChart {...chart} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
    </Paper>
  );
}
