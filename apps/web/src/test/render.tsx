import { MSG } from '@storefront/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Renders a page inside a memory router and a fresh query client (no retries). */
export function renderRoute(
  element: ReactElement,
  { path = '/', url = '/' }: { path?: string; url?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}

/** Answers fetch calls by path prefix (after /api) with JSON; anything else is a 404. */
export function mockApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const match = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => path.startsWith(prefix));
    if (match === undefined) {
      return new Response(JSON.stringify({ isError: true, msg: 'Not found', code: 'NOT_FOUND' }), {
        status: 404,
      });
    }
    return new Response(JSON.stringify(routes[match]), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The API on a slow connection: every POST /cart waits for `answerAdds()`, then the first is
 * answered 201 and any later one 409 'Product already in cart', as the server answers a line
 * it already holds. `adds` lists the lines sent.
 */
export function slowCartApi(routes: Record<string, unknown>) {
  const reads = mockApi(routes);
  let answerAdds!: () => void;
  const answered = new Promise<void>((resolve) => {
    answerAdds = resolve;
  });
  const adds: { product_sku: string }[] = [];
  const reply = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST' || new URL(String(input), 'http://localhost').pathname !== '/api/cart')
        return reads(input);
      adds.push(JSON.parse(String(init.body)));
      const first = adds.length === 1;
      await answered;
      return first
        ? reply({ isError: false, msg: MSG.productAddedToCart }, 201)
        : reply({ isError: true, msg: MSG.productAlreadyInCart, code: 'CONFLICT' }, 409);
    }),
  );
  return { adds, answerAdds };
}
