import { describe, expect, it } from 'vitest';
import { PRICE_BANDS } from '../constants';
import { inPriceBands, priceVariation, productPrice, productPriceMrp, shownPrice } from './price';

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

describe('shownPrice and the discount badge', () => {
  // The demo's Signature Attar: the product's own MRP and sale price (1599 / 1299, 19% off)
  // are not what any variation sells at; its cheapest variation is 999 / 849 (15% off).
  const variations = [
    { price: 999, salePrice: 849 },
    { price: 1199, salePrice: null },
    { price: 1999, salePrice: 1599 },
  ];
  const signature = {
    product_type: 'Variable Product',
    originalPrice: 1599,
    discountPrice: 1299,
    variation: variations,
  };
  const card = {
    ...signature,
    price: productPrice(signature),
    priceMrp: productPriceMrp(signature),
  };

  it('takes a variable product card from the variation its From price comes from', () => {
    expect(priceVariation(signature)).toBe(variations[0]);
    expect(card.price).toBe(849);
    expect(card.priceMrp).toBe(999);
    expect(shownPrice(card)).toEqual({ mrp: 999, salePrice: 849, percent: 15 });
  });

  it('gives the page the same badge as the card for the same variation, and follows a new choice', () => {
    expect(shownPrice(card, variations[0])).toEqual(shownPrice(card));
    expect(shownPrice(card, variations[2])).toEqual({ mrp: 1999, salePrice: 1599, percent: 20 });
    expect(shownPrice(card, variations[1])).toEqual({ mrp: 1199, salePrice: null, percent: 0 });
  });

  it('picks the first of equally cheap variations, and the MRP when none is on sale', () => {
    const tie = { product_type: 'Variable Product', originalPrice: 1, discountPrice: null };
    expect(
      productPriceMrp({
        ...tie,
        variation: [
          { price: 900, salePrice: 800 },
          { price: 800, salePrice: null },
        ],
      }),
    ).toBe(900);
    const plain = { ...tie, variation: [{ price: 500, salePrice: null }] };
    expect(shownPrice({ ...plain, price: productPrice(plain), priceMrp: productPriceMrp(plain) })).toEqual({
      mrp: 500,
      salePrice: null,
      percent: 0,
    });
  });

  it("uses a simple product's own MRP and sale price", () => {
    const simple = { product_type: 'Simple', originalPrice: 1499, discountPrice: 1199 };
    expect(productPriceMrp(simple)).toBe(1499);
    expect(shownPrice({ ...simple, price: 1199, priceMrp: 1499 })).toEqual({
      mrp: 1499,
      salePrice: 1199,
      percent: 20,
    });
  });
});
