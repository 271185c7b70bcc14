import { describe, expect, it } from 'vitest';
import { plainNumber, rupeeAmount, wholeNumber } from './form-fields';

describe('plainNumber', () => {
  it('reads JSON numbers and typed digits with one point; an empty box stays missing', () => {
    expect(plainNumber(12.5)).toBe(12.5);
    expect(plainNumber(' 1250.50 ')).toBe(1250.5);
    expect(plainNumber('0')).toBe(0);
    expect(plainNumber('-8')).toBe(-8);
    expect(plainNumber('')).toBeUndefined();
    expect(plainNumber(undefined)).toBeUndefined();
  });

  it('reads nothing else as a number, though JavaScript would', () => {
    for (const typed of ['2e1', '1,000', '₹100', '0x10', '+5', '--5', '1.2.3', '.5', [1], true, null]) {
      expect(plainNumber(typed), JSON.stringify(typed)).toBeNaN();
    }
  });

  it('makes the console boxes refuse them with the field message', () => {
    expect(rupeeAmount('Enter a price').safeParse('1e3').success).toBe(false);
    expect(rupeeAmount('Enter a price').safeParse('1000').data).toBe(1000);
    expect(wholeNumber('Enter units', 0, 100).safeParse('1e1').success).toBe(false);
  });
});
