import { describe, expect, it } from 'vitest';
import type { Product, Variation } from './schemas';
import { initialSelection, matchVariation, selectTerm } from './variation-match';

const v = (sku: string, attributes: Record<string, string>, stock = 5, price = 1000): Variation => ({
  sku,
  price,
  salePrice: null,
  stock,
  imageUrl: `/img/${sku}.svg`,
  galleryImages: [],
  attributes,
});

const product: Pick<Product, 'attribute' | 'variation'> = {
  attribute: [
    {
      name: 'Size',
      slug: 'size',
      selectedTerms: [
        { id: '1', name: '50 ml' },
        { id: '2', name: '100 ml' },
      ],
    },
    {
      name: 'Colour',
      slug: 'color',
      selectedTerms: [
        { id: '3', name: 'Amber', color: '#c98a2b' },
        { id: '4', name: 'Rose', color: '#c45a7a' },
      ],
    },
  ],
  variation: [
    v('A-50', { Size: '50 ml', Colour: 'Amber' }, 0, 900),
    v('A-100', { Size: '100 ml', Colour: 'Amber' }, 3, 1500),
    v('R-50', { size: '50 ml', color: 'Rose' }, 2, 950),
  ],
};

describe('variation matching', () => {
  it('matches the variation with every chosen term, keyed by name or slug, ignoring case', () => {
    expect(matchVariation(product, { Size: '100 ml', Colour: 'Amber' })?.sku).toBe('A-100');
    expect(matchVariation(product, { Size: '50 ML', Colour: 'rose' })?.sku).toBe('R-50');
  });

  it('gives null while a choice is missing or the combination does not exist', () => {
    expect(matchVariation(product, { Size: '50 ml' })).toBeNull();
    expect(matchVariation(product, { Size: '100 ml', Colour: 'Rose' })).toBeNull();
  });

  it('starts on the first variation in stock', () => {
    expect(initialSelection(product)).toEqual({ Size: '100 ml', Colour: 'Amber' });
  });

  it('keeps other choices when the combination exists, else jumps to one that does', () => {
    expect(selectTerm(product, { Size: '100 ml', Colour: 'Amber' }, 'Size', '50 ml')).toEqual({
      Size: '50 ml',
      Colour: 'Amber',
    });
    expect(selectTerm(product, { Size: '100 ml', Colour: 'Amber' }, 'Colour', 'Rose')).toEqual({
      Size: '50 ml',
      Colour: 'Rose',
    });
  });
});
