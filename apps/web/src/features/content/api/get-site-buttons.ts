import { siteButtonResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';
import { sharedQuery } from '@/lib/shared-query';

/** GET /api/button/{siteId}: which floating shortcuts the site shows. */
export async function getSiteButtons(signal?: AbortSignal) {
  return (await apiGet(`/button/${SHOP_ID}`, import.meta.env.DEV && siteButtonResponseSchema, signal)).data;
}

export const siteButtonsQuery = sharedQuery('site-buttons', getSiteButtons, 10 * 60_000);

export function useSiteButtons() {
  return useQuery(siteButtonsQuery);
}
