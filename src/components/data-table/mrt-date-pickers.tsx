/**
 * What material-react-table gets when it imports MUI X's DatePicker, DateTimePicker and TimePicker
 * (webpack.config.ts points its three imports here): the same pickers, each loaded when one is
 * drawn. MRT draws them only in a column's date filter, which no table enables (`enableColumnFilters:
 * false`), yet its imports made the pickers' chunk (240 KB) part of every table screen's load.
 */
import { Suspense, type ComponentType } from 'react';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import type { DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import type { TimePickerProps } from '@mui/x-date-pickers/TimePicker';
import { lazyScreen } from '../lazy-screen';

function loadedWhenDrawn<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazyScreen<P>(load);
  return function Picker(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const DatePicker = loadedWhenDrawn<DatePickerProps>(() => import('@mui/x-date-pickers/DatePicker').then((module) => ({ default: module.DatePicker })));
export const DateTimePicker = loadedWhenDrawn<DateTimePickerProps>(() =>
  import('@mui/x-date-pickers/DateTimePicker').then((module) => ({ default: module.DateTimePicker })),
);
export const TimePicker = loadedWhenDrawn<TimePickerProps>(() => import('@mui/x-date-pickers/TimePicker').then((module) => ({ default: module.TimePicker })));
