import { describe, expect, it } from 'vitest';
import {
  addPaise,
  discountPercent,
  formatRupees,
  paise,
  paiseToRupees,
  percentOfPaise,
  rupeesToPaise,
  savedAmount,
  subtractPaise,
  timesPaise,
} from './money';

describe('money', () => {
  it('formats rupees with the sign, Indian grouping and two decimals', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });
  it('formats every amount exactly as Intl does for en-IN rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [
      0,
      -0,
      0.005,
      0.125,
      1.005,
      2.675,
      9.995,
      99.5,
      999.99,
      1000,
      12345.678,
      100000,
      9999999.995,
      123456789.999,
      99999999999.995,
      1e13,
      1e21,
      -0.001,
      -1234.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    // Every paisa up to ₹2,000 and a spread of larger amounts, as a price, a total or a sum of them.
    for (let paise = 0; paise <= 200_000; paise++) amounts.push(paise / 100);
    for (let step = 1; step < 2_000; step++) amounts.push((step * 7_919_333) / 100, step * 13.37, -step / 3);
    // one expect over the mismatches: 200,000 expect calls alone took 3-5 s on a busy machine
    const mismatches = amounts
      .filter((amount) => formatRupees(amount) !== intl.format(amount))
      .map((amount) => `${amount}: ${formatRupees(amount)} instead of ${intl.format(amount)}`);
    expect(mismatches).toEqual([]);
  });
  it('converts between rupees and paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(paise(1999))).toBe(19.99);
  });
  it('takes only whole paise as paise', () => {
    expect(paise(12_900)).toBe(12_900);
    expect(() => paise(129.5)).toThrow(RangeError);
    expect(() => paise(Number.NaN)).toThrow(RangeError);
  });
  it('adds, subtracts and multiplies in whole paise', () => {
    expect(addPaise(paise(1999), paise(1), paise(100))).toBe(2100);
    expect(addPaise()).toBe(0);
    expect(subtractPaise(paise(1000), paise(1999))).toBe(-999);
    expect(timesPaise(paise(1999), 3)).toBe(5997);
  });
  it('rounds a percentage to the nearest paisa, halves up, within 0 to 100 percent', () => {
    expect(percentOfPaise(paise(33_333), 15)).toBe(5000);
    expect(percentOfPaise(paise(250), 1)).toBe(3);
    expect(percentOfPaise(paise(249), 1)).toBe(2);
    expect(percentOfPaise(paise(100_001), 20)).toBe(20_000);
    expect(percentOfPaise(paise(999), 12.5)).toBe(125);
    expect(percentOfPaise(paise(20_000), 150)).toBe(20_000);
    expect(percentOfPaise(paise(20_000), -5)).toBe(0);
  });
  it('rounds the discount percent and the saving', () => {
    expect(discountPercent(1000, 799)).toBe(20);
    expect(discountPercent(1000, null)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
    expect(savedAmount(1299, 999.5)).toBe(299.5);
    expect(savedAmount(100, null)).toBe(0);
  });
});
