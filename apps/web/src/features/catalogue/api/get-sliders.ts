import { slidersResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';
import { sharedQuery } from '@/lib/shared-query';

/** GET /api/slider/all/{shopId} */
export async function getSliders(signal?: AbortSignal) {
  return (await apiGet(`/slider/all/${SHOP_ID}`, import.meta.env.DEV && slidersResponseSchema, signal)).data;
}

export const slidersQuery = sharedQuery('sliders', getSliders, 5 * 60_000);

export function useSliders() {
  return useQuery(slidersQuery);
}
