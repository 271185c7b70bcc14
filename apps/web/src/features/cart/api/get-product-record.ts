import { type Product, type ProductOnWire, productFromWire, productResponseSchema } from '@storefront/shared';
import { checkAnswer } from '@/lib/api-client';
import { API_BASE } from '@/lib/config';

export type ProductLookup = { kind: 'found'; product: Product } | { kind: 'missing' } | { kind: 'failed' };

/**
 * GET /api/grouped-product/single/{productId} for the guest cart refresh. Unlike the
 * catalogue's fetcher it tells "gone" (404: deleted or no longer Active) apart from "could
 * not ask" (network, 5xx, an unexpected answer), because only the first may flag a line.
 */
export async function lookUpProduct(productId: string, signal?: AbortSignal): Promise<ProductLookup> {
  try {
    const path = `/grouped-product/single/${encodeURIComponent(productId)}`;
    const response = await fetch(`${API_BASE}${path}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      // revalidated, never taken from the browser's minute of cache: a cart shows today's
      // price and stock (an unchanged answer is a 304 with its ETag)
      cache: 'no-cache',
      signal,
    });
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return { kind: 'failed' };
    // variation and grouped_product may arrive as JSON text (see productFromWire)
    const raw = (await response.json()) as { data: ProductOnWire };
    const body = { ...raw, data: productFromWire(raw.data) };
    const answer = checkAnswer(path, body, import.meta.env.DEV && productResponseSchema);
    return { kind: 'found', product: answer.data };
  } catch {
    return { kind: 'failed' };
  }
}
