import { offersResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** GET /api/offer/all/{shopId} */
export async function getOffers(signal?: AbortSignal) {
  return (await apiGet(`/offer/all/${SHOP_ID}`, import.meta.env.DEV && offersResponseSchema, signal)).data;
}

export function useOffers() {
  return useQuery({
    queryKey: ['offers'],
    queryFn: ({ signal }) => getOffers(signal),
    staleTime: 5 * 60_000,
  });
}
