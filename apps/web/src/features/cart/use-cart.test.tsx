import { MSG, type ServerCartLine } from '@storefront/shared';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import { storedUser } from '@/lib/stored-user';
import { guestCart } from './guest-cart-store';
import { guestLine } from './test-lines';
import { toasts } from './test-toasts';
import { useCart } from './use-cart';
import { useCartCount } from './use-cart-count';

vi.mock('@/lib/toast', () => import('./test-toasts'));

const user = { user_id: 'u1', id: 'u1', full_name: 'Asha Rao', name: 'Asha', email: 'a@b.co', mobile: '' };

const serverLine = (overrides: Partial<ServerCartLine> = {}): ServerCartLine => ({
  ...(guestLine({ user_id: 'u1' }) as ServerCartLine),
  id: '7d4c1a0e-0000-4000-8000-000000000001',
  available: true,
  unavailable_reason: null,
  unavailable_msg: null,
  ...overrides,
});

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (method: string, path: string, body: unknown) => Response | Promise<Response>;

function mockFetch(handler: Handler) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    return handler(method, path, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

beforeEach(() => {
  toasts.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  storedUser.clear();
  setAccessToken(null);
});

describe('useCart for a guest', () => {
  it('adds to the local cart, refuses a duplicate, and the badge counts lines', async () => {
    const { result } = renderHook(() => ({ cart: useCart(), count: useCartCount() }), { wrapper: wrapper() });
    expect(result.current.cart.mode).toBe('guest');
    await act(() => result.current.cart.add(guestLine()));
    await act(() => result.current.cart.add(guestLine({ product_sku: 'SKU-1', quantity: 1 })));
    await act(() =>
      result.current.cart.add(
        guestLine({ product_id: 'v', product_sku: 'V-50', product_type: 'Variable Product' }),
      ),
    );
    expect(toasts).toEqual([
      { kind: 'success', text: MSG.addedToCart },
      { kind: 'warning', text: MSG.productAlreadyInCart },
      { kind: 'success', text: MSG.addedToCart },
    ]);
    expect(result.current.cart.lines).toHaveLength(2);
    expect(result.current.count).toBe(2);
  });

  it('steps the quantity within 1 and the stock, and removes with a toast', async () => {
    guestCart.add(guestLine({ product_stockstatus: 2 }));
    const { result } = renderHook(() => useCart(), { wrapper: wrapper() });
    const line = () => result.current.lines[0]!;
    expect(await act(() => result.current.decrease(line()))).toBe(false);
    expect(toasts.at(-1)).toEqual({ kind: 'error', text: MSG.quantityBelowOne });
    await act(() => result.current.increase(line()));
    expect(line().quantity).toBe(2);
    expect(await act(() => result.current.increase(line()))).toBe(false);
    expect(toasts.at(-1)).toEqual({ kind: 'error', text: MSG.cartOnlyInStock(2) });
    await act(() => result.current.decrease(line()));
    expect(line().quantity).toBe(1);
    await act(() => result.current.remove(line()));
    expect(result.current.lines).toHaveLength(0);
    expect(toasts.at(-1)).toEqual({ kind: 'success', text: MSG.productRemovedFromCart });
  });

  it('flags lines that cannot be ordered', () => {
    guestCart.add(guestLine());
    guestCart.add(guestLine({ product_id: 'p2', product_sku: 'S2', product_status: 'Inactive' }));
    guestCart.add(guestLine({ product_id: 'p3', product_sku: 'S3', product_stockstatus: 0 }));
    const { result } = renderHook(() => useCart(), { wrapper: wrapper() });
    expect(
      result.current.lines.map((line) => [line.product_sku, line.available, line.unavailable_msg]),
    ).toEqual([
      ['SKU-1', true, null],
      ['S2', false, MSG.cartProductUnavailable],
      ['S3', false, MSG.cartOutOfStock],
    ]);
  });
});

describe('useCart for a customer', () => {
  beforeEach(() => {
    storedUser.set(user);
    setAccessToken('token');
  });

  it('reads the server cart and the badge is the length of its list', async () => {
    const calls = mockFetch(() =>
      json({ isError: false, data: [serverLine(), serverLine({ id: 'b', product_sku: 'S2' })] }),
    );
    const { result } = renderHook(() => ({ cart: useCart(), count: useCartCount() }), { wrapper: wrapper() });
    expect(result.current.cart.isLoading).toBe(true);
    await waitFor(() => expect(result.current.cart.lines).toHaveLength(2));
    expect(result.current.count).toBe(2);
    expect(result.current.cart.mode).toBe('customer');
    // the page and the badge share one request
    expect(calls.filter((call) => call.path === '/cart/u1')).toHaveLength(1);
  });

  it('reads the server cart again when its tab is brought back, as another tab may have changed it', async () => {
    let lines: ServerCartLine[] = [];
    const calls = mockFetch(() => json({ isError: false, data: lines }));
    const { result } = renderHook(() => ({ cart: useCart(), count: useCartCount() }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false));
    expect(result.current.count).toBe(0);
    // another tab of the same customer adds a line, a moment later this tab is looked at again
    lines = [serverLine()];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(result.current.count).toBe(1));
    expect(calls.filter((call) => call.path === '/cart/u1')).toHaveLength(2);
    focusManager.setFocused(undefined);
  });

  it("adds through the server: its msg on success and on refusal, 'Something went wrong' offline", async () => {
    let lines: ServerCartLine[] = [];
    let answer: 'ok' | 'dup' | 'stock' | 'offline' = 'ok';
    const calls = mockFetch((method) => {
      if (method === 'GET') return json({ isError: false, data: lines });
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      if (answer === 'dup')
        return json({ isError: true, msg: MSG.productAlreadyInCart, code: 'CONFLICT' }, 409);
      if (answer === 'stock') return json({ isError: true, msg: MSG.cartOutOfStock, code: 'CONFLICT' }, 409);
      lines = [serverLine()];
      return json({ isError: false, msg: MSG.productAddedToCart }, 201);
    });
    const { result } = renderHook(() => useCart(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(await act(() => result.current.add(guestLine({ user_id: 'u1' })))).toBe(true);
    await waitFor(() => expect(result.current.count).toBe(1));
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: '/cart', body: { product_sku: 'SKU-1', user_id: 'u1', quantity: 1 } });
    answer = 'dup';
    await act(() => result.current.add(guestLine({ user_id: 'u1' })));
    answer = 'stock';
    await act(() => result.current.add(guestLine({ user_id: 'u1' })));
    answer = 'offline';
    await act(() => result.current.add(guestLine({ user_id: 'u1' })));
    expect(toasts).toEqual([
      { kind: 'success', text: MSG.productAddedToCart },
      { kind: 'warning', text: MSG.productAlreadyInCart },
      { kind: 'error', text: MSG.cartOutOfStock },
      { kind: 'error', text: MSG.somethingWentWrong },
    ]);
    expect(guestCart.getLines()).toHaveLength(0);
  });

  it('changes the quantity at once, and puts it back with the server msg when refused', async () => {
    let quantity = 1;
    mockFetch((method, path, body) => {
      if (method === 'GET') return json({ isError: false, data: [serverLine({ quantity })] });
      expect(path).toBe(`/cart/quantity/${serverLine().id}`);
      const { action } = body as { action: string };
      if (action === 'increase' && quantity >= 2) {
        return json({ isError: true, msg: MSG.cartOnlyInStock(2), code: 'CONFLICT' }, 409);
      }
      quantity += action === 'increase' ? 1 : -1;
      return json({ isError: false, cart: { id: serverLine().id, quantity } });
    });
    const { result } = renderHook(() => useCart(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    await act(() => result.current.increase(result.current.lines[0]!));
    expect(result.current.lines[0]!.quantity).toBe(2);
    expect(await act(() => result.current.increase(result.current.lines[0]!))).toBe(false);
    expect(result.current.lines[0]!.quantity).toBe(2);
    expect(toasts.at(-1)).toEqual({ kind: 'error', text: MSG.cartOnlyInStock(2) });
  });

  it("removes by SKU with a toast, or says 'Failed to remove product'", async () => {
    let fail = false;
    let lines = [serverLine(), serverLine({ id: 'b', product_sku: 'S2' })];
    const calls = mockFetch((method, path) => {
      if (method === 'GET') return json({ isError: false, data: lines });
      if (fail) return json({ isError: true, msg: 'Not found', code: 'NOT_FOUND' }, 404);
      lines = lines.filter((line) => `/cart/${line.product_sku}` !== path);
      return json({ isError: false, msg: MSG.productRemovedFromCart });
    });
    const { result } = renderHook(() => useCart(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.lines).toHaveLength(2));
    await act(() => result.current.remove(result.current.lines[1]!));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/cart/S2')).toBe(true);
    await waitFor(() => expect(result.current.count).toBe(1));
    fail = true;
    expect(await act(() => result.current.remove(result.current.lines[0]!))).toBe(false);
    expect(toasts).toEqual([
      { kind: 'success', text: MSG.productRemovedFromCart },
      { kind: 'error', text: MSG.failedToRemoveProduct },
    ]);
  });

  it("says 'Failed to fetch cart' when the server refuses and 'Error fetching cart' when it cannot be reached", async () => {
    mockFetch(() => json({ isError: true, msg: 'Boom', code: 'INTERNAL' }, 500));
    const first = renderHook(() => useCart(), { wrapper: wrapper() });
    await waitFor(() => expect(first.result.current.error).toBe(MSG.failedToFetchCart));
    first.unmount();
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const second = renderHook(() => useCart(), { wrapper: wrapper() });
    await waitFor(() => expect(second.result.current.error).toBe(MSG.errorFetchingCart));
  });
});
