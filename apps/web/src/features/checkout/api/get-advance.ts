import { advanceResponseSchema } from '@storefront/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** GET /api/deliverypaybefore/single/{shopId}: the advance percentage for pay on delivery. */
export async function getAdvancePercentage(signal?: AbortSignal) {
  return (
    await apiGet(`/deliverypaybefore/single/${SHOP_ID}`, import.meta.env.DEV && advanceResponseSchema, signal)
  ).help.delivery_percentage;
}

export const advanceQuery = queryOptions({
  queryKey: ['advance-percentage'],
  queryFn: ({ signal }) => getAdvancePercentage(signal),
  staleTime: 60_000,
});
