import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const API_DATE = 'YYYY-MM-DD';

export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD` as the API takes it, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
}

/**
 * A date picker for filters (e.g. order date ranges). It carries its own LocalizationProvider so
 * the pickers load only with the screens that use them.
 */
export function DateField({ label, value, onChange, minDate, maxDate }: DateFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={value ? dayjs(value) : null}
        onChange={(next: Dayjs | null) => onChange(next && next.isValid() ? next.format(API_DATE) : '')}
        minDate={minDate ? dayjs(minDate) : undefined}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        format="DD MMM YYYY"
        slotProps={{ textField: { size: 'small', fullWidth: false }, field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
