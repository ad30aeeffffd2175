/** Fills `{name}` placeholders: format('Total completed {n} orders.', { n: 3 }). Unknown names stay as written. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

import { intlLocale } from './i18n';

const count = new Intl.NumberFormat(intlLocale());

/** Counts of things (codes, lines, orders): `100,000`, `১,০০,০০০` in Bengali. */
export function formatCount(value: number): string {
  return count.format(value);
}
