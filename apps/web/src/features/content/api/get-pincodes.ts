import { activePincodes, pincodesResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';
import { sharedQuery } from '@/lib/shared-query';

/** GET /api/pincode/getall/{shopId}: the shop's pincode list. */
export async function getPincodes(signal?: AbortSignal) {
  return (await apiGet(`/pincode/getall/${SHOP_ID}`, import.meta.env.DEV && pincodesResponseSchema, signal))
    .pincodesData;
}

const pincodesQuery = sharedQuery('pincodes', getPincodes, 5 * 60_000);

/** The pincodes the shop delivers to (its Active entries); one query for every page that asks. */
export function useActivePincodes() {
  return useQuery({ ...pincodesQuery, select: activePincodes });
}
