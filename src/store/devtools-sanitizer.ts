import { secretFieldNames } from '../../openapi/generated/secret-fields';

/**
 * What Redux DevTools receives: every action and every state, with secrets cut out wherever they
 * sit (action payloads, RTK Query's `meta.arg.originalArgs`, the api cache, the session slice) and
 * files described rather than sent. Secret fields are the contract's `x-secret` ones (generated
 * into openapi/generated/secret-fields.ts by `npm run codegen`) and the few the client names itself.
 */
export const REDACTED = '[redacted]';

/** Secrets the client holds under its own names, or that the contract names but might stop marking. */
const CLIENT_SECRET_FIELDS = [
  'token',
  'device_token',
  'device',
  'secret',
  'otpauth_url',
  'recovery_codes',
  'code',
  'password',
  'confirm_password',
  'old_password',
  'new_password',
  'ingamepassword',
  'securitycode',
] as const;

const SECRET_FIELDS: ReadonlySet<string> = new Set<string>([...secretFieldNames, ...CLIENT_SECRET_FIELDS]);

export const isSecretField = (name: string) => SECRET_FIELDS.has(name);

/**
 * Sanitized copies of frozen objects (the store's state, and the payloads stored in it): the state
 * shares every unchanged branch with the one before, so each call walks only what the action changed.
 */
const sanitizedCopies = new WeakMap<object, unknown>();

/** A file's name, size and type: its bytes could be anything (and DevTools cannot show them). */
const describeFile = (blob: Blob) => (blob instanceof File ? { name: blob.name, size: blob.size, type: blob.type } : { size: blob.size, type: blob.type });

function sanitizeValue(value: unknown, walking: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  const copy = sanitizedCopies.get(value);
  if (copy !== undefined) return copy;
  if (walking.has(value)) return '[circular]';
  let result: unknown;
  if (typeof Blob !== 'undefined' && value instanceof Blob) result = describeFile(value);
  else if (typeof FormData !== 'undefined' && value instanceof FormData) {
    walking.add(value);
    result = { formData: sanitizeObject(Object.fromEntries(value.entries()), walking) };
  } else if (typeof Request !== 'undefined' && value instanceof Request) result = { request: `${value.method} ${value.url}` };
  else if (typeof Response !== 'undefined' && value instanceof Response) result = { response: value.status };
  else if (Array.isArray(value)) {
    walking.add(value);
    let changed = false;
    const items = value.map((item) => {
      const clean = sanitizeValue(item, walking);
      changed ||= clean !== item;
      return clean;
    });
    result = changed ? items : value;
  } else {
    const prototype = Object.getPrototypeOf(value);
    // Class instances other than the above (Headers, errors, AbortSignal) go as the extension shows them.
    if (prototype !== Object.prototype && prototype !== null) return value;
    walking.add(value);
    result = sanitizeObject(value as Record<string, unknown>, walking);
  }
  walking.delete(value);
  if (Object.isFrozen(value)) sanitizedCopies.set(value, result);
  return result;
}

/** The object itself when nothing in it is secret, so that unchanged branches stay shared. */
function sanitizeObject(object: Record<string, unknown>, walking: WeakSet<object>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    const value = object[key];
    const clean = value !== null && value !== undefined && value !== '' && isSecretField(key) ? REDACTED : sanitizeValue(value, walking);
    if (clean !== value) {
      copy ??= { ...object };
      copy[key] = clean;
    }
  }
  return copy ?? object;
}

/** The `actionSanitizer` and `stateSanitizer` of the store's DevTools options. */
export function sanitizeForDevTools<T>(value: T): T {
  return sanitizeValue(value, new WeakSet()) as T;
}
