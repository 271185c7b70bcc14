import {
  addPaise,
  advanceSplit,
  type DeliveryQuote,
  deliveryDistanceKm,
  deliveryQuote,
  greatCircleKm,
  isPincodeServed,
  MAX_ORDER_RUPEES,
  ORDER_MSG,
  type OrderAmounts,
  type OrderSummaryBody,
  type Paise,
  type PaymentMode,
  paiseLineTotals,
  paiseToRupees,
  rupeesToPaise,
  subtractPaise,
  ZERO_PAISE,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { coordinatesOf } from '../../lib/geocoder';
import { type CartLine, readCart } from '../cart';
import { evaluateCoupon } from '../coupons';
import { notFoundOn } from './order-values';
import { type AddressRow, findAddress } from './repository';
import type { CheckoutSettings } from './shop-settings';

/** Every amount of an order in paise, computed here from the database only. */
export type Pricing = {
  saleTotalPaise: Paise;
  discountPaise: Paise;
  afterDiscountPaise: Paise;
  deliveryPaise: Paise;
  advancePaise: Paise;
  remainingPaise: Paise;
  payableNowPaise: Paise;
  totalPaise: Paise;
  percentage: number;
  couponCode: string | null;
  couponMessage: string | null;
  deliverable: boolean;
  /** False when the address could not be placed: delivery is then the highest band's price. */
  deliveryDistanceKnown: boolean;
};

export function toOrderAmounts(pricing: Pricing): OrderAmounts {
  return {
    amountbeforediscount: paiseToRupees(pricing.saleTotalPaise),
    discountprice: paiseToRupees(pricing.discountPaise),
    amountafterdiscount: paiseToRupees(pricing.afterDiscountPaise),
    deliveryCharge: paiseToRupees(pricing.deliveryPaise),
    payable_now: paiseToRupees(pricing.payableNowPaise),
    advance_amount: paiseToRupees(pricing.advancePaise),
    remaining_amount: paiseToRupees(pricing.remainingPaise),
    totalAmountbeforePay: paiseToRupees(pricing.totalPaise),
    delivery_percentage: pricing.percentage,
    couponapplied: pricing.couponCode !== null,
    coupon_code: pricing.couponCode,
    coupon_message: pricing.couponMessage,
    deliverable: pricing.deliverable,
    delivery_distance_unknown: !pricing.deliveryDistanceKnown,
  };
}

/**
 * How an order's amounts split by payment mode (docs/api.md). Pay now takes the total
 * and delivery online. Pay on delivery takes the advance plus delivery online and leaves
 * the rest; when there is no advance nothing is taken online, so delivery is collected
 * on delivery with the rest.
 */
export function splitByMode(
  mode: PaymentMode,
  afterDiscountPaise: Paise,
  deliveryPaise: Paise,
  percentage: number,
): { advancePaise: Paise; remainingPaise: Paise; payableNowPaise: Paise } {
  const total = addPaise(afterDiscountPaise, deliveryPaise);
  if (mode === 'Pay now') {
    return { advancePaise: ZERO_PAISE, remainingPaise: ZERO_PAISE, payableNowPaise: total };
  }
  const { advancePaise, remainingPaise } = advanceSplit(afterDiscountPaise, percentage);
  if (advancePaise === 0) {
    return { advancePaise: ZERO_PAISE, remainingPaise: total, payableNowPaise: ZERO_PAISE };
  }
  return { advancePaise, remainingPaise, payableNowPaise: addPaise(advancePaise, deliveryPaise) };
}

export type PriceRequest = {
  userId: string;
  lines: CartLine[];
  couponCode: string | null | undefined;
  shipping: AddressRow | null;
  mode: PaymentMode;
  now: Date;
  settings: CheckoutSettings;
};

/**
 * The amounts of `lines` (the orderable ones count) with the coupon checked again. The
 * summary and placing both come here, so the shopper is shown what is charged.
 */
export async function priceOrder(db: Db, shopId: string, request: PriceRequest): Promise<Pricing> {
  const { userId, lines, shipping, mode, now, settings } = request;
  const saleTotalPaise = paiseLineTotals(lines).totalPaise;
  let discountPaise = ZERO_PAISE;
  let appliedCode: string | null = null;
  let couponMessage: string | null = null;
  const code = request.couponCode?.trim();
  if (code) {
    const verdict = await evaluateCoupon(db, shopId, { code, userId, totalPaise: saleTotalPaise, now });
    if (verdict.ok) {
      discountPaise = verdict.discountPaise;
      appliedCode = verdict.coupon.code;
    } else {
      couponMessage = verdict.message;
    }
  }
  const afterDiscountPaise = subtractPaise(saleTotalPaise, discountPaise);
  const delivery =
    saleTotalPaise > 0
      ? await deliveryCharge(settings, shipping, afterDiscountPaise)
      : { paise: ZERO_PAISE, distanceKnown: true };
  const deliveryPaise = delivery.paise;
  const percentage = settings.advancePercentage;
  const split = splitByMode(mode, afterDiscountPaise, deliveryPaise, percentage);
  // written out field by field: a spread followed by more fields takes V8's slow path (0043)
  return {
    saleTotalPaise,
    discountPaise,
    afterDiscountPaise,
    deliveryPaise,
    advancePaise: split.advancePaise,
    remainingPaise: split.remainingPaise,
    payableNowPaise: split.payableNowPaise,
    totalPaise: addPaise(afterDiscountPaise, deliveryPaise),
    percentage,
    couponCode: appliedCode,
    couponMessage,
    deliverable: shipping ? isPincodeServed(shipping.pincode, settings.pincodes) : true,
    deliveryDistanceKnown: delivery.distanceKnown,
  };
}

/**
 * docs/api.md: the great-circle distance from the shop office to the shipping address, then
 * the bands. The free-delivery threshold is compared with the total after the coupon, so
 * a coupon cannot both cut the price and keep delivery free below the threshold.
 * An address (or office) without coordinates is placed by its pincode; one that still
 * cannot be placed is an unknown distance, which the shop's rule prices (never free).
 */
async function deliveryCharge(
  settings: CheckoutSettings,
  shipping: AddressRow | null,
  cartTotalPaise: Paise,
): Promise<DeliveryQuote> {
  if (!shipping) return { paise: ZERO_PAISE, distanceKnown: true };
  const to = await coordinatesOf(shipping);
  const from = settings.office;
  const km =
    to && from
      ? greatCircleKm({ lat: from.latitude, lng: from.longitude }, { lat: to.latitude, lng: to.longitude })
      : null;
  return deliveryQuote({
    distanceKm: km === null ? null : deliveryDistanceKm(km),
    cartTotalPaise,
    priceBands: settings.priceBands,
    freeBands: settings.freeBands,
  });
}

/**
 * Refuses, before anything is written, what placing or a quotation request must not store: a
 * coupon the shopper asked for that no longer applies (placing at a price they were not shown
 * is worse than saying why), and a total over MAX_ORDER_RUPEES.
 */
export function refuseUnplaceable(pricing: Pricing, askedCoupon: string | null | undefined) {
  if (askedCoupon?.trim() && pricing.couponMessage) {
    throw AppError.conflict(pricing.couponMessage, { coupon_code: pricing.couponMessage });
  }
  if (pricing.totalPaise > rupeesToPaise(MAX_ORDER_RUPEES)) throw AppError.conflict(ORDER_MSG.orderTooLarge);
}

/**
 * A placing whose checkout showed other amounts than these (decision 0060): the owner changed a
 * delivery band, the advance or a price after the page read its summary. Charging the new
 * figures would ask the shopper for money the page never showed, so the page is told to read
 * them again first.
 */
export function refuseChangedAmounts(
  pricing: Pricing,
  expected: { expected_total?: number; expected_payable_now?: number },
) {
  const differs = (shown: number | undefined, paise: number) =>
    shown !== undefined && rupeesToPaise(shown) !== paise;
  if (
    differs(expected.expected_total, pricing.totalPaise) ||
    differs(expected.expected_payable_now, pricing.payableNowPaise)
  )
    throw AppError.conflict(ORDER_MSG.amountsChanged);
}

/** POST /payment/summary: the amounts of the customer's cart as placing would charge them. */
export async function orderSummary(
  db: Db,
  shopId: string,
  userId: string,
  body: OrderSummaryBody,
  now: Date,
  settings: CheckoutSettings,
): Promise<OrderAmounts> {
  let shipping: AddressRow | null = null;
  if (body.shipping_address) {
    shipping = (await findAddress(db, shopId, userId, body.shipping_address)) ?? null;
    if (!shipping) throw notFoundOn('shipping_address', ORDER_MSG.addressNotFound);
  }
  const lines = await readCart(db, shopId, userId);
  const pricing = await priceOrder(db, shopId, {
    userId,
    lines,
    couponCode: body.coupon_code,
    shipping,
    mode: body.payment_mode ?? 'Pay now',
    now,
    settings,
  });
  return toOrderAmounts(pricing);
}
