import { MSG, type Product, type Variation } from '@storefront/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { storedUser } from '@/lib/stored-user';
import { notify } from '@/lib/toast';
import { buildCartLine } from './build-cart-line';

/**
 * Adds a product (or one variation of it) to the cart and tells the shopper the outcome:
 * the server cart for a signed-in customer ('Product added to cart', or the server's msg),
 * the local cart for a guest ('Added to cart', or 'Product already in cart'). Resolves to
 * whether the line went in.
 *
 * The cart's changes load on the first add, not with the page: they bring the guest cart
 * store, which checks lines with the shared cart line schema (zod).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useCallback(
    async (product: Product, variation: Variation | null = null): Promise<boolean> => {
      const user = storedUser.get();
      const line = buildCartLine(product, variation, user);
      let actions: typeof import('./cart-actions');
      try {
        actions = await import('./cart-actions');
      } catch (error) {
        // offline, or a new deployment replaced the chunk
        console.error(error);
        notify.error(MSG.somethingWentWrong);
        return false;
      }
      return actions.addToCart(queryClient, user, line);
    },
    [queryClient],
  );
}
