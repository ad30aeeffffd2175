import { fieldError } from '../../http/errors';
import { humanize } from '../../http/validation';

/**
 * A taka amount as the contract validated it (a number in range), refused with a field error if it
 * has more than two decimals: NUMERIC(14, 2) would round it silently.
 */
export function moneyValue(value: number, param: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(String(value))) throw fieldError(param, `${humanize(param)} must have at most two decimals`);
  return value;
}
