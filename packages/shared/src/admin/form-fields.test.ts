import { describe, expect, it } from 'vitest';
import {
  adminCategoryBodySchema,
  adminStockAdjustBodySchema,
  adminVariationSchema,
  CATALOGUE_ADMIN_MSG,
} from './catalogue';
import { plainNumber, rupeeAmount, wholeNumber } from './form-fields';
import { CONSOLE_FIELD_MSG } from './messages';

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

describe('what a catalogue box says is wrong with what was typed', () => {
  const priceSays = (typed: unknown) =>
    adminVariationSchema.safeParse({ sku: 'A', price: typed }).error?.issues.map((issue) => issue.message);
  const changeSays = (typed: unknown) =>
    adminStockAdjustBodySchema.safeParse({ sku: 'A', change: typed, note: 'count' }).error?.issues[0]
      ?.message;

  it('answers a price by its fault: missing or too small, not digits, too large, too many decimals', () => {
    expect(priceSays('')).toEqual([CATALOGUE_ADMIN_MSG.enterPrice]);
    expect(priceSays('0')).toEqual([CATALOGUE_ADMIN_MSG.enterPrice]);
    for (const typed of ['1e3', '1,000', '₹100'])
      expect(priceSays(typed)).toEqual([CONSOLE_FIELD_MSG.rupeesAsDigits]);
    expect(priceSays('99999999999')).toEqual([CONSOLE_FIELD_MSG.atMost('₹1,00,00,000.00')]);
    expect(priceSays('10.005')).toEqual([CONSOLE_FIELD_MSG.twoDecimals]);
    expect(priceSays('10.50')).toBeUndefined();
  });

  it('answers a stock change by its fault, and a change of 0 with what the box wants', () => {
    expect(changeSays('0')).toBe(CATALOGUE_ADMIN_MSG.enterChange);
    expect(changeSays('1.5')).toBe(CONSOLE_FIELD_MSG.wholeNumber);
    expect(changeSays('99999999')).toBe(CONSOLE_FIELD_MSG.atMost('10,00,000'));
    expect(changeSays('-99999999')).toBe(CONSOLE_FIELD_MSG.atLeast('-10,00,000'));
  });

  it('says how long a name may be, rather than asking for it again', () => {
    const tooLong = adminCategoryBodySchema.safeParse({ name: 'x'.repeat(300) });
    expect(tooLong.error?.issues[0]?.message).toBe(CONSOLE_FIELD_MSG.tooLong(80));
    const stockNote = adminStockAdjustBodySchema.safeParse({ sku: 'A', change: 2, note: 'x'.repeat(10_000) });
    expect(stockNote.error?.issues[0]?.message).toBe(CONSOLE_FIELD_MSG.tooLong(300));
  });
});
