import { productResponseSchema } from '@storefront/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/grouped-product/single/{productId}: the full product with variations. */
export async function getProduct(productId: string, signal?: AbortSignal) {
  const { data } = await apiGet(
    `/grouped-product/single/${encodeURIComponent(productId)}`,
    import.meta.env.DEV && productResponseSchema,
    signal,
  );
  return data;
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
