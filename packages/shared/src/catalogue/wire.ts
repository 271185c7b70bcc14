import type { NewArrivalGroup, Product } from './schemas';

/**
 * The shop's catalogue contract lets a few list fields arrive either as a list or as that
 * list written out as JSON text (a product's `variation` and `grouped_product`, a
 * new-arrival group's `product`). The web app reads them through these helpers once, where
 * the answer enters it, so every screen after that sees lists only.
 *
 * Plain functions rather than zod preprocessors: production builds leave the response
 * schemas out of the bundle (see the web app's api-client), and these must run there too.
 */

/** A list, or JSON text holding one; anything else (bad JSON, null, an object) is an empty list. */
export function listFromWire<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

type Wire<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | string };

/** A product as it may arrive: `variation` and `grouped_product` may be JSON text. */
export type ProductOnWire = Wire<Product, 'variation' | 'grouped_product'>;
/** A new-arrival group as it may arrive: `product` may be JSON text. */
export type NewArrivalGroupOnWire = Wire<NewArrivalGroup, 'product'>;

export function productFromWire(product: ProductOnWire): Product {
  return {
    ...product,
    variation: listFromWire(product.variation),
    grouped_product: listFromWire(product.grouped_product),
  };
}

export function newArrivalGroupFromWire(group: NewArrivalGroupOnWire): NewArrivalGroup {
  return { ...group, product: listFromWire(group.product) };
}
