import { type CartLine, MSG } from '@storefront/shared';
import { ApiError } from '@/lib/api-client';
import type { StoredUser } from '@/lib/stored-user';
import { postCartLine } from './api/add-to-cart';
import { emitCartChanged } from './cart-events';
import { guestCart } from './guest-cart-store';

type Store = Pick<typeof guestCart, 'getLines' | 'replace' | 'clear'>;

export type MergeResult = { done: number; failed: number };

let running: Promise<MergeResult> | null = null;

/**
 * Sends each guest line to the customer's server cart (docs/api.md). 'Product already in
 * cart' counts as done; a line that fails for any other reason stays in the guest cart for
 * the next try; the guest cart is removed once every line is in. One merge at a time.
 */
export function mergeGuestCart(
  user: Pick<StoredUser, 'user_id' | 'full_name' | 'name'>,
  options: { store?: Store; send?: typeof postCartLine } = {},
): Promise<MergeResult> {
  running ??= runMerge(user, options).finally(() => {
    running = null;
  });
  return running;
}

async function runMerge(
  user: Pick<StoredUser, 'user_id' | 'full_name' | 'name'>,
  { store = guestCart, send = postCartLine }: { store?: Store; send?: typeof postCartLine },
): Promise<MergeResult> {
  const lines = store.getLines();
  if (lines.length === 0) return { done: 0, failed: 0 };
  const failed: CartLine[] = [];
  // one at a time, oldest first, so the server cart keeps the shopper's order
  for (const line of lines) {
    try {
      await send({ ...line, user_id: user.user_id, user_name: user.full_name || user.name || '' });
    } catch (error) {
      if (error instanceof ApiError && error.message === MSG.productAlreadyInCart) continue;
      console.error(`Could not move ${line.product_sku} to the server cart`, error);
      failed.push(line);
    }
  }
  // keep what failed, and anything another tab added while the merge ran
  const sent = new Set(lines.map((line) => line.product_sku));
  const keep = [...failed, ...store.getLines().filter((line) => !sent.has(line.product_sku))];
  if (keep.length === 0) store.clear();
  else store.replace(keep);
  emitCartChanged();
  return { done: lines.length - failed.length, failed: failed.length };
}
