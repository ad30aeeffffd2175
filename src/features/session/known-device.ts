/**
 * This browser's device tokens (docs/business-rules.md#known-devices): a sign-in answers one per account, and
 * sending it back with the next sign-in to that account counts the attempt on this device's own
 * counter, so guesses from elsewhere never lock it out. Kept in localStorage apart from the session,
 * across sign-outs, under each name the account signs in by (email and username, as typed or
 * answered, normalised as the server reads an identity). Shared by both sign-in forms.
 */
const KNOWN_DEVICES_KEY = 'known-devices';

/** Accounts remembered on one browser: the most recent first. */
const ACCOUNTS_KEPT = 10;

interface KnownDevice {
  names: string[];
  token: string;
}

/** An identity as the server reads it: any case, surrounding spaces ignored. */
const normalised = (identity: string) => identity.trim().toLowerCase();

function knownDevices(): KnownDevice[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KNOWN_DEVICES_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (d): d is KnownDevice => typeof d?.token === 'string' && Array.isArray(d.names) && d.names.every((n: unknown) => typeof n === 'string'),
    );
  } catch {
    // Storage refused (private mode) or unreadable: signing in works without it.
    return [];
  }
}

/** The device token to send with a sign-in as `identity`, if this browser has one for that account. */
export function deviceTokenFor(identity: string): string | undefined {
  const name = normalised(identity);
  return knownDevices().find((d) => d.names.includes(name))?.token;
}

/** Keeps the token a sign-in answered, under every name of the account (it replaces the account's old one). */
export function keepDeviceToken(names: (string | null | undefined)[], token: string | null | undefined): void {
  if (!token) return;
  const kept = [...new Set(names.filter((n): n is string => Boolean(n?.trim())).map(normalised))];
  if (!kept.length) return;
  const others = knownDevices().filter((d) => d.token !== token && !d.names.some((n) => kept.includes(n)));
  try {
    window.localStorage.setItem(KNOWN_DEVICES_KEY, JSON.stringify([{ names: kept, token }, ...others].slice(0, ACCOUNTS_KEPT)));
  } catch {
    // Storage full or refused: the next sign-in is counted with the account's, as on a new device.
  }
}
