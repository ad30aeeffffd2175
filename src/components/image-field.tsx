import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import { useUploadImageMutation } from '../store/api';
import { format } from '../lib/format';
import { errorMessages, formatError } from '../lib/format-error';
import type { FieldName, FormApi, FormValues } from './form/use-form';
import { commonMessages } from './messages';

/** What the admin reads when an upload is refused: the server's message, offline, or a generic line. */
function uploadErrorMessage(error: unknown): string {
  const message = formatError(error);
  return message === errorMessages.generic ? commonMessages.imageUploadFailed : message;
}

/** Images are served from /images/ on the API host (docs/existing-dashboard.md#kept-as-it-was). */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|blob:|data:)/.test(path) || path.startsWith('/')) return path;
  return `/images/${path}`;
}

export interface ImageFieldProps<V extends FormValues> {
  form: FormApi<V>;
  /** The form field holding the stored image path (what the API takes, e.g. `banner`, `logo`). */
  name: FieldName<V, string | null | undefined>;
  label: string;
  /** Preview of the current image when the record carries a full URL (e.g. `banner_full_url`). */
  currentUrl?: string | null;
  helperText?: string;
}

/**
 * Picks an image and uploads it at once (POST /v1/upload/image, multipart field `image`); the form
 * gets the stored path. While the upload runs the form is busy, so its submit is blocked.
 */
export function ImageField<V extends FormValues>({ form, name, label, currentUrl, helperText }: ImageFieldProps<V>) {
  const inputId = useId();
  const [uploadImage] = useUploadImageMutation();
  const [uploading, setUploading] = useState(false);
  const [uploadedUrl, setUploadedUrl] = useState<string | undefined>(undefined);
  const value = form.values[name] as string | null | undefined;
  const preview = uploadedUrl ?? (currentUrl || imageUrl(value));
  const error = form.errors[name];

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires a change
    if (!file) return;
    setUploading(true);
    form.setBusy(name, true);
    form.setError(name, undefined);
    try {
      const { data } = await uploadImage({ body: { image: file } }).unwrap();
      form.setValue(name, data.image as V[typeof name]);
      setUploadedUrl(data.image_url || imageUrl(data.image));
    } catch (error) {
      // The server's reason (a type it does not take, too large); a generic line only without one.
      form.setError(name, uploadErrorMessage(error));
    } finally {
      setUploading(false);
      form.setBusy(name, false);
    }
  };

  return (
    <FormControl error={Boolean(error)} required={form.marks(name).required} data-field={name}>
      <FormLabel htmlFor={inputId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {preview && (
          <Box
            component="img"
            src={preview}
            alt={format(commonMessages.imagePreview, { label })}
            sx={{ width: 120, height: 80, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
          />
        )}
        <Button component="label" variant="outlined" disabled={uploading}>
          {preview ? commonMessages.changeImage : commonMessages.chooseImage}
          <input id={inputId} type="file" accept="image/png,image/jpeg,image/webp,image/gif" hidden onChange={pick} />
        </Button>
      </Box>
      {uploading && <LinearProgress aria-label={commonMessages.uploading} sx={{ mt: 1, maxWidth: 260 }} />}
      {(error || helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
