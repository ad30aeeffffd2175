import { useEffect, type ReactNode } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { numberRule, type NumberKind } from '../../lib/validators';
import { format, formatCount } from '../../lib/format';
import { toLatinDigits } from '../../lib/i18n';
import { commonMessages } from '../messages';
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
  inputMode?: 'decimal' | 'numeric' | 'url' | 'tel';
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
 * text. What is typed is kept as typed: the form's rules say what is wrong with it. The required
 * mark and the length limit (stop and counter) come from the field's rules. Built from
 * OutlinedInput rather than TextField: TextField also pulls in Select, Menu and Modal, which would
 * land in the login page's up-front bundle.
 */
export function TextInput<V extends FormValues>({
  form,
  name,
  label,
  helperText,
  disabled,
  required,
  type = 'text',
  inputMode,
  ...inputProps
}: TextInputProps<V>) {
  const { maxLength } = form.marks(name);
  const value = (form.values[name] as string | undefined) ?? '';
  const numeric = type === 'tel' || inputMode === 'numeric' || inputMode === 'decimal' || inputMode === 'tel';
  return (
    <FieldShell
      form={form}
      name={name}
      label={label}
      helperText={helperText}
      disabled={disabled}
      required={required}
      // A password's length is not shown as it is typed.
      counter={maxLength === undefined || type === 'password' ? undefined : format(commonMessages.lengthCount, { n: formatCount(value.length), max: formatCount(maxLength) })}
    >
      {(id, describedBy) => (
        <OutlinedInput
          {...inputProps}
          id={id}
          name={name}
          type={type}
          label={label}
          value={value}
          // A number, phone or code typed in Bengali digits is kept in the Latin ones the server reads.
          onChange={(event) => form.setValue(name, (numeric ? toLatinDigits(event.target.value) : event.target.value) as V[typeof name])}
          // A value left in the field is checked at once (a number it cannot hold, a long text).
          onBlur={() => value.trim() !== '' && form.validate(name)}
          inputProps={{ inputMode, maxLength, 'aria-describedby': describedBy }}
        />
      )}
    </FieldShell>
  );
}

export interface NumberInputProps<V extends FormValues> extends FieldProps<V, string>, NumberKind {
  placeholder?: string;
  endAdornment?: ReactNode;
}

/**
 * The one number field (prices, amounts, quantities, sort orders, rates): the text stays as typed
 * (a string, so `017` keeps its zero) and what the kind cannot hold is refused on the field —
 * not a number, negative unless `allowNegative`, decimals in an `integer`, a third decimal or more
 * than 99,999,999.99 in `money`, more than `maxDecimals` — never rewritten. Phone numbers are text with the `phone` rule.
 */
export function NumberInput<V extends FormValues>({ integer = false, money = false, maxDecimals, allowNegative = false, ...props }: NumberInputProps<V>) {
  const { form, name } = props;
  const { registerRules } = form;
  useEffect(
    () =>
      registerRules(name, [
        numberRule(
          { integer, money, maxDecimals, allowNegative },
          {
            notANumber: commonMessages.notANumber,
            negative: commonMessages.negativeNumber,
            notWhole: commonMessages.notWholeNumber,
            tooManyDecimals: commonMessages.tooManyDecimals,
            tooLarge: commonMessages.moneyTooLarge,
          },
        ),
      ]),
    [registerRules, name, integer, money, maxDecimals, allowNegative],
  );
  return <TextInput {...props} inputMode={integer && !allowNegative ? 'numeric' : 'decimal'} />;
}

/** Label, input and helper/error text laid out as MUI's outlined TextField does. */
function FieldShell<V extends FormValues>({
  form,
  name,
  label,
  helperText,
  disabled,
  required,
  counter,
  children,
}: FieldProps<V, unknown> & { counter?: string; children: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = `field-${name}`;
  const error = form.errors[name];
  const message = error ?? helperText;
  const hasHelper = Boolean(message) || counter !== undefined;
  return (
    <FormControl
      fullWidth
      size="small"
      variant="outlined"
      error={Boolean(error)}
      disabled={disabled}
      required={required ?? form.marks(name).required}
      data-field={name}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      {children(id, hasHelper ? `${id}-helper` : undefined)}
      {hasHelper && (
        <FormHelperText id={`${id}-helper`} component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{message}</span>
          {/* A visual aid: the input itself stops at the limit. */}
          {counter !== undefined && <span aria-hidden="true">{counter}</span>}
        </FormHelperText>
      )}
    </FormControl>
  );
}
