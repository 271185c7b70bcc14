import { PRODUCT_TYPE } from '../constants';
import type { Product, Variation } from './schemas';
import { initialSelection, matchVariation } from './variation-match';

/** The images the product page shows, first the main one, for a product or its chosen variation. */
export function productImages(product: Product, variation: Variation | null): string[] {
  const list = variation
    ? [variation.imageUrl || product.image, ...variation.galleryImages]
    : [product.image, ...product.gallery];
  return [...new Set(list.filter(Boolean))];
}

/**
 * The image the product page opens with (the initial variation's for a variable product): the
 * web app draws it first, and the served page preloads it and draws it in its first frame.
 */
export function firstProductImage(product: Product): string | undefined {
  const variation =
    product.product_type === PRODUCT_TYPE.variable
      ? matchVariation(product, initialSelection(product))
      : null;
  return productImages(product, variation)[0];
}
