import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '../constants';
import { firstProductImage, productImages } from './product-images';
import type { Product, Variation } from './schemas';

const variation = (sku: string, stock: number, imageUrl: string): Variation =>
  ({ sku, stock, imageUrl, galleryImages: [], attributes: { Size: sku } }) as unknown as Variation;

const product = (over: Partial<Product>): Product =>
  ({
    product_type: PRODUCT_TYPE.simple,
    image: '/a.webp',
    gallery: ['/b.webp', '/a.webp'],
    attribute: [],
    variation: [],
    ...over,
  }) as unknown as Product;

describe('the pictures a product page shows', () => {
  it('opens a simple product on its own picture, then its gallery without repeats', () => {
    expect(productImages(product({}), null)).toEqual(['/a.webp', '/b.webp']);
    expect(firstProductImage(product({}))).toBe('/a.webp');
    expect(firstProductImage(product({ image: '', gallery: [] }))).toBeUndefined();
  });

  it('opens a variable product on its first variation in stock, as the page picks it', () => {
    const variable = product({
      product_type: PRODUCT_TYPE.variable,
      attribute: [{ name: 'Size', slug: 'size', selectedTerms: [{ name: '6 ml' }, { name: '12 ml' }] }],
      variation: [variation('6 ml', 0, '/six.webp'), variation('12 ml', 3, '/twelve.webp')],
    } as unknown as Partial<Product>);
    expect(firstProductImage(variable)).toBe('/twelve.webp');
  });
});
