import type { Paise } from '../money';

export type CouponOffer = { percentage_offer?: number | null; price_offer?: number | null };

/**
 * The coupon discount (docs/api.md): percentage_offer percent of the cart's sale total, else the
 * fixed price_offer; never more than the total, never negative. Offers are in the coupon's
 * own units (percent, rupees); the total and the result are paise.
 */
export function couponDiscountPaise(offer: CouponOffer, cartTotalPaise: Paise): Paise {
  if (cartTotalPaise <= 0) return 0;
  let discount = 0;
  if (offer.percentage_offer != null && offer.percentage_offer > 0) {
    discount = Math.round((cartTotalPaise * Math.min(offer.percentage_offer, 100)) / 100);
  } else if (offer.price_offer != null && offer.price_offer > 0) {
    discount = Math.round(offer.price_offer * 100);
  }
  return Math.max(0, Math.min(discount, cartTotalPaise));
}
