import { invoiceResponseSchema } from '@storefront/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiAuthRequest } from '@/lib/api-client';

export const invoiceKey = (orderId: string | undefined) => ['order', orderId, 'invoice'] as const;

/** GET /api/payment/order/{orderId}/invoice: the tax invoice of a placed order. */
export async function getInvoice(orderId: string, signal?: AbortSignal) {
  return (
    await apiAuthRequest(
      `/payment/order/${encodeURIComponent(orderId)}/invoice`,
      import.meta.env.DEV && invoiceResponseSchema,
      { signal },
    )
  ).data;
}

export function useInvoice(orderId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: invoiceKey(orderId),
      queryFn: ({ signal }) => getInvoice(orderId!, signal),
      enabled: Boolean(orderId),
      // not found, not placed yet: answers, not glitches
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    }),
  );
}
