import { cartListResponseSchema, MSG } from '@storefront/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { customerQuery } from '@/lib/customer-query';
import { onCartChanged } from '../cart-events';

/** GET /api/cart/{userId}: the customer's server cart, oldest line first. */
const cart = customerQuery('cart', '/cart', 'data', import.meta.env.DEV && cartListResponseSchema);

export const serverCartKey = cart.key;

/**
 * Prices and stock are live: the cart is re-read after every change (invalidation), and each
 * time its tab is brought back, however fresh: the same customer may have changed it in another
 * tab or on another device, and that tab would otherwise say "Your cart is empty!" with no way on
 * to checkout. A guest's cart follows other tabs through the storage event instead.
 */
const serverCartOptions = (userId: string | null) => ({
  ...cart.options(userId),
  staleTime: 15_000,
  refetchOnWindowFocus: 'always' as const,
});

/** The customer's server cart query, re-read when the login merge changed it. */
export function useServerCart(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return onCartChanged(() => void queryClient.invalidateQueries({ queryKey: serverCartKey(userId) }));
  }, [queryClient, userId]);
  return useQuery(serverCartOptions(userId));
}

/** 'Failed to fetch cart' (the server refused) or 'Error fetching cart' (no answer). */
export function cartErrorText(error: unknown): string {
  return error instanceof ApiError ? MSG.failedToFetchCart : MSG.errorFetchingCart;
}
