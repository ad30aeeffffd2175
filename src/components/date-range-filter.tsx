import { memo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { useEventCallback } from '@mui/material/utils';
import { DateFieldStandIn, type DateFieldProps, type DateFieldUse } from './date-field-stand-in';
import { commonMessages } from './messages';

export interface DateRange {
  from?: string;
  to?: string;
}

/** A list's From and To days (`2025-11-21`), each optional; To cannot be before From. */
export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

type PickerModule = typeof import('./date-picker-field');
let picker: PickerModule | null = null;
let pickerLoad: Promise<PickerModule> | null = null;

/** The date picker's code (a large chunk), asked for once; a failed load is asked for again at the next use. */
function loadPicker(): Promise<PickerModule> {
  pickerLoad ??= import('./date-picker-field').then(
    (module) => (picker = module),
    (error: unknown) => {
      pickerLoad = null;
      throw error;
    },
  );
  return pickerLoad;
}

export function DateRangeFilter({ value, onChange }: DateRangeFilterProps) {
  // The same function at every render (calling the latest onChange): the fields below re-render only when a day changes.
  const change = useEventCallback(onChange);
  return <DateRangeFields from={value.from} to={value.to} onChange={change} />;
}

/** The two days, re-rendered only when they change (the list screens around them render again at every answer). */
const DateRangeFields = memo(function DateRangeFields({ from, to, onChange }: DateRange & { onChange: (range: DateRange) => void }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 1.5, width: { xs: '100%', sm: 'auto' } }}>
      <DateFilterField label={commonMessages.dateFrom} value={from} max={to} onChange={(day) => onChange({ from: day, to })} />
      <DateFilterField label={commonMessages.dateTo} value={to} min={from} onChange={(day) => onChange({ from, to: day })} />
    </Stack>
  );
});

/**
 * A stand-in until the admin turns to the field, then MUI X's picker in its place (focused, or its
 * calendar open, as the admin asked). A list screen's first draw has no picker: on the orders
 * screen (laptop, CPU 4× slower) the two pickers' chunk, their draws and their forced layouts
 * (MUI X's `syncSelectionToDOM`) were what the screen waited for after its rows.
 */
function DateFilterField(props: DateFieldProps) {
  const [use, setUse] = useState<DateFieldUse | null>(null);
  const turnTo = (next: DateFieldUse) => {
    const focused = document.activeElement;
    void loadPicker().then(
      () => {
        // The focus is taken only if it is still where the admin put it (a slow load, Tab pressed meanwhile: left alone).
        const use = { focus: next.focus && document.activeElement === focused, open: next.open };
        if (!use.focus && !use.open) return;
        setUse((before) => (before ? { focus: before.focus || use.focus, open: before.open || use.open } : use));
      },
      () => undefined, // the stand-in stays; the next use asks again
    );
  };
  if (use && picker) return <picker.DatePickerField {...props} autoFocus={use.focus} openAtMount={use.open} />;
  return <DateFieldStandIn {...props} onNear={() => void loadPicker().catch(() => undefined)} onUse={turnTo} />;
}
