import type { CartLineInput } from '@storefront/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { createGuestCartStore, guestCart, useGuestCartLines } from './guest-cart-store';
import { guestLine } from './test-lines';

/** A line as the product page hands it over: the store sets its quantity and status. */
const line = (overrides: Partial<CartLineInput> = {}): CartLineInput => {
  const { product_status: _status, quantity: _quantity, ...input } = guestLine();
  return { ...input, ...overrides };
};

afterEach(() => localStorage.clear());

describe('guest cart store', () => {
  it('adds a line with quantity 1 and status Active, stored as JSON', () => {
    const store = createGuestCartStore('test.cart');
    expect(store.add(line())).toBe('added');
    const stored = JSON.parse(localStorage.getItem('test.cart')!);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ quantity: 1, product_status: 'Active', product_id: 'p1' });
  });

  it('refuses a duplicate product id or sku, but not another variation', () => {
    const store = createGuestCartStore('test.cart');
    store.add(line());
    expect(store.add(line({ product_sku: 'SKU-OTHER' }))).toBe('duplicate');
    expect(store.add(line({ product_id: 'p9' }))).toBe('duplicate');
    store.add(line({ product_id: 'v', product_sku: 'V-S', product_type: 'Variable Product' }));
    expect(store.add(line({ product_id: 'v', product_sku: 'V-M', product_type: 'Variable Product' }))).toBe(
      'added',
    );
    expect(store.add(line({ product_id: 'v', product_sku: 'V-M', product_type: 'Variable Product' }))).toBe(
      'duplicate',
    );
    expect(store.getLines()).toHaveLength(3);
  });

  it('discards a corrupt stored value', () => {
    localStorage.setItem('test.cart', '{not json');
    const store = createGuestCartStore('test.cart');
    expect(store.getLines()).toEqual([]);
    expect(localStorage.getItem('test.cart')).toBeNull();
    localStorage.setItem('test.cart', JSON.stringify([{ product_id: 1 }]));
    expect(store.getLines()).toEqual([]);
  });

  it('leaves out only the stored lines that no longer read as lines, and tidy writes the rest back', () => {
    const good = { ...guestLine(), quantity: 2 };
    localStorage.setItem(
      'test.cart',
      JSON.stringify([good, { ...guestLine({ product_sku: 'SKU-2' }), quantity: 0 }]),
    );
    const store = createGuestCartStore('test.cart');
    expect(store.getLines().map((l) => [l.product_sku, l.quantity])).toEqual([['SKU-1', 2]]);
    store.tidy();
    expect(JSON.parse(localStorage.getItem('test.cart')!)).toHaveLength(1);
  });

  it('returns the same snapshot until the stored value changes', () => {
    const store = createGuestCartStore('test.cart');
    store.add(line());
    expect(store.getLines()).toBe(store.getLines());
  });

  it('removes a line and changes the quantity', () => {
    const store = createGuestCartStore('test.cart');
    store.add(line());
    store.setQuantity('SKU-1', 3);
    expect(store.getLines()[0]?.quantity).toBe(3);
    store.setQuantity('SKU-1', 0);
    expect(store.getLines()[0]?.quantity).toBe(3);
    store.remove('SKU-1');
    expect(store.getLines()).toEqual([]);
  });

  it('updates subscribers on add and on a storage event from another tab', () => {
    const { result } = renderHook(() => useGuestCartLines());
    expect(result.current).toHaveLength(0);
    act(() => {
      guestCart.add(line());
    });
    expect(result.current).toHaveLength(1);
    act(() => {
      localStorage.setItem(STORAGE_KEYS.guestCart, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.guestCart }));
    });
    expect(result.current).toHaveLength(0);
  });
});
