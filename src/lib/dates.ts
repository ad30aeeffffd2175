/** Days, "today" and chart buckets are the shop's, so dates are shown in its time zone too. */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const dateOnly = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

function parse(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `21 Nov 2025, 14:03` (shop time); empty text for missing or invalid values. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  return date ? dateTime.format(date) : '';
}

/** `21 Nov 2025` (shop time). */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  return date ? dateOnly.format(date) : '';
}
