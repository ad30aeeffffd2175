const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function toNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** Prices in tables and forms: `1,250 tk`. */
export function formatMoney(value: number | string | null | undefined): string {
  return `${amount.format(toNumber(value))} tk`;
}

/** Sale chart values: `৳1,250` (Bengali taka sign). */
export function formatTaka(value: number | string | null | undefined): string {
  return `\u09F3${amount.format(toNumber(value))}`;
}
