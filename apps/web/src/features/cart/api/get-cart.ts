import { cartListResponseSchema } from '@storefront/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiAuthRequest } from '@/lib/api-client';
import { onCartChanged } from '../cart-events';

export const serverCartKey = (userId: string | null) => ['cart', userId] as const;

/** GET /api/cart/{userId}: the customer's server cart, oldest line first. */
export async function getCart(userId: string, signal?: AbortSignal) {
  return (
    await apiAuthRequest(
      `/cart/${encodeURIComponent(userId)}`,
      import.meta.env.DEV && cartListResponseSchema,
      { signal },
    )
  ).data;
}

/** Prices and stock are live: the cart is re-read after every change (invalidation). */
export function serverCartOptions(userId: string | null) {
  return queryOptions({
    queryKey: serverCartKey(userId),
    queryFn: ({ signal }) => getCart(userId!, signal),
    enabled: userId !== null,
    staleTime: 15_000,
  });
}

/** The customer's server cart query, re-read when the login merge changed it. */
export function useServerCart(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return onCartChanged(() => void queryClient.invalidateQueries({ queryKey: serverCartKey(userId) }));
  }, [queryClient, userId]);
  return useQuery(serverCartOptions(userId));
}
