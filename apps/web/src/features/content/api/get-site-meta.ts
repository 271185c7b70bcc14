import { siteMetaResponseSchema } from '@storefront/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** GET /api/meta/{siteId}: title, description, keywords, author, icon and scripts. */
export async function getSiteMeta(signal?: AbortSignal) {
  return (await apiGet(`/meta/${SHOP_ID}`, import.meta.env.DEV && siteMetaResponseSchema, signal)).data;
}

export const siteMetaQuery = queryOptions({
  queryKey: ['site-meta'],
  queryFn: ({ signal }) => getSiteMeta(signal),
  staleTime: Infinity,
});

export function useSiteMeta() {
  return useQuery(siteMetaQuery);
}
