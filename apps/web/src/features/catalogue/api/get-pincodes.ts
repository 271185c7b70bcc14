import { pincodesResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** GET /api/pincode/getall/{shopId} */
export async function getPincodes(signal?: AbortSignal) {
  return (await apiGet(`/pincode/getall/${SHOP_ID}`, import.meta.env.DEV && pincodesResponseSchema, signal))
    .pincodesData;
}

export function usePincodes() {
  return useQuery({
    queryKey: ['pincodes'],
    queryFn: ({ signal }) => getPincodes(signal),
    staleTime: 5 * 60_000,
  });
}
