import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { FormValues } from './use-form';
import type { FieldProps } from './text-input';

/** An on/off flag. Numeric flags stay numeric (the API takes 1/0), boolean ones boolean. */
export function SwitchInput<V extends FormValues>({ form, name, label, helperText, disabled }: FieldProps<V, boolean | number>) {
  const value = form.values[name] as boolean | number;
  const error = form.errors[name];
  return (
    <FormControl error={Boolean(error)} disabled={disabled} data-field={name}>
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
