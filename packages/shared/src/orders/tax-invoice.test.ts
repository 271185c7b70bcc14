import { describe, expect, it } from 'vitest';
import { paise } from '../money';
import { gstinStateCode, pincodeStateCode } from './gst-states';
import { invoiceTax, shareOut, splitInclusive, stateLabel, supplyTypeOf } from './tax-invoice';

const RAJASTHAN_GSTIN = '08AAICN4821K1Z7';

describe('pincodeStateCode', () => {
  it('places pincodes by their district prefix, with the border ranges first', () => {
    expect(pincodeStateCode('302001')).toBe('08'); // Jaipur
    expect(pincodeStateCode('560001')).toBe('29'); // Bengaluru
    expect(pincodeStateCode('400001')).toBe('27'); // Mumbai
    expect(pincodeStateCode('403001')).toBe('30'); // Panaji
    expect(pincodeStateCode('110001')).toBe('07');
    expect(pincodeStateCode('248001')).toBe('05'); // Dehradun
    expect(pincodeStateCode('247001')).toBe('09'); // Saharanpur
    expect(pincodeStateCode('834001')).toBe('20'); // Ranchi
    expect(pincodeStateCode('800001')).toBe('10'); // Patna
    expect(pincodeStateCode('737101')).toBe('11'); // Gangtok
    expect(pincodeStateCode('605001')).toBe('34'); // Puducherry
    expect(pincodeStateCode('396210')).toBe('26'); // Daman
  });

  it('answers null for what it cannot place', () => {
    expect(pincodeStateCode('999001')).toBeNull();
    expect(pincodeStateCode('30200')).toBeNull();
    expect(pincodeStateCode('012345')).toBeNull();
    expect(pincodeStateCode(null)).toBeNull();
  });
});

describe('gstinStateCode and stateLabel', () => {
  it('reads the state from a well-formed GSTIN only', () => {
    expect(gstinStateCode(RAJASTHAN_GSTIN)).toBe('08');
    expect(gstinStateCode('08aaicn4821k1z7')).toBe('08');
    expect(gstinStateCode('08AAICN4821K1Y7')).toBeNull();
    expect(gstinStateCode('99AAICN4821K1Z7')).toBeNull();
    expect(gstinStateCode(null)).toBeNull();
    expect(stateLabel('08')).toBe('08 Rajasthan');
    expect(stateLabel(null)).toBeNull();
  });
});

describe('supplyTypeOf', () => {
  it('is intra-state when the shipping state is the shop state, else inter-state', () => {
    expect(supplyTypeOf(RAJASTHAN_GSTIN, '302001')).toBe('intra-state');
    expect(supplyTypeOf(RAJASTHAN_GSTIN, '560001')).toBe('inter-state');
    expect(supplyTypeOf(RAJASTHAN_GSTIN, '999001')).toBe('inter-state');
    expect(supplyTypeOf(null, '302001')).toBe('unregistered');
  });
});

describe('shareOut', () => {
  it('shares in proportion, in whole paise that add up', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(1000, [3000, 1000])).toEqual([750, 250]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('splitInclusive', () => {
  it('takes GST out of a price that includes it', () => {
    // ₹1,180 at 18%: ₹1,000 taxable and ₹180 GST, ₹90 each as CGST and SGST
    expect(splitInclusive(paise(118_000), 18, 'intra-state')).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
    });
    expect(splitInclusive(paise(118_000), 18, 'inter-state')).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
    });
    // an odd paisa of tax: CGST and SGST still add up to the tax
    const odd = splitInclusive(paise(1_999), 18, 'intra-state');
    expect(odd.taxablePaise).toBe(1_694);
    expect(odd.cgstPaise + odd.sgstPaise).toBe(305);
    expect(splitInclusive(paise(50_000), null, 'intra-state').taxablePaise).toBe(50_000);
    expect(splitInclusive(paise(50_000), 18, 'unregistered').taxablePaise).toBe(50_000);
  });
});

describe('invoiceTax', () => {
  const lines = [
    { amountPaise: paise(399_800), gstRate: 18 }, // two attars at ₹1,999
    { amountPaise: paise(103_000), gstRate: 3 }, // a gemstone at ₹1,030
  ];
  /** Those lines, nothing off, no delivery charge, a Rajasthan seller shipping within Jaipur. */
  const taxOf = (input: Partial<Parameters<typeof invoiceTax>[0]>) =>
    invoiceTax({
      lines,
      discountPaise: paise(0),
      deliveryChargePaise: paise(0),
      sellerGstin: RAJASTHAN_GSTIN,
      shippingPincode: '302001',
      ...input,
    });

  it('splits CGST and SGST per rate within the shop state, delivery at the highest rate', () => {
    const tax = taxOf({ deliveryChargePaise: paise(5_900) });
    expect(tax.supplyType).toBe('intra-state');
    expect(tax.placeOfSupplyCode).toBe('08');
    expect(tax.delivery).toMatchObject({ gstRate: 18, taxablePaise: 5_000, cgstPaise: 450, sgstPaise: 450 });
    expect(tax.byRate).toEqual([
      { gstRate: 3, taxablePaise: 100_000, cgstPaise: 1_500, sgstPaise: 1_500, igstPaise: 0 },
      { gstRate: 18, taxablePaise: 343_814, cgstPaise: 30_943, sgstPaise: 30_943, igstPaise: 0 },
    ]);
    expect(tax.totals.grandTotalPaise).toBe(399_800 + 103_000 + 5_900);
    expect(tax.totals.igstPaise).toBe(0);
  });

  it('charges IGST to another state and spreads the coupon over the lines', () => {
    const tax = taxOf({ discountPaise: paise(50_280), shippingPincode: '560001' });
    expect(tax.supplyType).toBe('inter-state');
    expect(tax.delivery).toBeNull();
    expect(tax.lines.map((line) => line.discountPaise)).toEqual([39_980, 10_300]);
    expect(tax.lines[1]).toMatchObject({ valuePaise: 92_700, taxablePaise: 90_000, igstPaise: 2_700 });
    expect(tax.totals.cgstPaise + tax.totals.sgstPaise).toBe(0);
    expect(tax.totals.grandTotalPaise).toBe(399_800 + 103_000 - 50_280);
    expect(tax.totals.taxablePaise + tax.totals.taxPaise).toBe(tax.totals.grandTotalPaise);
  });

  it('charges no GST for a shop without a GSTIN and keeps rates not set apart', () => {
    const unregistered = taxOf({ deliveryChargePaise: paise(4_000), sellerGstin: null });
    expect(unregistered.supplyType).toBe('unregistered');
    expect(unregistered.totals.taxPaise).toBe(0);
    const unset = taxOf({ lines: [{ amountPaise: paise(10_000), gstRate: null }] });
    expect(unset.byRate).toEqual([
      { gstRate: null, taxablePaise: 10_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    ]);
  });
});
