import { helpResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';
import { sharedQuery } from '@/lib/shared-query';

/** GET /api/help/single/{shopId}: WhatsApp and phone numbers of the shop. */
export async function getHelp(signal?: AbortSignal) {
  return (await apiGet(`/help/single/${SHOP_ID}`, import.meta.env.DEV && helpResponseSchema, signal)).help;
}

export const helpQuery = sharedQuery('help', getHelp, 10 * 60_000);

export function useHelp() {
  return useQuery(helpQuery);
}
