import { intlLocale } from './i18n';

/**
 * Days, "today" and chart buckets are the shop's, so dates are shown in its time zone too: the
 * server's SHOP_TIMEZONE, told by GET /admin/me (`setShopTimeZone`); UTC until it is known.
 */
let shopTimeZone = 'UTC';

// English dates as the dashboard has always written them (`21 Nov 2025`); Bengali in its own words and digits.
const locale = intlLocale(undefined, 'en-GB');

const formats = (timeZone: string) => ({
  dateTime: new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }),
  dateOnly: new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: 'short', year: 'numeric' }),
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

const relative = new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'auto', style: 'short' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago, in the admin's language: `5 min. ago`, `৫ মিনিট আগে`; under a minute, `now`/`এখন`. */
export function formatRelative(value: string | number | Date | null | undefined, now: number = Date.now()): string {
  const date = parse(value);
  if (!date) return '';
  const elapsed = now - date.getTime();
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(elapsed) >= ms) ?? ['second', 1000];
  return relative.format(unit === 'second' ? 0 : -Math.floor(elapsed / size), unit);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayOfMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A chart's day label as the API writes it (`21 Nov`, the existing backend's form) in the admin's
 * language: `২১ নভে`. Anything else is shown as it came.
 */
export function formatDayLabel(label: string): string {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2})$/.exec(label);
  const month = match ? MONTHS.indexOf(match[2]) : -1;
  if (!match || month < 0 || locale === 'en-GB') return label;
  return dayOfMonth.format(new Date(Date.UTC(2000, month, Number(match[1]))));
}
