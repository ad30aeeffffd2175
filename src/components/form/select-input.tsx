import type { ReactNode } from 'react';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormValues } from './use-form';
import type { FieldProps } from './text-input';

export interface SelectOption {
  value: string;
  label: ReactNode;
  /** Options sharing a group are listed under its heading; keep them next to each other. */
  group?: string;
}

/**
 * A group's heading. Select stamps role="option" on each child it is given; this one drops it so
 * screen readers and keyboard focus skip the heading.
 */
function GroupHeading({ children }: { children: ReactNode }) {
  return <ListSubheader role="presentation">{children}</ListSubheader>;
}
GroupHeading.muiSkipListHighlight = true;

/** The menu items, with a heading before each group. */
function selectItems(options: readonly SelectOption[]) {
  return options.flatMap((option, index) => {
    const item = (
      <MenuItem key={option.value} value={option.value}>
        {option.label}
      </MenuItem>
    );
    const startsGroup = option.group !== undefined && option.group !== options[index - 1]?.group;
    return startsGroup ? [<GroupHeading key={`group-${index}`}>{option.group}</GroupHeading>, item] : [item];
  });
}

/** A select bound to a string value; options are `{ value, label, group? }`. */
export function SelectInput<V extends FormValues>({
  form,
  name,
  label,
  options,
  helperText,
  disabled,
  required,
}: FieldProps<V, string> & { options: readonly SelectOption[] }) {
  const error = form.errors[name];
  return (
    <TextField
      select
      disabled={disabled}
      required={required ?? form.marks(name).required}
      data-field={name}
      id={`field-${name}`}
      name={name}
      label={label}
      value={(form.values[name] as string | undefined) ?? ''}
      onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
      error={Boolean(error)}
      helperText={error ?? helperText}
    >
      {selectItems(options)}
    </TextField>
  );
}
