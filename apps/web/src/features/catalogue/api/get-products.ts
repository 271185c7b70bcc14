import { type ListingQuery, productPageSchema, productsPagePath } from '@storefront/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/products: one page of the listing; the whole catalogue is never downloaded. */
export function getProductsPage(query: ListingQuery, page: number, signal?: AbortSignal) {
  // the address the served listing page preloads for page 1 (shared listing-query)
  return apiGet(productsPagePath(query, page), import.meta.env.DEV && productPageSchema, signal);
}

export function productsInfiniteOptions(query: ListingQuery) {
  return infiniteQueryOptions({
    queryKey: ['products', query],
    queryFn: ({ pageParam, signal }) => getProductsPage(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useProducts(query: ListingQuery) {
  return useInfiniteQuery(productsInfiniteOptions(query));
}
