import { pincodesResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** GET /api/pincode/getall/{shopId}: the pincodes the shop delivers to (none listed: everywhere). */
export async function getActivePincodes(signal?: AbortSignal) {
  const { pincodesData } = await apiGet(
    `/pincode/getall/${SHOP_ID}`,
    import.meta.env.DEV && pincodesResponseSchema,
    signal,
  );
  return pincodesData.filter((entry) => entry.status === 'Active').map((entry) => entry.pincode.trim());
}

export function useActivePincodes() {
  return useQuery({
    queryKey: ['pincodes', 'active'],
    queryFn: ({ signal }) => getActivePincodes(signal),
    staleTime: 5 * 60_000,
  });
}
