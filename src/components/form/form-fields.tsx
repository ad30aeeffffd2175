import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { FieldName, FormApi, FormValues } from './use-form';

interface FieldProps<V extends FormValues, T> {
  form: FormApi<V>;
  name: FieldName<V, T>;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

export interface TextInputProps<V extends FormValues> extends FieldProps<V, string> {
  type?: 'text' | 'password' | 'email' | 'url' | 'tel';
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
}

/**
 * An outlined text input bound to a string value of the form, with the field's error as helper
 * text. Built from OutlinedInput rather than TextField: TextField also pulls in Select, Menu and
 * Modal, which would land in the login page's up-front bundle.
 */
export function TextInput<V extends FormValues>({
  form,
  name,
  label,
  helperText,
  disabled,
  required,
  type = 'text',
  ...inputProps
}: TextInputProps<V>) {
  return (
    <FieldShell form={form} name={name} label={label} helperText={helperText} disabled={disabled} required={required}>
      {(id) => (
        <OutlinedInput
          {...inputProps}
          id={id}
          name={name}
          type={type}
          label={label}
          value={(form.values[name] as string | undefined) ?? ''}
          onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
          inputProps={{ 'aria-describedby': form.errors[name] || helperText ? `${id}-helper` : undefined }}
        />
      )}
    </FieldShell>
  );
}

/**
 * Numeric input (prices, quantity, phone, wallet, information): keystrokes that would make the
 * text non-numeric are ignored. The value stays a string so phone numbers keep leading zeros.
 */
export function NumberInput<V extends FormValues>({
  form,
  name,
  label,
  helperText,
  disabled,
  required,
  decimal = false,
  placeholder,
  endAdornment,
}: FieldProps<V, string> & { decimal?: boolean; placeholder?: string; endAdornment?: ReactNode }) {
  const allowed = decimal ? /^\d*\.?\d*$/ : /^\d*$/;
  return (
    <FieldShell form={form} name={name} label={label} helperText={helperText} disabled={disabled} required={required}>
      {(id) => (
        <OutlinedInput
          id={id}
          name={name}
          label={label}
          placeholder={placeholder}
          endAdornment={endAdornment}
          value={(form.values[name] as string | undefined) ?? ''}
          onChange={(event) => {
            if (allowed.test(event.target.value)) form.setValue(name, event.target.value as V[typeof name]);
          }}
          inputProps={{
            inputMode: decimal ? 'decimal' : 'numeric',
            'aria-describedby': form.errors[name] || helperText ? `${id}-helper` : undefined,
          }}
        />
      )}
    </FieldShell>
  );
}

/** Label, input and helper/error text laid out as MUI's outlined TextField does. */
function FieldShell<V extends FormValues>({
  form,
  name,
  label,
  helperText,
  disabled,
  required,
  children,
}: FieldProps<V, unknown> & { children: (id: string) => ReactNode }) {
  const id = `field-${name}`;
  const error = form.errors[name];
  return (
    <FormControl fullWidth size="small" variant="outlined" error={Boolean(error)} disabled={disabled} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      {children(id)}
      {(error || helperText) && <FormHelperText id={`${id}-helper`}>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/** A select bound to a string value; options are `{ value, label }`. */
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
      required={required}
      id={`field-${name}`}
      name={name}
      label={label}
      value={(form.values[name] as string | undefined) ?? ''}
      onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
      error={Boolean(error)}
      helperText={error ?? helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An on/off flag. Numeric flags stay numeric (the API takes 1/0), boolean ones boolean. */
export function SwitchInput<V extends FormValues>({ form, name, label, helperText, disabled }: FieldProps<V, boolean | number>) {
  const value = form.values[name] as boolean | number;
  const error = form.errors[name];
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={name}
            checked={Boolean(value)}
            onChange={(event) => {
              const checked = event.target.checked;
              form.setValue(name, (typeof value === 'number' ? (checked ? 1 : 0) : checked) as V[typeof name]);
            }}
          />
        }
      />
      {(error || helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
