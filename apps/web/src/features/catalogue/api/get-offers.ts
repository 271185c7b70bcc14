import { offersResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';
import { sharedQuery } from '@/lib/shared-query';

/** GET /api/offer/all/{shopId} */
export async function getOffers(signal?: AbortSignal) {
  return (await apiGet(`/offer/all/${SHOP_ID}`, import.meta.env.DEV && offersResponseSchema, signal)).data;
}

const offersQuery = sharedQuery('offers', getOffers, 5 * 60_000);

export function useOffers() {
  return useQuery(offersQuery);
}
