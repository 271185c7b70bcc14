import { z } from 'zod';
import type { PayButton } from '../catalogue/schemas';
import { rupees } from '../catalogue/schemas';
import type { CouponData } from '../coupons/schemas';
import { type Paise, paiseToRupees, rupeesToPaise, subtractPaise, ZERO_PAISE } from '../money';
import { couponDiscountPaise } from '../rules/coupon';
import { cartLineSchema } from './cart-line';
import { cartTotals } from './server-cart';

/**
 * The checkout data kept in the browser when the shopper leaves the cart (docs/api.md,
 * docs/api.md): the lines to order and the coupon figures, in rupees. It is a summary
 * for the checkout page only: the server recomputes every amount when the order is placed.
 */
export const checkoutDataSchema = z.object({
  /** The cart lines that can be ordered (server lines carry their `id`, guest lines none). */
  products: z.array(cartLineSchema).min(1),
  /** The applied coupon's code, or null. */
  coupon: z.string().nullable(),
  /** The coupon discount in rupees (0 without a coupon). */
  discountAmount: rupees,
  /** The lines' sale total in rupees. */
  totalBeforeDiscount: rupees,
  /** totalBeforeDiscount minus discountAmount, in rupees. */
  totalAfterDiscount: rupees,
  isCouponApplied: z.boolean(),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

/**
 * The discount of an applied coupon on the cart as it is now. The server's figure is used
 * while the cart total is the one it was computed on; after a quantity change the shared
 * rule recomputes it, so the cart and the server never disagree on the arithmetic.
 */
export function appliedCouponDiscountPaise(
  coupon: Pick<CouponData, 'discount' | 'total' | 'percentage_offer' | 'price_offer'>,
  cartTotalPaise: Paise,
): Paise {
  if (rupeesToPaise(coupon.total) === cartTotalPaise) return rupeesToPaise(coupon.discount);
  const offer = {
    percentage_offer: coupon.percentage_offer,
    price_offer_paise: coupon.price_offer == null ? null : rupeesToPaise(coupon.price_offer),
  };
  return couponDiscountPaise(offer, cartTotalPaise);
}

type CheckoutLine = z.input<typeof cartLineSchema> & { available?: boolean };

/** The checkout data of a cart: lines flagged unavailable are left out of both the list and the totals. */
export function buildCheckoutData(
  lines: readonly CheckoutLine[],
  coupon: Pick<CouponData, 'code' | 'discount' | 'total' | 'percentage_offer' | 'price_offer'> | null,
): CheckoutData {
  const orderable = lines.filter((line) => line.available !== false);
  const products = orderable.map((line) => {
    const { available: _available, ...rest } = line as CheckoutLine & Record<string, unknown>;
    return cartLineSchema.parse(rest);
  });
  const { totalPaise } = cartTotals(products);
  const discountPaise = coupon ? appliedCouponDiscountPaise(coupon, totalPaise) : ZERO_PAISE;
  return {
    products,
    coupon: coupon?.code ?? null,
    discountAmount: paiseToRupees(discountPaise),
    totalBeforeDiscount: paiseToRupees(totalPaise),
    totalAfterDiscount: paiseToRupees(subtractPaise(totalPaise, discountPaise)),
    isCouponApplied: coupon !== null,
  };
}

/**
 * The checkout data of a customer's server cart as it is now, with the coupon the cart page
 * applied. The server prices and orders its own cart, so checkout lists the same lines: the
 * saved copy may be older (a guest cart merged at sign-in, another tab, another device).
 * The saved coupon figures stand in until the server's summary arrives, and only while
 * they were worked out on the same total. Null when nothing in the cart can be ordered.
 */
export function checkoutDataOfServerCart(
  lines: readonly CheckoutLine[],
  saved: CheckoutData | null,
): CheckoutData | null {
  if (!lines.some((line) => line.available !== false)) return null;
  const current = buildCheckoutData(lines, null);
  if (!saved?.isCouponApplied || saved.coupon === null) return current;
  const sameTotal = saved.totalBeforeDiscount === current.totalBeforeDiscount;
  return {
    ...current,
    coupon: saved.coupon,
    isCouponApplied: true,
    discountAmount: sameTotal ? saved.discountAmount : 0,
    totalAfterDiscount: sameTotal ? saved.totalAfterDiscount : current.totalBeforeDiscount,
  };
}

/** How the shop takes orders, from its payment button configuration. */
export type CheckoutMode = 'manual' | 'paynow' | 'payondelivery';

/**
 * The spec's priority: manual first (checkout becomes a quotation request), then pay now,
 * then pay on delivery. Null when the shop has none switched on (or the setting is unknown).
 */
export function pickCheckoutMode(buttons: PayButton | null | undefined): CheckoutMode | null {
  if (!buttons) return null;
  if (buttons.paymanual) return 'manual';
  if (buttons.paynow) return 'paynow';
  if (buttons.payondelivery) return 'payondelivery';
  return null;
}
