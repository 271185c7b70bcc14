import { newArrivalsResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** GET /api/newarrival/all/{shopId} */
export async function getNewArrivals(signal?: AbortSignal) {
  return (
    await apiGet(`/newarrival/all/${SHOP_ID}`, import.meta.env.DEV && newArrivalsResponseSchema, signal)
  ).data;
}

export function useNewArrivals() {
  return useQuery({
    queryKey: ['new-arrivals'],
    queryFn: ({ signal }) => getNewArrivals(signal),
    staleTime: 5 * 60_000,
  });
}
