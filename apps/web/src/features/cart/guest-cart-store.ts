import {
  type CartLine,
  type CartLineInput,
  cartLineSchema,
  findDuplicateLine,
  guestCartSchema,
} from '@storefront/shared';
import { useSyncExternalStore } from 'react';
import { createStoredValue, readRaw, STORAGE_KEYS } from '@/lib/storage';
import { countStoredLines } from './guest-cart-count';

export type AddResult = 'added' | 'duplicate';

/**
 * The guest cart: a list of cart lines in localStorage (key STORAGE_KEYS.guestCart). A
 * stored value that is not a list is discarded rather than crashing the page, and a line that
 * no longer reads as one is left out; other tabs follow through the `storage` event.
 */
export function createGuestCartStore(key: string = STORAGE_KEYS.guestCart) {
  const stored = createStoredValue(key, guestCartSchema, []);
  // Every write re-parses the stored JSON into new objects; unchanged lines keep their
  // previous object, so a long cart re-renders only the row that changed.
  let source: CartLine[] | null = null;
  let shared: CartLine[] = [];
  const getLines = (): CartLine[] => {
    const lines = stored.get();
    if (lines === source) return shared;
    const previous = new Map(shared.map((line) => [line.product_sku, line]));
    shared = lines.map((line) => {
      const before = previous.get(line.product_sku);
      return before && JSON.stringify(before) === JSON.stringify(line) ? before : line;
    });
    source = lines;
    return shared;
  };
  return {
    subscribe: stored.subscribe,
    getLines,
    add(input: CartLineInput): AddResult {
      const line = cartLineSchema.parse(input);
      const lines = getLines();
      if (findDuplicateLine(lines, line)) return 'duplicate';
      stored.set([...lines, line]);
      return 'added';
    },
    remove(productSku: string) {
      stored.set(getLines().filter((line) => line.product_sku !== productSku));
    },
    setQuantity(productSku: string, quantity: number) {
      if (!Number.isInteger(quantity) || quantity < 1) return;
      stored.set(getLines().map((line) => (line.product_sku === productSku ? { ...line, quantity } : line)));
    },
    replace(lines: CartLine[]) {
      stored.set(lines);
    },
    /** Writes back the readable lines when some stored ones were left out, so the badge's quick count agrees. */
    tidy() {
      const lines = getLines();
      if (countStoredLines(readRaw(key)) === lines.length) return;
      if (lines.length === 0) stored.clear();
      else stored.set(lines);
    },
    clear: stored.clear,
  };
}

export const guestCart = createGuestCartStore();

const noLines: CartLine[] = [];

export function useGuestCartLines(): CartLine[] {
  return useSyncExternalStore(guestCart.subscribe, guestCart.getLines, () => noLines);
}
