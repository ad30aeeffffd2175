/*
 * List filters arrive from the URL as text; the API takes typed values. A malformed value (an old
 * or hand-edited link) is left out of the request instead of earning a 400.
 */

/** A positive whole number the API takes as an id. */
export function idFilter(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

/** One of `allowed` (a status). */
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Trimmed text; blank is left out. */
export function textFilter(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/** A day (`2026-11-21`). */
export function dayFilter(value: string | undefined): string | undefined {
  return value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
