import { describe, expect, it } from 'vitest';
import { discountPercent, formatRupees, paiseToRupees, rupeesToPaise, savedAmount } from './money';

describe('money', () => {
  it('formats rupees with the sign, Indian grouping and two decimals', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });
  it('converts between rupees and paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(1999)).toBe(19.99);
  });
  it('rounds the discount percent and the saving', () => {
    expect(discountPercent(1000, 799)).toBe(20);
    expect(discountPercent(1000, null)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
    expect(savedAmount(1299, 999.5)).toBe(299.5);
    expect(savedAmount(100, null)).toBe(0);
  });
});
