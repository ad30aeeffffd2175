import { useMemo } from 'react';
import { ResponsiveLine, type PointTooltipProps } from '@nivo/line';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { tickIndexes, type DayPoint } from './chart-series';

type Series = { id: string; data: DayPoint[] };

export interface DayChartProps {
  /** The series' name (tooltips). */
  name: string;
  points: DayPoint[];
  /** How a day's figure reads: `5 orders`, `৳1,250.50`. */
  formatValue: (point: DayPoint) => string;
  /** The y axis' ticks. */
  formatAxis: (value: number) => string;
  /** What the chart shows, for screen readers. */
  ariaLabel: string;
  color: string;
}

/** One figure per day of the shop, oldest first (@nivo/line; loaded with the chart, not the dashboard). */
export default function DayChart({ name, points, formatValue, formatAxis, ariaLabel, color }: DayChartProps) {
  const theme = useTheme();
  const data = useMemo<Series[]>(() => [{ id: name, data: points }], [name, points]);
  const labels = useMemo(() => points.map((point) => point.day), [points]);
  const nivoTheme = useMemo(
    () => ({
      text: { fill: theme.palette.text.secondary, fontFamily: theme.typography.fontFamily },
      axis: { ticks: { line: { stroke: theme.palette.divider } }, domain: { line: { stroke: theme.palette.divider } } },
      grid: { line: { stroke: theme.palette.divider, strokeDasharray: '2 4' } },
      crosshair: { line: { stroke: theme.palette.text.secondary } },
    }),
    [theme],
  );
  const Tooltip = useMemo(
    () =>
      function DayTooltip({ point }: PointTooltipProps<Series>) {
        return (
          <Paper elevation={3} sx={{ px: 1.5, py: 0.75 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {point.data.day}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatValue(point.data)}
            </Typography>
          </Paper>
        );
      },
    [formatValue],
  );

  return (
    <ResponsiveLine<Series>
      data={data}
      margin={{ top: 16, right: 20, bottom: 40, left: 64 }}
      xScale={{ type: 'linear', min: 0, max: Math.max(points.length - 1, 1) }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      curve="monotoneX"
      colors={[color]}
      theme={nivoTheme}
      lineWidth={2}
      enableArea
      areaOpacity={0.12}
      pointSize={points.length > 60 ? 0 : 6}
      pointBorderWidth={0}
      enableGridX={false}
      axisBottom={{ tickValues: tickIndexes(points.length, 7), format: (index: number) => labels[index] ?? '', tickSize: 0, tickPadding: 10 }}
      axisLeft={{ tickValues: 5, format: formatAxis, tickSize: 0, tickPadding: 8 }}
      useMesh
      tooltip={Tooltip}
      role="img"
      ariaLabel={ariaLabel}
      pointAriaLabel={(point) => `${point.data.day}: ${formatValue(point.data)}`}
      // Inside role="img" the points are part of the picture (named by `ariaLabel`): an aria-label
      // on their <g> is never read and is not allowed there, so they are hidden from assistive technology.
      pointAriaHidden={() => true}
      animate={false}
    />
  );
}
