import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { commonMessages } from '../messages';

/** A list filter picking one value, or All (''). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  minWidth = 160,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  minWidth?: number;
}) {
  const known = options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth }}
      fullWidth={false}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{commonMessages.all}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The row of filters above a list: wraps on a phone. */
export function FilterBar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box role="search" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {children}
    </Box>
  );
}

/** Keystroke filters for TableSearch's `accept`: ids are digits, phone numbers may start with +. */
export const DIGITS_ONLY = /^\d*$/;
export const PHONE_CHARS = /^\+?\d*$/;
