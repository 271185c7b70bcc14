import { orderListResponseSchema } from '@storefront/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAuthRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const ordersKey = (userId: string | undefined) => ['orders', userId] as const;

/** GET /api/payment/{userId}: the customer's orders, newest first. */
export async function getOrders(userId: string, signal?: AbortSignal) {
  return (
    await apiAuthRequest(
      `/payment/${encodeURIComponent(userId)}`,
      import.meta.env.DEV && orderListResponseSchema,
      { signal },
    )
  ).data;
}

export function ordersOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ordersKey(userId),
    queryFn: ({ signal }) => getOrders(userId!, signal),
    enabled: Boolean(userId),
  });
}

export function useOrders() {
  const { user } = useSession();
  return useQuery(ordersOptions(user?.user_id));
}
