import {
  type CartLine,
  type CartLineInput,
  MAX_UNITS_PER_LINE,
  MSG,
  ORDER_MSG,
  type QuantityAction,
  type ServerCartLine,
} from '@storefront/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, serverMessage } from '@/lib/api-client';
import type { StoredUser } from '@/lib/stored-user';
import { notify } from '@/lib/toast';
import { postCartLine } from './api/add-to-cart';
import { serverCartKey } from './api/get-cart';
import { clearServerCart, removeCartLine } from './api/remove-from-cart';
import { updateQuantity } from './api/update-quantity';
import { guestCart } from './guest-cart-store';

/**
 * The cart's changes, for a guest (the local cart) or a customer (the server cart), each
 * telling the shopper the outcome with the spec's texts. Every server change ends by
 * invalidating the customer's cart query, so the page and the badge re-read it.
 */

/** What the page and buttons need of a line to change it (guest lines have no id). */
export type LineRef = Pick<CartLine, 'product_sku' | 'product_name' | 'quantity' | 'product_stockstatus'> & {
  id?: string;
};

function invalidate(queryClient: QueryClient, userId: string) {
  return queryClient.invalidateQueries({ queryKey: serverCartKey(userId) });
}

/** An unexpected failure: logged, and the shopper told `text`; the change did not happen. */
function failed(error: unknown, text: string = MSG.somethingWentWrong): false {
  console.error(error);
  notify.error(text);
  return false;
}

export async function addToCart(
  queryClient: QueryClient,
  user: StoredUser | null,
  line: CartLineInput,
): Promise<boolean> {
  if (!user) {
    try {
      if (guestCart.add(line) === 'duplicate') {
        notify.warning(MSG.productAlreadyInCart);
        return false;
      }
      notify.success(MSG.addedToCart);
      return true;
    } catch (error) {
      return failed(error);
    }
  }
  try {
    const message = await postCartLine(line);
    notify.success(message || MSG.productAddedToCart);
    return true;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) return failed(error);
    // docs/api.md: the server's msg, or 'Product already in cart' when it sent none
    const text = serverMessage(error) ?? MSG.productAlreadyInCart;
    if (text === MSG.productAlreadyInCart) notify.warning(text);
    else notify.error(text);
    return false;
  } finally {
    void invalidate(queryClient, user.user_id);
  }
}

export async function removeFromCart(
  queryClient: QueryClient,
  userId: string | null,
  line: LineRef,
): Promise<boolean> {
  if (!userId) {
    guestCart.remove(line.product_sku);
    notify.success(MSG.productRemovedFromCart);
    return true;
  }
  const key = serverCartKey(userId);
  try {
    await removeCartLine(line.product_sku);
    queryClient.setQueryData<ServerCartLine[]>(key, (lines) =>
      lines?.filter((item) => item.product_sku !== line.product_sku),
    );
    notify.success(MSG.productRemovedFromCart);
    return true;
  } catch (error) {
    return failed(error, MSG.failedToRemoveProduct);
  } finally {
    void invalidate(queryClient, userId);
  }
}

/**
 * One step up or down (docs/api.md: by one per click, never below 1). The customer's line moves
 * at once and is put back if the server refuses, with the server's msg.
 */
export async function stepQuantity(
  queryClient: QueryClient,
  userId: string | null,
  line: LineRef,
  action: QuantityAction,
): Promise<boolean> {
  const delta = action === 'increase' ? 1 : -1;
  const target = line.quantity + delta;
  if (target < 1) {
    notify.error(MSG.quantityBelowOne);
    return false;
  }
  if (!userId) {
    // The server's limit, checked here too because a guest cart never reaches the server.
    if (action === 'increase' && target > MAX_UNITS_PER_LINE) {
      notify.error(ORDER_MSG.maxUnitsPerLine);
      return false;
    }
    if (action === 'increase' && target > line.product_stockstatus) {
      notify.error(MSG.cartOnlyInStock(Math.max(0, line.product_stockstatus)));
      return false;
    }
    guestCart.setQuantity(line.product_sku, target);
    return true;
  }
  if (!line.id) return false;
  const key = serverCartKey(userId);
  const setQuantity = (quantity: number) =>
    queryClient.setQueryData<ServerCartLine[]>(key, (lines) =>
      lines?.map((item) => (item.id === line.id ? { ...item, quantity } : item)),
    );
  await queryClient.cancelQueries({ queryKey: key });
  setQuantity(target);
  try {
    const cart = await updateQuantity(line.id, line.product_sku, action);
    setQuantity(cart.quantity);
    return true;
  } catch (error) {
    setQuantity(line.quantity);
    notify.error(serverMessage(error) ?? MSG.somethingWentWrong);
    return false;
  } finally {
    void invalidate(queryClient, userId);
  }
}

/** Empties the cart (after an order is paid, for instance). */
export async function clearCart(queryClient: QueryClient, userId: string | null): Promise<void> {
  if (!userId) {
    guestCart.clear();
    return;
  }
  try {
    await clearServerCart(userId);
  } finally {
    await invalidate(queryClient, userId);
  }
}
