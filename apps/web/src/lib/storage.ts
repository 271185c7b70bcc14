/**
 * Every browser-storage key the web app uses, in one place.
 * - user: the logged-in user as the accounts pages store it (docs/api.md: "Logged-in user (kept
 *   in browser storage): user_id, id, full_name, name, email, mobile"). A user_id means
 *   logged in; otherwise the visitor is a guest.
 * - guestCart: the guest cart, a JSON list of cart lines (shared cartLineSchema).
 * - checkoutData: the checkout data saved when the shopper leaves the cart (shared
 *   checkoutDataSchema: products, coupon, discountAmount, totalBeforeDiscount,
 *   totalAfterDiscount, isCouponApplied); the checkout page reads it.
 * - returnTo (sessionStorage): the page a signed-out visitor wanted before being sent to
 *   /login; the login flow goes back there once, then removes it (lib/session.ts).
 */
export const STORAGE_KEYS = {
  user: 'storefront.user',
  guestCart: 'storefront.guest-cart',
  checkoutData: 'storefront.checkout-data',
  returnTo: 'storefront.return-to',
} as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy mode, sandboxed frames): behave as empty.
    return null;
  }
}

/**
 * How a stored JSON value is checked: `parse` returns the value or throws. A zod schema
 * fits as it is; the shell's first paint uses small hand-written readers instead, so it
 * needs no schema library (see stored-user.ts, features/cart/guest-cart-count.ts).
 */
export type StoredShape<T> = { parse(value: unknown): T };

// Every reader of a key (a validated store, the badge's quick count) hears every write
// through this module, and writes from other tabs through the `storage` event.
const keyListeners = new Map<string, Set<() => void>>();

function notifyKey(key: string): void {
  for (const listener of keyListeners.get(key) ?? []) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === null) for (const key of keyListeners.keys()) notifyKey(key);
  else notifyKey(event.key);
}

/** Calls `listener` whenever the key changes, here or in another tab; returns an unsubscribe. */
export function subscribeKey(key: string, listener: () => void): () => void {
  if (keyListeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  const listeners = keyListeners.get(key) ?? new Set<() => void>();
  keyListeners.set(key, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) keyListeners.delete(key);
    if (keyListeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

export function readRaw(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

/** Reads and validates a stored JSON value; anything corrupt or of the wrong shape is discarded. */
export function readJson<T>(key: string, shape: StoredShape<T>): T | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  return parseStored(key, raw, shape);
}

export function parseStored<T>(key: string, raw: string, shape: StoredShape<T>): T | null {
  try {
    return shape.parse(JSON.parse(raw));
  } catch {
    // not JSON, or not of the shape: discarded below
  }
  discardStored(key);
  return null;
}

/**
 * Removes a corrupt value. Readers hear of it after the current task, since this may run
 * while React renders (inside a snapshot read), where no other component may be updated.
 */
export function discardStored(key: string): void {
  if (readRaw(key) === null) return;
  storage()?.removeItem(key);
  queueMicrotask(() => notifyKey(key));
}

export function writeJson(key: string, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
  notifyKey(key);
}

export function removeKey(key: string): void {
  storage()?.removeItem(key);
  notifyKey(key);
}

/**
 * A tiny external store over one storage key for useSyncExternalStore: the parsed value
 * is cached per raw string, so snapshots are stable, and writes here or in other tabs
 * reach every subscriber.
 */
export function createStoredValue<T>(key: string, shape: StoredShape<T>, fallback: T) {
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  const get = (): T => {
    const raw = readRaw(key);
    if (raw !== cachedRaw) {
      const parsed = raw === null ? null : parseStored(key, raw, shape);
      cachedValue = parsed ?? fallback;
      // a corrupt value was just removed from storage, so the key now reads as absent
      cachedRaw = readRaw(key);
    }
    return cachedValue;
  };

  return {
    get,
    set(value: T) {
      writeJson(key, value);
    },
    clear() {
      removeKey(key);
    },
    subscribe(listener: () => void) {
      return subscribeKey(key, listener);
    },
  };
}
