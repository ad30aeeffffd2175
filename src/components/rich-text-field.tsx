import { Suspense, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import type { FieldName, FormApi, FormValues } from './form/use-form';
import { lazyScreen } from './lazy-screen';

/** tiptap is large (about 140 KB gzip): it loads when a form with a rich-text field opens. */
const RichTextEditorField = lazyScreen(() => import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor'));

export interface RichTextFieldProps<V extends FormValues> {
  form: FormApi<V>;
  /** A string field holding HTML (top-up product rules, physical product description). */
  name: FieldName<V, string | null | undefined>;
  label: string;
  helperText?: string;
}

/** Rich text as an HTML string, edited with mui-tiptap (lazy, with a skeleton while it loads). */
export function RichTextField<V extends FormValues>({ form, name, label, helperText }: RichTextFieldProps<V>) {
  const error = form.errors[name];
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)} fullWidth required={form.marks(name).required} data-field={name}>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rounded" height={360} aria-label={label} />}>
        <RichTextEditorField
          value={(form.values[name] as string | null | undefined) ?? ''}
          onChange={(html) => form.setValue(name, html as V[typeof name])}
          disabled={form.submitting}
          labelId={labelId}
        />
      </Suspense>
      {(error || helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
