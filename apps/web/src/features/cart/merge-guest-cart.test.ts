import { type CartLineInput, MSG } from '@storefront/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { onCartChanged } from './cart-events';
import { createGuestCartStore } from './guest-cart-store';
import { mergeGuestCart } from './merge-guest-cart';
import { guestLine } from './test-lines';

const user = { user_id: 'u1', full_name: 'Asha Rao', name: 'Asha' };

afterEach(() => localStorage.clear());

function storeWith(...lines: CartLineInput[]) {
  const store = createGuestCartStore('test.merge');
  for (const line of lines) store.add(line);
  return store;
}

describe('mergeGuestCart', () => {
  it('sends each line as the customer, counts "already in cart" as done, and removes the guest cart', async () => {
    const store = storeWith(guestLine({ quantity: 2 }), guestLine({ product_id: 'p2', product_sku: 'S2' }));
    const sent: CartLineInput[] = [];
    const send = vi.fn(async (line: CartLineInput) => {
      sent.push(line);
      if (line.product_sku === 'S2') throw new ApiError(MSG.productAlreadyInCart, 409, 'CONFLICT');
      return MSG.productAddedToCart;
    });
    const changed = vi.fn();
    const stop = onCartChanged(changed);
    expect(await mergeGuestCart(user, { store, send })).toEqual({ done: 2, failed: 0 });
    stop();
    expect(sent.map((line) => [line.product_sku, line.user_id, line.user_name, line.quantity])).toEqual([
      ['SKU-1', 'u1', 'Asha Rao', 2],
      ['S2', 'u1', 'Asha Rao', 1],
    ]);
    expect(localStorage.getItem('test.merge')).toBeNull();
    expect(changed).toHaveBeenCalledOnce();
  });

  it('keeps the lines that failed, for the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = storeWith(
      guestLine(),
      guestLine({ product_id: 'p2', product_sku: 'S2' }),
      guestLine({ product_id: 'p3', product_sku: 'S3' }),
    );
    const send = vi.fn(async (line: CartLineInput) => {
      if (line.product_sku === 'S2') throw new ApiError(MSG.cartOutOfStock, 409, 'CONFLICT');
      if (line.product_sku === 'S3') throw new TypeError('Failed to fetch');
      return MSG.productAddedToCart;
    });
    expect(await mergeGuestCart(user, { store, send })).toEqual({ done: 1, failed: 2 });
    expect(store.getLines().map((line) => line.product_sku)).toEqual(['S2', 'S3']);
  });

  it('does nothing without guest lines', async () => {
    const send = vi.fn();
    expect(await mergeGuestCart(user, { store: storeWith(), send })).toEqual({ done: 0, failed: 0 });
    expect(send).not.toHaveBeenCalled();
  });
});
