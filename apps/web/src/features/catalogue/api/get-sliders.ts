import { slidersResponseSchema } from '@storefront/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** GET /api/slider/all/{shopId} */
export async function getSliders(signal?: AbortSignal) {
  return (await apiGet(`/slider/all/${SHOP_ID}`, import.meta.env.DEV && slidersResponseSchema, signal)).data;
}

export const slidersQuery = queryOptions({
  queryKey: ['sliders'],
  queryFn: ({ signal }) => getSliders(signal),
  staleTime: 5 * 60_000,
});

export function useSliders() {
  return useQuery(slidersQuery);
}
