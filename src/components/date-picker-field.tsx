import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { bnBD } from '@mui/x-date-pickers/locales';
// Bengali month and weekday names for the calendar and the field (dayjs keeps Latin digits: the field reads what is typed).
import 'dayjs/locale/bn';
import { currentLanguage } from '../lib/i18n';
import { API_DATE, DATE_FIELD_FORMAT, DATE_FIELD_SX, type DateFieldProps } from './date-field-stand-in';

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

export interface DatePickerFieldProps extends DateFieldProps {
  /** Takes the focus when it mounts (the admin was in its stand-in). */
  autoFocus?: boolean;
  /** Opens its calendar when it mounts (the stand-in's calendar button, or a tap). */
  openAtMount?: boolean;
}

/**
 * One day of a filter (`2025-11-21`) as MUI X's date picker: a field typed section by section and
 * a calendar. A large chunk of its own, mounted only when the admin turns to the field
 * (date-range-filter.tsx): every render of a picker's field syncs the page's text selection (MUI
 * X's `syncSelectionToDOM`, a forced layout of the whole page).
 */
export function DatePickerField({ label, value, min, max, onChange, autoFocus = false, openAtMount = false }: DatePickerFieldProps) {
  const [open, setOpen] = useState(openAtMount);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale} localeText={localeText}>
      <DatePicker
        label={label}
        value={toDay(value)}
        format={DATE_FIELD_FORMAT}
        minDate={toDay(min) ?? undefined}
        maxDate={toDay(max) ?? undefined}
        onChange={(day) => onChange(fromDay(day))}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slotProps={{ textField: { size: 'small', sx: DATE_FIELD_SX }, field: { clearable: true, autoFocus } }}
      />
    </LocalizationProvider>
  );
}
