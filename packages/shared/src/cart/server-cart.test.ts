import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { cartTotals, cartUnavailableMessage, updateQuantityBodySchema } from './server-cart';

describe('cartTotals', () => {
  it('sums sale prices (MRP when not on sale) of the lines that can be ordered', () => {
    const totals = cartTotals([
      { product_price: 500, product_saleprice: 449.99, quantity: 2 },
      { product_price: 120.5, product_saleprice: null, quantity: 1, available: true },
      { product_price: 999, product_saleprice: 10, quantity: 3, available: false },
    ]);
    expect(totals).toEqual({ itemCount: 2, units: 3, totalPaise: 102_048, originalPaise: 112_050 });
  });
});

describe('server cart texts and bodies', () => {
  it('gives each unavailable reason its text', () => {
    expect(cartUnavailableMessage('deleted', 0)).toBe(MSG.cartProductUnavailable);
    expect(cartUnavailableMessage('not_enough_stock', 2)).toBe('Only 2 in stock');
  });

  it('accepts the spec quantity body and refuses other actions', () => {
    expect(updateQuantityBodySchema.parse({ product_sku: 'A', quantity: 1, action: 'increase' }).action).toBe(
      'increase',
    );
    expect(updateQuantityBodySchema.safeParse({ action: 'set' }).success).toBe(false);
  });
});
