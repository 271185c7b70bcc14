import { shopProfileResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';
import { sharedQuery } from '@/lib/shared-query';

/** GET /api/register/single/{shopId}: logo, name and tag line of the shop. */
export async function getShopProfile(signal?: AbortSignal) {
  return (
    await apiGet(`/register/single/${SHOP_ID}`, import.meta.env.DEV && shopProfileResponseSchema, signal)
  ).users;
}

export const shopProfileQuery = sharedQuery('shop-profile', getShopProfile, 10 * 60_000);

export function useShopProfile() {
  return useQuery(shopProfileQuery);
}
