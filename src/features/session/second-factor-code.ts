import type { ApiErrorBody } from '../../lib/format-error';
import { isAuthenticatorCode } from '../../lib/authenticator-code';
import { sessionMessages as m } from './messages';

/**
 * The sign-in's second step, shared by the prerendered form (app/boot.ts) and the React form: both
 * send identity, password and code again, and check the code the same way before sending it.
 */

/** The server's 401 for a right password of an admin with two-step sign-in: it asks for the code (or says the code was wrong). */
export function codeAsked(status: number | undefined, body: ApiErrorBody | null | undefined): boolean {
  return status === 401 && Boolean(body?.errors?.some((error) => error.param === 'code'));
}

/** The server's words about the code (wrong or used), shown under the code field. */
export function codeError(body: ApiErrorBody | null | undefined): string | undefined {
  return body?.errors?.find((error) => error.param === 'code')?.msg ?? body?.message;
}

/**
 * What is wrong with a typed code before it is sent: an authenticator code that is not 6 digits
 * is not sent (a wrong code counts against the account's sign-in attempts).
 */
export function codeProblem(code: string, recovery: boolean): string | undefined {
  if (!code.trim()) return recovery ? m.recoveryCodeRequired : m.codeRequired;
  return recovery || isAuthenticatorCode(code) ? undefined : m.codeSixDigits;
}
