import type { CartLine, Product } from '@storefront/shared';
import { PRODUCT_TYPE } from '@storefront/shared';
import { lookUpProduct, type ProductLookup } from './api/get-product-record';
import { buildCartLine } from './build-cart-line';
import { guestCart } from './guest-cart-store';

type Store = Pick<typeof guestCart, 'getLines' | 'replace'>;

/** At most this many product calls at once: a long guest cart must not flood the API. */
export const REFRESH_CONCURRENCY = 4;

/**
 * The line with the current record's name, prices, stock, status, image, gallery and
 * delivery days. A variation line takes its variation's figures; a variation that no
 * longer exists makes the line Inactive (it cannot be checked out) rather than silently
 * becoming another option.
 */
export function refreshLine(line: CartLine, product: Product): CartLine {
  const isVariation = line.product_type === PRODUCT_TYPE.variable;
  const variation = isVariation ? (product.variation.find((v) => v.sku === line.product_sku) ?? null) : null;
  if (isVariation && !variation) return { ...line, product_status: 'Inactive', product_stockstatus: 0 };
  const current = buildCartLine(product, variation, null);
  return {
    ...line,
    product_name: current.product_name,
    product_price: current.product_price,
    product_saleprice: current.product_saleprice,
    product_stockstatus: current.product_stockstatus,
    product_status: product.status,
    product_image: current.product_image,
    product_gallery: current.product_gallery,
    delivery_days: current.delivery_days,
  };
}

function sameLine(a: CartLine, b: CartLine): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Refreshes every guest line against GET /grouped-product/single/{productId}: one call per
 * product (variation lines share it), a few at a time. A product that is gone (404) flags
 * its lines Inactive; a failed call keeps the stored line as it is. Lines added, removed or
 * changed while the calls ran are respected: the result is applied to the cart as it is
 * at the end, and written only when something changed.
 */
export async function refreshGuestCart(
  options: {
    store?: Store;
    lookUp?: (productId: string, signal?: AbortSignal) => Promise<ProductLookup>;
    signal?: AbortSignal;
    concurrency?: number;
  } = {},
): Promise<{ refreshed: number; missing: number; failed: number }> {
  const { store = guestCart, lookUp = lookUpProduct, signal, concurrency = REFRESH_CONCURRENCY } = options;
  const ids = [...new Set(store.getLines().map((line) => line.product_id))];
  const results = new Map<string, ProductLookup>();
  await eachLimited(ids, concurrency, async (id) => {
    if (signal?.aborted) return;
    results.set(id, await lookUp(id, signal));
  });
  const counts = { refreshed: 0, missing: 0, failed: 0 };
  for (const result of results.values()) {
    if (result.kind === 'found') counts.refreshed++;
    else counts[result.kind]++;
  }
  if (signal?.aborted) return counts;

  const lines = store.getLines();
  let changed = false;
  const next = lines.map((line) => {
    const result = results.get(line.product_id);
    if (!result || result.kind === 'failed') return line;
    const updated =
      result.kind === 'missing'
        ? { ...line, product_status: 'Inactive' as const }
        : refreshLine(line, result.product);
    if (sameLine(line, updated)) return line;
    changed = true;
    return updated;
  });
  if (changed) store.replace(next);
  return counts;
}
