import { categoriesResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';
import { sharedQuery } from '@/lib/shared-query';

/** GET /api/category/getdata/category/{shopId} */
export async function getCategories(signal?: AbortSignal) {
  return (
    await apiGet(
      `/category/getdata/category/${SHOP_ID}`,
      import.meta.env.DEV && categoriesResponseSchema,
      signal,
    )
  ).data;
}

const categoriesQuery = sharedQuery('categories', getCategories, 5 * 60_000);

export function useCategories() {
  return useQuery(categoriesQuery);
}
