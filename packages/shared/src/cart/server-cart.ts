import { z } from 'zod';
import { okBody } from '../common/answers';
import { MAX_UNITS_PER_LINE } from '../constants';
import { MSG } from '../messages';
import { addPaise, type Paise, rupeesToPaise, timesPaise, ZERO_PAISE } from '../money';
import { ORDER_MSG } from '../orders/messages';
import { cartLineSchema } from './cart-line';

/**
 * The server cart's calls (docs/api.md: POST /cart, GET /cart/{userId},
 * DELETE /cart/{productSku}, PUT /cart/quantity/{cartItemId}, DELETE /cart/deleteall/{userId}).
 */

/** Ids the database keeps as uuid: a malformed one is a 400 here, never a cast error. */
const uuidText = (message: string) => z.guid({ message });

/**
 * POST /cart takes the spec's whole cart line, but the server reads only what identifies
 * the line: the product, the SKU (which picks the variation), the quantity, and the user
 * and shop it must match. Names, prices, images and stock come from the database; every
 * other field is accepted and dropped.
 */
export const addToCartBodySchema = z.object({
  product_id: uuidText('Product id is not valid'),
  product_sku: z.string().trim().min(1, 'Product SKU is required').max(100),
  user_id: z.string().min(1, 'user_id is required').max(64),
  main_id: z.string().min(1, 'main_id is required').max(64),
  /** Starts at 1; a merged guest line may carry more, which is capped at the stock. */
  quantity: z.coerce
    .number()
    .int()
    .min(1, MSG.quantityBelowOne)
    .max(MAX_UNITS_PER_LINE, ORDER_MSG.maxUnitsPerLine)
    .default(1),
});
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

export const cartMessageResponseSchema = okBody({ msg: z.string() });
export type CartMessageResponse = z.infer<typeof cartMessageResponseSchema>;

/**
 * Why a line cannot be ordered as it stands. `not_enough_stock`: stock fell below the
 * line's quantity (lower it to `product_stockstatus`).
 */
export const CART_UNAVAILABLE_REASONS = [
  'deleted',
  'inactive',
  'variation_missing',
  'out_of_stock',
  'not_enough_stock',
] as const;
export type CartUnavailableReason = (typeof CART_UNAVAILABLE_REASONS)[number];

/** The text a shopper sees for each reason (also sent as `unavailable_msg`). */
export function cartUnavailableMessage(reason: CartUnavailableReason, stock: number): string {
  switch (reason) {
    case 'deleted':
    case 'inactive':
      return MSG.cartProductUnavailable;
    case 'variation_missing':
      return MSG.cartVariationUnavailable;
    case 'out_of_stock':
      return MSG.cartOutOfStock;
    case 'not_enough_stock':
      return MSG.cartOnlyInStock(stock);
  }
}

/**
 * One line of GET /cart/{userId}: the spec's cart line built from the current product or
 * variation record (prices, stock, status, images), plus the line's `id` and whether it
 * can be ordered. A deleted product's line keeps its id, SKU, quantity and attributes with
 * an empty name, zero prices and status Inactive.
 */
export const serverCartLineSchema = cartLineSchema.extend({
  id: z.string(),
  available: z.boolean(),
  unavailable_reason: z.enum(CART_UNAVAILABLE_REASONS).nullable(),
  unavailable_msg: z.string().nullable(),
});
export type ServerCartLine = z.infer<typeof serverCartLineSchema>;

export const cartListResponseSchema = okBody({
  /** Oldest line first. */
  data: z.array(serverCartLineSchema),
});
export type CartListResponse = z.infer<typeof cartListResponseSchema>;

export const cartSkuParamsSchema = z.object({ productSku: z.string().trim().min(1).max(100) });
export const cartItemParamsSchema = z.object({ cartItemId: uuidText('Cart item id is not valid') });

export const QUANTITY_ACTIONS = ['increase', 'decrease'] as const;
export type QuantityAction = (typeof QUANTITY_ACTIONS)[number];

/**
 * The quantity moves by exactly one per call (docs/api.md), whatever `quantity` says: the spec
 * sends 1 there, and it is accepted and ignored so a stale client cannot jump past the stock.
 */
export const updateQuantityBodySchema = z.object({
  action: z.enum(QUANTITY_ACTIONS, { message: 'action must be increase or decrease' }),
  /** When sent, it must be the line's SKU. */
  product_sku: z.string().trim().min(1).max(100).optional(),
  quantity: z.coerce.number().int().optional(),
});
export type UpdateQuantityBody = z.input<typeof updateQuantityBodySchema>;

export const updateQuantityResponseSchema = okBody({
  cart: z.object({ id: z.string(), quantity: z.number().int().min(1) }),
});
export type UpdateQuantityResponse = z.infer<typeof updateQuantityResponseSchema>;

export type CartTotals = {
  /** Number of lines (the badge count). */
  itemCount: number;
  /** Sum of quantities. */
  units: number;
  /** Sale total: sale price, or MRP when not on sale, times quantity. */
  totalPaise: Paise;
  /** MRP total. */
  originalPaise: Paise;
};

/** A line priced in paise, as the server reads it from the product or variation record. */
export type PaiseLine = {
  pricePaise: Paise;
  salePricePaise: Paise | null;
  quantity: number;
  available?: boolean;
};

/** Totals of the lines that can be ordered (lines flagged unavailable count for nothing). */
export function paiseLineTotals(lines: readonly PaiseLine[]): CartTotals {
  const counted = lines.filter((line) => line.available !== false);
  let totalPaise = ZERO_PAISE;
  let originalPaise = ZERO_PAISE;
  let units = 0;
  for (const line of counted) {
    totalPaise = addPaise(totalPaise, timesPaise(line.salePricePaise ?? line.pricePaise, line.quantity));
    originalPaise = addPaise(originalPaise, timesPaise(line.pricePaise, line.quantity));
    units += line.quantity;
  }
  return { itemCount: counted.length, units, totalPaise, originalPaise };
}

/**
 * The same totals for lines priced in rupees as the wire carries them (the browser's
 * server and guest lines; guest lines carry no `available` flag).
 */
export function cartTotals(
  lines: readonly {
    product_price: number;
    product_saleprice: number | null;
    quantity: number;
    available?: boolean;
  }[],
): CartTotals {
  return paiseLineTotals(
    lines.map((line) => ({
      pricePaise: rupeesToPaise(line.product_price),
      salePricePaise: line.product_saleprice == null ? null : rupeesToPaise(line.product_saleprice),
      quantity: line.quantity,
      available: line.available,
    })),
  );
}
