import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { discardStored, readRaw, STORAGE_KEYS, subscribeKey } from '@/lib/storage';

const KEY = STORAGE_KEYS.guestCart;
const subscribe = (listener: () => void) => subscribeKey(KEY, listener);
const readStored = () => readRaw(KEY);

/** The number of stored lines from a quick look (a JSON list); null when the value is not one. */
export function countStoredLines(raw: string | null): number | null {
  if (raw === null) return 0;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.length : null;
  } catch {
    return null;
  }
}

function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1000);
  return () => window.clearTimeout(handle);
}

/**
 * The guest badge's count. First paint counts the stored list without the cart line
 * schema, so the shell ships without zod. Once the page is idle, a stored cart gets the
 * full check (guest-cart-store, loaded then): a value of the wrong shape is discarded and
 * the badge follows. Adding a line and the cart page check it anyway.
 */
export function useGuestCartCount(): number {
  const raw = useSyncExternalStore(subscribe, readStored, () => null);
  const count = useMemo(() => countStoredLines(raw), [raw]);
  useEffect(() => {
    if (raw === null) return;
    if (count === null) {
      discardStored(KEY);
      return;
    }
    return whenIdle(() => {
      import('./guest-cart-store')
        .then(({ guestCart }) => guestCart.tidy())
        .catch((error: unknown) => console.error('Could not check the stored cart', error));
    });
  }, [raw, count]);
  return count ?? 0;
}
