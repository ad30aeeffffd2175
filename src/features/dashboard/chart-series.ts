import { formatDayLabel } from '../../lib/dates';
import type { ChartData, SalesChartData } from '../../store/api';

/** One point of a day chart: `x` is the day's index (labels may repeat a year apart), `value` the exact figure. */
export interface DayPoint {
  x: number;
  y: number;
  day: string;
  value: string;
}

/**
 * The chart's points from the API's parallel arrays: one per day label, oldest first, a day the
 * server sent no figure for counted as 0. `y` is what is drawn; `value` is shown (money keeps its
 * exact text).
 */
export function dayPoints(chart: ChartData | SalesChartData): DayPoint[] {
  return chart.dates.map((day, x) => {
    const figure = chart.data[x] ?? 0;
    return { x, y: Number(figure), day: formatDayLabel(day), value: String(figure) };
  });
}

/** About `maxTicks` evenly spread day indexes for the axis, always including the last day. */
export function tickIndexes(count: number, maxTicks: number): number[] {
  if (count <= 0) return [];
  const step = Math.max(1, Math.ceil(count / maxTicks));
  const ticks: number[] = [];
  for (let i = (count - 1) % step; i < count; i += step) ticks.push(i);
  return ticks;
}
