import { catalogue, intlLocale } from './i18n';

const amount = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 2 });
const supplierAmount = new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 4 });

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * What Intl formats: the API's exact decimal text as it is (Intl reads a numeric string as a
 * decimal, so "99999999999999.99" is not rounded through a binary float), a number as it is,
 * anything else as 0.
 */
function toDecimal(value: number | string | null | undefined): Intl.StringNumericLiteral | number {
  if (typeof value === 'string') return DECIMAL_TEXT.test(value.trim()) ? (value.trim() as Intl.StringNumericLiteral) : 0;
  return Number.isFinite(value) ? (value as number) : 0;
}

export const moneyMessages = catalogue({
  en: {
    /** The shop's money after an amount: `1,250 tk`. */
    unit: 'tk',
  },
  bn: { unit: 'টাকা' },
});

/** Prices in tables and forms: `1,250 tk`, `১,২৫০ টাকা`. */
export function formatMoney(value: number | string | null | undefined): string {
  return `${amount.format(toDecimal(value))} ${moneyMessages.unit}`;
}

/** Sale chart values: `৳1,250` (Bengali taka sign). */
export function formatTaka(value: number | string | null | undefined): string {
  return `\u09F3${amount.format(toDecimal(value))}`;
}

/** Buy prices and shells (the supplier's currency, up to four decimals): `1,234.5678`. */
export function formatSupplierAmount(value: number | string | null | undefined): string {
  return supplierAmount.format(toDecimal(value));
}
