import { siteMetaResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';
import { sharedQuery } from '@/lib/shared-query';

/** GET /api/meta/{siteId}: title, description, keywords, author, icon and scripts. */
export async function getSiteMeta(signal?: AbortSignal) {
  return (await apiGet(`/meta/${SHOP_ID}`, import.meta.env.DEV && siteMetaResponseSchema, signal)).data;
}

export const siteMetaQuery = sharedQuery('site-meta', getSiteMeta, Infinity);

export function useSiteMeta() {
  return useQuery(siteMetaQuery);
}
