/**
 * Days, "today" and chart buckets are the shop's, so dates are shown in its time zone too: the
 * server's SHOP_TIMEZONE, told by GET /admin/me (`setShopTimeZone`); UTC until it is known.
 */
let shopTimeZone = 'UTC';

const formats = (timeZone: string) => ({
  dateTime: new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }),
  dateOnly: new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: 'short', year: 'numeric' }),
});
let formatters = formats(shopTimeZone);

/** The shop's IANA time zone, as the server said (an unknown zone is ignored). */
export function setShopTimeZone(timeZone: string): void {
  if (!timeZone || timeZone === shopTimeZone) return;
  try {
    formatters = formats(timeZone);
    shopTimeZone = timeZone;
  } catch {
    // An unknown zone keeps the one in use.
  }
}

export const getShopTimeZone = () => shopTimeZone;

function parse(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `21 Nov 2025, 14:03` (shop time); empty text for missing or invalid values. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  return date ? formatters.dateTime.format(date) : '';
}

/** `21 Nov 2025` (shop time). */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  return date ? formatters.dateOnly.format(date) : '';
}
