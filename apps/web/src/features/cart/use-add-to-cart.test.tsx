import { MSG } from '@storefront/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInForEachTest } from '@/test/session';
import { productRecord } from './test-lines';
import { toasts } from './test-toasts';
import { useAddToCart } from './use-add-to-cart';

vi.mock('@/lib/toast', () => import('./test-toasts'));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const reply = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server cart on a slow connection: each POST /cart is answered when `answer()` is next
 * called, 201 for a line it does not hold yet and 409 'Product already in cart' for one it does.
 */
function slowServerCart() {
  const held = new Set<string>();
  const waiting: (() => void)[] = [];
  const adds: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST' || new URL(String(input), 'http://localhost').pathname !== '/api/cart')
        return reply({ isError: false, data: [] }, 200);
      const { product_sku: sku } = JSON.parse(String(init.body)) as { product_sku: string };
      adds.push(sku);
      await new Promise<void>((resolve) => waiting.push(resolve));
      if (held.has(sku))
        return reply({ isError: true, msg: MSG.productAlreadyInCart, code: 'CONFLICT' }, 409);
      held.add(sku);
      return reply({ isError: false, msg: MSG.productAddedToCart }, 201);
    }),
  );
  const answer = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { adds, answer };
}

beforeEach(() => {
  toasts.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useAddToCart for a customer', () => {
  signedInForEachTest({ user_id: 'u1', full_name: 'Asha Rao' });

  it('sends a line asked for twice before the first add is answered once, and tells the outcome once', async () => {
    const cart = slowServerCart();
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    const product = productRecord();

    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current(product);
      second = result.current(product);
    });
    await vi.waitFor(() => expect(cart.adds).toEqual(['SKU-1']));
    cart.answer();

    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(cart.adds).toEqual(['SKU-1']);
    expect(toasts).toEqual([{ kind: 'success', text: MSG.productAddedToCart }]);
  });

  it('sends another line, and the same line once its add is over, as usual', async () => {
    const cart = slowServerCart();
    const { result } = renderHook(() => useAddToCart(), { wrapper });

    let oud!: Promise<boolean>;
    let rose!: Promise<boolean>;
    act(() => {
      oud = result.current(productRecord());
      rose = result.current(productRecord({ product_id: 'p2', sku: 'ROSE-1' }));
    });
    await vi.waitFor(() => expect(cart.adds).toEqual(['SKU-1', 'ROSE-1']));
    cart.answer();
    expect([await oud, await rose]).toEqual([true, true]);

    let again!: Promise<boolean>;
    act(() => {
      again = result.current(productRecord());
    });
    await vi.waitFor(() => expect(cart.adds).toHaveLength(3));
    cart.answer();
    expect(await again).toBe(false);
    expect(toasts).toEqual([
      { kind: 'success', text: MSG.productAddedToCart },
      { kind: 'success', text: MSG.productAddedToCart },
      { kind: 'warning', text: MSG.productAlreadyInCart },
    ]);
  });
});

describe('useAddToCart for a guest', () => {
  it('puts a line asked for twice at once into the local cart once, with one Added to cart', async () => {
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    const product = productRecord();
    let outcomes!: Promise<boolean[]>;
    act(() => {
      outcomes = Promise.all([result.current(product), result.current(product)]);
    });
    expect(await outcomes).toEqual([true, true]);
    expect(JSON.parse(localStorage.getItem('storefront.guest-cart') ?? '[]')).toHaveLength(1);
    expect(toasts).toEqual([{ kind: 'success', text: MSG.addedToCart }]);
  });
});
