import { type ContentPageSlug, contentPageResponseSchema } from '@storefront/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** GET /api/page/{slug}/{shopId}: an editable page's title and body (the page text format). */
export async function getContentPage(slug: ContentPageSlug, signal?: AbortSignal) {
  return (await apiGet(`/page/${slug}/${SHOP_ID}`, import.meta.env.DEV && contentPageResponseSchema, signal))
    .data;
}

export const contentPageQuery = (slug: ContentPageSlug) =>
  queryOptions({
    queryKey: ['content-page', slug],
    queryFn: ({ signal }) => getContentPage(slug, signal),
    // the API keeps it for a minute too; an owner's edit shows on the next visit after that
    staleTime: 60_000,
  });

export function useContentPage(slug: ContentPageSlug) {
  return useQuery(contentPageQuery(slug));
}
