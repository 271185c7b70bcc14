import type { QueryClient } from '@tanstack/react-query';
import { slidersQuery } from '@/features/catalogue/api/get-sliders';
import { helpQuery } from '@/features/content/api/get-help';
import { marqueeQuery } from '@/features/content/api/get-marquee';
import { shopProfileQuery } from '@/features/content/api/get-shop-profile';
import { siteButtonsQuery } from '@/features/content/api/get-site-buttons';
import { siteMetaQuery } from '@/features/content/api/get-site-meta';

/**
 * Starts the queries whose answers index.html preloads (one per address in
 * preloaded-api-paths.ts; a test keeps the two lists equal), before the first render: the
 * components then find them in flight or done, and every page (not only home, which shows
 * the slider) takes up each preloaded answer, so the browser never reports one as unused.
 */
export function startPreloadedQueries(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(shopProfileQuery);
  void queryClient.prefetchQuery(slidersQuery);
  void queryClient.prefetchQuery(marqueeQuery);
  void queryClient.prefetchQuery(siteMetaQuery);
  void queryClient.prefetchQuery(helpQuery);
  void queryClient.prefetchQuery(siteButtonsQuery);
}
