import type { ProductQuery } from '@storefront/shared';
import type { Db } from '../../db/client';
import { RESPONSE_CACHE_TTL_MS, ResponseCache } from '../../lib/response-cache';

/**
 * How many products match a listing's filter, kept per filter (not per page or sort) for as
 * long as a cached answer lives. Counting every match was the dearest part of an uncached
 * listing: 1.2 ms of PostgreSQL time for the whole catalogue of 10,000, 3.3 ms for a search
 * matching a tenth of it, against 0.2 ms for the page itself (decision 0044). A subclass of
 * the response cache so that `catalogueChanged(db)` (and a change announced by another
 * process) empties it with the cached answers, and a total never outlives the answers that
 * showed it.
 */
class ListingTotals extends ResponseCache {
  private readonly totals = new Map<string, { total: number; expires: number }>();
  private readonly pendingTotals = new Map<string, Promise<number>>();
  private totalsGeneration = 0;

  override clear(): void {
    super.clear();
    this.totals.clear();
    this.pendingTotals.clear();
    this.totalsGeneration += 1;
  }

  /** A sale changes no total: the counts are of Active products, whatever their stock. */
  override productsChanged(productIds: ReadonlySet<string>): void {
    this.dropNaming(productIds);
  }

  /** The total already counted for `key`, without counting it. */
  known(key: string): number | undefined {
    const kept = this.totals.get(key);
    return kept && kept.expires > Date.now() ? kept.total : undefined;
  }

  total(key: string, countRows: () => Promise<number>): Promise<number> {
    const kept = this.known(key);
    if (kept !== undefined) return Promise.resolve(kept);
    let pending = this.pendingTotals.get(key);
    if (!pending) {
      const generation = this.totalsGeneration;
      pending = countRows().then((total) => {
        if (generation === this.totalsGeneration) this.keep(key, total);
        return total;
      });
      this.pendingTotals.set(key, pending);
      const forget = () => {
        if (this.pendingTotals.get(key) === pending) this.pendingTotals.delete(key);
      };
      pending.then(forget, forget);
    }
    return pending;
  }

  private keep(key: string, total: number) {
    this.totals.delete(key);
    this.totals.set(key, { total, expires: Date.now() + RESPONSE_CACHE_TTL_MS });
    // Map order is insertion order: the oldest totals go first.
    for (const oldKey of this.totals.keys()) {
      if (this.totals.size <= MAX_TOTALS) break;
      this.totals.delete(oldKey);
    }
  }
}
const MAX_TOTALS = 5_000;
const listingTotals = new WeakMap<Db, ListingTotals>();
export function totalsOf(db: Db): ListingTotals {
  let totals = listingTotals.get(db);
  if (!totals) {
    totals = new ListingTotals(db);
    listingTotals.set(db, totals);
  }
  return totals;
}

/** The key of the shop's whole listing: every Active product. */
export function allProductsKey(shopId: string): string {
  return totalKey(shopId, { category: [], price: [], type: [] });
}

/** What decides a listing's total: the shop and every filter, not the sort or the page. */
export function totalKey(
  shopId: string,
  query: Pick<ProductQuery, 'search' | 'category' | 'price' | 'type'>,
): string {
  return JSON.stringify([
    shopId,
    query.search?.trim().toLowerCase() ?? '',
    [...new Set(query.category.map((category) => category.toLowerCase()))],
    query.price,
    query.type,
  ]);
}
