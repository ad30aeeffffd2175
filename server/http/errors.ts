import { render, say, type Language, type PlainMessageKey, type Say } from './messages';

/** A field's refusal as a handler throws it: the message keyed (server/http/messages.ts), rendered in the request's language. */
export interface ErrorItem {
  msg: Say;
  param?: string;
}

/** A field's refusal as the client reads it. */
export interface ErrorBodyItem {
  msg: string;
  param?: string;
}

/** The agreed error shape (docs/business-rules.md#answers-and-errors): `{ success: false, message, errors? }`. */
export interface ErrorBody {
  success: false;
  message: string;
  errors?: ErrorBodyItem[];
  /** Machine-readable facts an operation's contract adds to its error (a 409's `claim`: who holds the order). */
  [detail: string]: unknown;
}

/**
 * Thrown by handlers for anything a client can cause; the error handler turns it into the error
 * shape, in the request's language. `message` (what logs show) is the English text.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** What the client is told, keyed: rendered in the request's language. */
    readonly text: Say,
    readonly errors?: ErrorItem[],
    readonly headers?: Record<string, string>,
    /** Fields beside `message` that the operation's contract declares for this error. */
    readonly details?: Record<string, unknown>,
  ) {
    super(render(text, 'en'));
  }
}

export const badRequest = (message: Say, errors?: ErrorItem[]) => new HttpError(400, message, errors);
export const unauthorized = (message: Say = say('signInAgain')) => new HttpError(401, message);
export const forbidden = (message: Say = say('noPermission')) => new HttpError(403, message);
/** `notFound('voucher')`: "Voucher not found" (the thing's name is a key too, so it translates). */
export const notFound = (what: PlainMessageKey | Say = 'item') => new HttpError(404, say('notFound', { what: typeof what === 'string' ? say(what) : what }));
export const conflict = (message: Say) => new HttpError(409, message);

/** A field error in the same shape as request validation's, for rules only the server can check. */
export const fieldError = (param: string, msg: Say) => badRequest(msg, [{ msg, param }]);

/** The error items in the language (each item's keys in the order it was written). */
export const renderErrors = (errors: ErrorItem[] | undefined, language: Language): ErrorBodyItem[] | undefined =>
  errors?.map((e) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, k === 'msg' ? render(v as Say, language) : v])) as ErrorBodyItem);

export function errorBody(message: string, errors?: ErrorBodyItem[], details?: Record<string, unknown>): ErrorBody {
  return { ...details, ...(errors?.length ? { success: false, message, errors } : { success: false, message }) };
}
