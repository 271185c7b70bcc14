import { payButtonResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** GET /api/paybutton/{siteId}: checkout modes (manual, pay now, pay on delivery), for the cart. */
export async function getPayButtons(signal?: AbortSignal) {
  return (await apiGet(`/paybutton/${SHOP_ID}`, import.meta.env.DEV && payButtonResponseSchema, signal)).data;
}

export function usePayButtons() {
  return useQuery({
    queryKey: ['pay-buttons'],
    queryFn: ({ signal }) => getPayButtons(signal),
    staleTime: 10 * 60_000,
  });
}
