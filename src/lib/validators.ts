/** A field rule: returns the message to show, or undefined when the value is fine. */
export type Rule<V = unknown, All = Record<string, unknown>> = (value: V, values: All) => string | undefined;

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export const required =
  (message: string): Rule =>
  (value) =>
    isBlank(value) ? message : undefined;

/** A number (integer or decimal, not negative unless allowed); blank passes (pair it with `required`). */
export const numeric =
  (message: string, { allowNegative = false } = {}): Rule =>
  (value) => {
    if (isBlank(value)) return undefined;
    const text = String(value).trim();
    const pattern = allowNegative ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/;
    return pattern.test(text) ? undefined : message;
  };

export const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    isBlank(value) || pattern.test(String(value)) ? undefined : message;

/** An absolute http(s) address; blank passes (pair it with `required`). */
export const httpUrl =
  (message: string): Rule =>
  (value) =>
    isBlank(value) || /^https?:\/\/\S+$/.test(String(value).trim()) ? undefined : message;

/** A number greater than 0 (a rate, an amount); blank passes (pair it with `required`). */
export const positive =
  (message: string): Rule =>
  (value) =>
    isBlank(value) || Number(value) > 0 ? undefined : message;
