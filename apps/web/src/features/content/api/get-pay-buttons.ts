import { payButtonResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';
import { sharedQuery } from '@/lib/shared-query';

/** GET /api/paybutton/{siteId}: checkout modes (manual, pay now, pay on delivery), for the cart. */
export async function getPayButtons(signal?: AbortSignal) {
  return (await apiGet(`/paybutton/${SHOP_ID}`, import.meta.env.DEV && payButtonResponseSchema, signal)).data;
}

const payButtonsQuery = sharedQuery('pay-buttons', getPayButtons, 10 * 60_000);

export function usePayButtons() {
  return useQuery(payButtonsQuery);
}
