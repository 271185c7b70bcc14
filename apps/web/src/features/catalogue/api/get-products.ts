import { PAGE_SIZE, productPageSchema } from '@storefront/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryString } from '@/lib/api-client';
import type { ListingQuery } from '../listing/filters';

/** GET /api/products: one page of the listing; the whole catalogue is never downloaded. */
export function getProductsPage(query: ListingQuery, page: number, signal?: AbortSignal) {
  const qs = queryString({
    search: query.search,
    category: query.categories,
    price: query.prices,
    type: query.types,
    sort: query.sort,
    page,
    pageSize: PAGE_SIZE,
  });
  return apiGet(`/products${qs}`, import.meta.env.DEV && productPageSchema, signal);
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
