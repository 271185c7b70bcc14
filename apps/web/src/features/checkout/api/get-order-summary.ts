import { type OrderSummaryBody, orderSummaryResponseSchema } from '@storefront/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiAuthRequest } from '@/lib/api-client';

/** POST /api/payment/summary: what the server will charge for the cart, address, mode and coupon. */
export async function getOrderSummary(body: OrderSummaryBody, signal?: AbortSignal) {
  return (
    await apiAuthRequest('/payment/summary', import.meta.env.DEV && orderSummaryResponseSchema, {
      method: 'POST',
      body,
      signal,
    })
  ).data;
}

/** Re-asked whenever the shipping address, the pay mode or the coupon changes; the old figures stay meanwhile. */
export function useOrderSummary(body: OrderSummaryBody | null) {
  return useQuery({
    queryKey: ['order-summary', body] as const,
    queryFn: ({ signal }) => getOrderSummary(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
