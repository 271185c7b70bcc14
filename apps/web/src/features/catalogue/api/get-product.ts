import { type Product, type ProductOnWire, productFromWire, productResponseSchema } from '@storefront/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, checkAnswer } from '@/lib/api-client';

/**
 * GET /api/grouped-product/single/{productId}: the full product with variations. The
 * contract allows `variation` and `grouped_product` as JSON text; they are read into lists
 * here, before the (development) contract check and before any screen sees them.
 */
export async function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return productFromAnswer(productId, await apiGet(productApiPath(productId), false, signal));
}

const productApiPath = (productId: string) => `/grouped-product/single/${encodeURIComponent(productId)}`;

/** The product out of the call's answer, fetched or embedded in the served page (app/initial-data.ts). */
export function productFromAnswer(productId: string, answer: unknown): Product {
  const wire = answer as { data: ProductOnWire };
  const body = { ...wire, data: productFromWire(wire.data) };
  return checkAnswer(productApiPath(productId), body, import.meta.env.DEV && productResponseSchema).data;
}

export function productOptions(productId: string) {
  return queryOptions({
    queryKey: ['product', productId],
    queryFn: ({ signal }) => getProduct(productId, signal),
    staleTime: 60_000,
  });
}

export function useProduct(productId: string | null) {
  return useQuery({ ...productOptions(productId ?? ''), enabled: productId !== null });
}
