import { type CartLineInput, MSG, type Product, type Variation } from '@storefront/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { type StoredUser, storedUser } from '@/lib/stored-user';
import { notify } from '@/lib/toast';
import { buildCartLine } from './build-cart-line';

/**
 * Adds a product (or one variation of it) to the cart and tells the shopper the outcome:
 * the server cart for a signed-in customer ('Product added to cart', or the server's msg),
 * the local cart for a guest ('Added to cart', or 'Product already in cart'). Resolves to
 * whether the line went in.
 *
 * One tap, one add: asked again for a line whose add has not finished, it sends nothing and
 * resolves with that add's outcome. On a slow connection a second tap used to send a second
 * POST /cart, whose 409 'Product already in cart' showed beside the first one's success. The
 * caller shows the button busy while its promise is pending.
 *
 * The cart's changes load on the first add, not with the page: they bring the guest cart
 * store, which checks lines with the shared cart line schema (zod).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const inFlight = useRef<Map<string, Promise<boolean>>>(null);
  return useCallback(
    (product: Product, variation: Variation | null = null): Promise<boolean> => {
      const user = storedUser.get();
      const line = buildCartLine(product, variation, user);
      inFlight.current ??= new Map();
      const adds = inFlight.current;
      const key = `${line.user_id}\n${line.product_sku}`;
      const pending = adds.get(key);
      if (pending) return pending;
      const added = addLine(queryClient, user, line).finally(() => adds.delete(key));
      adds.set(key, added);
      return added;
    },
    [queryClient],
  );
}

async function addLine(queryClient: QueryClient, user: StoredUser | null, line: CartLineInput) {
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
}
