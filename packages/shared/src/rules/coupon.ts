import { type Paise, percentOfPaise, ZERO_PAISE } from '../money';

/** A coupon's offer: a percentage, or a fixed amount off in paise. */
export type CouponOffer = { percentage_offer?: number | null; price_offer_paise?: Paise | null };

/**
 * The coupon discount (docs/api.md): percentage_offer percent of the cart's sale total, else the
 * fixed price offer; never more than the total, never negative.
 */
export function couponDiscountPaise(offer: CouponOffer, cartTotalPaise: Paise): Paise {
  if (cartTotalPaise <= 0) return ZERO_PAISE;
  let discount = ZERO_PAISE;
  if (offer.percentage_offer != null && offer.percentage_offer > 0) {
    discount = percentOfPaise(cartTotalPaise, offer.percentage_offer);
  } else if (offer.price_offer_paise != null && offer.price_offer_paise > 0) {
    discount = offer.price_offer_paise;
  }
  return discount > cartTotalPaise ? cartTotalPaise : discount;
}
