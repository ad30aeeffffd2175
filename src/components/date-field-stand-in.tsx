import type { PointerEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
// The same shapes as MUI X's own ClearIcon and CalendarIcon (@mui/x-date-pickers/icons).
import ClearIcon from '@mui/icons-material/Clear';
import CalendarIcon from '@mui/icons-material/Event';
import { format } from '../lib/format';
import { commonMessages as m } from './messages';

/** The API's date format (`date_from`, `date_to`: days in the shop's time zone). */
export const API_DATE = 'YYYY-MM-DD';
/** How a date field shows its day (MUI X's tokens): `21 Nov 2025`. */
export const DATE_FIELD_FORMAT = 'DD MMM YYYY';
/** Wide enough for a day (`21 Nov 2025`) beside the Clear and calendar buttons (at 170 px the year was cut: `01 Nov 20`). */
export const DATE_FIELD_SX = { width: { xs: '100%', sm: 192 } };

/** One day of a filter: `2025-11-21` or none; `min` and `max` bound what can be chosen. */
export interface DateFieldProps {
  label: string;
  value?: string;
  min?: string;
  max?: string;
  onChange: (day: string | undefined) => void;
}

/** What the admin did to a stand-in: went into its field (focus) or asked for its calendar (open). */
export interface DateFieldUse {
  focus: boolean;
  open: boolean;
}

/**
 * A day as the picker's field shows it (`DATE_FIELD_FORMAT`, the months' short names in the
 * admin's language), read as dayjs reads it (a day past the month's end rolls over); '' for none.
 */
export function formatFieldDay(value: string | undefined): string {
  const parts = value ? /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value) : null;
  if (!parts) return '';
  const day = new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  const months = m.monthsShort.split('_');
  return `${String(day.getDate()).padStart(2, '0')} ${months[day.getMonth()]} ${day.getFullYear()}`;
}

// As MUI X's field: on a mouse's screen the clear button shows only on hover or focus.
const CLEAR_BUTTON_SX = {
  '& .clearButton': { opacity: 1 },
  '@media (pointer: fine)': { '& .clearButton': { opacity: 0 }, '&:hover, &:focus-within': { '.clearButton': { opacity: 1 } } },
};

/**
 * What a date filter shows until the admin turns to it: a plain text field that looks like the
 * picker's (its day, its Clear and calendar buttons), with none of the picker's code or cost.
 * The focus in it, a tap or its calendar button call `onUse` (the picker takes its place); a
 * pointer over it calls `onNear` (time to fetch the picker's code). Clear works here: the field is
 * never replaced under a pointer that is about to click it.
 */
export function DateFieldStandIn({ label, value, onChange, onNear, onUse }: DateFieldProps & { onNear: () => void; onUse: (use: DateFieldUse) => void }) {
  const text = formatFieldDay(value);
  return (
    <TextField
      size="small"
      sx={[DATE_FIELD_SX, CLEAR_BUTTON_SX]}
      label={label}
      value={text}
      onPointerEnter={onNear}
      slotProps={{
        htmlInput: {
          readOnly: true,
          onFocus: () => onUse({ focus: true, open: false }),
          // A phone's picker opens its calendar when the field is tapped.
          onPointerDown: (event: PointerEvent) => {
            if (event.pointerType === 'touch') onUse({ focus: false, open: true });
          },
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {text && (
                <IconButton className="clearButton" title={m.dateClear} tabIndex={-1} onClick={() => onChange(undefined)}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              )}
              <IconButton edge="end" aria-label={text ? format(m.dateChosen, { date: text }) : m.dateChoose} onClick={() => onUse({ focus: false, open: true })}>
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
