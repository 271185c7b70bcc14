import { z } from 'zod';
import { productStatusSchema, productTypeSchema, rupees } from '../catalogue/schemas';
import { PRODUCT_TYPE, QUANTITY_ON_ADD } from '../constants';

/**
 * One cart line with the spec's field names (docs/api.md, "Cart line"). The guest
 * cart keeps a list of these in browser storage; the server cart stores the same fields
 * plus its own `id`.
 */
export const cartLineSchema = z.object({
  /** Server cart only. */
  id: z.string().optional(),
  product_id: z.string().min(1),
  /** The product's SKU, or the chosen variation's SKU for a variable product. */
  product_sku: z.string().min(1),
  product_name: z.string(),
  /** MRP in rupees. */
  product_price: rupees,
  /** Sale price in rupees; null when not on sale. */
  product_saleprice: rupees.nullable(),
  /** Units in stock when the line was added or last refreshed. */
  product_stockstatus: z.number().int(),
  product_status: productStatusSchema.default('Active'),
  product_image: z.string(),
  product_gallery: z.array(z.string()),
  description: z.string(),
  short_description: z.string(),
  category: z.array(z.string()),
  product_type: productTypeSchema,
  /** Attribute name to term of the chosen variation; empty for simple and grouped products. */
  variation_attributes: z.record(z.string(), z.string()),
  typeofsimple: z.string(),
  /** '' for a guest. */
  user_id: z.string(),
  user_name: z.string(),
  delivery_days: z.number().int().nonnegative(),
  /** The shop id (configuration). */
  main_id: z.string().min(1),
  quantity: z.number().int().min(1).default(QUANTITY_ON_ADD),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export type CartLineInput = z.input<typeof cartLineSchema>;

/**
 * The stored guest cart: a list whose lines that no longer read as cart lines (edited by hand,
 * written by an older version) are left out one by one, so one bad line does not empty the
 * whole cart. Anything but a list is refused.
 */
export const guestCartSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const line = cartLineSchema.safeParse(item);
    return line.success ? [line.data] : [];
  }),
);

/**
 * The duplicate rule (docs/api.md): a variation line is the same line only when its SKU
 * matches, so two variations of one product can both be in the cart; any other line is a
 * duplicate when its product_id or SKU is already there.
 */
export function findDuplicateLine<T extends Pick<CartLine, 'product_id' | 'product_sku' | 'product_type'>>(
  lines: readonly T[],
  candidate: Pick<CartLine, 'product_id' | 'product_sku' | 'product_type'>,
): T | undefined {
  if (candidate.product_type === PRODUCT_TYPE.variable) {
    return lines.find((line) => line.product_sku === candidate.product_sku);
  }
  return lines.find(
    (line) => line.product_sku === candidate.product_sku || line.product_id === candidate.product_id,
  );
}
