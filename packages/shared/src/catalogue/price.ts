import { PRODUCT_TYPE } from '../constants';
import { discountPercent } from '../money';

type VariationPrice = { price: number; salePrice: number | null };

/**
 * The variation a variable product's listed price comes from: the first one, in the
 * product's order, with the lowest sale-or-regular price. Null for other products and for
 * a variable product without variations.
 */
export function priceVariation<V extends VariationPrice>(product: {
  product_type: string;
  variation?: readonly V[];
}): V | null {
  if (product.product_type !== PRODUCT_TYPE.variable || !product.variation) return null;
  let best: V | null = null;
  for (const variation of product.variation) {
    if (best === null || (variation.salePrice ?? variation.price) < (best.salePrice ?? best.price)) {
      best = variation;
    }
  }
  return best;
}

/**
 * The price a product is filtered and sorted by (docs/api.md): the lowest variation
 * sale-or-regular price for variable products, else the product's sale price,
 * falling back to its MRP when it is not on sale.
 */
export function productPrice(product: {
  product_type: string;
  originalPrice: number;
  discountPrice: number | null;
  variation?: readonly VariationPrice[];
}): number {
  const variation = priceVariation(product);
  if (variation) return variation.salePrice ?? variation.price;
  return product.discountPrice ?? product.originalPrice;
}

/** The MRP that productPrice is a sale from: its variation's regular price, else the product's MRP. */
export function productPriceMrp(product: {
  product_type: string;
  originalPrice: number;
  variation?: readonly VariationPrice[];
}): number {
  return priceVariation(product)?.price ?? product.originalPrice;
}

export type ShownPrice = {
  /** The MRP, struck through when there is a sale price. */
  mrp: number;
  /** The sale price, or null when not on sale. */
  salePrice: number | null;
  /** The discount badge's whole percent; 0 means no badge. */
  percent: number;
};

/**
 * What a product's card and page show as its price, and the discount badge computed from
 * exactly that pair, so the two never disagree. A variable product shows one variation:
 * the one chosen on the page, else the one its "From" price comes from (priceMrp and price
 * of the card describe that variation).
 */
export function shownPrice(
  product: {
    product_type: string;
    originalPrice: number;
    discountPrice: number | null;
    price: number;
    priceMrp: number;
  },
  chosen?: VariationPrice | null,
): ShownPrice {
  const pair = chosen
    ? { mrp: chosen.price, salePrice: chosen.salePrice }
    : product.product_type === PRODUCT_TYPE.variable
      ? { mrp: product.priceMrp, salePrice: product.price < product.priceMrp ? product.price : null }
      : { mrp: product.originalPrice, salePrice: product.discountPrice };
  return { ...pair, percent: discountPercent(pair.mrp, pair.salePrice) };
}

/** Inclusive at both ends; a price passes when it falls in any selected band. */
export function inPriceBands(price: number, bands: readonly { min: number; max: number }[]): boolean {
  return bands.length === 0 || bands.some((band) => price >= band.min && price <= band.max);
}
