import { adminLiveOrdersResponseSchema, LIVE_ORDERS_POLL_MS } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { queryString } from '@/lib/api-client';
import { adminRequest } from '../session';

/**
 * New orders since `since`, asked every LIVE_ORDERS_POLL_MS. Any API process answers the
 * same (it is read from the database); TanStack Query stops asking while the tab is hidden
 * and asks again when it comes back.
 */
export function useLiveOrders(since: string, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'orders', 'live', since],
    queryFn: ({ signal }) =>
      adminRequest(
        `/admin/orders/live${queryString({ since })}`,
        import.meta.env.DEV && adminLiveOrdersResponseSchema,
        {
          signal,
        },
      ),
    enabled,
    refetchInterval: LIVE_ORDERS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
