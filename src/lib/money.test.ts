import { formatMoney, formatSupplierAmount, formatTaka } from './money';
import { money, toCents } from './validators';

describe('money shown from exact decimal text', () => {
  it('formats amounts beyond a float\'s precision digit for digit', () => {
    expect(formatTaka('98765432101234.56')).toBe('৳98,765,432,101,234.56');
    expect(formatMoney('99999999.99')).toBe('99,999,999.99 tk');
    expect(formatMoney('0.10')).toBe('0.1 tk');
    expect(formatSupplierAmount('12345678901.2345')).toBe('12,345,678,901.2345');
    expect(formatSupplierAmount('0.8000')).toBe('0.80');
  });

  it('shows 0 for what is not an amount', () => {
    expect(formatMoney('12abc')).toBe('0 tk');
    expect(formatTaka(null)).toBe('৳0');
  });
});

describe('money fields', () => {
  const rule = money('bad', 'too large');
  it('take at most two decimals and at most 99,999,999.99, read from the digits', () => {
    expect(rule('10.05', {})).toBeUndefined();
    expect(rule('99999999.99', {})).toBeUndefined();
    expect(rule('10.005', {})).toBe('bad');
    expect(rule('1e3', {})).toBe('bad');
    expect(rule('-1', {})).toBe('bad');
    expect(rule('100000000', {})).toBe('too large');
    expect(rule('', {})).toBeUndefined();
  });

  it('compare as cents, so 150.5 and 150.50 are the same balance', () => {
    expect(toCents('150.5')).toBe(toCents('150.50'));
    expect(toCents('0.07')).toBe(7n);
    expect(toCents('12.')).toBe(1200n);
    expect(toCents('abc')).toBeUndefined();
  });
});
