import {
  type CartLine,
  type CartLineInput,
  cartUnavailableMessage,
  type ServerCartLine,
} from '@storefront/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type StoredUser, useStoredUser } from '@/lib/stored-user';
import { cartErrorText, useServerCart } from './api/get-cart';
import { addToCart, clearCart, type LineRef, removeFromCart, stepQuantity } from './cart-actions';
import { useGuestCartLines } from './guest-cart-store';
import { refreshGuestCart } from './guest-refresh';
import { mergeGuestCart } from './merge-guest-cart';

/** A line as the cart page shows it: the server's line, or a guest line with the same flags. */
export type CartViewLine = Omit<ServerCartLine, 'id'> & { id?: string };

export type Cart = {
  mode: 'guest' | 'customer';
  user: StoredUser | null;
  lines: readonly CartViewLine[];
  /** The badge: number of lines (the server list's length for a customer). */
  count: number;
  isLoading: boolean;
  /** 'Failed to fetch cart' (the server refused) or 'Error fetching cart' (no answer). */
  error: string | null;
  retry: () => void;
  add: (line: CartLineInput) => Promise<boolean>;
  remove: (line: LineRef) => Promise<boolean>;
  increase: (line: LineRef) => Promise<boolean>;
  decrease: (line: LineRef) => Promise<boolean>;
  clear: () => Promise<void>;
};

const guestViews = new WeakMap<CartLine, CartViewLine>();

/**
 * A guest line gets the server's availability rules from what it stores, so both carts
 * render, total and check out alike. Cached per stored line: an unchanged line keeps its
 * object, and its row does not re-render.
 */
export function guestViewLine(line: CartLine): CartViewLine {
  let view = guestViews.get(line);
  if (!view) {
    const reason =
      line.product_status !== 'Active'
        ? ('inactive' as const)
        : line.product_stockstatus <= 0
          ? ('out_of_stock' as const)
          : line.product_stockstatus < line.quantity
            ? ('not_enough_stock' as const)
            : null;
    view = {
      ...line,
      available: reason === null,
      unavailable_reason: reason,
      unavailable_msg: reason ? cartUnavailableMessage(reason, line.product_stockstatus) : null,
    };
    guestViews.set(line, view);
  }
  return view;
}

const noLines: CartViewLine[] = [];

/**
 * One cart for the page, the badge and the add buttons: the guest cart in browser storage
 * for a guest, the server cart (TanStack Query, keyed by the user id) for a customer.
 */
export function useCart(): Cart {
  const user = useStoredUser();
  const userId = user?.user_id ?? null;
  const queryClient = useQueryClient();
  const guestLines = useGuestCartLines();
  const server = useServerCart(userId);

  const lines = useMemo(
    () => (userId ? (server.data ?? noLines) : guestLines.map(guestViewLine)),
    [userId, server.data, guestLines],
  );

  return useMemo(
    () => ({
      mode: userId ? ('customer' as const) : ('guest' as const),
      user,
      lines,
      count: lines.length,
      isLoading: userId !== null && server.isPending,
      error: userId && server.isError && !server.data ? cartErrorText(server.error) : null,
      retry: () => void server.refetch(),
      add: (line: CartLineInput) => addToCart(queryClient, user, line),
      remove: (line: LineRef) => removeFromCart(queryClient, userId, line),
      increase: (line: LineRef) => stepQuantity(queryClient, userId, line, 'increase'),
      decrease: (line: LineRef) => stepQuantity(queryClient, userId, line, 'decrease'),
      clear: () => clearCart(queryClient, userId),
    }),
    [
      userId,
      user,
      lines,
      server.isPending,
      server.isError,
      server.data,
      server.error,
      server.refetch,
      queryClient,
    ],
  );
}

/**
 * The cart page's upkeep on load: a guest's lines are refreshed against the current
 * products; a customer's guest lines left over from a failed merge are tried again.
 */
export function useCartUpkeep(cart: Pick<Cart, 'mode' | 'user'>, hasGuestLines: boolean) {
  const { mode, user } = cart;
  const userId = user?.user_id ?? null;
  // runs once per visit of the page (and again when the visitor signs in or out)
  // biome-ignore lint/correctness/useExhaustiveDependencies: hasGuestLines is read at mount only
  useEffect(() => {
    if (mode === 'guest') {
      if (!hasGuestLines) return;
      const controller = new AbortController();
      void refreshGuestCart({ signal: controller.signal }).catch((error) => console.error(error));
      return () => controller.abort();
    }
    if (user && hasGuestLines) void mergeGuestCart(user).catch((error) => console.error(error));
  }, [mode, userId]);
}
