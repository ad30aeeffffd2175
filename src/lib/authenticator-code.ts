/**
 * A code from an authenticator app as the server reads it: 6 digits once spaces and dashes are
 * taken out. On its own so the sign-in entry (app/boot.ts) takes it without the form validators.
 */
export function isAuthenticatorCode(text: string): boolean {
  return /^\d{6}$/.test(text.replace(/[\s-]/g, ''));
}
