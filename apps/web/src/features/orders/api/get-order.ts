import { orderResponseSchema } from '@storefront/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiAuthRequest } from '@/lib/api-client';

export const orderKey = (orderId: string | undefined) => ['order', orderId] as const;

/** GET /api/payment/order/{orderId}: one order of the customer (another user's is a 404). */
export async function getOrder(orderId: string, signal?: AbortSignal) {
  return (
    await apiAuthRequest(
      `/payment/order/${encodeURIComponent(orderId)}`,
      import.meta.env.DEV && orderResponseSchema,
      { signal },
    )
  ).data;
}

/** A 404 (no such order, or someone else's) is an answer, not a glitch: no retry. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

export function orderOptions(orderId: string | undefined) {
  return queryOptions({
    queryKey: orderKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId!, signal),
    enabled: Boolean(orderId),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

export function useOrder(orderId: string | undefined) {
  return useQuery(orderOptions(orderId));
}
