import type { ReactNode } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldName, FormApi, FormValues } from './use-form';

/*
 * One field kind per file. The login page uses TextInput, so this module is in the up-front bundle
 * and whatever it exports and imports ships with it: select and switch live in their own files.
 */

/** What every form field takes: the form, the field's name, its label. */
export interface FieldProps<V extends FormValues, T> {
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
  accept,
  inputMode,
  ...inputProps
}: TextInputProps<V> & { accept?: RegExp; inputMode?: 'decimal' | 'numeric' | 'url' }) {
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
          onChange={(event) => {
            // A keystroke that would make the text unacceptable is ignored.
            if (!accept || accept.test(event.target.value)) form.setValue(name, event.target.value as V[typeof name]);
          }}
          inputProps={{ inputMode, 'aria-describedby': form.errors[name] || helperText ? `${id}-helper` : undefined }}
        />
      )}
    </FieldShell>
  );
}

const DECIMAL = /^\d*\.?\d*$/;
const DIGITS = /^\d*$/;

/**
 * Numeric input (prices, quantity, phone, wallet, information): keystrokes that would make the
 * text non-numeric are ignored. The value stays a string so phone numbers keep leading zeros.
 */
export function NumberInput<V extends FormValues>({
  decimal = false,
  ...props
}: FieldProps<V, string> & { decimal?: boolean; placeholder?: string; endAdornment?: ReactNode }) {
  return <TextInput {...props} accept={decimal ? DECIMAL : DIGITS} inputMode={decimal ? 'decimal' : 'numeric'} />;
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
