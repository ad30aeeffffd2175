import { fieldError } from '../../http/errors';
import type { Say } from '../../http/messages';

/** A required text field, trimmed: blank after trimming is refused as the field's own error. */
export function requiredText(value: string, param: string, message: Say): string {
  const text = value.trim();
  if (!text) throw fieldError(param, message);
  return text;
}

/** An optional text field, trimmed; blank is stored as null. */
export function optionalText(value: string | null | undefined): string | null {
  return value?.trim() || null;
}
