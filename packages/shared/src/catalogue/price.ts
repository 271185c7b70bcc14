/**
 * The price a product is filtered and sorted by (spec 5): the lowest variation
 * sale-or-regular price for variable products, else the product's sale price,
 * falling back to its MRP when it is not on sale.
 */
export function productPrice(product: {
  product_type: string;
  originalPrice: number;
  discountPrice: number | null;
  variation?: { price: number; salePrice: number | null }[];
}): number {
  if (product.product_type === 'Variable Product' && product.variation && product.variation.length > 0) {
    return Math.min(...product.variation.map((v) => v.salePrice ?? v.price));
  }
  return product.discountPrice ?? product.originalPrice;
}

/** Inclusive at both ends; a price passes when it falls in any selected band. */
export function inPriceBands(price: number, bands: readonly { min: number; max: number }[]): boolean {
  return bands.length === 0 || bands.some((band) => price >= band.min && price <= band.max);
}
