import { memo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { useEventCallback } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { bnBD } from '@mui/x-date-pickers/locales';
// Bengali month and weekday names for the calendar and the field (dayjs keeps Latin digits: the field reads what is typed).
import 'dayjs/locale/bn';
import { currentLanguage } from '../lib/i18n';
import { commonMessages } from './messages';

/** The API's date format (`date_from`, `date_to`: days in the shop's time zone). */
const API_DATE = 'YYYY-MM-DD';

const toDay = (value: string | undefined): Dayjs | null => {
  if (!value) return null;
  const day = dayjs(value);
  return day.isValid() ? day : null;
};
const fromDay = (day: Dayjs | null): string | undefined => (day && day.isValid() ? day.format(API_DATE) : undefined);

/** The pickers' own words (calendar buttons, field placeholders) and the months' names in the admin's language; English is MUI's default. */
const bengali = currentLanguage() === 'bn';
const localeText = bengali ? bnBD.components.MuiLocalizationProvider.defaultProps.localeText : undefined;
const adapterLocale = bengali ? 'bn' : undefined;

export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * A list's From and To days (`2025-11-21`), each optional; To cannot be before From. Import it
 * only from lazy screens: the date pickers are a large chunk.
 */
export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

export function DateRangeFilter({ value, onChange }: DateRangeFilterProps) {
  // The same function at every render (calling the latest onChange): the fields below re-render only when a day changes.
  const change = useEventCallback(onChange);
  return <DateRangeFields from={value.from} to={value.to} onChange={change} />;
}

/**
 * The two pickers, re-rendered only when their days change: every render of a picker's field syncs
 * the page's text selection (MUI X's `syncSelectionToDOM`, a forced layout of the whole page), and
 * the list screens around it render again at every answer. On the orders screen with a full page of
 * rows that was 0.4 s of a sidebar click's 1.2 s of main-thread work (CPU 4× slower).
 */
const DateRangeFields = memo(function DateRangeFields({ from: fromValue, to: toValue, onChange }: DateRange & { onChange: (range: DateRange) => void }) {
  const value = { from: fromValue, to: toValue };
  const from = toDay(fromValue);
  const to = toDay(toValue);
  const field = { size: 'small' as const, sx: { width: { xs: '100%', sm: 170 } } };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale} localeText={localeText}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 1.5, width: { xs: '100%', sm: 'auto' } }}>
        <DatePicker
          label={commonMessages.dateFrom}
          value={from}
          format="DD MMM YYYY"
          maxDate={to ?? undefined}
          onChange={(day) => onChange({ ...value, from: fromDay(day) })}
          slotProps={{ textField: field, field: { clearable: true } }}
        />
        <DatePicker
          label={commonMessages.dateTo}
          value={to}
          format="DD MMM YYYY"
          minDate={from ?? undefined}
          onChange={(day) => onChange({ ...value, to: fromDay(day) })}
          slotProps={{ textField: field, field: { clearable: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
});
