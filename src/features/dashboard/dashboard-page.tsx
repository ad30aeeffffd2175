import { useCallback, useMemo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { ErrorState } from '../../components/error-state';
import { PageHeading } from '../../components/page-heading';
import { format, formatCount } from '../../lib/format';
import { formatTaka } from '../../lib/money';
import { useGetDashboardStatsQuery, useGetOrdersChartQuery, useGetSalesChartQuery } from '../../store/api';
import { ChartCard } from './chart-card';
import { dayPoints, type DayPoint } from './chart-series';
import { useDayCount } from './day-count-input';
import { StatCards } from './stat-cards';
import { dashboardMessages as m } from './messages';

const ordersValue = (point: DayPoint) => (point.value === '1' ? m.oneOrder : format(m.ordersValue, { n: formatCount(point.y) }));
const ordersAxis = (value: number) => (Number.isInteger(value) ? formatCount(value) : '');
const saleValue = (point: DayPoint) => formatTaka(point.value);

function OrdersChart() {
  const theme = useTheme();
  const { days, input } = useDayCount();
  const query = useGetOrdersChartQuery({ days });
  const chart = query.data?.data;
  const props = useMemo(
    () =>
      chart && {
        name: m.ordersChart,
        points: dayPoints(chart),
        formatValue: ordersValue,
        formatAxis: ordersAxis,
        ariaLabel: format(m.ordersChartLabel, { n: formatCount(chart.dates.length) }),
        color: theme.palette.primary.main,
      },
    [chart, theme],
  );
  return <ChartCard title={m.ordersChart} input={input} query={query} chart={props} />;
}

function SalesChart() {
  const theme = useTheme();
  const { days, input } = useDayCount();
  const query = useGetSalesChartQuery({ days });
  const chart = query.data?.data;
  const saleAxis = useCallback((value: number) => formatTaka(value), []);
  const props = useMemo(
    () =>
      chart && {
        name: m.salesChart,
        points: dayPoints(chart),
        formatValue: saleValue,
        formatAxis: saleAxis,
        ariaLabel: format(m.salesChartLabel, { n: formatCount(chart.dates.length) }),
        color: theme.palette.secondary.main,
      },
    [chart, theme, saleAxis],
  );
  return <ChartCard title={m.salesChart} input={input} query={query} chart={props} />;
}

/** `/`: the four stat cards and the other figures, the orders chart and the sale chart. */
export default function DashboardPage() {
  const stats = useGetDashboardStatsQuery();
  return (
    <Stack spacing={2}>
      <PageHeading title={m.title} />
      {stats.error && !stats.data ? (
        <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <StatCards stats={stats.data?.data} />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <OrdersChart />
        <SalesChart />
      </Box>
    </Stack>
  );
}
