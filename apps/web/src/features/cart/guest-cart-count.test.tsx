import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { useGuestCartCount } from './guest-cart-count';
import { guestCart } from './guest-cart-store';
import { guestLine } from './test-lines';

afterEach(() => localStorage.clear());

describe('guest badge count', () => {
  it('counts the stored lines and follows adds', async () => {
    localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify([guestLine()]));
    const { result } = renderHook(() => useGuestCartCount());
    expect(result.current).toBe(1);
    act(() => {
      guestCart.add(guestLine({ product_id: 'p2', product_sku: 'S2' }));
    });
    expect(result.current).toBe(2);
  });

  it('discards a value that is not a list at once', async () => {
    localStorage.setItem(STORAGE_KEYS.guestCart, '{oops');
    const { result } = renderHook(() => useGuestCartCount());
    expect(result.current).toBe(0);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.guestCart)).toBeNull());
  });

  it('drops to 0 once the full check (after first paint) discards lines of the wrong shape', async () => {
    localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify([{ product_id: 1 }, { product_id: 2 }]));
    const { result } = renderHook(() => useGuestCartCount());
    expect(result.current).toBe(2);
    await waitFor(() => expect(result.current).toBe(0), { timeout: 3000 });
    expect(localStorage.getItem(STORAGE_KEYS.guestCart)).toBeNull();
  });
});
