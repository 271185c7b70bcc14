import { type Product, type ProductOnWire, productFromWire, productResponseSchema } from '@storefront/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, checkAnswer } from '@/lib/api-client';

/**
 * GET /api/grouped-product/single/{productId}: the full product with variations. The
 * contract allows `variation` and `grouped_product` as JSON text; they are read into lists
 * here, before the (development) contract check and before any screen sees them.
 */
export async function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  const path = `/grouped-product/single/${encodeURIComponent(productId)}`;
  const answer = (await apiGet(path, false, signal)) as { data: ProductOnWire };
  const body = { ...answer, data: productFromWire(answer.data) };
  return checkAnswer(path, body, import.meta.env.DEV && productResponseSchema).data;
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
