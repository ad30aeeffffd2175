import { useEffect, useState, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS } from '../../components/data-table/table-search';
import { formatCount } from '../../lib/format';
import { toLatinDigits } from '../../lib/i18n';
import { dashboardMessages as m } from './messages';

export const DEFAULT_DAYS = 30;
/** The contract's `days` bounds. */
const MAX_DAYS = 365;
const DIGITS = /^\d{0,3}$/;

/** The typed day count (Latin or Bengali digits) as a number of days, or undefined when it is not 1…365. */
export function parseDays(typed: string): number | undefined {
  const text = toLatinDigits(typed);
  if (!/^\d+$/.test(text)) return undefined;
  const days = Number(text);
  return days >= 1 && days <= MAX_DAYS ? days : undefined;
}

/**
 * The charts' day count (numbers only, in Latin or Bengali digits): a keystroke that is not a
 * digit is ignored; the chart follows once typing pauses, and keeps its last good count while the
 * box holds none.
 */
export function useDayCount(): { days: number; input: ReactNode } {
  const [text, setText] = useState(() => formatCount(DEFAULT_DAYS));
  const [days, setDays] = useState(DEFAULT_DAYS);
  const typed = parseDays(text);
  useEffect(() => {
    if (typed === undefined || typed === days) return undefined;
    const timer = setTimeout(() => setDays(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, days]);
  const invalid = typed === undefined;
  const input = (
    <TextField
      label={m.days}
      value={text}
      onChange={(event) => {
        if (DIGITS.test(toLatinDigits(event.target.value))) setText(event.target.value);
      }}
      error={invalid}
      helperText={invalid ? m.daysInvalid : undefined}
      size="small"
      fullWidth={false}
      sx={{ width: 110 }}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9০-৯]*', 'aria-label': m.days } }}
    />
  );
  return { days, input };
}
