import { describe, expect, it } from 'vitest';
import { PRICE_BANDS } from '../constants';
import { inPriceBands, productPrice } from './price';

describe('productPrice', () => {
  it('uses the lowest sale-or-regular variation price for variable products', () => {
    expect(
      productPrice({
        product_type: 'Variable Product',
        originalPrice: 2000,
        discountPrice: 1500,
        variation: [
          { price: 1200, salePrice: 999 },
          { price: 900, salePrice: null },
          { price: 3000, salePrice: 2500 },
        ],
      }),
    ).toBe(900);
  });
  it('uses the sale price, else the MRP, for other products', () => {
    expect(productPrice({ product_type: 'Simple', originalPrice: 500, discountPrice: 450 })).toBe(450);
    expect(productPrice({ product_type: 'Simple', originalPrice: 500, discountPrice: null })).toBe(500);
    expect(
      productPrice({
        product_type: 'Variable Product',
        originalPrice: 500,
        discountPrice: null,
        variation: [],
      }),
    ).toBe(500);
  });
});

describe('inPriceBands', () => {
  it('is inclusive at both ends and passes when any band matches', () => {
    const bands = PRICE_BANDS.filter((band) => band.id !== '200-400');
    expect(inPriceBands(200, bands)).toBe(true);
    expect(inPriceBands(400, bands)).toBe(true);
    expect(inPriceBands(300, bands)).toBe(false);
    expect(inPriceBands(6001, bands)).toBe(false);
    expect(inPriceBands(300, [])).toBe(true);
  });
});
