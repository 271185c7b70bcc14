import { marqueesResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';
import { sharedQuery } from '@/lib/shared-query';

/** GET /api/marquee/all/{shopId}: announcement headings. */
export async function getMarquee(signal?: AbortSignal) {
  return (await apiGet(`/marquee/all/${SHOP_ID}`, import.meta.env.DEV && marqueesResponseSchema, signal))
    .data;
}

export const marqueeQuery = sharedQuery('marquee', getMarquee, 10 * 60_000);

export function useMarquee() {
  return useQuery(marqueeQuery);
}
