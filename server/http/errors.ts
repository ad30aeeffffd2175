/** The agreed error shape (docs/business-rules.md#answers-and-errors): `{ success: false, message, errors? }`. */
export interface ErrorItem {
  msg: string;
  param?: string;
}

export interface ErrorBody {
  success: false;
  message: string;
  errors?: ErrorItem[];
  /** Machine-readable facts an operation's contract adds to its error (a 409's `claim`: who holds the order). */
  [detail: string]: unknown;
}

/** Thrown by handlers for anything a client can cause; the error handler turns it into the error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ErrorItem[],
    readonly headers?: Record<string, string>,
    /** Fields beside `message` that the operation's contract declares for this error. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: ErrorItem[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (what = 'Item') => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);

/** A field error in the same shape as request validation's, for rules only the server can check. */
export const fieldError = (param: string, msg: string) => badRequest(msg, [{ msg, param }]);

export function errorBody(message: string, errors?: ErrorItem[], details?: Record<string, unknown>): ErrorBody {
  return { ...details, ...(errors?.length ? { success: false, message, errors } : { success: false, message }) };
}
