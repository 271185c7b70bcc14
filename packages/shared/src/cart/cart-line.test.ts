import { describe, expect, it } from 'vitest';
import { findDuplicateLine } from './cart-line';

const simple = { product_id: 'p1', product_sku: 'SKU-1', product_type: 'Simple' as const };
const variant = { product_id: 'p2', product_sku: 'SKU-2-S', product_type: 'Variable Product' as const };

describe('findDuplicateLine', () => {
  it('finds a simple product by id or by sku', () => {
    expect(findDuplicateLine([simple], { ...simple, product_sku: 'other' })).toBe(simple);
    expect(findDuplicateLine([simple], { ...simple, product_id: 'other' })).toBe(simple);
    expect(findDuplicateLine([simple], { ...simple, product_id: 'x', product_sku: 'y' })).toBeUndefined();
  });

  it('compares variations by sku only', () => {
    expect(findDuplicateLine([variant], { ...variant, product_sku: 'SKU-2-M' })).toBeUndefined();
    expect(findDuplicateLine([variant], variant)).toBe(variant);
  });
});
