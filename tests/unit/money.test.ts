import { describe, expect, it } from 'vitest';
import { formatMoney, formatTotal } from '../../src/lib/money';

describe('money', () => {
  it('groups thousands and keeps decimals as given', () => {
    expect(formatMoney(1234567)).toBe('1,234,567');
    expect(formatMoney('1234.5')).toBe('1,234.5');
    expect(formatMoney('1234.50')).toBe('1,234.50');
    expect(formatMoney(999)).toBe('999');
    expect(formatMoney(-1500)).toBe('-1,500');
    expect(formatMoney('12,500')).toBe('12,500');
  });

  it('shows nothing for empty values and leaves non-numbers as they are', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('n/a')).toBe('n/a');
  });

  it('shows totals with two decimals', () => {
    expect(formatTotal(1234.5)).toBe('1,234.50');
    expect(formatTotal('1000000')).toBe('1,000,000.00');
    expect(formatTotal(0.125)).toBe('0.13');
    expect(formatTotal(null)).toBe('0.00');
  });
});
